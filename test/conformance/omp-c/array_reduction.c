// Array-section reductions (OpenMP 5.2 §5.5.8: a list item may be an array section):
// reduction(+:hist[0:8]) and reduction(+:row[0:4]) over a 2-D loop, next to
// simd reductions with max, min, *, && and ^ on scalars.
#include <stdio.h>
#define N 100
int main(void) {
  int data[N];
  for (int i = 0; i < N; ++i) data[i] = (i * 37 + 11) % 64;
  int hist[8] = {0};
  #pragma omp target teams distribute parallel for reduction(+: hist[0:8]) map(to: data)
  for (int i = 0; i < N; ++i) hist[data[i] / 8] += 1;
  printf("hist");
  for (int k = 0; k < 8; ++k) printf(" %d", hist[k]);
  printf("\n");
  double m[4][10];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 10; ++j) m[i][j] = 0.5 * i + 0.1 * j;
  double row[4] = {1, 1, 1, 1};
  #pragma omp target teams distribute parallel for collapse(2) reduction(+: row[0:4]) map(to: m)
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 10; ++j) row[i] += m[i][j];
  printf("row %.2f %.2f %.2f %.2f\n", row[0], row[1], row[2], row[3]);
  int mx = -1, mn = 1000, all = 1, x = 0;
  long prod = 1;
  #pragma omp target teams distribute parallel for simd reduction(max: mx) reduction(min: mn) \
      reduction(&&: all) reduction(^: x) map(to: data)
  for (int i = 0; i < N; ++i) {
    mx = data[i] > mx ? data[i] : mx;
    mn = data[i] < mn ? data[i] : mn;
    all = all && data[i] >= 0;
    x ^= data[i];
  }
  #pragma omp target parallel for simd reduction(*: prod)
  for (int i = 1; i <= 15; ++i) prod *= i;
  printf("max %d min %d all %d xor %d prod %ld\n", mx, mn, all, x, prod);
  return 0;
}
