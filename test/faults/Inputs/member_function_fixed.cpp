// member_function.cpp with its fix: the array mapped with the object.
#include <cstdio>
#include <vector>

struct Field {
  int n;
  double *values;
  double total() const {
    double sum = 0;
#pragma omp target map(to : this[0:1], values[0:n]) map(tofrom : sum)
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
