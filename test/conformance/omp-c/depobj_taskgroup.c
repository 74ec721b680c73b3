// Tasks around target constructs: omp depobj objects (OpenMP 5.0) used in depend
// clauses of target nowait constructs, target inside an explicit task, a taskgroup
// waiting for deferred targets, and target enter/exit data with depend(inout).
#include <omp.h>
#include <stdio.h>
int main(void) {
  int a[8], b[8], c = 0;
  for (int i = 0; i < 8; ++i) { a[i] = i; b[i] = 0; }
  omp_depend_t da, db;
  #pragma omp depobj(da) depend(inout: a)
  #pragma omp depobj(db) depend(in: a)
  #pragma omp target enter data map(to: a) depend(depobj: da) nowait
  #pragma omp target nowait depend(depobj: da)
  for (int i = 0; i < 8; ++i) a[i] *= 3;
  #pragma omp target nowait depend(depobj: db) depend(out: b) map(from: b)
  for (int i = 0; i < 8; ++i) b[i] = a[i] + 1;
  #pragma omp taskwait
  #pragma omp depobj(da) destroy
  #pragma omp depobj(db) destroy
  printf("b %d %d %d\n", b[0], b[4], b[7]);
  #pragma omp taskgroup
  {
    #pragma omp task shared(c)
    {
      #pragma omp target map(tofrom: c)
      c += 5;
    }
    #pragma omp target nowait map(tofrom: c) depend(inout: c)
    c *= 2;
  }
  #pragma omp target exit data map(from: a) depend(inout: a)
  printf("a %d %d c %d\n", a[1], a[7], c);
  return 0;
}
