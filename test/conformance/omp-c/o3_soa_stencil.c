// FLAGS: -O3
// -O3: a structure of arrays mapped member by member, a 1-D stencil over two
// iterations with target data and target update, a collapse(2) 2-D kernel.
#include <stdio.h>
#include <stdlib.h>
struct soa { double *x; double *y; int n; };
int main(void) {
  struct soa s = {malloc(64 * sizeof(double)), malloc(64 * sizeof(double)), 64};
  for (int i = 0; i < s.n; ++i) { s.x[i] = i % 7; s.y[i] = 0; }
  double *x = s.x, *y = s.y; int n = s.n;
  #pragma omp target data map(tofrom: x[0:n]) map(alloc: y[0:n])
  {
    for (int it = 0; it < 2; ++it) {
      #pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; ++i) y[i] = (x[i - 1] + 2 * x[i] + x[i + 1]) / 4;
      #pragma omp target teams distribute parallel for
      for (int i = 1; i < n - 1; ++i) x[i] = y[i];
    }
    #pragma omp target update from(x[0:8])
    printf("mid %.4f %.4f\n", x[3], x[7]);
  }
  int g[6][5];
  #pragma omp target teams distribute parallel for collapse(2) map(from: g)
  for (int i = 0; i < 6; ++i)
    for (int j = 0; j < 5; ++j) g[i][j] = (i + 1) * (j + 2);
  printf("x %.4f %.4f %.4f g %d %d\n", x[1], x[30], x[62], g[5][4], g[2][1]);
  free(s.x); free(s.y);
  return 0;
}
