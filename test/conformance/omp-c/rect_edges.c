// omp_target_memcpy_rect's edge cases: the dimensions query, bad arguments, a 3-D
// block between two device buffers and back.
#include <limits.h>
#include <omp.h>
#include <stdio.h>
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  printf("query max %d\n", omp_target_memcpy_rect(NULL, NULL, 4, 2, NULL, NULL, NULL, NULL, NULL, dev, host) == INT_MAX);
  int a[2][3][4], b[2][3][4] = {{{0}}};
  for (int i = 0; i < 24; ++i) ((int *)a)[i] = i;
  size_t vol[3] = {2, 2, 3}, zero[3] = {0, 0, 0}, off[3] = {0, 1, 1}, dims[3] = {2, 3, 4};
  printf("bad %d %d\n", omp_target_memcpy_rect(b, a, 0, 3, vol, zero, zero, dims, dims, host, host),
         omp_target_memcpy_rect(b, a, 4, 0, vol, zero, zero, dims, dims, host, host));
  int *d1 = omp_target_alloc(sizeof a, dev), *d2 = omp_target_alloc(sizeof a, dev);
  int r1 = omp_target_memcpy(d1, a, sizeof a, 0, 0, dev, host);
  int r2 = omp_target_memcpy_rect(d2, d1, sizeof(int), 3, vol, off, off, dims, dims, dev, dev);
  int r3 = omp_target_memcpy_rect(b, d2, sizeof(int), 3, vol, zero, off, dims, dims, host, dev);
  printf("rc %d %d %d b %d %d %d %d %d\n", r1, r2, r3, b[0][0][0], b[0][0][2], b[0][1][0], b[1][1][2], b[1][2][3]);
  omp_target_free(d1, dev); omp_target_free(d2, dev);
  return 0;
}
