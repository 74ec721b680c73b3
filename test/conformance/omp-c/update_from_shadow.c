// `target update from` of a struct holding an attached pointer (issue 11,
// cause 6): libomptarget 22 copies the struct back, then restores each
// attached pointer of the entry from its shadow-pointer record: the host value
// at attach time, even if the host re-pointed it since. The same at the end of
// the data region (the FROM copy-back of s).
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define out(...) do { char out_line_[512]; \
    snprintf(out_line_, sizeof out_line_, __VA_ARGS__); \
    printf("%s\n", out_line_); fflush(stdout); \
    fprintf(stderr, "#> %s\n", out_line_); fflush(stderr); } while (0)
#define SYM(n, a, s) out("#sym %s 0x%lx %zu", n, (unsigned long)(uintptr_t)(a), (size_t)(s))

struct S { int n; int *p; };

int main(void) {
  int *buf = malloc(4 * sizeof(int)), *other = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; ++i) buf[i] = i, other[i] = -i;
  struct S s = {4, buf};
  SYM("s", &s, sizeof s);
  SYM("buf", buf, 4 * sizeof(int));
  SYM("other", other, 4 * sizeof(int));
  #pragma omp target data map(tofrom: s, s.p[0:4])
  {
    #pragma omp target
    s.n = 40;
    s.p = other;
    out("-- update from(s) after the host re-pointed s.p to other");
    #pragma omp target update from(s)
    out("s.n = %d, s.p is buf: %d, is other: %d", s.n, s.p == buf, s.p == other);
    s.p = other;
    out("-- update from(s.n) only, s.p re-pointed again");
    #pragma omp target update from(s.n)
    out("s.p is buf: %d, is other: %d", s.p == buf, s.p == other);
    s.p = other;
    out("-- end of the data region, s.p re-pointed again");
  }
  out("s.n = %d, s.p is buf: %d, is other: %d", s.n, s.p == buf, s.p == other);
  free(buf); free(other);
  return 0;
}
