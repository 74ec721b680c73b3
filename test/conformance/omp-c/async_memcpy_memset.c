// The device memory routines of OpenMP 5.1/6.0 as LLVM 22 provides them:
// omp_target_memcpy_async (no dependences, then taskwait), omp_target_memset and
// omp_target_memset_async on omp_target_alloc'ed memory, read back with omp_target_memcpy.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  unsigned char h[16], back[16];
  for (int i = 0; i < 16; ++i) h[i] = (unsigned char)i;
  unsigned char *d = omp_target_alloc(16, dev);
  void *r = omp_target_memset(d, 0xab, 16, dev);
  int rc = omp_target_memcpy(back, d, 16, 0, 0, host, dev);
  printf("memset returned dst %d rc %d: %x %x\n", r == d, rc, back[0], back[15]);
  rc = omp_target_memcpy_async(d, h, 8, 4, 2, dev, host, 0, NULL);
  #pragma omp taskwait
  omp_target_memcpy(back, d, 16, 0, 0, host, dev);
  printf("async rc %d: %x %x %x %x %x\n", rc, back[3], back[4], back[5], back[11], back[12]);
  omp_target_memset_async(d + 8, 7, 8, dev, 0, NULL);
  #pragma omp taskwait
  omp_target_memcpy(back, d, 16, 0, 0, host, dev);
  printf("memset_async: %x %x %x\n", back[7], back[8], back[15]);
  #pragma omp target is_device_ptr(d)
  for (int i = 0; i < 16; ++i) d[i] = (unsigned char)(d[i] + 1);
  omp_target_memcpy(back, d, 16, 0, 0, host, dev);
  printf("kernel: %x %x\n", back[0], back[15]);
  omp_target_free(d, dev);
  return 0;
}
