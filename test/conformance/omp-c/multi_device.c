// Several devices (the host plugin has 4): data entered on device(1) and device(2),
// omp_set_default_device, kernels on each, presence per device, omp_target_memcpy
// from one device's copy to another's, exit data per device.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int ndev = omp_get_num_devices();
  int a[6] = {1, 2, 3, 4, 5, 6}, b[6] = {0};
  #pragma omp target enter data map(to: a) device(1)
  #pragma omp target enter data map(alloc: b) device(2)
  printf("devices %d present a: %d %d %d b: %d %d\n", ndev, omp_target_is_present(a, 0),
         omp_target_is_present(a, 1), omp_target_is_present(a, 2), omp_target_is_present(b, 1),
         omp_target_is_present(b, 2));
  #pragma omp target device(1)
  for (int i = 0; i < 6; ++i) a[i] *= 10;
  int *da = omp_get_mapped_ptr(a, 1), *db = omp_get_mapped_ptr(b, 2);
  int rc = omp_target_memcpy(db, da, sizeof a, 0, 0, 2, 1);
  omp_set_default_device(2);
  printf("default %d copy rc %d\n", omp_get_default_device(), rc);
  #pragma omp target
  for (int i = 0; i < 6; ++i) b[i] += 1;
  #pragma omp target exit data map(from: b)
  #pragma omp target exit data map(from: a) device(1)
  printf("a %d %d b %d %d present %d %d\n", a[0], a[5], b[0], b[5], omp_target_is_present(a, 1),
         omp_target_is_present(b, 2));
  int c = 3;
  #pragma omp target map(tofrom: c) device(3)
  c = c * c + omp_is_initial_device();
  printf("device 3: %d\n", c);
  return 0;
}
