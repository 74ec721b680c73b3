// member_unmapped.c with its fix: `s.n` mapped too.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double *p;
  int n;
} S;

int main(void) {
  S s;
  s.n = 8;
  s.p = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; ++i)
    s.p[i] = i;
  double sum = 0;
#pragma omp target map(to : s.p[0:8], s.n) map(tofrom : sum)
  for (int i = 0; i < s.n; ++i)
    sum += s.p[i];
  printf("%g\n", sum);
  return 0;
}
