// The twin of unattached_member.c that maps s.p[0:n] with s, which attaches
// s.p: the kernel reads the device copy of the heap block.
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
#pragma omp target map(to: s, s.p[0:s.n]) map(tofrom: sum)
  for (int i = 0; i < s.n; i++)
    sum += s.p[i];
  printf("sum = %g\n", sum);
  free(s.p);
  return 0;
}
