// target update with the present modifier, map(always, present), a second
// target data of the same array (reference counts 2), and from of a subsection.
#include <stdio.h>
int main(void) {
  int a[10];
  for (int i = 0; i < 10; ++i) a[i] = i;
  #pragma omp target data map(to: a)
  {
    #pragma omp target data map(tofrom: a[2:4])
    {
      for (int i = 0; i < 10; ++i) a[i] += 100;
      #pragma omp target update to(present: a[0:10])
      #pragma omp target map(always, present, tofrom: a[0:10])
      for (int i = 0; i < 10; ++i) a[i] *= 2;
      for (int i = 0; i < 10; ++i) a[i] = -1;
      #pragma omp target update from(present: a[8:2])
    }
    printf("after inner %d %d %d %d\n", a[1], a[3], a[8], a[9]);
  }
  printf("after outer %d %d\n", a[0], a[5]);
  return 0;
}
