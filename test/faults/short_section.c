// A section shorter than the loop that reads it: `a[0:8]` is mapped, the kernel
// reads 16 elements, and `a[8]` lies past the end of the device copy.
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: acc-run %S/Inputs/short_section_fixed.c | filecheck %s --check-prefix=FIXED
#include <stdio.h>

int main(void) {
  int a[16];
  for (int i = 0; i < 16; ++i)
    a[i] = i;
  int sum = 0;
#pragma omp target map(to : a[0:8]) map(tofrom : sum)
  for (int i = 0; i < 16; ++i)
    sum += a[i];
  printf("%d\n", sum);
  return 0;
}
// CHECK: short_section.c:14:12: error: device fault: device 0 accessed 4 bytes at 0x{{[0-9a-f]+}} at main_l12: 0 bytes past the end of device 0 allocation [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}) (a guard gap); the kernel read 'a[8]', which is not on device 0: only 'a[0:8]' of 'a' is mapped; map it: map(to: a[0:16])
// FIXED: 120
