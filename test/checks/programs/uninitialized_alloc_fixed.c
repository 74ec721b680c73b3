// The correct twin of uninitialized_alloc.c: `a` is mapped `to`.
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int sum = 0;
#pragma omp target map(to : a) map(tofrom : sum)
  for (int i = 0; i < 4; i++)
    sum += a[i];
  printf("%d\n", sum);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 10
