// Sections inside a mapped range: target data of a[0:16] with kernels mapping
// subsections (present, counts incremented), an inner target data of a[4:4] and a
// target update of part of it, the same array mapped twice in one construct
// (a[0:16] and a[8:2]), and map(alloc:) with an update before use.
#include <stdio.h>
int main(void) {
  int a[16], b[8];
  for (int i = 0; i < 16; ++i) a[i] = i;
  for (int i = 0; i < 8; ++i) b[i] = 100 + i;
  #pragma omp target data map(tofrom: a[0:16])
  {
    #pragma omp target map(tofrom: a[2:3])
    for (int i = 2; i < 5; ++i) a[i] *= 10;
    #pragma omp target data map(to: a[4:4])
    {
      #pragma omp target map(tofrom: a[5:2])
      { a[5] = -5; a[6] = -6; }
      #pragma omp target update from(a[5:1])
      printf("inner: a[4] %d a[5] %d a[6] %d\n", a[4], a[5], a[6]);
    }
    #pragma omp target map(tofrom: a[0:16], a[8:2])
    { a[8] += 1000; a[15] = 15000; }
  }
  printf("a %d %d %d %d %d %d\n", a[2], a[4], a[6], a[8], a[9], a[15]);
  #pragma omp target data map(alloc: b[0:8])
  {
    #pragma omp target update to(b[2:4])
    #pragma omp target map(alloc: b[0:8])
    for (int i = 2; i < 6; ++i) b[i] = b[i] * 2;
    #pragma omp target update from(b[3:2])
  }
  printf("b %d %d %d %d %d\n", b[1], b[2], b[3], b[4], b[5]);
  return 0;
}
