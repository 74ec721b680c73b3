// The correct twin of cxx_bounds_vector.cpp: the section is v.size() elements long.
#include <cstdio>
#include <vector>

int main() {
  std::vector<double> v(10, 1.5);
  double *d = v.data();
  double s = 0;
#pragma omp target map(to : d[0 : v.size()]) map(tofrom : s)
  for (int i = 0; i < 10; i++)
    s += d[i];
  std::printf("%g\n", s);
  return 0;
}

// What acc-run prints of it.
// OUT: 15
