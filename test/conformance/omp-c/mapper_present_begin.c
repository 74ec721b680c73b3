// A user-defined mapper whose `present` component is not on the device: `target
// enter data` of the struct fails in the component, and libomptarget 22 reports the
// mapper's failure after the component's (targetDataBegin's REPORT), then aborts.
#include <stdio.h>

typedef struct {
  int n;
  int *p;
} S;

#pragma omp declare mapper(S s) map(s.n) map(present, to : s.p[0 : 4])

int main(void) {
  int buf[4] = {1, 2, 3, 4};
  S s = {4, buf};
  printf("before\n");
  fflush(stdout);
#pragma omp target enter data map(to : s)
  printf("after\n");
  return 0;
}
