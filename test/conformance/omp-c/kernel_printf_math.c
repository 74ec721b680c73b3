// FLAGS: -O1
// printf from a kernel with several conversions, libm calls in a kernel (sqrt, sin, floor, fabs), a
// static device function with a loop, firstprivate struct by value.
#include <math.h>
#include <stdio.h>
struct cfg { double scale; int steps; char name[8]; };
#pragma omp declare target
static double series(double x, int n) {
  double s = 0, term = 1;
  for (int k = 1; k <= n; ++k) { term *= x / k; s += term; }
  return s;
}
#pragma omp end declare target
int main(void) {
  struct cfg c = {0.5, 8, "exp"};
  double out[4];
  #pragma omp target map(from: out) firstprivate(c)
  {
    out[0] = series(c.scale, c.steps);
    out[1] = sqrt(2.0) * c.scale;
    out[2] = c.scale * c.scale - 1.0 / c.steps;
    out[3] = fabs(sin(1.0)) + floor(2.7);
    printf("kernel %s: %.6f %e %g %x %5d|%-4s|\n", c.name, out[0], out[1], out[2], 255, c.steps, "ab");
  }
  printf("host %.10f %.10f %.10f %.6f\n", out[0], out[1], out[2], out[3]);
  return 0;
}
