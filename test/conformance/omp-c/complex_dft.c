// FLAGS: -lm
// C99 complex arithmetic in kernels: a discrete Fourier transform of double complex
// samples with twiddle factors computed on the host (cos, sin), complex multiply
// and divide (clang calls __muldc3 and __divdc3), conj, cabs, creal/cimag, and a
// float complex array (__mulsc3, __divsc3).
#include <complex.h>
#include <math.h>
#include <stdio.h>
#define N 8
int main(void) {
  double complex x[N], X[N], w[N];
  for (int k = 0; k < N; ++k) {
    x[k] = (k % 3) + I * (k - 2.5);
    w[k] = cos(2 * M_PI * k / N) - I * sin(2 * M_PI * k / N);
  }
  #pragma omp target map(to: x, w) map(from: X)
  for (int k = 0; k < N; ++k) {
    double complex s = 0;
    for (int n = 0; n < N; ++n) s += x[n] * w[(k * n) % N];
    X[k] = s;
  }
  for (int k = 0; k < N; k += 3) printf("X[%d] = %.6f %+.6fi |X| %.6f\n", k, creal(X[k]), cimag(X[k]), cabs(X[k]));
  double complex q[4];
  #pragma omp target map(to: x) map(from: q)
  {
    q[0] = x[1] / x[3];
    q[1] = conj(x[4]) / (x[5] * I);
    q[2] = 1.0 / x[2];
    q[3] = x[7] / (1e300 + 1e300 * I);
  }
  for (int k = 0; k < 4; ++k) printf("q[%d] = %.17g %+.17gi\n", k, creal(q[k]), cimag(q[k]));
  float complex f[4] = {1 + 2 * I, 3 - I, -0.5f + 0.25f * I, 2};
  #pragma omp target map(tofrom: f)
  for (int k = 0; k < 4; ++k) f[k] = f[k] * f[(k + 1) % 4] / (f[(k + 2) % 4] + 1);
  for (int k = 0; k < 4; ++k) printf("f[%d] = %.9g %+.9gi\n", k, crealf(f[k]), cimagf(f[k]));
  return 0;
}
