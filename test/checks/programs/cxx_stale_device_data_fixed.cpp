// The correct twin: `target update to(weights)` after the host changes it.
#include <cstdio>

int main() {
  double weights[3] = {0.5, 0.25, 0.25};
  double out[2] = {0, 0};
#pragma omp target data map(to : weights) map(from : out)
  {
#pragma omp target
    out[0] = 4 * weights[0] + 8 * weights[1] + 12 * weights[2];
    weights[1] = 0.75;
#pragma omp target update to(weights)
#pragma omp target
    out[1] = 4 * weights[0] + 8 * weights[1] + 12 * weights[2];
  }
  std::printf("%g %g\n", out[0], out[1]);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 7 11
