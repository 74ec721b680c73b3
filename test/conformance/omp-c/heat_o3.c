// FLAGS: -O3
// A heat-diffusion miniapp at -O3: a parameter struct passed by value, a declare
// target stencil function, a time loop inside target data with two kernels per step
// (update, then copy back into the old grid), target update of the centre row every
// few steps, and a final reduction of the total energy.
#include <stdio.h>
#include <stdlib.h>
struct params { int nx, ny, steps; double alpha; };
#pragma omp declare target
static inline double stencil(const double *u, int i, int j, int ny, double alpha) {
  return u[i * ny + j] + alpha * (u[(i - 1) * ny + j] + u[(i + 1) * ny + j] +
                                  u[i * ny + j - 1] + u[i * ny + j + 1] - 4 * u[i * ny + j]);
}
#pragma omp end declare target
static double run(struct params p, double *u, double *un) {
  int n = p.nx * p.ny;
  double energy = 0;
  #pragma omp target data map(tofrom: u[0:n]) map(alloc: un[0:n])
  {
    #pragma omp target teams distribute parallel for
    for (int k = 0; k < n; ++k) un[k] = u[k];
    for (int s = 1; s <= p.steps; ++s) {
      #pragma omp target teams distribute parallel for collapse(2)
      for (int i = 1; i < p.nx - 1; ++i)
        for (int j = 1; j < p.ny - 1; ++j) un[i * p.ny + j] = stencil(u, i, j, p.ny, p.alpha);
      #pragma omp target teams distribute parallel for
      for (int k = 0; k < n; ++k) u[k] = un[k];
      if (s % 4 == 0) {
        #pragma omp target update from(u[(p.nx / 2) * p.ny:p.ny])
        printf("step %d centre row: %.5f %.5f %.5f\n", s, u[(p.nx / 2) * p.ny + 1],
               u[(p.nx / 2) * p.ny + p.ny / 2], u[(p.nx / 2) * p.ny + p.ny - 2]);
      }
    }
    #pragma omp target teams distribute parallel for reduction(+: energy)
    for (int k = 0; k < n; ++k) energy += u[k];
  }
  return energy;
}
int main(void) {
  struct params p = {10, 12, 12, 0.2};
  double *u = calloc(p.nx * p.ny, sizeof(double)), *un = malloc(p.nx * p.ny * sizeof(double));
  for (int j = 0; j < p.ny; ++j) u[j] = 100.0;
  u[(p.nx / 2) * p.ny + p.ny / 2] = 50.0;
  double e = run(p, u, un);
  printf("energy %.6f corner %.6f\n", e, u[p.ny + 1]);
  free(u);
  free(un);
  return 0;
}
