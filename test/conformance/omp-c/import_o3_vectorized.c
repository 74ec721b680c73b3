// FLAGS: -O3
// Import (issue 11, cause 3): -O3 kernels as clang's loop and SLP vectorizers make
// them, taken from the device module: vector loads and stores, lane-wise integer and
// floating-point arithmetic, comparisons and selects, conversions, shuffles and the
// vector reductions (add, smax, umin, xor), on the device and in the host code.
#include <stdio.h>

#define N 37

int main(void) {
  int a[N], b[N];
  unsigned u[N];
  double d[N];
  short h[N];
  for (int i = 0; i < N; ++i) {
    a[i] = (i * 7919) % 101 - 50;
    b[i] = 3 * i - 40;
    u[i] = 1000u - 13u * (unsigned)i;
    d[i] = 0.25 * i;
  }
  long sum = 0;
  int mx = -1000;
  unsigned mn = ~0u, x = 0;
  #pragma omp target map(tofrom: a, b, u, d, h, sum, mx, mn, x)
  {
    for (int i = 0; i < N; ++i) {
      int c = a[i] > b[i] ? a[i] - b[i] : b[i] * 2;
      a[i] = c;
      d[i] = d[i] * 1.5 + (double)c;
      h[i] = (short)(c * 1000);
    }
    for (int i = 0; i < N; ++i) sum += a[i];
    for (int i = 0; i < N; ++i) mx = a[i] > mx ? a[i] : mx;
    for (int i = 0; i < N; ++i) mn = u[i] < mn ? u[i] : mn;
    for (int i = 0; i < N; ++i) x ^= u[i] * 2654435761u;
  }
  double ds = 0;
  for (int i = 0; i < N; ++i) ds += d[i];
  int hs = 0;
  for (int i = 0; i < N; ++i) hs += h[i];
  printf("sum %ld max %d min %u xor %u\n", sum, mx, mn, x);
  printf("d %.17g h %d a0 %d a36 %d\n", ds, hs, a[0], a[N - 1]);
  return 0;
}
