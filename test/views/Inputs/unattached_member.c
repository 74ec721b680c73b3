// A struct mapped without its pointer member's data: the device copy of s.p holds
// the host address of the heap block, which the kernel cannot follow (a device
// fault). Its twin, unattached_member_fixed.c, maps s.p[0:n] too, which attaches
// s.p. test/views/test_map_view_at.py draws both at the `target` construct.
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  int n;
  double *p;
} S;

int main(void) {
  S s;
  s.n = 4;
  s.p = malloc(s.n * sizeof(double));
  for (int i = 0; i < s.n; i++)
    s.p[i] = i;
  printf("s.p = %p\n", (void *)s.p);
  double sum = 0;
#pragma omp target map(to: s) map(tofrom: sum)
  for (int i = 0; i < s.n; i++)
    sum += s.p[i];
  printf("sum = %g\n", sum);
  free(s.p);
  return 0;
}
