// target teams loop, target parallel for simd with a reduction, a user-defined
// reduction (declare reduction) in a kernel, and target simd.
#include <stdio.h>
struct pair { int lo, hi; };
#pragma omp declare reduction(minmax : struct pair : \
    omp_out.lo = omp_in.lo < omp_out.lo ? omp_in.lo : omp_out.lo, \
    omp_out.hi = omp_in.hi > omp_out.hi ? omp_in.hi : omp_out.hi) \
    initializer(omp_priv = (struct pair){1 << 30, -(1 << 30)})
int main(void) {
  int v[32];
  for (int i = 0; i < 32; ++i) v[i] = (i * 37) % 23 - 7;
  int sq[32];
  #pragma omp target teams loop map(to: v) map(from: sq)
  for (int i = 0; i < 32; ++i) sq[i] = v[i] * v[i];
  long s = 0;
  #pragma omp target parallel for simd map(to: sq) reduction(+: s)
  for (int i = 0; i < 32; ++i) s += sq[i];
  struct pair mm = {1 << 30, -(1 << 30)};
  #pragma omp target teams distribute parallel for map(to: v) reduction(minmax: mm)
  for (int i = 0; i < 32; ++i) {
    if (v[i] < mm.lo) mm.lo = v[i];
    if (v[i] > mm.hi) mm.hi = v[i];
  }
  float f[8];
  #pragma omp target simd map(from: f)
  for (int i = 0; i < 8; ++i) f[i] = i * 0.25f;
  printf("sq[5] %d s %ld min %d max %d f[7] %.2f\n", sq[5], s, mm.lo, mm.hi, f[7]);
  return 0;
}
