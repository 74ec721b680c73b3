// libomp's allocator routines with LLVM's target allocators: the block is device
// memory of the default device (used in a kernel through is_device_ptr), given back
// by omp_free with the same allocator; a request of 0 bytes or 0 elements gives NULL
// whatever the allocator.
#include <omp.h>
#include <stdio.h>

int main(void) {
  const int n = 16;
  int *dev = omp_alloc(n * sizeof(int), llvm_omp_target_device_mem_alloc);
  int *zeroed = omp_calloc(n, sizeof(int), llvm_omp_target_device_mem_alloc);
  printf("device block %s, zeroed block %s\n", dev ? "made" : "NULL",
         zeroed ? "made" : "NULL");
  int sum = 0;
#pragma omp target is_device_ptr(dev, zeroed) map(tofrom : sum)
  {
    for (int i = 0; i < n; ++i)
      dev[i] = i + zeroed[i];
    for (int i = 0; i < n; ++i)
      sum += dev[i];
  }
  printf("sum %d\n", sum);
  omp_free(dev, llvm_omp_target_device_mem_alloc);
  omp_free(zeroed, llvm_omp_target_device_mem_alloc);
  printf("omp_alloc(0): %s\n",
         omp_alloc(0, llvm_omp_target_device_mem_alloc) ? "a block" : "NULL");
  printf("omp_alloc(0, default): %s\n",
         omp_alloc(0, omp_default_mem_alloc) ? "a block" : "NULL");
  printf("omp_calloc(0, 4): %s\n", omp_calloc(0, 4, omp_default_mem_alloc) ? "a block" : "NULL");
  printf("omp_aligned_alloc(64, 0): %s\n",
         omp_aligned_alloc(64, 0, omp_default_mem_alloc) ? "a block" : "NULL");
  int *host = omp_alloc(n * sizeof(int), omp_default_mem_alloc);
  host[0] = 7;
  printf("host block holds %d\n", host[0]);
  omp_free(host, omp_default_mem_alloc);
  return 0;
}
