// libomptarget's __tgt_set_info_flag changes the info level while the program runs:
// everything under LIBOMPTARGET_INFO=-1, nothing after the flag 0, then bit 0x8
// alone: the map entries made and removed.
#include <stdio.h>

extern void __tgt_set_info_flag(unsigned);

int main(void) {
  int a[4] = {1, 2, 3, 4};
#pragma omp target map(tofrom : a)
  a[0] += 1;
  __tgt_set_info_flag(0x0);
#pragma omp target map(tofrom : a)
  a[1] += 1;
  __tgt_set_info_flag(0x8);
#pragma omp target map(tofrom : a)
  a[2] += 1;
  printf("%d %d %d %d\n", a[0], a[1], a[2], a[3]);
  return 0;
}
