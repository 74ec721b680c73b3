// C types and control flow real kernels contain: bit-fields, a union, an enum, _Bool,
// a switch (llvm.switch), goto, a variable-length array inside a kernel (stacksave /
// stackrestore), recursion in a declare target function, and a size from getenv
// with a default when the variable is unset.
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
enum kind { SMALL, MEDIUM, LARGE, HUGE_ };
struct flags { unsigned ready : 1; unsigned level : 3; signed delta : 4; unsigned count : 8; };
union bits { float f; unsigned u; unsigned char b[4]; };
#pragma omp declare target
static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
#pragma omp end declare target
int main(void) {
  const char *env = getenv("ACCDIALECT_TEST_UNSET_SIZE");
  int n = env ? atoi(env) : 7;
  struct flags fl[4] = {{1, 3, -2, 200}, {0, 7, 7, 1}, {1, 0, -8, 255}, {0, 5, 3, 17}};
  union bits ub = {.f = -1.5f};
  enum kind kinds[6];
  bool odd[6];
  int scratch_sum = 0;
  long fibs[4];
  #pragma omp target map(tofrom: fl, ub, kinds, odd, scratch_sum, fibs) map(to: n)
  {
    for (int i = 0; i < 4; ++i) {
      fl[i].level = (fl[i].level + 1) & 7;
      fl[i].delta = fl[i].delta + 1;
      fl[i].count += 100;
      fl[i].ready = !fl[i].ready;
    }
    ub.b[3] ^= 0x80;
    for (int i = 0; i < 6; ++i) {
      int v = i * i * 7;
      kinds[i] = v < 10 ? SMALL : v < 50 ? MEDIUM : v < 150 ? LARGE : HUGE_;
      odd[i] = v & 1;
    }
    int tmp[n];
    for (int i = 0; i < n; ++i) tmp[i] = i * 3;
    for (int i = 0; i < n; ++i) {
      switch (tmp[i] % 5) {
        case 0: scratch_sum += 1; break;
        case 1: scratch_sum += 10; break;
        case 3: scratch_sum += 100; break;
        case 4: goto skip;
        default: scratch_sum += 1000;
      }
      continue;
    skip:
      scratch_sum -= 5;
    }
    for (int i = 0; i < 4; ++i) fibs[i] = fib(5 * i + 3);
  }
  for (int i = 0; i < 4; ++i) printf("flags[%d] %u %u %d %u\n", i, fl[i].ready, fl[i].level, fl[i].delta, fl[i].count);
  printf("union %g %08x kinds %d %d %d %d odd %d %d\n", ub.f, ub.u, kinds[0], kinds[2], kinds[4], kinds[5], odd[1], odd[2]);
  printf("n %d switch %d fib %ld %ld %ld %ld\n", n, scratch_sum, fibs[0], fibs[1], fibs[2], fibs[3]);
  return 0;
}
