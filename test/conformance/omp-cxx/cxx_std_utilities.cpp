// Header-only C++ library pieces in and around kernels: std::unique_ptr<double[]>
// with .get() mapped, std::pair and std::tuple results, std::min/std::max/std::clamp,
// std::accumulate and std::sort on the host, a functor template kernel, a
// std::array by value, a constexpr function used on both sides.
#include <algorithm>
#include <array>
#include <cstdio>
#include <memory>
#include <numeric>
#include <tuple>
#include <utility>
#include <vector>
constexpr int cube(int x) { return x * x * x; }
template <typename Op> struct Apply {
  Op op;
  void run(double *p, int n) const {
    #pragma omp target teams distribute parallel for map(tofrom: p[0:n])
    for (int i = 0; i < n; ++i) p[i] = op(p[i], i);
  }
};
struct Clamp { double operator()(double x, int i) const { return std::clamp(x * i, -5.0, 20.0); } };
static std::pair<double, double> min_max(const double *p, int n) {
  double lo = 1e300, hi = -1e300;
  #pragma omp target map(to: p[0:n]) map(tofrom: lo, hi)
  for (int i = 0; i < n; ++i) { lo = std::min(lo, p[i]); hi = std::max(hi, p[i]); }
  return {lo, hi};
}
int main() {
  const int n = 9;
  auto buf = std::make_unique<double[]>(n);
  for (int i = 0; i < n; ++i) buf[i] = 3.0 - i;
  Apply<Clamp>{Clamp{}}.run(buf.get(), n);
  auto [lo, hi] = min_max(buf.get(), n);
  std::array<int, 4> cubes{};
  #pragma omp target map(from: cubes)
  for (int i = 0; i < 4; ++i) cubes[i] = cube(i + 1);
  std::vector<double> sorted(buf.get(), buf.get() + n);
  std::sort(sorted.begin(), sorted.end(), [](double a, double b) { return a > b; });
  double total = std::accumulate(sorted.begin(), sorted.end(), 0.0);
  std::tuple<int, double, char> t{cube(3), total, 'x'};
  std::printf("lo %.1f hi %.1f cubes %d %d sorted %.1f %.1f total %.1f tuple %d %c\n", lo, hi,
              cubes[1], cubes[3], sorted.front(), sorted.back(), std::get<1>(t), std::get<0>(t),
              std::get<2>(t));
  return 0;
}
