// FLAGS: -O3
// Import (issue 11, cause 3) in C++ at -O3: a member function's and a template's
// target regions are inlined into their callers in the host module; acc-import takes
// them from clang++'s device module (a kernel calling printf through invoke at -O0
// calls it directly here), with vectorized loops on both sides.
#include <cstdio>
#include <vector>

template <typename T> struct Field {
  T *data;
  int n;
  explicit Field(int count) : data(new T[count]), n(count) {
    for (int i = 0; i < n; ++i) data[i] = T(i);
  }
  ~Field() { delete[] data; }
  void scale(T f) {
    T *d = data;
    #pragma omp target map(tofrom: d[0:n]) firstprivate(f)
    for (int i = 0; i < n; ++i) d[i] *= f;
  }
  T sum() const {
    T s = 0;
    const T *d = data;
    #pragma omp target map(to: d[0:n]) map(tofrom: s)
    {
      for (int i = 0; i < n; ++i) s += d[i];
      std::printf("device sum %g\n", double(s));
    }
    return s;
  }
};

int main() {
  Field<double> x(10);
  Field<int> k(9);
  x.scale(0.5);
  k.scale(3);
  std::vector<int> v(5, 2);
  int *vp = v.data();
  auto add = [=](int by) {
    #pragma omp target map(tofrom: vp[0:5])
    for (int i = 0; i < 5; ++i) vp[i] += by;
  };
  add(4);
  std::printf("%g %d %d %d\n", x.sum(), k.sum(), v[0], v[4]);
  return 0;
}
