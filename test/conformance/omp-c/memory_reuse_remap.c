// Memory model (issue 11, cause 6): libomptarget 22's memory manager
// (plugins-nextgen MemoryManager.h) keeps a freed device block of at most 8 KiB
// (LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD) in a free list and hands it out again
// for a request of exactly the same size, the first freed first; a request of
// another size gets a new block. So a struct's pointee unmapped and mapped
// again with the same size gets the same device address: the ATTACH entry finds
// the shadow pointer it recorded unchanged and writes nothing (no 8-byte
// copy.h2d of s.p); mapped again with another size it gets a new block and the
// device s.p is written again.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#define out(...) do { char out_line_[512]; \
    snprintf(out_line_, sizeof out_line_, __VA_ARGS__); \
    printf("%s\n", out_line_); fflush(stdout); \
    fprintf(stderr, "#> %s\n", out_line_); fflush(stderr); } while (0)
#define SYM(n, a, s) out("#sym %s 0x%lx %zu", n, (unsigned long)(uintptr_t)(a), (size_t)(s))

struct S { int n; int *p; };

int main(void) {
  int dev = omp_get_default_device();
  int *a = malloc(16 * sizeof(int)), *b = malloc(16 * sizeof(int));
  int *c = malloc(15 * sizeof(int)), *buf = malloc(4 * sizeof(int));
  for (int i = 0; i < 16; ++i) a[i] = b[i] = i;
  for (int i = 0; i < 4; ++i) buf[i] = 100 + i;
  struct S s = {4, buf};
  SYM("a", a, 16 * sizeof(int));
  SYM("b", b, 16 * sizeof(int));
  SYM("c", c, 15 * sizeof(int));
  SYM("buf", buf, 4 * sizeof(int));
  SYM("s", &s, sizeof s);

  out("-- map a, unmap it, map b (same size), then c (4 bytes less)");
  #pragma omp target enter data map(to: a[0:16])
  void *dev_a = omp_get_mapped_ptr(a, dev);
  #pragma omp target exit data map(release: a[0:16])
  #pragma omp target enter data map(to: b[0:16])
  void *dev_b = omp_get_mapped_ptr(b, dev);
  #pragma omp target enter data map(alloc: c[0:15])
  void *dev_c = omp_get_mapped_ptr(c, dev);
  out("b in a's freed block: %d; c in it: %d", dev_b == dev_a, dev_c == dev_a);
  #pragma omp target exit data map(release: b[0:16], c[0:15])

  out("-- s and its pointee; the pointee unmapped and mapped again, same size");
  #pragma omp target enter data map(to: s, s.p[0:4])
  void *dev_buf = omp_get_mapped_ptr(buf, dev);
  #pragma omp target exit data map(release: s.p[0:4])
  #pragma omp target enter data map(to: s.p[0:4])
  out("pointee in its old block: %d", omp_get_mapped_ptr(buf, dev) == dev_buf);
  int sum = 0;
  #pragma omp target map(tofrom: sum)
  for (int i = 0; i < s.n; ++i) sum += s.p[i];
  out("sum through s.p: %d", sum);

  out("-- the pointee mapped again with another size: a new block, s.p written");
  #pragma omp target exit data map(release: s.p[0:4])
  #pragma omp target enter data map(to: s.p[0:3])
  out("pointee in its old block: %d", omp_get_mapped_ptr(buf, dev) == dev_buf);
  sum = 0;
  #pragma omp target map(tofrom: sum)
  for (int i = 0; i < 3; ++i) sum += s.p[i];
  out("sum through s.p: %d", sum);
  #pragma omp target exit data map(release: s.p[0:3], s)
  free(a); free(b); free(c); free(buf);
  return 0;
}
