// FLAGS: -O2 -lm -Xoffload-linker -lm
// Bit manipulation kernels at -O2: __builtin_popcount/clz/ctz/bswap and rotates
// (llvm.intr.ctpop, ctlz, cttz, bswap, fshl), min/max and abs patterns, saturating
// arithmetic by hand, integer hashing, lround/round/fmin/fmax/copysign of doubles.
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#define N 16
static inline uint32_t rotl(uint32_t x, int r) { return (x << r) | (x >> (32 - r)); }
int main(void) {
  uint32_t v[N];
  uint64_t w[N];
  double d[N];
  for (int i = 0; i < N; ++i) { v[i] = 0x9e3779b9u * (i + 1); w[i] = (uint64_t)v[i] << (i % 17); d[i] = (i - 7.5) * 1.3; }
  int pop = 0, lz = 0, tz = 0;
  uint32_t hash = 2166136261u, sw = 0;
  uint64_t sw64 = 0;
  long rsum = 0;
  double mn = 1e9, mx = -1e9, cs = 0;
  #pragma omp target map(to: v, w, d) map(tofrom: pop, lz, tz, hash, sw, sw64, rsum, mn, mx, cs)
  for (int i = 0; i < N; ++i) {
    pop += __builtin_popcount(v[i]) + __builtin_popcountll(w[i]);
    lz += __builtin_clz(v[i] | 1) + (w[i] ? __builtin_clzll(w[i]) : 64);
    tz += __builtin_ctz(v[i] | 0x80000000u);
    hash = (hash ^ rotl(v[i], i % 31 + 1)) * 16777619u;
    sw ^= __builtin_bswap32(v[i]);
    sw64 += __builtin_bswap64(w[i]);
    rsum += lround(d[i]) + (long)round(d[i] * 0.5);
    mn = fmin(mn, d[i]);
    mx = fmax(mx, d[i]);
    cs += copysign(1.0, d[i]) * fabs(d[i]);
  }
  printf("pop %d lz %d tz %d hash %08x sw %08x sw64 %016llx\n", pop, lz, tz, hash, sw,
         (unsigned long long)sw64);
  printf("rsum %ld min %.2f max %.2f cs %.2f\n", rsum, mn, mx, cs);
  int clipped[N];
  #pragma omp target map(from: clipped) map(to: d)
  for (int i = 0; i < N; ++i) {
    int x = (int)(d[i] * 20);
    x = x > 100 ? 100 : x;
    x = x < -100 ? -100 : x;
    clipped[i] = x < 0 ? -x : x;
  }
  printf("clipped %d %d %d %d\n", clipped[0], clipped[5], clipped[10], clipped[15]);
  return 0;
}
