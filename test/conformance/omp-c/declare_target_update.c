// declare target globals (scalar, array) with target update to/from, a declare
// target function with a static local counter, and a nested helper called from a kernel.
#include <stdio.h>
#pragma omp declare target
int table[8];
double factor = 1.5;
static int helper(int v) { return v * v + 1; }
int count_calls(void) { static int calls = 0; return ++calls; }
#pragma omp end declare target

int main(void) {
  for (int i = 0; i < 8; ++i) table[i] = i;
  factor = 2.0;
  #pragma omp target update to(table, factor)
  int calls = 0;
  #pragma omp target map(from: calls)
  {
    for (int i = 0; i < 8; ++i) table[i] = helper(table[i]) * (int)factor;
    count_calls();
    calls = count_calls();
  }
  printf("host before update: %d %.1f calls %d\n", table[3], factor, calls);
  #pragma omp target update from(table[2:4])
  printf("after update: %d %d %d\n", table[1], table[3], table[6]);
  #pragma omp target map(from: calls)
  calls = count_calls();
  printf("calls %d\n", calls);
  return 0;
}
