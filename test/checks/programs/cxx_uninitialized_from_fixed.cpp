// The correct twin: `map(tofrom:)` copies the zeros to the device first.
#include <cstdio>
#include <vector>

int main() {
  std::vector<long> counts(4, 0);
  long *c = counts.data();
#pragma omp target map(tofrom : c[0 : 4])
  for (int i = 0; i < 12; i++)
    c[i % 4] += i;
  std::printf("%ld\n", c[0] + c[1] + c[2] + c[3]);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 66
