// OpenMP 6.0's device UIDs as LLVM 22 gives them (the host plugin's devices are
// x86_64-N, the initial device HOST, an unknown UID omp_invalid_device), then
// libomptarget's ompx_dump_mapping_tables(): every device's table, device 0 first,
// on standard output. A device number past the last is libomptarget's fatal error.
#include <omp.h>
#include <stdio.h>

void ompx_dump_mapping_tables(void);

int main(void) {
  int a[4] = {1, 2, 3, 4};
  for (int d = 0; d <= omp_get_num_devices(); d++) {
    const char *uid = omp_get_uid_from_device(d);
    printf("%d [%s] %d\n", d, uid ? uid : "(null)", uid ? omp_get_device_from_uid(uid) : -99);
  }
  printf("unknown %d\n", omp_get_device_from_uid("nope"));
#pragma omp target enter data map(to : a)
  fflush(stdout);
  ompx_dump_mapping_tables();
  fflush(stdout);
#pragma omp target exit data map(delete : a)
  printf("end\n");
  fflush(stdout);
  omp_get_uid_from_device(9);
  printf("unreachable\n");
  return 0;
}
