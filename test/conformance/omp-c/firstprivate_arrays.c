// firstprivate of scalars and a fixed-size array, private, and a pointer
// privatized to its mapped section; a nested non-inlined function in the kernel.
#include <stdio.h>
__attribute__((noinline)) static long mix(long a, int b) { return a * 31 + b; }
int main(void) {
  int coeffs[5] = {1, 2, 3, 4, 5};
  long seed = 17; short s = -3; char c = 'q'; float f = 2.5f;
  long out[5];
  int *p = coeffs;
  #pragma omp target firstprivate(coeffs, seed, s, c, f) map(from: out) map(to: p[0:5])
  {
    for (int i = 0; i < 5; ++i) { coeffs[i] *= 10; out[i] = mix(seed + coeffs[i], s + c) + (long)(f * p[i]); }
    seed = 0;
  }
  for (int i = 0; i < 5; ++i) printf("%ld ", out[i]);
  printf("\ncoeffs %d seed %ld\n", coeffs[0], seed);
  int t = 5;
  #pragma omp target private(t) map(from: out[0:1])
  { t = 9; out[0] = t; }
  printf("private %d %ld\n", t, out[0]);
  return 0;
}
