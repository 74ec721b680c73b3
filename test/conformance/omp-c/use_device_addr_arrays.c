// target data with use_device_addr of an array and use_device_ptr of a heap pointer,
// the device addresses passed to a kernel with is_device_ptr / has_device_addr,
// omp_target_is_accessible of host memory, map(to:) of a const table.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
static const int table[5] = {2, 3, 5, 7, 11};
int main(void) {
  int dev = omp_get_default_device();
  int arr[5] = {1, 1, 1, 1, 1};
  int *heap = malloc(5 * sizeof(int));
  for (int i = 0; i < 5; ++i) heap[i] = 10 * i;
  printf("accessible %d\n", omp_target_is_accessible(heap, 5 * sizeof(int), dev));
  #pragma omp target data map(tofrom: arr, heap[0:5]) map(to: table)
  {
    #pragma omp target data use_device_addr(arr) use_device_ptr(heap)
    {
      int *da = arr, *dh = heap;
      #pragma omp target is_device_ptr(da, dh)
      for (int i = 0; i < 5; ++i) { da[i] += table[i]; dh[i] += da[i]; }
    }
  }
  printf("arr %d %d heap %d %d\n", arr[0], arr[4], heap[0], heap[4]);
  free(heap);
  return 0;
}
