// begin/end declare target around globals, a static function and an external one;
// a declare target array updated piecewise (target update to a section, the rest
// keeps its device values), and a kernel calling through two levels of declare
// target functions.
#include <stdio.h>
#pragma omp begin declare target
int lut[8] = {1, 1, 2, 3, 5, 8, 13, 21};
double weight = 0.5;
static int lookup(int i) { return lut[i & 7]; }
int combine(int a, int b) { return lookup(a) * 10 + lookup(b); }
#pragma omp end declare target
int main(void) {
  int out[4];
  double w = 0;
  #pragma omp target map(from: out, w)
  {
    for (int i = 0; i < 4; ++i) out[i] = combine(i, i + 4);
    w = weight * 2;
  }
  printf("combine %d %d %d %d w %.2f\n", out[0], out[1], out[2], out[3], w);
  lut[2] = 100; lut[3] = 200; weight = 4;
  #pragma omp target update to(lut[2:1])
  #pragma omp target map(from: out, w)
  {
    for (int i = 0; i < 4; ++i) out[i] = lookup(i);
    w = weight;
  }
  printf("after update %d %d %d %d w %.2f\n", out[0], out[1], out[2], out[3], w);
  return 0;
}
