// C++: a class maps its buffer in its constructor and its destructor frees the
// buffer without unmapping it, so the mapping outlives the storage.
#include <cstdio>

struct Field {
  double *data;
  int n;
  explicit Field(int size) : data(new double[size]), n(size) {
    for (int i = 0; i < n; i++)
      data[i] = i;
#pragma omp target enter data map(to : data[0 : n])
  }
  ~Field() { delete[] data; }
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
// REPORT: cxx_dangling_destructor.cpp:13:14: dangling mapping: 'this->data[0:this->n]': its storage is freed while device 0 still maps it (mapped at cxx_dangling_destructor.cpp:11:1)
// REPORT: acc-run: checks: 1 report, 1 occurrence
