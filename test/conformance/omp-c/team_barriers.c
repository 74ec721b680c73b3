// Threads of a team that wait for each other (OpenMP 5.2 §15.3.1, §11.5, §5.7.2): two
// worksharing loops in one region, the second reading what other threads wrote in the
// first; `single` without `nowait`; an explicit barrier between a write and a
// neighbour's read; `single copyprivate`; a blocking reduction read in the region;
// the same in a target region. Every thread takes part: the team has 2 threads.
#include <omp.h>
#include <stdio.h>
#define N 8
int main(void) {
  int a[N], b[N], neighbour[2] = {-1, -1}, sizes[2] = {0, 0}, copied[2] = {0, 0};
  int got[2] = {0, 0};
  long total = 0, seen_total[2] = {0, 0};
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < N; i++) a[i] = i * i;
#pragma omp for
    for (int i = 0; i < N; i++) b[i] = a[N - 1 - i] + t * 1000;
#pragma omp single
    sizes[0] = omp_get_num_threads();
    int mine[2];
    mine[t] = 0;
    neighbour[t] = 100 + t;
#pragma omp barrier
    mine[t] = neighbour[1 - t];
    got[t] = mine[t];
    int value = t;
#pragma omp single copyprivate(value)
    value = 42;
    copied[t] = value;
#pragma omp for reduction(+: total)
    for (int i = 0; i < N; i++) total += b[i];
    seen_total[t] = total;
  }
  printf("team %d, b:", sizes[0]);
  for (int i = 0; i < N; i++) printf(" %d", b[i]);
  printf("\nneighbours %d %d, copyprivate %d %d, total %ld seen %ld %ld\n", got[0], got[1],
         copied[0], copied[1], total, seen_total[0], seen_total[1]);
  int dev[N], out[N];
#pragma omp target map(from: out, sizes[1:1]) map(alloc: dev)
#pragma omp parallel num_threads(2)
  {
    int t = omp_get_thread_num();
#pragma omp for
    for (int i = 0; i < N; i++) dev[i] = i;
#pragma omp for
    for (int i = 0; i < N; i++) out[i] = dev[N - 1 - i] * 10 + t;
#pragma omp single
    sizes[1] = omp_get_num_threads();
  }
  printf("device team %d:", sizes[1]);
  for (int i = 0; i < N; i++) printf(" %d", out[i]);
  printf("\n");
  return 0;
}
