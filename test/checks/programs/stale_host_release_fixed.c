// The correct twin of stale_host_release.c: `exit data` copies `a` back.
#include <stdio.h>

int main(void) {
  int a[4] = {0, 0, 0, 0};
#pragma omp target enter data map(to : a)
#pragma omp target
  for (int i = 0; i < 4; i++)
    a[i] = i + 1;
#pragma omp target exit data map(from : a)
  printf("%d\n", a[2]);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 3
