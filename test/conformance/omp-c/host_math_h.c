// FLAGS: -lm
// <math.h> on a grid of arguments, printed bit for bit (%a) around a target region:
// glibc's libm, as natively.
#include <math.h>
#include <stdio.h>

#define ONE(f) printf(#f " %a %a %a\n", f(x), f(-x), f(x * 1e3))
#define ONEF(f) printf(#f " %a %a\n", (double)f((float)x), (double)f((float)(x * 7)))

int main(void) {
  double grid[5] = {0.1, 0.5, 1.25, 3.0, 10.75};
#pragma omp target map(tofrom: grid[0:5])
  for (int i = 0; i < 5; i++)
    grid[i] += 0.0078125;
  for (int i = 0; i < 5; i++) {
    double x = grid[i];
    ONE(sin); ONE(cos); ONE(tan); ONE(exp); ONE(exp2); ONE(expm1); ONE(log1p);
    ONE(sinh); ONE(cosh); ONE(tanh); ONE(atan); ONE(erf); ONE(erfc); ONE(tgamma);
    ONE(lgamma); ONE(cbrt); ONE(asinh); ONE(fabs); ONE(floor); ONE(round); ONE(rint);
    printf("log %a %a sqrt %a asin %a acos %a atanh %a acosh %a\n", log(x), log10(x), sqrt(x),
           asin(x / 11), acos(x / 11), atanh(x / 11), acosh(x + 1));
    printf("pow %a %a atan2 %a hypot %a fmod %a remainder %a fma %a ldexp %a\n", pow(x, 2.5),
           pow(-x, 3.0), atan2(x, -1.5), hypot(x, 3), fmod(x * 7, 1.5), remainder(x * 7, 1.5),
           fma(x, x, -1), ldexp(x, 7));
    ONEF(sinf); ONEF(cosf); ONEF(expf); ONEF(logf); ONEF(tanhf); ONEF(sqrtf); ONEF(erff);
    int e;
    double m = frexp(x, &e);
    printf("frexp %a %d lround %ld nearbyint %a copysign %a nextafter %a\n", m, e, lround(x * 2),
           nearbyint(x), copysign(x, -0.0), nextafter(x, 0));
  }
  return 0;
}
