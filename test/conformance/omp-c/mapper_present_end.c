// `target exit data map(from: s)` through a user-defined mapper whose `present`
// component (the pointee) is not on the device: the exit fails in the component, then
// libomptarget 22 reports the mapper's failure (targetDataEnd's REPORT) and aborts.
#include <stdio.h>

typedef struct {
  int n;
  int *p;
} S;

#pragma omp declare mapper(S s) map(s.n) map(present, from : s.p[0 : 4])

int main(void) {
  int buf[4] = {1, 2, 3, 4};
  S s = {4, buf};
#pragma omp target enter data map(to : s.n)
  printf("mapped\n");
  fflush(stdout);
#pragma omp target exit data map(from : s)
  printf("after\n");
  return 0;
}
