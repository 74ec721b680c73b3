// LLVM's allocation extensions (omp.h of LLVM 22): llvm_omp_target_alloc_device,
// llvm_omp_target_alloc_host and llvm_omp_target_alloc_shared, used with
// is_device_ptr and from the host, freed with omp_target_free; the predefined
// allocators llvm_omp_target_host_mem_alloc etc. through omp_alloc.
#include <omp.h>
#include <stdio.h>
// Defined by libomptarget 22, not declared by its omp.h.
void *llvm_omp_target_alloc_device(size_t size, int device);
void *llvm_omp_target_alloc_host(size_t size, int device);
void *llvm_omp_target_alloc_shared(size_t size, int device);
int main(void) {
  int dev = omp_get_default_device();
  int *d = llvm_omp_target_alloc_device(4 * sizeof(int), dev);
  int *h = llvm_omp_target_alloc_host(4 * sizeof(int), dev);
  int *s = llvm_omp_target_alloc_shared(4 * sizeof(int), dev);
  for (int i = 0; i < 4; ++i) { h[i] = i + 1; s[i] = 10 * (i + 1); }
  #pragma omp target is_device_ptr(d, h, s)
  for (int i = 0; i < 4; ++i) { d[i] = h[i] + s[i]; s[i] = d[i] * 2; h[i] = -h[i]; }
  int back[4];
  omp_target_memcpy(back, d, sizeof back, 0, 0, omp_get_initial_device(), dev);
  printf("device %d %d host %d %d shared %d %d\n", back[0], back[3], h[0], h[3], s[0], s[3]);
  printf("present h %d s %d\n", omp_target_is_present(h, dev), omp_target_is_present(s, dev));
  omp_target_free(d, dev);
  omp_target_free(h, dev);
  omp_target_free(s, dev);
  double *a = omp_alloc(3 * sizeof(double), llvm_omp_target_host_mem_alloc);
  a[0] = 1.5; a[1] = 2.5; a[2] = 3.5;
  #pragma omp target map(tofrom: a[0:3])
  for (int i = 0; i < 3; ++i) a[i] *= 2;
  printf("omp_alloc host mem %.1f %.1f %.1f\n", a[0], a[1], a[2]);
  omp_free(a, llvm_omp_target_host_mem_alloc);
  return 0;
}
