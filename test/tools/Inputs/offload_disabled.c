// With OMP_TARGET_OFFLOAD=disabled libomptarget 22 initializes no plugin: no device,
// the initial device is 0, the target regions run on the host and the data
// constructs do nothing (no trace at all).
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
  int on_host = 0;
  printf("devices %d initial %d\n", omp_get_num_devices(), omp_get_initial_device());
#pragma omp target enter data map(to : a)
#pragma omp target map(tofrom : on_host)
  {
    on_host = omp_is_initial_device();
    a[0] = 10;
  }
#pragma omp target exit data map(from : a)
  printf("on host %d a0 %d\n", on_host, a[0]);
  return 0;
}
