// The correct twin: `exit data` before the program ends.
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
#pragma omp target exit data map(delete : w[0 : 8])
  delete[] w;
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 14
