// A heap buffer mapped with `enter data` and never unmapped: still on the device
// when the program ends.
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
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 30
// REPORT: leaked_heap.c:10:1: leaked mapping: 'x[0:16]': 128 bytes still mapped on device 0 when the program ends (mapped here, never unmapped)
// REPORT: acc-run: checks: 1 report, 1 occurrence
