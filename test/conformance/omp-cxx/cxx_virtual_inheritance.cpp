// C++ class hierarchies in kernels: a derived class mapped whole (its base
// subobject's members come along), a member function of the base mapping
// this->vals[0:n], virtual functions called in a kernel on an object built in the
// kernel, a static member function with a target region, operator overloading.
#include <cstdio>
struct Vec2 {
  double x, y;
  Vec2 operator+(const Vec2 &o) const { return {x + o.x, y + o.y}; }
  Vec2 operator*(double s) const { return {x * s, y * s}; }
};
class Base {
public:
  Base(int n) : n(n), vals(new double[n]) { for (int i = 0; i < n; ++i) vals[i] = i; }
  virtual ~Base() { delete[] vals; }
  void scale(double s) {
    #pragma omp target map(tofrom: this->vals[0:n])
    for (int i = 0; i < n; ++i) vals[i] *= s;
  }
  double at(int i) const { return vals[i]; }
protected:
  int n;
  double *vals;
};
class Derived : public Base {
public:
  Derived(int n) : Base(n), offset{1.5, -2} {}
  Vec2 shifted(int i) const { return Vec2{vals[i], vals[i]} + offset; }
  Vec2 offset;
};
struct Shape {
  virtual double area() const = 0;
  virtual ~Shape() {}
};
struct Square : Shape { double s; Square(double s) : s(s) {} double area() const override { return s * s; } };
struct Tri : Shape { double b, h; Tri(double b, double h) : b(b), h(h) {} double area() const override { return 0.5 * b * h; } };
struct Stats {
  static double sum_areas(int k) {
    double total = 0;
    #pragma omp target map(tofrom: total)
    {
      Square sq(2.0);
      Tri tr(3.0, 4.0);
      const Shape *shapes[2] = {&sq, &tr};
      for (int i = 0; i < k; ++i) total += shapes[i % 2]->area();
    }
    return total;
  }
};
int main() {
  Derived d(5);
  d.scale(3);
  Vec2 pts[5];
  Vec2 off = d.offset;
  #pragma omp target map(from: pts) map(to: off)
  for (int i = 0; i < 5; ++i) pts[i] = (Vec2{double(i), double(-i)} + off) * 2.0;
  std::printf("scaled %.1f %.1f shifted (%.1f, %.1f) pts[4] (%.1f, %.1f)\n", d.at(1), d.at(4),
              d.shifted(2).x, d.shifted(2).y, pts[4].x, pts[4].y);
  std::printf("areas %.2f\n", Stats::sum_areas(5));
  return 0;
}
