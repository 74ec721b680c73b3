// The correct twin of leaked_heap.c: the buffer is unmapped, then freed.
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  double *x = malloc(16 * sizeof(double));
  for (int i = 0; i < 16; i++)
    x[i] = i;
#pragma omp target enter data map(to : x[0 : 16])
#pragma omp target
  for (int i = 0; i < 16; i++)
    x[i] *= 2;
#pragma omp target update from(x[0 : 16])
  printf("%g\n", x[15]);
#pragma omp target exit data map(delete : x[0 : 16])
  free(x);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 30
