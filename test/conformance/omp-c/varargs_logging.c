// A logging helper with variable arguments, as C applications write one: va_list,
// va_start/va_end, vprintf, vfprintf(stderr), vsnprintf into a buffer, va_copy, and a
// variadic sum function reading ints and doubles with va_arg.
#include <stdarg.h>
#include <stdio.h>
static int verbose = 1;
static void logmsg(const char *fmt, ...) {
  if (!verbose) return;
  va_list ap, copy;
  va_start(ap, fmt);
  va_copy(copy, ap);
  char buf[96];
  int n = vsnprintf(buf, sizeof buf, fmt, copy);
  va_end(copy);
  printf("[log %2d] ", n);
  vprintf(fmt, ap);
  va_end(ap);
  printf(" | %s\n", buf);
}
static double mixed_sum(int count, ...) {
  va_list ap;
  va_start(ap, count);
  double s = 0;
  for (int i = 0; i < count; ++i) s += (i % 2) ? va_arg(ap, double) : va_arg(ap, int);
  va_end(ap);
  return s;
}
static void warn(const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vfprintf(stderr, fmt, ap);
  va_end(ap);
}
int main(void) {
  double v[8];
  #pragma omp target map(from: v)
  for (int i = 0; i < 8; ++i) v[i] = i * 0.5;
  logmsg("kernel done: v[7]=%.2f n=%d tag=%s", v[7], 8, "ok");
  logmsg("%d %d %d %d %d %d %d %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f %.1f", 1, 2, 3, 4, 5, 6, 7,
         v[1], v[2], v[3], v[4], v[5], v[6], v[7], 9.0, 10.0);
  printf("mixed %.2f\n", mixed_sum(6, 1, 0.25, 2, 0.5, 3, v[3]));
  warn("warning: %s %d\n", "threshold", 42);
  return 0;
}
