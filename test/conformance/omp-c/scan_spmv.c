// FLAGS: -lm
// A CSR sparse matrix-vector product in target data (row pointers, column indices and
// values mapped once, two products, an update of x between them), an inclusive and an
// exclusive prefix sum with reduction(inscan, +:) and #pragma omp scan on the host and
// in a kernel, and a histogram with atomic updates.
#include <stdio.h>
#define NROW 6
int main(void) {
  int rowptr[NROW + 1] = {0, 2, 3, 6, 7, 9, 11};
  int col[11] = {0, 3, 1, 0, 2, 5, 4, 1, 5, 0, 3};
  double val[11] = {4, -1, 3, -2, 5, 1, 2, 1.5, -3, 0.5, 6};
  double x[NROW] = {1, 2, 3, 4, 5, 6}, y[NROW];
  #pragma omp target data map(to: rowptr, col, val) map(tofrom: x) map(from: y)
  {
    for (int it = 0; it < 2; ++it) {
      #pragma omp target teams distribute parallel for
      for (int r = 0; r < NROW; ++r) {
        double s = 0;
        for (int k = rowptr[r]; k < rowptr[r + 1]; ++k) s += val[k] * x[col[k]];
        y[r] = s;
      }
      #pragma omp target update from(y)
      printf("spmv %d: %.2f %.2f %.2f %.2f %.2f %.2f\n", it, y[0], y[1], y[2], y[3], y[4], y[5]);
      for (int r = 0; r < NROW; ++r) x[r] = y[r] / 10;
      #pragma omp target update to(x)
    }
  }
  int a[10], incl[10], excl[10], sum = 0, sum2 = 0;
  for (int i = 0; i < 10; ++i) a[i] = (i * 7) % 5 + 1;
  #pragma omp parallel for simd reduction(inscan, +: sum)
  for (int i = 0; i < 10; ++i) {
    sum += a[i];
    #pragma omp scan inclusive(sum)
    incl[i] = sum;
  }
  #pragma omp target map(to: a) map(from: excl) map(tofrom: sum2)
  #pragma omp simd reduction(inscan, +: sum2)
  for (int i = 0; i < 10; ++i) {
    excl[i] = sum2;
    #pragma omp scan exclusive(sum2)
    sum2 += a[i];
  }
  printf("incl %d %d %d excl %d %d %d total %d %d\n", incl[0], incl[4], incl[9], excl[0], excl[4],
         excl[9], sum, sum2);
  int hist[5] = {0};
  #pragma omp target teams distribute parallel for map(to: a) map(tofrom: hist)
  for (int i = 0; i < 10; ++i) {
    #pragma omp atomic update
    hist[a[i] - 1] += 1;
  }
  printf("hist %d %d %d %d %d\n", hist[0], hist[1], hist[2], hist[3], hist[4]);
  return 0;
}
