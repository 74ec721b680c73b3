// A section of a struct's pointer member and another member mapped on their own
// (test_symbolic_trace.py): clang leaves `s` an unnamed stack slot; `p` is at offset 8.
#include <stdio.h>
#include <stdlib.h>
#define N 4
struct S { int a; int b; double *p; };
int main(void) {
  struct S s;
  s.a = 1; s.b = 2;
  s.p = malloc(N * sizeof(double));
  for (int i = 0; i < N; i++) s.p[i] = i;
  #pragma omp target map(to: s.p[0:N]) map(tofrom: s.a)
  {
    s.a += (int)s.p[N-1];
  }
  printf("%d\n", s.a);
  free(s.p);
  return 0;
}
