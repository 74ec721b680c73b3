// pointer_unmapped.c with its fix: what `x` points to mapped.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 16;
  double *x = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i)
    x[i] = i;
  double sum = 0;
#pragma omp target map(to : x[0:16]) map(tofrom : sum)
  for (int i = 0; i < n; ++i)
    sum += x[i];
  printf("%g\n", sum);
  free(x);
  return 0;
}
