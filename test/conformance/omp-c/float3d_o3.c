// FLAGS: -O3 -lm -Xoffload-linker -lm
// A 3-D single-precision stencil at -O3: target teams distribute parallel for simd
// collapse(3) over float arrays (vectorized float arithmetic on both sides), sqrtf,
// fabsf, fminf, expf and a float reduction(max:), a norm reduction in double.
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#define NX 6
#define NY 5
#define NZ 8
#define IDX(i, j, k) (((i) * NY + (j)) * NZ + (k))
int main(void) {
  float *u = malloc(NX * NY * NZ * sizeof(float)), *v = malloc(NX * NY * NZ * sizeof(float));
  for (int i = 0; i < NX * NY * NZ; ++i) { u[i] = (float)((i * 37) % 101) / 10.0f; v[i] = 0; }
  float peak = 0;
  double norm = 0;
  #pragma omp target teams distribute parallel for simd collapse(3) map(to: u[0:NX*NY*NZ]) \
      map(tofrom: v[0:NX*NY*NZ]) reduction(max: peak)
  for (int i = 1; i < NX - 1; ++i)
    for (int j = 1; j < NY - 1; ++j)
      for (int k = 1; k < NZ - 1; ++k) {
        float lap = u[IDX(i - 1, j, k)] + u[IDX(i + 1, j, k)] + u[IDX(i, j - 1, k)] +
                    u[IDX(i, j + 1, k)] + u[IDX(i, j, k - 1)] + u[IDX(i, j, k + 1)] - 6.0f * u[IDX(i, j, k)];
        v[IDX(i, j, k)] = fminf(sqrtf(fabsf(lap)) * 0.5f, 4.0f) + expf(-u[IDX(i, j, k)]);
        peak = fmaxf(peak, v[IDX(i, j, k)]);
      }
  #pragma omp target teams distribute parallel for reduction(+: norm) map(to: v[0:NX*NY*NZ])
  for (int i = 0; i < NX * NY * NZ; ++i) norm += (double)v[i] * v[i];
  printf("peak %.7g norm %.10g v %.9g %.9g %.9g\n", peak, sqrt(norm), v[IDX(1, 1, 1)], v[IDX(2, 3, 4)], v[IDX(4, 3, 6)]);
  free(u);
  free(v);
  return 0;
}
