// A device pointer used after omp_target_free: libomptarget 22's memory manager hands
// the freed 64-byte block to the next 64-byte omp_target_alloc, so the stale pointer
// writes into `fresh` without a fault. Natively (clang 22, libomptarget 22, host
// plugin) it prints "same block: 1, fresh[0] = 7"; acc-run prints the same, and with
// --quarantine-freed stops at the write through `stale` with a device fault.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device();
  int *stale = omp_target_alloc(16 * sizeof(int), dev);
  omp_target_free(stale, dev);
  int *fresh = omp_target_alloc(16 * sizeof(int), dev);
  #pragma omp target is_device_ptr(fresh)
  fresh[0] = 1;
  #pragma omp target is_device_ptr(stale)
  stale[0] = 7;
  int seen = 0;
  #pragma omp target is_device_ptr(fresh) map(from: seen)
  seen = fresh[0];
  printf("same block: %d, fresh[0] = %d\n", stale == fresh, seen);
  omp_target_free(fresh, dev);
  return 0;
}
