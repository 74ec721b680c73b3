// The correct twin of bounds_heap_update.c: cell 0 has no left neighbour, so the
// update copies back x[first : 2].
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 8;
  double *x = malloc(n * sizeof(double));
  for (int i = 0; i < n; i++)
    x[i] = i + 1;
#pragma omp target enter data map(to : x[0 : n])
#pragma omp target
  for (int i = 0; i < n; i++)
    x[i] *= 10;
  int first = 0;
#pragma omp target update from(x[first : 2])
  printf("%g\n", x[first]);
#pragma omp target exit data map(release : x[0 : n])
  free(x);
  return 0;
}

// What acc-run prints of it.
// OUT: 10
