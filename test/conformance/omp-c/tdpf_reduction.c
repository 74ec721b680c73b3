// target teams distribute parallel for with reduction(+:sum), reduction(max:),
// a collapse(2) loop over a 2-D array, and a firstprivate scalar.
#include <stdio.h>
#define N 64
int main(void) {
  double x[N];
  int m[8][8];
  for (int i = 0; i < N; ++i) x[i] = 0.5 * i;
  double sum = 0.0;
  int biggest = -1, scale = 3;
  #pragma omp target teams distribute parallel for map(to: x) reduction(+: sum)
  for (int i = 0; i < N; ++i) sum += x[i];
  #pragma omp target teams distribute parallel for collapse(2) map(from: m) firstprivate(scale)
  for (int i = 0; i < 8; ++i)
    for (int j = 0; j < 8; ++j) m[i][j] = scale * i + j;
  #pragma omp target teams distribute parallel for map(to: m) reduction(max: biggest)
  for (int k = 0; k < 64; ++k)
    if (m[k / 8][k % 8] > biggest) biggest = m[k / 8][k % 8];
  printf("sum %.1f m[7][7] %d m[2][5] %d max %d\n", sum, m[7][7], m[2][5], biggest);
  return 0;
}
