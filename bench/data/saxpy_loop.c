/* saxpy on the device: one `omp target` region whose loop runs 10^6 iterations
   (bench/real_program_bench.py). x is filled on the device itself so that the device
   loop is the only long loop of the program. */
#include <stdio.h>
#include <stdlib.h>

#ifndef N
#define N 1000000
#endif

int main(void) {
  float a = 2.0f;
  float *x = calloc(N, sizeof *x);
  float *y = calloc(N, sizeof *y);
  if (!x || !y)
    return 1;
#pragma omp target map(tofrom : x[0:N], y[0:N])
  for (int i = 0; i < N; i++) {
    x[i] = (float)(i % 1024);
    y[i] = a * x[i] + y[i];
  }
  printf("y[1] = %.1f, y[%d] = %.1f\n", y[1], N - 1, y[N - 1]);
  free(x);
  free(y);
  return 0;
}
