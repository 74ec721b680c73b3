// A struct reached through a pointer, mapped in the forms libomptarget's mapping
// tests exercise: map(ps[0:1]) with a member's section ps->p[0:n], map(*ps), a
// member only (ps->x) through the pointer, and members of 1-byte alignment mapped
// alone (s.b, s.d[1:2]): libomptarget aligns the device copy's start (padding).
#include <stdio.h>
#include <stdlib.h>
struct S { int x; double *p; int n; };
struct packed_ish { char a; char b; short h; char d[5]; };
int main(void) {
  struct S s = {3, malloc(5 * sizeof(double)), 5};
  for (int i = 0; i < 5; ++i) s.p[i] = i;
  struct S *ps = &s;
  #pragma omp target map(tofrom: ps[0:1], ps->p[0:ps->n])
  { ps->x += 1; for (int i = 0; i < ps->n; ++i) ps->p[i] *= ps->x; }
  printf("ps: x %d p[4] %.0f\n", s.x, s.p[4]);
  #pragma omp target map(tofrom: *ps)
  ps->x *= 10;
  printf("*ps: x %d\n", s.x);
  #pragma omp target map(tofrom: ps->x)
  ps->x += 7;
  printf("ps->x: x %d\n", s.x);
  struct packed_ish q = {'a', 'b', 300, "wxyz"};
  #pragma omp target map(tofrom: q.b, q.d[1:2])
  { q.b = 'B'; q.d[1] = 'X'; q.d[2] = 'Y'; }
  printf("q %c %c %d %s\n", q.a, q.b, q.h, q.d);
  #pragma omp target map(tofrom: q.h)
  q.h = -q.h;
  printf("q.h %d\n", q.h);
  free(s.p);
  return 0;
}
