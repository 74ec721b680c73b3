// A member function maps its object (`this[0:1]`) but not the array a member
// points to: on the device `this->values` still holds the host address.
// RUN: not acc-run %s 2>&1 | filecheck %s
// RUN: acc-run %S/Inputs/member_function_fixed.cpp | filecheck %s --check-prefix=FIXED
#include <cstdio>
#include <vector>

struct Field {
  int n;
  double *values;
  double total() const {
    double sum = 0;
#pragma omp target map(to : this[0:1]) map(tofrom : sum)
    for (int i = 0; i < n; ++i)
      sum += values[i];
    return sum;
  }
};

int main() {
  std::vector<double> data(10, 1.5);
  Field f{10, data.data()};
  std::printf("%g\n", f.total());
  return 0;
}
// CHECK: member_function.cpp:15:14: error: device fault: device 0 accessed 8 bytes at 0x{{[0-9a-f]+}} at {{.*}}: host memory (+0) is not accessible from device 0; the kernel read 'this->values[0]' through 'this->values', which holds the host address 0x{{[0-9a-f]+}} (a host heap block of 80 bytes): 'this' is mapped but 'this->values' was never attached to a device copy of what it points to; map that with it: map(to: this->values[0:10])
// FIXED: 15
