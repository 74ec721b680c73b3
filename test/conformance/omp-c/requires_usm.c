// `#pragma omp requires unified_shared_memory` (issue 11, cause 5) on LLVM 22's
// host plugin (clang 22 passes it in its `.requires` offload entry): a map without
// `close` makes no entry and copies nothing ("Return HstPtrBegin ... for unified
// shared memory"), so the kernel works on the host data, omp_target_is_present says 0
// and omp_get_mapped_ptr does not give the host address; a `close` map gets a device
// copy with its entry and copies as without USM.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define out(...) do { char out_line_[512]; \
    snprintf(out_line_, sizeof out_line_, __VA_ARGS__); \
    printf("%s\n", out_line_); fflush(stdout); \
    fprintf(stderr, "#> %s\n", out_line_); fflush(stderr); } while (0)
#define SYM(n, a, s) out("#sym %s 0x%lx %zu", n, (unsigned long)(uintptr_t)(a), (size_t)(s))
#pragma omp requires unified_shared_memory

int main(void) {
  int dev = omp_get_default_device();
  int *a = malloc(4 * sizeof(int));
  int x = 1;
  for (int i = 0; i < 4; ++i) a[i] = i;
  SYM("a", a, 4 * sizeof(int));
  SYM("x", &x, sizeof x);
  #pragma omp target map(tofrom: a[0:4], x)
  {
    for (int i = 0; i < 4; ++i) a[i] += 10;
    x = 2;
  }
  out("a[3] = %d, x = %d", a[3], x);
  #pragma omp target enter data map(to: a[0:4])
  out("present: %d, mapped ptr is host: %d", omp_target_is_present(a, dev),
      omp_get_mapped_ptr(a, dev) == a);
  #pragma omp target map(close, tofrom: x)
  x = 3;
  out("close x = %d", x);
  #pragma omp target exit data map(delete: a[0:4])
  int *d = omp_target_alloc(4 * sizeof(int), dev);
  out("omp_target_alloc gives a host-accessible block: %d", d != NULL);
  omp_target_free(d, dev);
  free(a);
  return 0;
}
