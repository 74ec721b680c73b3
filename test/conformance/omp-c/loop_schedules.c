// Worksharing loops in kernels: schedule(static, chunk), dist_schedule(static, chunk),
// a descending loop, an unsigned 64-bit loop, an empty loop, lastprivate, and
// target parallel for with a reduction(*:).
#include <stdio.h>
int main(void) {
  int a[20] = {0};
  int last = -1;
  #pragma omp target teams distribute parallel for map(tofrom: a) dist_schedule(static, 3) schedule(static, 2) lastprivate(last)
  for (int i = 0; i < 20; ++i) { a[i] = i * i; last = i; }
  long down[10];
  #pragma omp target teams distribute map(from: down)
  for (int i = 9; i >= 0; i -= 1) down[i] = 100 - i;
  unsigned long big = 0;
  #pragma omp target parallel for map(tofrom: big) reduction(+: big) schedule(static, 5)
  for (unsigned long u = 3; u < 40; u += 3) big += u;
  int empty = 0, n = 0;
  #pragma omp target teams distribute parallel for map(tofrom: empty) reduction(+: empty)
  for (int i = 0; i < n; ++i) empty += 1;
  double prod = 1.0;
  #pragma omp target parallel for reduction(*: prod)
  for (int i = 1; i <= 6; ++i) prod *= i;
  printf("a %d %d last %d down %ld %ld big %lu empty %d prod %.0f\n", a[5], a[19], last, down[0], down[9], big, empty, prod);
  return 0;
}
