// A Jacobi/Laplace 2-D stencil as benchmark codes write it: two heap grids kept on
// the device by `target data`, `target teams distribute parallel for collapse(2)`
// sweeps through the pointers, the pointers swapped on the host after each sweep
// (each kernel finds the swapped pointee by its pointer's zero-length look-up), a
// `reduction(max:)` of the change, and `target update from` of the result.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define N 12
int main(void) {
  double *a = malloc(N * N * sizeof(double)), *b = malloc(N * N * sizeof(double));
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) a[i * N + j] = b[i * N + j] = (i == 0) ? 100.0 : 0.0;
  double err = 1.0;
  int iter = 0;
  #pragma omp target data map(tofrom: a[0:N*N]) map(to: b[0:N*N])
  {
    while (err > 0.5 && iter < 40) {
      err = 0.0;
      #pragma omp target teams distribute parallel for collapse(2) reduction(max: err)
      for (int i = 1; i < N - 1; ++i)
        for (int j = 1; j < N - 1; ++j) {
          b[i * N + j] = 0.25 * (a[(i - 1) * N + j] + a[(i + 1) * N + j] +
                                 a[i * N + j - 1] + a[i * N + j + 1]);
          err = fmax(err, fabs(b[i * N + j] - a[i * N + j]));
        }
      double *t = a; a = b; b = t;
      ++iter;
      if (iter % 10 == 0) {
        #pragma omp target update from(a[0:N*N])
        printf("iter %d err %.6f centre %.6f\n", iter, err, a[(N / 2) * N + N / 2]);
      }
    }
  }
  // after an even number of swaps a is the original buffer again
  printf("iterations %d err %.6f\n", iter, err);
  printf("row1 %.4f %.4f %.4f\n", a[N + 1], a[N + N / 2], a[N + N - 2]);
  free(a);
  free(b);
  return 0;
}
