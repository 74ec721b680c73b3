// C++ numerics: std::complex<double> arrays from new[] mapped and computed on in a
// kernel (operator*, std::abs, std::norm), a class template Grid<T> whose member
// function maps this->cells_[0:n_] and calls a templated kernel with a reference
// argument, delete[] afterwards.
#include <complex>
#include <cstdio>
template <typename T> class Grid {
public:
  explicit Grid(int n) : n_(n), cells_(new T[n]) {
    for (int i = 0; i < n_; ++i) cells_[i] = T(i);
  }
  ~Grid() { delete[] cells_; }
  template <typename F> void apply(F f, T &acc) {
    T local = acc;
    #pragma omp target teams distribute parallel for map(tofrom: cells_[0:n_]) \
        map(tofrom: local) reduction(+: local)
    for (int i = 0; i < n_; ++i) {
      cells_[i] = f(cells_[i], i);
      local += cells_[i];
    }
    acc = local;
  }
  const T &operator[](int i) const { return cells_[i]; }
private:
  int n_;
  T *cells_;
};
struct Affine {
  double a, b;
  template <typename T> T operator()(T x, int i) const { return x * a + b * i; }
};
int main() {
  const int n = 8;
  std::complex<double> *z = new std::complex<double>[n];
  for (int i = 0; i < n; ++i) z[i] = std::complex<double>(i, 1.0 - i);
  double mag[n], nrm[n];
  std::complex<double> w(0.5, 2.0);
  #pragma omp target map(tofrom: z[0:n]) map(from: mag, nrm) map(to: w)
  for (int i = 0; i < n; ++i) {
    z[i] = z[i] * w + std::complex<double>(1.0, 0.0);
    mag[i] = std::abs(z[i] - std::complex<double>(1.0, 0.0));
    nrm[i] = std::norm(z[i]);
  }
  for (int i = 0; i < n; i += 3)
    std::printf("z[%d] = (%.3f, %.3f) |.| %.4f norm %.3f\n", i, z[i].real(), z[i].imag(), mag[i], nrm[i]);
  delete[] z;
  Grid<double> g(10);
  double sum = 1.0;
  g.apply(Affine{2.0, 0.5}, sum);
  std::printf("grid double: %.2f %.2f sum %.2f\n", g[1], g[9], sum);
  Grid<long> h(6);
  long lsum = 0;
  h.apply([](long x, int i) { return x * x - i; }, lsum);
  std::printf("grid long: %ld %ld sum %ld\n", h[2], h[5], lsum);
  return 0;
}
