// <stdlib.h> on the host: strtod/strtol, qsort with the program's own comparator,
// bsearch, getenv of a variable that is not set, div.
#include <stdio.h>
#include <stdlib.h>

static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

int main(void) {
  double v[8];
  const char *text = "3.5 -1e2 0x1p-3 7 2.25 inf -0.0 42";
  char *end = (char *)text;
  for (int i = 0; i < 8; i++)
    v[i] = strtod(end, &end);
#pragma omp target map(tofrom: v[0:8])
  for (int i = 0; i < 8; i++)
    v[i] = v[i] * 2;
  qsort(v, 8, sizeof v[0], by_value);
  for (int i = 0; i < 8; i++)
    printf("%g ", v[i]);
  double key = 14;
  double *hit = bsearch(&key, v, 8, sizeof v[0], by_value);
  long l = strtol("  -0x7fz", &end, 16);
  div_t d = div(-17, 5);
  printf("\n%ld %td %s %ld %d %d %d\n", hit ? (long)(hit - v) : -1L, end - (char *)0 > 0 ? 1 : 0,
         getenv("ACCDIALECT_SURELY_UNSET") ? "set" : "unset", l, atoi("  12abc"), d.quot, d.rem);
  return 0;
}
