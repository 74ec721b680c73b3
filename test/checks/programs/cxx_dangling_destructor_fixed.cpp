// The correct twin of cxx_dangling_destructor.cpp: the destructor unmaps, then frees.
#include <cstdio>

struct Field {
  double *data;
  int n;
  explicit Field(int size) : data(new double[size]), n(size) {
    for (int i = 0; i < n; i++)
      data[i] = i;
#pragma omp target enter data map(to : data[0 : n])
  }
  ~Field() {
#pragma omp target exit data map(delete : data[0 : n])
    delete[] data;
  }
  double sum() {
    double s = 0;
    double *d = data;
#pragma omp target map(tofrom : s)
    for (int i = 0; i < n; i++)
      s += d[i];
    return s;
  }
};

int main() {
  {
    Field f(8);
    std::printf("%g\n", f.sum());
  }
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 28
