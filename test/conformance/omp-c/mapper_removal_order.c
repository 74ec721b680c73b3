// At the end of a target region, libomptarget 22 removes a mapper's components before
// the region's other entries (its targetDataEnd queues its post-processing first); the
// mapper's first component, never decremented, stays mapped: a dangling mapping.
#include <stdio.h>

typedef struct {
  int a;
  int *b;
} C;

#pragma omp declare mapper(C s) map(to : s.a) map(from : s.b[0 : 2])

int main(void) {
  int x[2] = {0, 0};
  C c = {1, x};
  int y = 5, z = 6;
#pragma omp target map(tofrom : y) map(tofrom : c) map(tofrom : z)
  {
    y += c.a;
    c.b[0] = 7;
    c.b[1] = 8;
    z += 1;
  }
  printf("%d %d %d %d\n", y, x[0], x[1], z);
  return 0;
}
