// omp_target_alloc'ed memory associated with a host array (omp_target_associate_ptr):
// a later map of the array finds it present (no allocation, no copy unless always),
// target update copies through the association, an offset association of a section,
// omp_target_is_present and omp_get_mapped_ptr, then omp_target_disassociate_ptr.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int dev = omp_get_default_device();
  int h[16];
  for (int i = 0; i < 16; ++i) h[i] = i;
  int *d = omp_target_alloc(16 * sizeof(int), dev);
  int rc = omp_target_associate_ptr(h, d, 16 * sizeof(int), 0, dev);
  printf("associate %d present %d same %d\n", rc, omp_target_is_present(h, dev),
         omp_get_mapped_ptr(h, dev) == d);
  #pragma omp target update to(h)
  #pragma omp target map(tofrom: h)
  for (int i = 0; i < 16; ++i) h[i] *= 3;
  printf("after kernel (no copy back) h[5]=%d\n", h[5]);
  #pragma omp target update from(h[4:4])
  printf("after update h[3]=%d h[5]=%d h[8]=%d\n", h[3], h[5], h[8]);
  #pragma omp target map(always, tofrom: h[0:2])
  { h[0] = 100; h[1] += 50; }
  printf("always h[0]=%d h[1]=%d\n", h[0], h[1]);
  rc = omp_target_disassociate_ptr(h, dev);
  printf("disassociate %d present %d\n", rc, omp_target_is_present(h, dev));
  double g[8];
  for (int i = 0; i < 8; ++i) g[i] = i / 2.0;
  double *dg = omp_target_alloc(8 * sizeof(double), dev);
  rc = omp_target_associate_ptr(&g[4], dg, 4 * sizeof(double), 4 * sizeof(double) / 2, dev);
  printf("offset associate %d present %d %d\n", rc, omp_target_is_present(&g[4], dev),
         omp_target_is_present(&g[0], dev));
  #pragma omp target update to(g[4:2])
  #pragma omp target map(from: g[4:2])
  { g[4] += 10; g[5] += 20; }
  printf("g %g %g %g\n", g[3], g[4], g[5]);
  omp_target_disassociate_ptr(&g[4], dev);
  omp_target_free(dg, dev);
  omp_target_free(d, dev);
  return 0;
}
