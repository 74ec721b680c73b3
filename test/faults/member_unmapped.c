// Only a pointer member and what it points to are mapped (`s.p[0:8]` maps `s.p`
// itself as the section's base), but the kernel also reads `s.n`, which no clause
// maps: the device copy of `s` holds `s.p` alone, and `s.n` lies past its end.
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: acc-run %S/Inputs/member_unmapped_fixed.c | filecheck %s --check-prefix=FIXED
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double *p;
  int n;
} S;

int main(void) {
  S s;
  s.n = 8;
  s.p = malloc(8 * sizeof(double));
  for (int i = 0; i < 8; ++i)
    s.p[i] = i;
  double sum = 0;
#pragma omp target map(to : s.p[0:8]) map(tofrom : sum)
  for (int i = 0; i < s.n; ++i)
    sum += s.p[i];
  printf("%g\n", sum);
  return 0;
}
// CHECK: member_unmapped.c:22:25: error: device fault: device 0 accessed 4 bytes at 0x{{[0-9a-f]+}} at main_l21: 0 bytes past the end of device 0 allocation [0x{{[0-9a-f]+}}, 0x{{[0-9a-f]+}}) (a guard gap); the kernel read 's.n', which is not on device 0: only 's.p' of 's' is mapped; map it: map(to: s.n)
// FIXED: 28
