// Nested parallelism and the nthreads-var of each implicit task (OpenMP 5.2 §2.4.2,
// §12.1.1, §18.2): with max-active-levels 2, each thread of a 2-thread team forms an
// active team of the size its own omp_set_num_threads set (2 and 3, the inner teams'
// threads waiting at a barrier); a third level is inactive (1 thread, level 3); the
// initial thread's nthreads-var is untouched by the threads' calls.
#include <omp.h>
#include <stdio.h>
int main(void) {
  printf("max_active %d max_threads %d\n", omp_get_max_active_levels(), omp_get_max_threads());
  omp_set_max_active_levels(2);
  omp_set_num_threads(2);
  int inner[2][3] = {{0}}, third[2] = {0, 0}, levels[2][3] = {{0}}, after[2][3] = {{0}};
#pragma omp parallel
  {
    int t = omp_get_thread_num();
    omp_set_num_threads(t + 2);
#pragma omp parallel
    {
      int u = omp_get_thread_num();
      inner[t][u] = omp_get_num_threads() * 10 + omp_get_ancestor_thread_num(1);
      levels[t][u] = omp_get_active_level() * 10 + omp_get_level();
#pragma omp barrier
      after[t][u] = inner[t][(u + 1) % omp_get_num_threads()];
#pragma omp parallel
      if (u == 0) third[t] = omp_get_num_threads() * 100 + omp_get_level();
    }
  }
  printf("inner %d %d | %d %d %d\n", inner[0][0], inner[0][1], inner[1][0], inner[1][1],
         inner[1][2]);
  printf("levels %d %d | %d %d %d\n", levels[0][0], levels[0][1], levels[1][0],
         levels[1][1], levels[1][2]);
  printf("after barrier %d %d | %d %d %d\n", after[0][0], after[0][1], after[1][0],
         after[1][1], after[1][2]);
  printf("third level %d %d, max_threads after %d\n", third[0], third[1],
         omp_get_max_threads());
  return 0;
}
