// A target region with uses_allocators(a(traits)): clang calls libomp's
// __kmpc_init_allocator and __kmpc_destroy_allocator around the kernel on the
// host; the kernel allocates from it on the device.
#include <omp.h>
#include <stdio.h>

int main(void) {
  omp_alloctrait_t traits[1] = {{omp_atk_alignment, 64}};
  omp_allocator_handle_t a = omp_null_allocator;
  int result = 0;
#pragma omp target uses_allocators(a(traits)) map(from : result)
  {
    int *p = (int *)omp_alloc(4 * sizeof(int), a);
    if (p) {
      for (int i = 0; i < 4; i++)
        p[i] = i + 1;
      result = p[0] + p[3];
      omp_free(p, a);
    } else {
      result = -1;
    }
  }
  printf("result %d\n", result);
  return 0;
}
