// A declare target variable's device copy starts with the device image's value,
// its static initializer, whatever the host stored before the image loaded.
#include <stdio.h>

int limit = 3;
double table[4] = {1.5, 2.5, 3.5, 4.5};
#pragma omp declare target(limit, table)

int main(void) {
  limit = 7;
  table[2] = -1.0;
  int seen = 0;
  double third = 0.0;
#pragma omp target map(from : seen, third)
  {
    seen = limit;
    third = table[2];
  }
  printf("device limit %d third %.1f; host limit %d third %.1f\n", seen, third, limit,
         table[2]);
#pragma omp target update to(limit)
#pragma omp target map(from : seen)
  seen = limit;
  printf("after update to: device limit %d\n", seen);
  return 0;
}
