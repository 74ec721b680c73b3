// The correct twin of dangling_local.c: the function unmaps its array.
#include <stdio.h>

static int fill(int n) {
  int local[8];
  for (int i = 0; i < 8; i++)
    local[i] = i * n;
#pragma omp target enter data map(to : local)
  int first = local[1];
#pragma omp target exit data map(delete : local)
  return first;
}

int main(void) {
  printf("%d\n", fill(3));
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 3
