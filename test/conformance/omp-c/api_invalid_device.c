// The device memory routines given a device number that names no device, as
// libomptarget 22 takes them: omp_get_mapped_ptr with a number past the initial
// device returns NULL, omp_target_is_accessible takes omp_initial_device (-1) for the
// host, and any other routine ends the program (`omptarget fatal error 7: "invalid
// value" device number '7' out of range, only 4 devices available`, SIGABRT); here
// omp_target_memcpy, after a copy to the initial device and a present check.
#include <stdio.h>
#include <omp.h>
int main(void) {
  int x[4] = {1, 2, 3, 4}, y[4] = {0};
  int host = omp_get_initial_device();
  printf("memcpy to the host: %d\n", omp_target_memcpy(y, x, sizeof x, 0, 0, host, host));
  printf("mapped on device 7: %s\n", omp_get_mapped_ptr(x, 7) ? "yes" : "null");
  printf("accessible from omp_initial_device: %d\n", omp_target_is_accessible(x, 16, -1));
  printf("present on the host: %d\n", omp_target_is_present(x, host));
  fflush(stdout);
  int rc = omp_target_memcpy(y, x, sizeof x, 0, 0, 7, host);
  printf("unreachable %d\n", rc);
  return 0;
}
