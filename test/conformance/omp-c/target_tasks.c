// Explicit tasks inside a target region: the device runs the task's entry and its
// privates map through the pointers libomp's task holds (the device image has every
// function its kernel refers to), then sums what the tasks wrote.
#include <stdio.h>
#include <omp.h>
int main(void) {
  int a[8] = {0}, sum = 0;
#pragma omp target map(tofrom : a, sum)
  {
    for (int i = 0; i < 8; ++i) {
#pragma omp task shared(a) firstprivate(i)
      a[i] = i * i;
    }
#pragma omp taskwait
    for (int i = 0; i < 8; ++i) sum += a[i];
  }
  printf("sum %d\n", sum);
  return 0;
}
