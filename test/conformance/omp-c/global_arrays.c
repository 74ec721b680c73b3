// Global data as application codes keep it: a declare target pointer whose pointee
// is mapped at run time with enter data (the device copy of the pointer is
// attached to it), updated with target update, static global arrays used in a
// kernel without a map clause (mapped implicitly tofrom), and a global struct.
#include <stdio.h>
#include <stdlib.h>
#define N 10
double *field;
int nfield;
#pragma omp declare target(field, nfield)
static double grid[N];
static struct { int steps; double dt; } cfg = {3, 0.5};
int main(void) {
  nfield = 6;
  field = malloc(nfield * sizeof(double));
  for (int i = 0; i < nfield; ++i) field[i] = i;
  for (int i = 0; i < N; ++i) grid[i] = 1.0;
  #pragma omp target update to(nfield)
  #pragma omp target enter data map(to: field[0:nfield])
  #pragma omp target
  for (int s = 0; s < cfg.steps; ++s)
    for (int i = 0; i < nfield; ++i) field[i] += cfg.dt * i;
  #pragma omp target
  for (int i = 0; i < N; ++i) grid[i] += i * cfg.dt;
  printf("grid %.1f %.1f (implicit tofrom)\n", grid[1], grid[9]);
  printf("host field before update %.1f\n", field[5]);
  #pragma omp target update from(field[0:nfield])
  printf("field %.1f %.1f %.1f\n", field[0], field[1], field[5]);
  field[2] = -1;
  #pragma omp target update to(field[2:1])
  double probe = 0;
  #pragma omp target map(from: probe)
  probe = field[2] + field[3];
  printf("probe %.1f\n", probe);
  #pragma omp target exit data map(delete: field[0:nfield])
  free(field);
  return 0;
}
