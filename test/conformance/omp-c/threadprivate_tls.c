// OpenMP 5.2 §5.2 (threadprivate directive) in C: clang makes the variables
// `thread_local` (`llvm.threadlocal.address`). The initial thread's copy is the
// variable; another thread's copy starts with the static initializer (the TLS image),
// whatever the initial thread stored, and persists from one parallel region to the
// next; an array and a struct as well as a scalar.
#include <omp.h>
#include <stdio.h>
static int counter = 5;
static double history[3] = {0.5, 1.5, 2.5};
static struct pair { int a, b; } p = {7, 8};
#pragma omp threadprivate(counter, history, p)
int main(void) {
  int seen[2][2] = {{0}};
  double last[2] = {0, 0};
  counter = 9;
  history[2] = 100;
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num();
    counter += 1;
    p.b += 10 * (t + 1);
    seen[t][0] = counter;
  }
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num();
    counter += 1;
    seen[t][1] = counter * 100 + p.b;
    last[t] = history[2];
  }
  printf("%d %d %d %d\n", seen[0][0], seen[1][0], seen[0][1], seen[1][1]);
  printf("%g %g %d %d %d\n", last[0], last[1], counter, p.a, p.b);
  return 0;
}
