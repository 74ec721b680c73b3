// INFO: -33
// User-defined mappers (issue 11, cause 1): a default mapper for a struct with a
// pointer member, a named mapper, a mapper nested in another one's member; used on
// target, target data, target enter/exit data and target update. clang 22 emits a
// mapper function per `declare mapper` that pushes the components with
// __tgt_push_mapper_component; libomptarget calls it and maps the components.
#include <stdio.h>
#include <stdlib.h>

typedef struct { int len; double *data; } vec;
typedef struct { int id; vec v; } holder;

#pragma omp declare mapper(vec v) map(v, v.data[0:v.len])
#pragma omp declare mapper(half : vec v) map(v, v.data[0:v.len / 2])
#pragma omp declare mapper(holder h) map(h.id, h.v)

static vec make(int n, double start) {
  vec v = {n, malloc(n * sizeof(double))};
  for (int i = 0; i < n; ++i) v.data[i] = start + i;
  return v;
}

int main(void) {
  vec a = make(4, 0);
  #pragma omp target map(tofrom: a)
  for (int i = 0; i < a.len; ++i) a.data[i] *= 2;
  printf("target: %g %g %g %g\n", a.data[0], a.data[1], a.data[2], a.data[3]);

  vec b = make(6, 10);
  #pragma omp target data map(mapper(half), tofrom: b)
  {
    #pragma omp target
    for (int i = 0; i < b.len / 2; ++i) b.data[i] += 100;
  }
  printf("data(half): %g %g %g %g\n", b.data[0], b.data[2], b.data[3], b.data[5]);

  holder h = {7, make(3, 1)};
  #pragma omp target enter data map(to: h)
  #pragma omp target
  {
    h.id += 1;
    for (int i = 0; i < h.v.len; ++i) h.v.data[i] *= -1;
  }
  #pragma omp target update from(h)
  printf("update: %d %g %g %g\n", h.id, h.v.data[0], h.v.data[1], h.v.data[2]);
  h.v.data[0] = 42;
  #pragma omp target update to(h)
  #pragma omp target exit data map(from: h)
  printf("exit: %d %g\n", h.id, h.v.data[0]);
  free(a.data);
  free(b.data);
  free(h.v.data);
  return 0;
}
