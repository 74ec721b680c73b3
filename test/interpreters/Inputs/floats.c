/* Floating point: float rounding, conversions, comparisons with NaN, libm. */
#include <stdio.h>
#include <math.h>

int main(void) {
  float f = 0.1f, g = 0.2f;
  double d = 0.1, e = 0.2;
  float third = 1.0f / 3.0f;
  printf("%.10f %.17g %.10f %.17g\n", f + g, d + e, third, (double)third);
  float big = 3.0e38f;
  printf("%f %g %g\n", big * 10.0f, -1.0 / 0.0, 0.0 / 0.0 == 0.0 / 0.0 ? 1.0 : 2.0);
  double x = -2.75;
  int i = (int)x;
  unsigned u = (unsigned)3.99;
  long long ll = (long long)-1e15;
  double back = (double)ll;
  float from_int = (float)16777217;
  printf("%d %u %lld %.1f %.1f\n", i, u, ll, back, from_int);
  double nan = NAN;
  printf("%d %d %d %d\n", nan < 1.0, nan != nan, nan == nan, 1.0 <= 1.0);
  printf("%.3f %.3f %.3f %.3f %.3f\n", fabs(x), floor(x), ceil(x), sqrt(2.0), fmod(7.5, 2.0));
  float acc = 0;
  for (int k = 0; k < 10; k++) acc += 0.1f;
  double dacc = 0;
  for (int k = 0; k < 10; k++) dacc += 0.1;
  printf("%.9g %.17g %d\n", acc, dacc, acc == 1.0f);
  printf("%a %e %g\n", (double)third, 1e-310, 123456789.0);
  return 0;
}
