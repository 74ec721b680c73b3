// exit(3) runs the atexit functions and the static destructors, last registered first
// (natively: x 42, second registered, first registered, ~Noisy 2, ~Noisy 1; status 3).
#include <cstdio>
#include <cstdlib>
struct Noisy { int id; ~Noisy() { std::printf("~Noisy %d\n", id); } };
static Noisy a{1};
static void first() { std::puts("first registered"); }
static void second() { std::puts("second registered"); }
int main() {
  static Noisy b{2};
  std::atexit(first);
  std::atexit(second);
  int x = 0;
  #pragma omp target map(tofrom: x)
  x = 41;
  std::printf("x %d\n", x + 1);
  std::exit(3);
}
