// taskloop on the host around target regions: libomp's division of the iterations
// among tasks (default, grainsize, num_tasks), firstprivate copies per task,
// lastprivate from the last task; omp_set_dynamic.
#include <omp.h>
#include <stdio.h>

#define N 23

int main(void) {
  int first[N], count[N], out[N];
  int seen = 100, last = -1;
  for (int i = 0; i < N; i++)
    out[i] = i * i;
#pragma omp target map(tofrom: out[0:N])
  for (int i = 0; i < N; i++)
    out[i] += 1;
#pragma omp parallel num_threads(1)
#pragma omp single
  {
#pragma omp taskloop firstprivate(seen)
    for (int i = 0; i < N; i++) {
      first[i] = seen;  // the task's own copy: its first iteration sees 100
      seen = i;
    }
#pragma omp taskloop grainsize(4) lastprivate(last)
    for (int i = N - 1; i >= 0; i -= 2)
      last = out[i];
#pragma omp taskloop num_tasks(5) firstprivate(seen)
    for (int i = 0; i < N; i++) {
      count[i] = seen == 100 ? 0 : count[seen] + 1;  // position within its task
      seen = i;
    }
  }
  for (int i = 0; i < N; i++)
    printf("%d%c", first[i], i == N - 1 ? '\n' : ' ');
  for (int i = 0; i < N; i++)
    printf("%d%c", count[i], i == N - 1 ? '\n' : ' ');
  omp_set_dynamic(1);
  int max_levels = omp_get_max_active_levels();
  omp_set_max_active_levels(-3);
  printf("last=%d dynamic=%d levels=%d max=%d ", last, omp_get_dynamic(), omp_get_supported_active_levels(), max_levels);
  omp_set_max_active_levels(3);
  printf("%d\n", omp_get_max_active_levels());
  return 0;
}
