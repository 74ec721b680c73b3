// Non-contiguous target update (issue 11, cause 5; OpenMP 5.2 §5.9 strided array
// sections): clang 22 passes each dimension's {offset, count, stride} through
// __tgt_target_data_update_mapper (NON_CONTIG); libomptarget copies each piece.
// A strided 1-D section, a strided row of a 2-D array, strided in both dimensions,
// and a 3-D section whose inner dimension is contiguous.
#include <stdio.h>

int main(void) {
  int a[12], m[5][6], c[3][4][5];
  for (int i = 0; i < 12; ++i) a[i] = i;
  for (int i = 0; i < 5; ++i)
    for (int j = 0; j < 6; ++j) m[i][j] = 10 * i + j;
  for (int i = 0; i < 60; ++i) (&c[0][0][0])[i] = i;
  #pragma omp target enter data map(to: a, m, c)
  #pragma omp target
  {
    for (int i = 0; i < 12; ++i) a[i] = -a[i];
    for (int i = 0; i < 5; ++i)
      for (int j = 0; j < 6; ++j) m[i][j] = -m[i][j];
    for (int i = 0; i < 60; ++i) (&c[0][0][0])[i] = -(&c[0][0][0])[i];
  }
  #pragma omp target update from(a[1:4:3])
  #pragma omp target update from(m[2][0:3:2])
  #pragma omp target update from(m[0:3:2][1:2:3])
  #pragma omp target update from(c[1:2][0:2:2][1:3])
  for (int i = 0; i < 12; ++i) printf("%d ", a[i]);
  printf("\n");
  for (int i = 0; i < 5; ++i) {
    for (int j = 0; j < 6; ++j) printf("%d ", m[i][j]);
    printf("\n");
  }
  int neg = 0, sum = 0;
  for (int i = 0; i < 60; ++i) {
    neg += (&c[0][0][0])[i] < 0;
    sum += (&c[0][0][0])[i];
  }
  printf("c: %d negative, sum %d\n", neg, sum);
  #pragma omp target update to(a[0:6:2])
  #pragma omp target map(from: sum)
  {
    sum = 0;
    for (int i = 0; i < 12; ++i) sum += a[i];
  }
  printf("device a sum %d\n", sum);
  #pragma omp target exit data map(delete: a, m, c)
  return 0;
}
