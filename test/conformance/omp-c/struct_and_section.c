// A struct and its pointer member's section in one clause, map(tofrom: s, s.p[0:n])
// (OpenMP 5.2 §5.8.3: the section is attached to s.p), the same through a pointer
// to the struct (ps->p[0:n] with ps[0:1]), and a struct array member updated.
#include <stdio.h>
#include <stdlib.h>
struct vec { int n; double *p; double scale[2]; };
static void run(struct vec *ps) {
  #pragma omp target map(tofrom: ps[0:1], ps->p[0:ps->n])
  for (int i = 0; i < ps->n; ++i) ps->p[i] += ps->scale[1];
}
int main(void) {
  struct vec s;
  s.n = 6;
  s.p = malloc(s.n * sizeof(double));
  s.scale[0] = 2.0; s.scale[1] = 0.25;
  for (int i = 0; i < s.n; ++i) s.p[i] = i;
  double *host_p = s.p;
  #pragma omp target map(tofrom: s, s.p[0:s.n])
  {
    for (int i = 0; i < s.n; ++i) s.p[i] *= s.scale[0];
    s.scale[0] = -1;
  }
  printf("s.p kept %d: %.2f %.2f scale %.1f\n", s.p == host_p, s.p[1], s.p[5], s.scale[0]);
  run(&s);
  printf("via pointer: %.2f %.2f\n", s.p[0], s.p[5]);
  #pragma omp target data map(to: s) map(tofrom: s.p[0:3])
  {
    #pragma omp target
    { s.p[2] = 42; s.scale[1] = 9; }
    #pragma omp target update from(s.scale)
    printf("in data: scale %.1f %.1f p[2] %.2f\n", s.scale[0], s.scale[1], s.p[2]);
  }
  printf("after data: p[2] %.2f\n", s.p[2]);
  free(s.p);
  return 0;
}
