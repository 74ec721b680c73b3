// A buffer from `new[]` mapped with `enter data` whose `exit data` was forgotten:
// still mapped when the program ends.
#include <cstdio>

int main() {
  float *w = new float[8];
  for (int i = 0; i < 8; i++)
    w[i] = 0.5f * i;
#pragma omp target enter data map(to : w[0 : 8])
  float total = 0;
#pragma omp target map(tofrom : total)
  for (int i = 0; i < 8; i++)
    total += w[i];
  std::printf("%g\n", total);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 14
// REPORT: cxx_leaked_new.cpp:9:1: leaked mapping: 'w[0:8]': 32 bytes still mapped on device 0 when the program ends (mapped here, never unmapped)
// REPORT: acc-run: checks: 1 report, 1 occurrence
