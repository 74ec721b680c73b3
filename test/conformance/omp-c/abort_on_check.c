// A verification that fails and calls abort() after reporting on stderr, as test
// drivers do, with a data region still open (nothing is copied back; status 134).
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int x[4] = {1, 2, 3, 4};
  #pragma omp target data map(tofrom: x)
  {
    #pragma omp target
    for (int i = 0; i < 4; ++i) x[i] += 1;
    #pragma omp target update from(x[0:2])
    printf("x %d %d %d %d\n", x[0], x[1], x[2], x[3]);
    fflush(stdout);
    if (x[3] != 5) {
      fprintf(stderr, "verification failed: x[3] = %d, expected 5\n", x[3]);
      abort();
    }
  }
  return 0;
}
