// FLAGS: -fopenmp-version=52
// The iterator modifier of map (OpenMP 5.1): map(iterator(i = 0:n), to: rows[i][0:m])
// maps every row of an array of pointers in one clause, and the same with from.
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 3, m = 4;
  int *rows[3];
  for (int i = 0; i < n; ++i) {
    rows[i] = malloc(m * sizeof(int));
    for (int j = 0; j < m; ++j) rows[i][j] = i * 10 + j;
  }
  int sum = 0;
  #pragma omp target map(iterator(i = 0:3), tofrom: rows[i][0:4]) map(to: rows) map(tofrom: sum)
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 4; ++j) { sum += rows[i][j]; rows[i][j] *= 2; }
  printf("sum %d rows %d %d %d\n", sum, rows[0][1], rows[1][2], rows[2][3]);
  for (int i = 0; i < n; ++i) free(rows[i]);
  return 0;
}
