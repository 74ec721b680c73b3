// Import (issue 11, cause 3): mlir-translate 22 writes every narrowing cast as
// "llvm.trunc"(...) <{overflowFlags = 0 : i32}>; char and short arithmetic in and
// out of a kernel.
#include <stdio.h>

int main(void) {
  char c[4] = {'a', 'b', 'c', 'd'};
  short s[4] = {1000, 2000, 3000, 4000};
  int n = 70000;
  #pragma omp target map(tofrom: c, s) firstprivate(n)
  {
    for (int i = 0; i < 4; ++i) {
      c[i] = (char)(c[i] + 1);
      s[i] = (short)(s[i] * 20);
    }
    c[3] = (char)n;
  }
  printf("%c%c%c %d | %d %d %d %d\n", c[0], c[1], c[2], c[3], s[0], s[1], s[2], s[3]);
  return 0;
}
