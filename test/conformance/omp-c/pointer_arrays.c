// An array of row pointers mapped row by row (rows[i][0:m] after rows[0:n]: each
// row attaches into an element of the mapped pointer array), a kernel through the
// pointer array, and a 2-D array through a pointer to rows, double (*g)[M], mapped
// as g[0:n][0:M] and a middle block g[1:2][0:M].
#include <stdio.h>
#include <stdlib.h>
#define M 5
int main(void) {
  int n = 4, m = 3;
  int **rows = malloc(n * sizeof(int *));
  for (int i = 0; i < n; ++i) {
    rows[i] = malloc(m * sizeof(int));
    for (int j = 0; j < m; ++j) rows[i][j] = 10 * i + j;
  }
  #pragma omp target enter data map(to: rows[0:n])
  for (int i = 0; i < n; ++i) {
    #pragma omp target enter data map(to: rows[i][0:m])
  }
  long total = 0;
  #pragma omp target map(tofrom: total)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j) { total += rows[i][j]; rows[i][j] = -rows[i][j]; }
  for (int i = 0; i < n; ++i) {
    #pragma omp target exit data map(from: rows[i][0:m])
  }
  #pragma omp target exit data map(release: rows[0:n])
  printf("total %ld rows[3][2] %d rows[0][1] %d\n", total, rows[3][2], rows[0][1]);
  double (*g)[M] = malloc(4 * sizeof *g);
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < M; ++j) g[i][j] = i + 0.1 * j;
  #pragma omp target map(tofrom: g[0:4][0:M])
  for (int i = 0; i < 4; ++i) g[i][M - 1] = g[i][0] * 2;
  #pragma omp target map(tofrom: g[1:2][0:M])
  for (int j = 0; j < M; ++j) { g[1][j] += 100; g[2][j] += 200; }
  printf("g %.1f %.1f %.1f %.1f\n", g[0][M - 1], g[1][0], g[2][4], g[3][4]);
  for (int i = 0; i < n; ++i) free(rows[i]);
  free(rows);
  free(g);
  return 0;
}
