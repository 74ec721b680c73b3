// FLAGS: -O2
// -O2: a saxpy with target teams distribute parallel for, a reduction, and
// target data with use_device_ptr around two kernels.
#include <stdio.h>
#include <stdlib.h>
static void saxpy(int n, float a, const float *x, float *y) {
  #pragma omp target teams distribute parallel for map(to: x[0:n]) map(tofrom: y[0:n])
  for (int i = 0; i < n; ++i) y[i] = a * x[i] + y[i];
}
int main(void) {
  int n = 100;
  float *x = malloc(n * sizeof *x), *y = malloc(n * sizeof *y);
  for (int i = 0; i < n; ++i) { x[i] = i; y[i] = 1; }
  saxpy(n, 2.0f, x, y);
  long total = 0;
  #pragma omp target data map(to: x[0:n]) map(tofrom: y[0:n])
  {
    #pragma omp target teams distribute parallel for reduction(+: total)
    for (int i = 0; i < n; ++i) total += (long)y[i];
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < n; ++i) y[i] -= x[i];
  }
  printf("y[3] %.1f y[99] %.1f total %ld\n", y[3], y[99], total);
  free(x); free(y);
  return 0;
}
