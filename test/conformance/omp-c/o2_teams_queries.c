// FLAGS: -O2
// omp_get_num_teams, omp_get_num_threads and omp_is_initial_device() in a `target teams
// num_teams(4) thread_limit(3)` region with a `parallel` inside, built at -O2: clang keeps
// the region's host version (`__kmpc_fork_teams` runs it) with omp_is_initial_device()
// folded to 1, and the device image's kernel, folded to 0, is the one libomptarget
// launches (acc-import takes it from the device module, the host version kept as the
// host fallback). Then a `dist_schedule(static, 4)` reduction.
#include <stdio.h>
#include <omp.h>
int main(void) {
  int teams = -1, threads = -1, ndev = omp_get_num_devices(), initial = -1;
  int per_team[8] = {0};
  #pragma omp target teams num_teams(4) thread_limit(3) map(tofrom: teams, threads, per_team, initial)
  {
    int t = omp_get_team_num();
    if (t == 0) { teams = omp_get_num_teams(); initial = omp_is_initial_device(); }
    #pragma omp parallel
    {
      if (t == 0 && omp_get_thread_num() == 0) threads = omp_get_num_threads();
      #pragma omp atomic
      per_team[t] += 1;
    }
  }
  printf("devices>0 %d teams %d threads %d initial %d\n", ndev > 0, teams, threads, initial);
  for (int i = 0; i < 4; i++) printf("%d ", per_team[i]);
  printf("\n");
  long acc = 0;
  #pragma omp target teams distribute dist_schedule(static, 4) reduction(+: acc) map(tofrom: acc)
  for (int i = 0; i < 100; i++) acc += i * (omp_get_team_num() >= 0);
  printf("acc %ld\n", acc);
  return 0;
}
