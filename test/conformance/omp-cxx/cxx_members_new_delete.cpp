// C++ (issue 11, cause 2): a class that maps its own members from a member
// function (this->data[0:n]), operator new/new[]/delete/delete[], references
// mapped and used in the kernel, printf in the kernel (clang++ calls it with
// llvm.invoke), lambdas defined and called in the kernel.
#include <cstdio>

class Field {
public:
  explicit Field(int n) : n_(n), data_(new double[n]) {
    for (int i = 0; i < n_; ++i) data_[i] = i;
  }
  ~Field() { delete[] data_; }
  void scale(double f) {
    #pragma omp target map(tofrom: data_[0:n_]) map(to: n_)
    for (int i = 0; i < n_; ++i) data_[i] *= f;
  }
  double sum() const {
    double s = 0;
    for (int i = 0; i < n_; ++i) s += data_[i];
    return s;
  }
private:
  int n_;
  double *data_;
};

struct Counter { int hits; long total; };

static void add_into(Counter &c, const int &amount) {
  #pragma omp target map(tofrom: c) map(to: amount)
  {
    c.hits += 1;
    c.total += amount;
  }
}

int main() {
  Field f(5);
  f.scale(2.5);
  Counter *c = new Counter{0, 0};
  int amount = 7;
  const int &ref = amount;
  add_into(*c, ref);
  add_into(*c, 35);
  int *squares = new int[4];
  int offset = 3;
  #pragma omp target map(from: squares[0:4]) map(to: offset)
  {
    auto square = [](int x) { return x * x; };
    auto shifted = [offset](int x) { return x + offset; };
    for (int i = 0; i < 4; ++i) squares[i] = shifted(square(i));
    printf("kernel: squares[3] = %d\n", squares[3]);
  }
  std::printf("%g %d %ld %d %d %d %d\n", f.sum(), c->hits, c->total,
              squares[0], squares[1], squares[2], squares[3]);
  delete c;
  delete[] squares;
  return 0;
}
