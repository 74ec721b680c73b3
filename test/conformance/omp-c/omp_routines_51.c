// OpenMP 5.1/5.2 runtime routines and directives libomp 22 implements, around a target
// region: the teams ICVs (omp_set_num_teams, omp_get_max_teams), omp_in_explicit_task,
// omp_aligned_calloc (aligned and zeroed), cancellation off by default, and taskloop
// grainsize/num_tasks with the strict modifier.
#include <omp.h>
#include <stdint.h>
#include <stdio.h>

int main(void) {
  printf("max_teams %d", omp_get_max_teams());
  omp_set_num_teams(3);
  omp_set_num_teams(-1);  // ignored
  printf(" %d\n", omp_get_max_teams());
  printf("explicit %d", omp_in_explicit_task());
  int in_task = -1;
#pragma omp task shared(in_task)
  in_task = omp_in_explicit_task();
#pragma omp taskwait
  printf(" %d\n", in_task);
  int *p = omp_aligned_calloc(64, 8, sizeof(int), omp_default_mem_alloc);
  printf("aligned %d zero %d\n", (int)((uintptr_t)p % 64), p[0] + p[7]);
  printf("cancellation %d\n", omp_get_cancellation());
  // each task counts its own iterations (firstprivate): position in its chunk
  int strict[10], loose[10], by_tasks[10], tasks = 0;
  int count = 0;
#pragma omp taskloop grainsize(strict : 4) firstprivate(count) shared(strict)
  for (int i = 0; i < 10; ++i)
    strict[i] = ++count;
#pragma omp taskloop grainsize(4) firstprivate(count) shared(loose)
  for (int i = 0; i < 10; ++i)
    loose[i] = ++count;
#pragma omp taskloop num_tasks(strict : 3) firstprivate(count) shared(by_tasks, tasks)
  for (int i = 0; i < 10; ++i) {
    by_tasks[i] = ++count;
#pragma omp atomic
    tasks += i;
  }
  for (int i = 0; i < 10; ++i)
    printf("%d%d%d ", strict[i], loose[i], by_tasks[i]);
  printf("\n");
  int sum = 0;
#pragma omp target map(tofrom : p[0 : 8], sum)
  for (int i = 0; i < 8; ++i) {
    p[i] = i;
    sum += p[i];
  }
  printf("tasks %d sum %d\n", tasks, sum);
  omp_free(p, omp_default_mem_alloc);
  return 0;
}
