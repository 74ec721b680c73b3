// `map(from:)` where `tofrom` was meant: the kernel accumulates into a device copy
// nothing wrote (OpenMP 5.2 §5.8.3: `from` allocates without copying to the device).
#include <cstdio>
#include <vector>

int main() {
  std::vector<long> counts(4, 0);
  long *c = counts.data();
#pragma omp target map(from : c[0 : 4])
  for (int i = 0; i < 12; i++)
    c[i % 4] += i;
  std::printf("%ld\n", c[0] + c[1] + c[2] + c[3]);
  return 0;
}

// What acc-run prints of it: its standard error (REPORT); its output is whatever the
// device memory held.
// REPORT: cxx_uninitialized_from.cpp:11:14: uninitialized device data: 'c[0:4]': 8 bytes at offset 0 read on device 0; nothing wrote them (mapped at cxx_uninitialized_from.cpp:9:1 without a copy to the device)
// REPORT: cxx_uninitialized_from.cpp:11:14: uninitialized device data: 4 occurrences in all
// REPORT: acc-run: checks: 1 report, 4 occurrences
