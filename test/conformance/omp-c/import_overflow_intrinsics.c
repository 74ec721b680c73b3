// Import (issue 11, cause 3): checked arithmetic, which clang emits as
// llvm.intr.umul.with.overflow / sadd / ssub returning !llvm.struct<(i64, i1)>,
// on the host and in a kernel.
#include <stdio.h>
#include <stdint.h>

int main(void) {
  size_t bytes;
  int bad = __builtin_mul_overflow((size_t)1 << 62, (size_t)8, &bytes);
  int ok = !__builtin_mul_overflow((size_t)1000, (size_t)8, &bytes);
  int results[4] = {0, 0, 0, 0};
  int flags[4] = {0, 0, 0, 0};
  #pragma omp target map(from: results, flags)
  {
    flags[0] = __builtin_sadd_overflow(INT32_MAX, 1, &results[0]);
    flags[1] = __builtin_sadd_overflow(20, 22, &results[1]);
    flags[2] = __builtin_ssub_overflow(INT32_MIN, 1, &results[2]);
    unsigned u;
    flags[3] = __builtin_umul_overflow(65536u, 65536u, &u);
    results[3] = (int)u;
  }
  printf("%d %d %zu\n", bad, ok, bytes);
  for (int i = 0; i < 4; ++i) printf("%d %d\n", results[i], flags[i]);
  return 0;
}
