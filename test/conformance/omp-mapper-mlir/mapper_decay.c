// INFO: -33
// User-defined mappers run at the omp dialect level (issue 11): the C program that
// mapper_decay.mlir writes in the omp dialect. A default mapper of a struct that maps
// only some members (an array section of structs: the array's own entry, then each
// element's components), a named mapper, a mapper nested in another one's member, the
// map-type decay of OpenMP 5.2 §5.8.8 on target, target data, enter/exit data (to,
// from, alloc, delete) and update (to, from). LIBOMPTARGET_INFO=-1 deadlocks
// libomptarget 22 on a target update through a mapper (INFO bit 0x20): -33.
#include <stdio.h>

typedef struct { int id; double pos[2]; double vel[2]; } particle;
typedef struct { int n; particle p; } cell;

#pragma omp declare mapper(particle p) map(to: p.id) map(tofrom: p.pos)
#pragma omp declare mapper(moving : particle p) map(tofrom: p.pos, p.vel)
#pragma omp declare mapper(cell c) map(to: c.n) map(tofrom: c.p)

static void show(const char *what, particle *ps) {
  printf("%s:", what);
  for (int i = 0; i < 3; ++i)
    printf(" %d/%g/%g/%g", ps[i].id, ps[i].pos[0], ps[i].pos[1], ps[i].vel[0]);
  printf("\n");
}

int main(void) {
  particle ps[3];
  for (int i = 0; i < 3; ++i) {
    ps[i].id = i + 1;
    ps[i].pos[0] = 10 * i;
    ps[i].pos[1] = 10 * i + 1;
    ps[i].vel[0] = ps[i].vel[1] = 0.5;
  }

  #pragma omp target map(tofrom: ps[0:3])
  for (int i = 0; i < 3; ++i) {
    ps[i].pos[0] += ps[i].id;
    ps[i].id = -1;
  }
  show("target", ps);

  #pragma omp target enter data map(to: ps[0:2])
  #pragma omp target map(tofrom: ps[0:2])
  for (int i = 0; i < 2; ++i) {
    ps[i].pos[1] = 100 + i;
    ps[i].id = 7;
  }
  #pragma omp target update from(ps[0:2])
  show("update from", ps);
  ps[0].pos[1] = -5;
  ps[0].id = 40;
  #pragma omp target update to(ps[0:1])
  #pragma omp target map(tofrom: ps[0:1])
  ps[0].pos[0] = ps[0].pos[1] + ps[0].id;
  #pragma omp target exit data map(from: ps[0:2])
  show("exit from", ps);

  #pragma omp target data map(mapper(moving), tofrom: ps[1:2])
  {
    #pragma omp target map(mapper(moving), tofrom: ps[1:2])
    for (int i = 1; i < 3; ++i) ps[i].vel[0] *= 4;
  }
  show("data", ps);

  #pragma omp target enter data map(alloc: ps[0:3])
  #pragma omp target exit data map(delete: ps[0:3])

  cell c = {3, {9, {1, 2}, {3, 4}}};
  #pragma omp target map(tofrom: c)
  {
    c.n += 1;
    c.p.id += 1;
    c.p.pos[0] += c.n;
  }
  printf("nested: %d %d %g %g %g\n", c.n, c.p.id, c.p.pos[0], c.p.pos[1], c.p.vel[0]);
  return 0;
}
