// The correct twin of bounds_stack_array.c: the section a[4:4] ends with `a`.
#include <stdio.h>

int main(void) {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int sum = 0;
#pragma omp target map(to : a[4 : 4]) map(tofrom : sum)
  for (int i = 4; i < 8; i++)
    sum += a[i];
  printf("%d\n", sum);
  return 0;
}

// What acc-run prints of it.
// OUT: 22
