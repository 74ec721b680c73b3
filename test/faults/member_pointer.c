// A structure mapped without what its pointer member points to: on the device,
// `s.p` still holds the host address (OpenMP 5.2 §5.8.3: a pointer is attached only
// when what it points to is mapped with it), and the kernel's first read faults.
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: acc-run %S/Inputs/member_pointer_fixed.c | filecheck %s --check-prefix=FIXED
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *p;
} S;

int main(void) {
  S s;
  s.n = 8;
  s.p = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; ++i)
    s.p[i] = i;
  double sum = 0;
#pragma omp target map(to : s) map(tofrom : sum)
  for (int i = 0; i < s.n; ++i)
    sum += s.p[i];
  printf("%g\n", sum);
  return 0;
}
// CHECK: member_pointer.c:23:12: error: device fault: device 0 accessed 8 bytes at 0x{{[0-9a-f]+}} at main_l21: host memory (+0) is not accessible from device 0; the kernel read 's.p[0]' through 's.p', which holds the host address 0x{{[0-9a-f]+}} (a host heap block of 64 bytes): 's' is mapped but 's.p' was never attached to a device copy of what it points to; map that with it: map(to: s.p[0:8])
// FIXED: 28
