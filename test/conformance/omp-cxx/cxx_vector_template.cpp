// std::vector data() mapping, a function template with a target region,
// a class template holding a pointer member mapped in a member function.
#include <cstdio>
#include <vector>
template <typename T> T dot(const std::vector<T> &a, const std::vector<T> &b) {
  const T *pa = a.data(), *pb = b.data();
  std::size_t n = a.size();
  T sum = 0;
  #pragma omp target teams distribute parallel for map(to: pa[0:n], pb[0:n]) reduction(+: sum)
  for (std::size_t i = 0; i < n; ++i) sum += pa[i] * pb[i];
  return sum;
}
template <typename T, int N> struct Buffer {
  T *data;
  Buffer() : data(new T[N]) { for (int i = 0; i < N; ++i) data[i] = T(i); }
  ~Buffer() { delete[] data; }
  void scale(T k) {
    #pragma omp target map(tofrom: data[0:N])
    for (int i = 0; i < N; ++i) data[i] *= k;
  }
};
int main() {
  std::vector<int> a(10), b(10);
  for (int i = 0; i < 10; ++i) { a[i] = i; b[i] = 10 - i; }
  std::vector<double> x(5, 1.5), y(5, 2.0);
  std::printf("dot int %d double %.2f\n", dot(a, b), dot(x, y));
  std::vector<float> v(8);
  float *pv = v.data();
  #pragma omp target map(from: pv[0:8])
  for (int i = 0; i < 8; ++i) pv[i] = i * 0.5f;
  std::printf("v %.1f %.1f\n", v[1], v[7]);
  Buffer<long, 6> buf;
  buf.scale(3);
  Buffer<double, 4> db;
  db.scale(0.5);
  std::printf("buf %ld %ld db %.2f\n", buf.data[1], buf.data[5], db.data[3]);
  return 0;
}
