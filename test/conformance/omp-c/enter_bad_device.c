// enter data on device 2, then on a default device set by omp_set_default_device(6),
// which names no device: the data region's arguments announced for device 6, then
// libomptarget 22's fatal getDevice error, SIGABRT.
#include <stdio.h>
#include <omp.h>
int main(void) {
  int a[4] = {0};
  #pragma omp target enter data map(to: a) device(2)
  printf("present on 2: %d, on 0: %d\n", omp_target_is_present(a, 2), omp_target_is_present(a, 0));
  fflush(stdout);
  omp_set_default_device(6);
  #pragma omp target enter data map(to: a)
  printf("unreachable\n");
  return 0;
}
