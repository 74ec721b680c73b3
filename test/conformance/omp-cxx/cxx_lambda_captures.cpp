// C++ (issue 11, cause 2): lambdas defined on the host and called in a kernel are
// first-private objects (PRIVATE|TO): libomptarget 22 packs the small ones into one
// buffer and copies it in one transfer (Size=5: a 4-byte and a 1-byte closure).
#include <cstdio>

int main() {
  int *squares = new int[4];
  auto square = [](int x) { return x * x; };
  int offset = 3;
  auto shifted = [offset](int x) { return x + offset; };
  #pragma omp target map(from: squares[0:4])
  for (int i = 0; i < 4; ++i) squares[i] = shifted(square(i));
  std::printf("%d %d %d %d\n", squares[0], squares[1], squares[2], squares[3]);
  delete[] squares;
  return 0;
}
