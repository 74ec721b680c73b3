// omp_set_default_device(omp_get_initial_device()): every construct without a device
// clause runs on the host, as if offload were disabled (libomptarget checkDevice takes
// the default device first); device(0) still offloads.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4}, where = -1, where0 = -1;
  omp_set_default_device(omp_get_initial_device());
  printf("default %d initial %d\n", omp_get_default_device() == omp_get_initial_device(),
         omp_get_initial_device() == omp_get_num_devices());
#pragma omp target enter data map(to : a)
  printf("present %d\n", omp_target_is_present(a, 0));
#pragma omp target map(tofrom : a, where)
  {
    a[0] += 10;
    where = omp_is_initial_device();
  }
#pragma omp target exit data map(release : a)
#pragma omp target device(0) map(tofrom : a, where0)
  {
    a[1] += 20;
    where0 = omp_is_initial_device();
  }
  printf("a %d %d host %d device0 host %d\n", a[0], a[1], where, where0);
  return 0;
}
