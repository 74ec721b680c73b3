// Variable-length arrays as C99 codes pass them: `double g[n][m]` parameters mapped
// `g[0:n][0:m]` by `target teams distribute parallel for collapse(2)` (from, then with
// `reduction(max:)`), and a row section `g[2:3][0:m]` entered, used `present`, and
// exited `from`, its rows at run-time offsets.
#include <stdio.h>
#include <stdlib.h>
static void fill(int n, int m, double g[n][m]) {
  #pragma omp target teams distribute parallel for collapse(2) map(from: g[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      g[i][j] = i * 100 + j;
}
static double maxabs(int n, int m, double g[n][m]) {
  double r = 0.0;
  #pragma omp target teams distribute parallel for collapse(2) reduction(max: r) map(to: g[0:n][0:m])
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      r = g[i][j] > r ? g[i][j] : r;
  return r;
}
int main(void) {
  int n = 7, m = 9;
  double (*g)[m] = malloc(sizeof(double[n][m]));
  fill(n, m, g);
  printf("g[3][4]=%.0f g[6][8]=%.0f max=%.0f\n", g[3][4], g[6][8], maxabs(n, m, g));
  #pragma omp target enter data map(to: g[2:3][0:m])
  #pragma omp target map(present, tofrom: g[2:3][0:m])
  for (int j = 0; j < m; j++) g[3][j] = -j;
  #pragma omp target exit data map(from: g[2:3][0:m])
  printf("g[3][5]=%.0f g[2][5]=%.0f\n", g[3][5], g[2][5]);
  free(g);
  return 0;
}
