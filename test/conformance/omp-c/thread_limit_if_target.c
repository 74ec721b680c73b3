// thread_limit on target (OpenMP 5.1: clang wraps the construct in an undeferred
// task that sets the limit) and on teams, seen with omp_get_thread_limit in the
// kernel and on the host after it; a task if(0); if(target: ...) that runs the region
// on the host (no mapping, no kernel launch) or on the device; omp_get_num_teams and
// omp_get_team_num in a league of one team.
#include <omp.h>
#include <stdio.h>
static void scale(int *v, int n, int offload) {
  int where = -1;
  #pragma omp target if(target: offload) map(tofrom: v[0:n]) map(from: where)
  {
    where = omp_is_initial_device();
    for (int i = 0; i < n; ++i) v[i] *= 2;
  }
  printf("offload=%d initial=%d v[n-1]=%d\n", offload, where, v[n - 1]);
}
int main(void) {
  int plain = -1, limited = -1, league = -1, team = -1, teams = -1, wide = -1;
  printf("host limit %d\n", omp_get_thread_limit());
  #pragma omp target map(from: plain)
  plain = omp_get_thread_limit();
  #pragma omp target thread_limit(5) map(from: limited)
  limited = omp_get_thread_limit();
  #pragma omp target teams num_teams(1) thread_limit(1) map(from: league, team, teams)
  { league = omp_get_thread_limit(); team = omp_get_team_num(); teams = omp_get_num_teams(); }
  #pragma omp target teams num_teams(1) thread_limit(3) map(from: wide)
  wide = omp_get_thread_limit();
  printf("target %d, target thread_limit(5) %d, teams thread_limit(1) %d (team %d of %d), "
         "thread_limit(3) %d\n", plain, limited, league, team, teams, wide);
  printf("host limit after %d\n", omp_get_thread_limit());
  int t = 0;
  #pragma omp task if(0) shared(t)
  t = omp_get_thread_limit() == 2147483647;
  printf("task if(0) ran: %d\n", t);
  int v[5] = {1, 2, 3, 4, 5};
  scale(v, 5, 0);
  scale(v, 5, 1);
  int n = 3;
  #pragma omp target parallel for if(n > 10) map(tofrom: v[0:n])
  for (int i = 0; i < n; ++i) v[i] += 1;
  printf("if(parallel) %d %d %d\n", v[0], v[1], v[2]);
  return 0;
}
