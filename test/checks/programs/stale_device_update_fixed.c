// The correct twin of stale_device_update.c: `target update to` after the write.
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int sum = 0;
#pragma omp target enter data map(to : a)
  a[1] = 20;
#pragma omp target update to(a)
#pragma omp target map(tofrom : sum)
  for (int i = 0; i < 4; i++)
    sum += a[i];
#pragma omp target exit data map(delete : a)
  printf("%d\n", sum);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 28
