// member_pointer.c with its fix: the structure and what its pointer member points
// to mapped on the same construct, which attaches `s.p`.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *p;
} S;

int main(void) {
  S s;
  s.n = 8;
  s.p = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; ++i)
    s.p[i] = i;
  double sum = 0;
#pragma omp target map(to : s, s.p[0:8]) map(tofrom : sum)
  for (int i = 0; i < s.n; ++i)
    sum += s.p[i];
  printf("%g\n", sum);
  return 0;
}
