// target nowait with depend(out/in/inout) chains on the encountering thread, a
// target enter data nowait and exit data nowait with depend, taskwait, and a
// member function launching deferred kernels on its own buffer.
#include <cstdio>
class Pipeline {
public:
  explicit Pipeline(int n) : n_(n), buf_(new int[n]) { for (int i = 0; i < n; ++i) buf_[i] = i; }
  ~Pipeline() { delete[] buf_; }
  void run() {
    int *b = buf_;
    int n = n_;
    #pragma omp target enter data map(to: b[0:n]) nowait depend(out: b[0])
    #pragma omp target nowait depend(inout: b[0]) map(tofrom: b[0:n])
    for (int i = 0; i < n; ++i) b[i] += 100;
    #pragma omp target nowait depend(inout: b[0]) map(tofrom: b[0:n])
    for (int i = 0; i < n; ++i) b[i] *= 2;
    #pragma omp target exit data map(from: b[0:n]) nowait depend(in: b[0])
    #pragma omp taskwait
  }
  int at(int i) const { return buf_[i]; }
private:
  int n_;
  int *buf_;
};
int main() {
  Pipeline p(5);
  p.run();
  std::printf("pipeline %d %d %d\n", p.at(0), p.at(2), p.at(4));
  int x = 1, y = 0;
  #pragma omp target map(tofrom: x) nowait depend(out: x)
  x = x * 10;
  #pragma omp target map(to: x) map(from: y) nowait depend(in: x) depend(out: y)
  y = x + 5;
  #pragma omp task depend(in: y) shared(y)
  y += 1;
  #pragma omp taskwait
  std::printf("x %d y %d\n", x, y);
  return 0;
}
