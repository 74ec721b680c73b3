// C++: a section of a std::vector's data whose length is given in bytes, as
// omp_target_memcpy takes it, where a map clause takes elements: the 10 doubles
// are mapped as 80, past the end of the vector's heap block. A native run copies
// 560 bytes that follow the block and prints 15; here the copy stops the run,
// after the report.
#include <cstdio>
#include <vector>

int main() {
  std::vector<double> v(10, 1.5);
  double *d = v.data();
  double s = 0;
#pragma omp target map(to : d[0 : v.size() * sizeof(double)]) map(tofrom : s)
  for (int i = 0; i < 10; i++)
    s += d[i];
  std::printf("%g\n", s);
  return 0;
}

// What acc-run prints of it: its standard error (REPORT, then ERROR) and exit status.
// REPORT: cxx_bounds_vector.cpp:13:1: out-of-bounds section: 'd[0:v.size() * sizeof(double)]': section [0, 640) lies outside its heap storage of 80 bytes [0, 80): 560 bytes past its end
// ERROR: cxx_bounds_vector.cpp:13:1: error: out-of-bounds access of 640 bytes at 0x0000000010000000: crosses the end of heap allocation [0x0000000010000000, 0x0000000010000050)
// STATUS: 1
