// LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS=1 (issue 11, cause 5): every ATTACH
// entry is attach(always). s.p is re-pointed on the host to `other`, which is
// already present, and `s.p[0:4]` is mapped again: pointer and pointee are both
// present, so by default nothing is attached and the kernel reads buf through
// s.p; with the variable set the ATTACH entry attaches s.p to dev(other).
// Recorded twice: NAME.* without the variable (record.sh), NAME.always.* with
// LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS=1 in the environment.
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
  int *buf = malloc(4 * sizeof(int)), *other = malloc(4 * sizeof(int));
  for (int i = 0; i < 4; ++i) buf[i] = i, other[i] = 10 + i;
  struct S s = {4, buf};
  int first = -1;
  SYM("s", &s, sizeof s);
  SYM("buf", buf, 4 * sizeof(int));
  SYM("other", other, 4 * sizeof(int));
  #pragma omp target enter data map(to: s, s.p[0:4], other[0:4])
  s.p = other;
  out("-- s.p re-pointed to other (present); map s.p[0:4] again");
  #pragma omp target enter data map(to: s.p[0:4])
  #pragma omp target map(tofrom: first)
  first = s.p[0];
  out("the kernel reads s.p[0] = %d", first);
  #pragma omp target exit data map(release: s.p[0:4], s, other[0:4])
  s.p = buf;
  #pragma omp target exit data map(release: buf[0:4])
  free(buf); free(other);
  return 0;
}
