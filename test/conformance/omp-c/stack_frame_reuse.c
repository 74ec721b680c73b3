// Memory model (issue 11, cause 6): a function's locals are at the same host
// address each time it is called from the same place (its frame is popped and
// pushed again at the same stack depth). A function that maps a local array
// with `target enter data` and never unmaps it leaves a mapping behind; the
// next call finds its new local already present (DynRefCount 2, no copy) and
// the kernel reads the first call's data.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#define out(...) do { char out_line_[512]; \
    snprintf(out_line_, sizeof out_line_, __VA_ARGS__); \
    printf("%s\n", out_line_); fflush(stdout); \
    fprintf(stderr, "#> %s\n", out_line_); fflush(stderr); } while (0)
#define SYM(n, a, s) out("#sym %s 0x%lx %zu", n, (unsigned long)(uintptr_t)(a), (size_t)(s))

static uintptr_t first_local;

static void stage(int v) {
  int local[4] = {v, v, v, v};
  if (!first_local) {
    first_local = (uintptr_t)local;
    SYM("local", local, sizeof local);
  }
  out("stage(%d): local at the first call's address: %d", v, (uintptr_t)local == first_local);
  #pragma omp target enter data map(to: local)
  int seen = -1;
  #pragma omp target map(from: seen)
  seen = local[0];
  out("stage(%d): the device sees %d", v, seen);
}

int main(void) {
  stage(1);
  stage(2);
  return 0;
}
