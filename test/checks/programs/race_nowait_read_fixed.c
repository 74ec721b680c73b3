// The correct twin: `taskwait` orders the `target nowait` region before the read.
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
#pragma omp target map(tofrom : a) nowait
  for (int i = 0; i < 4; i++)
    a[i] *= 2;
#pragma omp taskwait
  printf("%d\n", a[1]);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 4
