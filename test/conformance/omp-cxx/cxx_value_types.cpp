// C++ value types in kernels: a small vector struct returned by value and combined
// with operator+=, references to array elements, range-for over a std::array member,
// a struct with a default member initializer and a constructor run on the device,
// a template function with two type parameters.
#include <array>
#include <cstdio>
struct V3 {
  double x = 0, y = 0, z = 0;
  V3() = default;
  V3(double a, double b, double c) : x(a), y(b), z(c) {}
  V3 &operator+=(const V3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
  double dot(const V3 &o) const { return x * o.x + y * o.y + z * o.z; }
};
static V3 cross(const V3 &a, const V3 &b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
template <typename T, typename U> T weighted(const T *v, const U *w, int n) {
  T s = 0;
  #pragma omp target map(to: v[0:n], w[0:n]) map(tofrom: s)
  for (int i = 0; i < n; ++i) s += v[i] * static_cast<T>(w[i]);
  return s;
}
struct Body { std::array<double, 3> pos{}; double mass = 1.0; };
int main() {
  V3 pts[4] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {1, 2, 3}};
  V3 acc, c;
  double d = 0;
  #pragma omp target map(to: pts) map(from: acc, c, d)
  {
    V3 local;
    for (const V3 &p : pts) local += p;
    acc = local;
    c = cross(pts[0], pts[3]);
    double &first = pts[3].x;
    d = first + acc.dot(c);
  }
  Body bodies[3];
  #pragma omp target map(tofrom: bodies)
  for (int b = 0; b < 3; ++b) {
    int k = 0;
    for (double &q : bodies[b].pos) q = b + 0.5 * k++;
    bodies[b].mass *= b + 1;
  }
  long lv[4] = {1, 2, 3, 4};
  float fw[4] = {0.5f, 1.5f, 2.5f, 3.5f};
  std::printf("acc (%.1f %.1f %.1f) cross (%.1f %.1f %.1f) d %.1f body %.1f %.1f %.1f weighted %ld %.2f\n",
              acc.x, acc.y, acc.z, c.x, c.y, c.z, d, bodies[2].pos[1], bodies[2].pos[2], bodies[2].mass,
              weighted(lv, fw, 4), weighted(fw, lv, 4));
  return 0;
}
