// A halo copied back at the boundary: the program updates cell `first` with its
// two neighbours, x[first - 1 : 3], and `first` is 0, so the section starts one
// element before the heap block. The update finds no mapping that holds it (the
// block is mapped from x[0]) and copies nothing, as libomptarget does: the host
// prints what x[0] held before the kernel, a stale value.
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
#pragma omp target update from(x[first - 1 : 3])
  printf("%g\n", x[first]);
#pragma omp target exit data map(release : x[0 : n])
  free(x);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 1
// REPORT: bounds_heap_update.c:19:1: out-of-bounds section: 'x[first - 1:3]': section [-8, 16) lies outside its heap storage of 64 bytes [0, 64): 8 bytes before its start
// REPORT: bounds_heap_update.c:20:18: stale host data: 'x[0:n]': 8 bytes at offset 0 read on the host; the device wrote them last and nothing copied them back (mapped at bounds_heap_update.c:14:1)
// REPORT: acc-run: checks: 2 reports, 2 occurrences
