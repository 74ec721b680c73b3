// FLAGS: -O2
// C++ objects mapping themselves: map(to: this[:1]) and map(tofrom: this[:1]) from
// member functions, a member array and a member pointer mapped with the object,
// target enter data of *this in one member and exit in another, a const method
// reading members on the device.
#include <cstdio>
class Particles {
public:
  Particles(int n) : n_(n), pos_(new double[n]), mass_{1.0, 2.0, 4.0} {
    for (int i = 0; i < n; ++i) pos_[i] = 0.5 * i;
  }
  ~Particles() { delete[] pos_; }
  void enter() {
    #pragma omp target enter data map(to: this[:1]) map(to: pos_[0:n_])
  }
  void exit() {
    #pragma omp target exit data map(from: pos_[0:n_]) map(delete: this[:1])
  }
  void push(double dt) {
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < n_; ++i) pos_[i] += dt * mass_[i % 3];
  }
  double total() const {
    double t = 0;
    #pragma omp target map(tofrom: t)
    for (int i = 0; i < n_; ++i) t += pos_[i];
    return t;
  }
  void scale_self(double f) {
    #pragma omp target map(tofrom: this[:1])
    { mass_[0] *= f; mass_[2] += f; steps_ += 1; }
  }
  double first() const { return pos_[0]; }
  double mass(int i) const { return mass_[i]; }
  int steps() const { return steps_; }
private:
  int n_;
  double *pos_;
  double mass_[3];
  int steps_ = 0;
};
int main() {
  Particles p(7);
  p.scale_self(3.0);
  p.enter();
  p.push(0.25);
  p.push(0.5);
  double t = p.total();
  p.exit();
  std::printf("total %.3f first %.3f mass %.1f %.1f %.1f steps %d\n", t, p.first(), p.mass(0),
              p.mass(1), p.mass(2), p.steps());
  return 0;
}
