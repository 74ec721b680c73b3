// FLAGS: -lm -latomic -Xoffload-linker -latomic
// Reductions over complex and struct values: reduction(+: z) of a double complex in a
// target teams distribute parallel for, a float complex product by a user-defined
// reduction, and a struct returned by value from a declare target function.
#include <complex.h>
#include <stdio.h>
struct stats { double sum, sumsq; int n; };
#pragma omp declare target
static struct stats accumulate(struct stats s, double x) {
  s.sum += x; s.sumsq += x * x; s.n += 1;
  return s;
}
#pragma omp end declare target
#pragma omp declare reduction(cmul : float complex : omp_out *= omp_in) initializer(omp_priv = 1.0f)
int main(void) {
  double complex z = 0;
  #pragma omp target teams distribute parallel for reduction(+: z)
  for (int k = 0; k < 12; ++k) z += (k % 4) - I * (k % 3) * 0.5;
  float complex p = 1.0f;
  #pragma omp target parallel for reduction(cmul: p)
  for (int k = 1; k <= 4; ++k) p *= (1.0f + 0.5f * k * I);
  struct stats st = {0, 0, 0};
  double xs[5] = {1.5, -2, 3.25, 0.5, 4};
  #pragma omp target map(tofrom: st) map(to: xs)
  for (int i = 0; i < 5; ++i) st = accumulate(st, xs[i]);
  printf("z %.2f %+.2fi p %.4f %+.4fi stats %.3f %.4f %d\n", creal(z), cimag(z), crealf(p), cimagf(p),
         st.sum, st.sumsq, st.n);
  return 0;
}
