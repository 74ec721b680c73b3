// What benchmark drivers do around their kernels: data from srand/rand, sizes from
// a string with atoi/strtod, timing with clock() and gettimeofday (not printed),
// qsort of the results with a comparison function (and of 40-byte records with equal
// keys: glibc's merge sort keeps their order), a matmul kernel, memcpy and
// memset inside a kernel, printf conversions (%e %g %x %c %5.2f %-6d|).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
struct rec { char name[32]; int key, seq; };
static int calls;
static int by_key(const void *a, const void *b) {
  ++calls;
  return ((const struct rec *)a)->key - ((const struct rec *)b)->key;
}
static int by_value(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}
int main(void) {
  const char *arg = "6";
  int n = atoi(arg);
  double alpha = strtod("0.5", NULL);
  srand(42);
  double *A = malloc(n * n * sizeof(double)), *B = malloc(n * n * sizeof(double));
  double *C = malloc(n * n * sizeof(double));
  for (int i = 0; i < n * n; ++i) { A[i] = rand() % 10; B[i] = (rand() % 100) / 10.0; }
  printf("first rand values %d %d\n", rand(), rand() % 1000);
  struct timeval t0, t1;
  gettimeofday(&t0, NULL);
  clock_t c0 = clock();
  #pragma omp target teams distribute parallel for collapse(2) map(to: A[0:n*n], B[0:n*n]) map(from: C[0:n*n])
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j) {
      double s = 0;
      for (int k = 0; k < n; ++k) s += A[i * n + k] * B[k * n + j];
      C[i * n + j] = alpha * s;
    }
  clock_t c1 = clock();
  gettimeofday(&t1, NULL);
  double elapsed = (t1.tv_sec - t0.tv_sec) + 1e-6 * (t1.tv_usec - t0.tv_usec) + (double)(c1 - c0) / CLOCKS_PER_SEC;
  double diag[16];
  char tag[8] = "diag";
  #pragma omp target map(to: C[0:n*n], n) map(from: diag[0:n]) map(tofrom: tag)
  {
    double row[16];
    memset(row, 0, sizeof row);
    for (int i = 0; i < n; ++i) row[i] = C[i * n + i];
    memcpy(diag, row, n * sizeof(double));
    tag[4] = '!'; tag[5] = 0;
  }
  qsort(diag, n, sizeof(double), by_value);
  printf("%s sorted:", tag);
  for (int i = 0; i < n; ++i) printf(" %g", diag[i]);
  printf("\nC[0]=%e C[1]=%5.2f hex %x char %c |%-6d| time %s\n", C[0], C[1], (unsigned)C[2], 'A' + n,
         n, elapsed >= 0 ? "ok" : "negative");
  struct rec recs[7];
  for (int i = 0; i < 7; ++i) { snprintf(recs[i].name, 32, "r%d", i); recs[i].key = (i * 5) % 3; recs[i].seq = i; }
  qsort(recs, 7, sizeof recs[0], by_key);
  printf("records (%d comparisons):", calls);
  for (int i = 0; i < 7; ++i) printf(" %s/%d", recs[i].name, recs[i].key);
  printf("\n");
  free(A); free(B); free(C);
  return 0;
}
