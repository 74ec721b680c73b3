// C++ (issue 11, cause 2): static objects with constructors (llvm.mlir.global_ctors)
// and destructors registered with __cxa_atexit(dtor, obj, &__dso_handle), which run
// after main returns, last constructed first; a target region in a constructor.
#include <cstdio>

struct Logger {
  const char *name;
  int value;
  Logger(const char *n, int v) : name(n), value(v) {
    int twice = 0;
    #pragma omp target map(from: twice) map(to: v)
    twice = 2 * v;
    value = twice;
    std::printf("construct %s %d\n", name, value);
  }
  ~Logger() { std::printf("destroy %s %d\n", name, value); }
};

static Logger first("first", 1);
static Logger second("second", 2);

int bump() {
  static Logger local("local", 3);
  return ++local.value;
}

int main() {
  std::printf("main %d %d\n", first.value, second.value);
  std::printf("bump %d\n", bump());
  std::printf("bump %d\n", bump());
  return 0;
}
