// The host changes mapped data and the kernel reads the device's old copy: no
// `target update to` after the host's write.
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int sum = 0;
#pragma omp target enter data map(to : a)
  a[1] = 20;
#pragma omp target map(tofrom : sum)
  for (int i = 0; i < 4; i++)
    sum += a[i];
#pragma omp target exit data map(delete : a)
  printf("%d\n", sum);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 10
// REPORT: stale_device_update.c:12:12: stale device data: 'a': 4 bytes at offset 4 read on device 0; the host changed them after their last copy to the device (mapped at stale_device_update.c:8:1)
// REPORT: acc-run: checks: 1 report, 1 occurrence
