// FLAGS: -fopenmp-version=52
// declare target with the `enter` clause (OpenMP 5.2 spelling of `to`) on globals and
// functions, device_type(any), and `indirect` functions called through a table of
// function pointers in a kernel (seed 002: the runtime translates the host address).
#include <stdio.h>
// One declare target variable: clang 22 emits several in an order that varies from
// one compile to the next, and the name of libomptarget's copies that read the
// indirect table is that of the highest host entry.
struct params { int bias; double coef[3]; } P = {7, {0.5, 1.5, 2.5}};
#pragma omp declare target enter(P)
int add_bias(int x) { return x + P.bias; }
#pragma omp declare target enter(add_bias) device_type(any)
int twice(int x) { return 2 * x; }
int square(int x) { return x * x; }
int negate(int x) { return -x; }
#pragma omp declare target enter(twice, square, negate) indirect
typedef int (*op_t)(int);
int main(void) {
  op_t ops[3] = {twice, square, negate};
  int out[3][4];
  #pragma omp target map(from: out) map(to: ops)
  for (int k = 0; k < 3; ++k)
    for (int i = 0; i < 4; ++i) out[k][i] = add_bias(ops[k](i + 1));
  for (int k = 0; k < 3; ++k) printf("op%d: %d %d %d %d\n", k, out[k][0], out[k][1], out[k][2], out[k][3]);
  P.bias = 100;
  P.coef[1] = -1;
  #pragma omp target update to(P.bias)
  double r = 0;
  int b = 0;
  #pragma omp target map(from: r, b)
  { r = P.coef[0] + P.coef[1] + P.coef[2]; b = add_bias(0); }
  printf("device: bias %d coef sum %.2f\n", b, r);
  op_t one = square;
  int v = 0;
  #pragma omp target map(from: v) firstprivate(one)
  v = one(9);
  printf("firstprivate pointer: %d\n", v);
  return 0;
}
