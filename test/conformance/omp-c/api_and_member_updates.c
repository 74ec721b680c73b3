// The device memory routines mixed with mapping: omp_get_mapped_ptr of a mapped array
// used as the destination of omp_target_memcpy (the mapping then sees the new data),
// omp_target_memcpy from a mapped copy back to the host, target update of struct
// members and a member section (update to(s.a, s.v[1:2])), and target update from a
// section of a mapped 2-D array row.
#include <omp.h>
#include <stdio.h>
struct rec { int a; double v[4]; char tag; };
int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  double arr[6] = {0};
  #pragma omp target enter data map(to: arr)
  double *darr = omp_get_mapped_ptr(arr, dev);
  double src[3] = {1.5, 2.5, 3.5};
  int rc = omp_target_memcpy(darr, src, sizeof src, 2 * sizeof(double), 0, dev, host);
  #pragma omp target
  for (int i = 0; i < 6; ++i) arr[i] += 10;
  double back[6];
  rc += omp_target_memcpy(back, darr, sizeof back, 0, 0, host, dev);
  printf("rc %d back %.1f %.1f %.1f host arr[2] %.1f\n", rc, back[0], back[2], back[4], arr[2]);
  #pragma omp target exit data map(from: arr)
  printf("arr %.1f %.1f\n", arr[2], arr[5]);
  struct rec s = {1, {1, 2, 3, 4}, 'x'};
  #pragma omp target enter data map(to: s)
  s.a = 50; s.v[1] = 20; s.v[2] = 30; s.v[3] = 40; s.tag = 'y';
  #pragma omp target update to(s.a, s.v[1:2])
  #pragma omp target map(from: back[0:5])
  { back[0] = s.a; back[1] = s.v[1]; back[2] = s.v[2]; back[3] = s.v[3]; back[4] = s.tag; }
  printf("device s: %.0f %.0f %.0f %.0f %c\n", back[0], back[1], back[2], back[3], (char)back[4]);
  #pragma omp target exit data map(delete: s)
  int m[3][4];
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j) m[i][j] = 10 * i + j;
  #pragma omp target data map(to: m)
  {
    #pragma omp target
    for (int j = 0; j < 4; ++j) m[1][j] = -m[1][j];
    #pragma omp target update from(m[1][1:2])
  }
  printf("m[1] %d %d %d %d\n", m[1][0], m[1][1], m[1][2], m[1][3]);
  return 0;
}
