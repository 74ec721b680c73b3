// A function maps its local array and returns without unmapping it: the mapping
// outlives the storage.
#include <stdio.h>

static int fill(int n) {
  int local[8];
  for (int i = 0; i < 8; i++)
    local[i] = i * n;
#pragma omp target enter data map(to : local)
  int first = local[1];
  return first;
}

int main(void) {
  printf("%d\n", fill(3));
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 3
// REPORT: dangling_local.c:15:18: dangling mapping: 'local': its function returns while device 0 still maps it (mapped at dangling_local.c:9:1)
// REPORT: acc-run: checks: 1 report, 1 occurrence
