// A pointer variable used in a kernel without mapping what it points to: the kernel
// gets the pointer's host value (OpenMP 5.2 §5.8.5: a pointer referenced in a
// construct is as if mapped by a zero-length section; nothing is present there,
// so the value is kept) and its first read faults.
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: acc-run %S/Inputs/pointer_unmapped_fixed.c | filecheck %s --check-prefix=FIXED
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 16;
  double *x = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i)
    x[i] = i;
  double sum = 0;
#pragma omp target map(tofrom : sum)
  for (int i = 0; i < n; ++i)
    sum += x[i];
  printf("%g\n", sum);
  free(x);
  return 0;
}
// CHECK: pointer_unmapped.c:18:12: error: device fault: device 0 accessed 8 bytes at 0x{{[0-9a-f]+}} at main_l16: host memory (+0) is not accessible from device 0; the kernel read 'x[0]' through 'x', which holds the host address 0x{{[0-9a-f]+}} (a host heap block of 128 bytes): what it points to is not mapped; map it: map(to: x[0:16])
// FIXED: 120
