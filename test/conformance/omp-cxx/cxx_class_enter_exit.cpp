// A C++ class whose constructor maps its buffer with target enter data and whose
// destructor unmaps it; member functions with target regions on the mapped buffer;
// a std::vector of the class; target update from in a const member.
#include <cstdio>
#include <vector>
class Field {
  int n_;
  double *v_;
public:
  explicit Field(int n) : n_(n), v_(new double[n]) {
    for (int i = 0; i < n_; ++i) v_[i] = i;
    #pragma omp target enter data map(to: v_[0:n_])
  }
  Field(const Field &) = delete;
  Field(Field &&o) noexcept : n_(o.n_), v_(o.v_) { o.v_ = nullptr; o.n_ = 0; }
  ~Field() {
    if (v_) {
      #pragma omp target exit data map(delete: v_[0:n_])
      delete[] v_;
    }
  }
  void axpy(double a) {
    double *v = v_;
    #pragma omp target teams distribute parallel for
    for (int i = 0; i < n_; ++i) v[i] = a * v[i] + 1;
  }
  double sum() const {
    double s = 0;
    double *v = v_;
    #pragma omp target teams distribute parallel for reduction(+: s)
    for (int i = 0; i < n_; ++i) s += v[i];
    return s;
  }
  void fetch() const {
    #pragma omp target update from(v_[0:n_])
  }
  double at(int i) const { return v_[i]; }
};
int main() {
  std::vector<Field> fields;
  fields.reserve(2);
  fields.emplace_back(5);
  fields.emplace_back(3);
  fields[0].axpy(2.0);
  fields[1].axpy(-1.0);
  std::printf("before fetch %.1f; sums %.1f %.1f\n", fields[0].at(4), fields[0].sum(), fields[1].sum());
  fields[0].fetch();
  std::printf("after fetch %.1f\n", fields[0].at(4));
  return 0;
}
