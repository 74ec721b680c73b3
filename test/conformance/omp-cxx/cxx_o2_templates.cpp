// FLAGS: -O2
// C++ at -O2: a class template with member kernels (reduction, map of a member
// pointer), a function template over two element types, std::array by value.
#include <array>
#include <cstdio>
template <typename T> class Vec {
  T *p_; int n_;
public:
  explicit Vec(int n) : p_(new T[n]), n_(n) { for (int i = 0; i < n; ++i) p_[i] = T(i + 1); }
  ~Vec() { delete[] p_; }
  T norm1() const {
    T s = 0; T *p = p_; int n = n_;
    #pragma omp target teams distribute parallel for map(to: p[0:n]) reduction(+: s)
    for (int i = 0; i < n; ++i) s += p[i] < 0 ? -p[i] : p[i];
    return s;
  }
  void negate_odd() {
    T *p = p_; int n = n_;
    #pragma omp target teams distribute parallel for map(tofrom: p[0:n])
    for (int i = 0; i < n; ++i) if (i % 2) p[i] = -p[i];
  }
  T operator[](int i) const { return p_[i]; }
};
template <typename T, std::size_t N> T weighted(std::array<T, N> w) {
  T acc = 0;
  #pragma omp target map(tofrom: acc)
  for (std::size_t i = 0; i < N; ++i) acc += w[i] * T(i);
  return acc;
}
int main() {
  Vec<int> vi(9); Vec<double> vd(4);
  vi.negate_odd(); vd.negate_odd();
  std::printf("norm1 %d %.1f; %d %.1f\n", vi.norm1(), vd.norm1(), vi[1], vd[3]);
  std::printf("weighted %d %.2f\n", weighted(std::array<int, 4>{1, 2, 3, 4}), weighted(std::array<double, 3>{0.5, 0.25, 2.0}));
  return 0;
}
