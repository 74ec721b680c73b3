// FLAGS: -O2
// STREAM's four kernels (copy, scale, add, triad) on global arrays as the benchmark
// writes them, with omp_get_wtime around each (timed, not printed), target teams
// distribute parallel for simd, and the benchmark's check of the averaged results.
#include <math.h>
#include <omp.h>
#include <stdio.h>
#define N 2000
#define NTIMES 3
static double a[N], b[N], c[N];
int main(void) {
  double scalar = 3.0, times[4][NTIMES];
  for (int j = 0; j < N; ++j) { a[j] = 1.0; b[j] = 2.0; c[j] = 0.0; }
  #pragma omp target enter data map(to: a, b, c)
  for (int k = 0; k < NTIMES; ++k) {
    times[0][k] = omp_get_wtime();
    #pragma omp target teams distribute parallel for simd
    for (int j = 0; j < N; ++j) c[j] = a[j];
    times[0][k] = omp_get_wtime() - times[0][k];
    times[1][k] = omp_get_wtime();
    #pragma omp target teams distribute parallel for simd
    for (int j = 0; j < N; ++j) b[j] = scalar * c[j];
    times[1][k] = omp_get_wtime() - times[1][k];
    times[2][k] = omp_get_wtime();
    #pragma omp target teams distribute parallel for simd
    for (int j = 0; j < N; ++j) c[j] = a[j] + b[j];
    times[2][k] = omp_get_wtime() - times[2][k];
    times[3][k] = omp_get_wtime();
    #pragma omp target teams distribute parallel for simd
    for (int j = 0; j < N; ++j) a[j] = b[j] + scalar * c[j];
    times[3][k] = omp_get_wtime() - times[3][k];
  }
  #pragma omp target exit data map(from: a, b, c)
  double aj = 1.0, bj = 2.0, cj = 0.0, asum = 0, bsum = 0, csum = 0;
  for (int k = 0; k < NTIMES; ++k) { cj = aj; bj = scalar * cj; cj = aj + bj; aj = bj + scalar * cj; }
  for (int j = 0; j < N; ++j) { asum += a[j]; bsum += b[j]; csum += c[j]; }
  int ok = fabs(asum / N - aj) < 1e-13 * aj && fabs(bsum / N - bj) < 1e-13 * bj &&
           fabs(csum / N - cj) < 1e-13 * cj;
  double tmin = 1e30;
  for (int i = 0; i < 4; ++i)
    for (int k = 0; k < NTIMES; ++k) tmin = times[i][k] < tmin ? times[i][k] : tmin;
  printf("expected a=%.1f b=%.1f c=%.1f\n", aj, bj, cj);
  printf("averages a=%.1f b=%.1f c=%.1f\n", asum / N, bsum / N, csum / N);
  printf("%s, timed %s\n", ok ? "Solution Validates" : "Failed Validation", tmin >= 0 ? "yes" : "no");
  return ok ? 0 : 1;
}
