// The host changes `weights` between two kernels that read its device copy, made
// once by `target data`, with no `target update to`: the second kernel reads the
// old weights (OpenMP 5.2 §5.8.3: an existing mapping is not copied again).
#include <cstdio>

int main() {
  double weights[3] = {0.5, 0.25, 0.25};
  double out[2] = {0, 0};
#pragma omp target data map(to : weights) map(from : out)
  {
#pragma omp target
    out[0] = 4 * weights[0] + 8 * weights[1] + 12 * weights[2];
    weights[1] = 0.75;
#pragma omp target
    out[1] = 4 * weights[0] + 8 * weights[1] + 12 * weights[2];
  }
  std::printf("%g %g\n", out[0], out[1]);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 7 7
// REPORT: cxx_stale_device_data.cpp:15:35: stale device data: 'weights': 8 bytes at offset 8 read on device 0; the host changed them after their last copy to the device (mapped at cxx_stale_device_data.cpp:9:1)
// REPORT: acc-run: checks: 1 report, 1 occurrence
