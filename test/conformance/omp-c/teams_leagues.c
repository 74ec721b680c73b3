// Leagues of teams on the host plugin, as libomp forms them on the processors where
// this was recorded (2): num_teams(4) gives 2 teams (with libomp's warning on stderr,
// once), each of one thread; no clause gives 1 team of 2 threads; distribute splits
// the iterations among the teams, then parallel for among each team's threads.
#include <omp.h>
#include <stdio.h>

static void show(const char *what, const int *team, const int *thread, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; i++) printf(" %d.%d", team[i], thread[i]);
  printf("\n");
}

int main(void) {
  int team[13], thread[13], shape[3] = {0};
  #pragma omp target teams num_teams(4) map(tofrom : shape)
  {
    #pragma omp parallel
    {
      if (omp_get_team_num() == 1 && omp_get_thread_num() == 0) {
        shape[0] = omp_get_num_teams();
        shape[1] = omp_get_num_threads();
        shape[2] = omp_get_thread_limit() == 2147483647;
      }
    }
  }
  printf("num_teams(4): %d teams of %d threads, no limit %d\n", shape[0], shape[1], shape[2]);

  #pragma omp target teams distribute num_teams(3) map(from : team, thread)
  for (int i = 0; i < 13; i++) { team[i] = omp_get_team_num(); thread[i] = omp_get_thread_num(); }
  show("distribute", team, thread, 13);

  #pragma omp target teams distribute dist_schedule(static, 3) num_teams(2) map(from : team, thread)
  for (int i = 0; i < 13; i++) { team[i] = omp_get_team_num(); thread[i] = omp_get_thread_num(); }
  show("dist_schedule(static,3)", team, thread, 13);

  #pragma omp target teams distribute parallel for num_teams(2) map(from : team, thread)
  for (int i = 0; i < 13; i++) { team[i] = omp_get_team_num(); thread[i] = omp_get_thread_num(); }
  show("num_teams(2) distribute parallel for", team, thread, 13);

  #pragma omp target teams distribute parallel for map(from : team, thread)
  for (int i = 0; i < 13; i++) { team[i] = omp_get_team_num(); thread[i] = omp_get_thread_num(); }
  show("distribute parallel for", team, thread, 13);

  #pragma omp target teams distribute parallel for num_teams(2) map(from : team, thread)
  for (int i = 0; i < 1; i++) { team[i] = omp_get_team_num(); thread[i] = omp_get_thread_num(); }
  show("one iteration", team, thread, 1);

  float s = 0.0f;
  double d = 0.0;
  #pragma omp target teams distribute parallel for num_teams(2) reduction(+ : s, d)
  for (int i = 0; i < 1000000; i++) {
    s += 1.0f / (float)(i + 1);
    d += 1.0 / (i + 1.0);
  }
  printf("two teams' harmonic sums: %.9e %.17e\n", s, d);

  int threads = 0, limit = 0;
  #pragma omp target teams num_teams(1) thread_limit(3) map(tofrom : threads, limit)
  {
    #pragma omp parallel
    {
      #pragma omp masked
      { threads = omp_get_num_threads(); limit = omp_get_thread_limit(); }
    }
  }
  printf("thread_limit(3): %d threads, limit %d\n", threads, limit);

  #pragma omp teams num_teams(2)
  {
    if (omp_get_team_num() == 1) printf("host teams: %d\n", omp_get_num_teams());
  }
  return 0;
}
