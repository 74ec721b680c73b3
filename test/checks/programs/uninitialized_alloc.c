// A kernel reads device memory nothing wrote: `a` is mapped `alloc`, which copies
// nothing to the device, and the kernel sums it.
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int sum = 0;
#pragma omp target map(alloc : a) map(tofrom : sum)
  for (int i = 0; i < 4; i++)
    sum += a[i];
  printf("%d\n", sum);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// REPORT: uninitialized_alloc.c:10:12: uninitialized device data: 'a': 4 bytes at offset 0 read on device 0; nothing wrote them (mapped at uninitialized_alloc.c:8:1 without a copy to the device)
// REPORT: uninitialized_alloc.c:10:12: uninitialized device data: 4 occurrences in all
// REPORT: acc-run: checks: 1 report, 4 occurrences
