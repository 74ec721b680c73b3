// omp_target_alloc / omp_target_memcpy / is_device_ptr, omp_get_num_devices,
// omp_get_device_num in a kernel, omp_target_memcpy_rect, omp_target_free.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int ndev = omp_get_num_devices(), dev = omp_get_default_device(), host = omp_get_initial_device();
  printf("devices %d default %d host %d\n", ndev, dev, host == ndev);
  enum { N = 12 };
  double src[N], dst[N];
  for (int i = 0; i < N; ++i) { src[i] = i + 0.25; dst[i] = 0; }
  double *d = omp_target_alloc(N * sizeof(double), dev);
  int rc = omp_target_memcpy(d, src, N * sizeof(double), 0, 0, dev, host);
  int devnum = -1;
  #pragma omp target is_device_ptr(d) map(from: devnum)
  {
    devnum = omp_get_device_num();
    for (int i = 0; i < N; ++i) d[i] = d[i] * 4;
  }
  int rc2 = omp_target_memcpy(dst, d, 4 * sizeof(double), 2 * sizeof(double), 3 * sizeof(double), host, dev);
  printf("rc %d %d devnum %d dst %.2f %.2f %.2f %.2f %.2f\n", rc, rc2, devnum, dst[0], dst[1], dst[2], dst[3], dst[4]);
  int grid[3][4], back[3][4] = {{0}};
  for (int i = 0; i < 3; ++i) for (int j = 0; j < 4; ++j) grid[i][j] = 10 * i + j;
  int *g = omp_target_alloc(sizeof grid, dev);
  size_t vol[2] = {2, 2}, off0[2] = {1, 1}, dims[2] = {3, 4}, zero[2] = {0, 0};
  int r3 = omp_target_memcpy_rect(g, grid, sizeof(int), 2, vol, zero, off0, dims, dims, dev, host);
  int r4 = omp_target_memcpy_rect(back, g, sizeof(int), 2, vol, off0, zero, dims, dims, host, dev);
  printf("rect %d %d: %d %d %d %d\n", r3, r4, back[1][1], back[1][2], back[2][1], back[2][2]);
  omp_target_free(g, dev);
  omp_target_free(d, dev);
  return 0;
}
