// A target construct whose device clause names no device: libomptarget 22 announces
// the kernel's arguments for that device number, then its getDevice fails: `omptarget
// fatal error 9: "invalid value" device number '9' out of range, only 4 devices
// available`, SIGABRT (after a launch on device 1 that works).
#include <stdio.h>
int main(void) {
  int x = 1;
  #pragma omp target map(tofrom: x) device(1)
  x += 1;
  printf("device 1: x=%d\n", x);
  fflush(stdout);
  #pragma omp target map(tofrom: x) device(9)
  x += 1;
  printf("unreachable %d\n", x);
  return 0;
}
