// A program that stops from the host with data still mapped: exit(3) from a helper
// after a kernel, with a target enter data never exited (nothing is copied back at
// exit), and an atexit handler that prints.
#include <stdio.h>
#include <stdlib.h>
static int values[4] = {1, 2, 3, 4};
static void bye(void) { printf("atexit: values[0]=%d\n", values[0]); }
static void check(int sum) {
  if (sum != 10) {
    fprintf(stderr, "check failed: sum %d\n", sum);
    exit(3);
  }
}
int main(void) {
  atexit(bye);
  #pragma omp target enter data map(to: values)
  #pragma omp target
  for (int i = 0; i < 4; ++i) values[i] *= 5;
  int sum = 0;
  #pragma omp target map(tofrom: sum)
  for (int i = 0; i < 4; ++i) sum += values[i];
  printf("device sum %d\n", sum);
  fflush(stdout);
  check(sum);
  printf("not reached\n");
  return 0;
}
