// `target update from(a[0:n:2])` with n 0 at run time: clang 22 passes a NON_CONTIG
// argument of 0 dimensions, and libomptarget 22 moves one piece of 0 bytes, so the
// host then reads a[0] and a[2] that the device wrote last: the checks' stale host
// data reports.
#include <stdio.h>

int main(void) {
  double a[8];
  int n = 0;
  for (int i = 0; i < 8; i++)
    a[i] = i;
#pragma omp target data map(to : a[0 : 8])
  {
#pragma omp target
    for (int i = 0; i < 8; i++)
      a[i] += 10;
#pragma omp target update from(a[0 : n : 2])
    printf("%.0f %.0f\n", a[0], a[2]);
  }
  return 0;
}
