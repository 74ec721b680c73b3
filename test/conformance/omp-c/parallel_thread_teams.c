// Parallel regions on libomp's teams of threads: the host plugin's kernels are host
// threads, so `parallel` in a target region gets the processors' threads (2 where this
// was recorded), as on the host. Thread-dependent results: a float reduction's value,
// each thread's share of static schedules, omp_get_num_threads/thread_num/level.
#include <omp.h>
#include <stdio.h>

#define N 1000000

static void owners(const char *what, const int *owner, int n) {
  printf("%s:", what);
  for (int i = 0; i < n; i++)
    if (i == 0 || owner[i] != owner[i - 1]) printf(" t%d@%d", owner[i], i);
  printf("\n");
}

int main(void) {
  float s = 0.0f;
  double d = 0.0;
  #pragma omp target teams distribute parallel for reduction(+ : s, d) map(tofrom : s, d)
  for (int i = 0; i < N; i++) {
    s += 1.0f / (float)(i + 1);
    d += 1.0 / (i + 1.0);
  }
  printf("harmonic float %.9e double %.17e\n", s, d);

  int owner[23];
  #pragma omp target teams distribute parallel for map(from : owner)
  for (int i = 0; i < 23; i++) owner[i] = omp_get_thread_num();
  owners("target static", owner, 23);

  #pragma omp target parallel for schedule(static, 4) map(from : owner)
  for (int i = 0; i < 23; i++) owner[i] = omp_get_thread_num();
  owners("target static,4", owner, 23);

  #pragma omp parallel for schedule(static)
  for (int i = 22; i >= 0; i -= 3) owner[i] = omp_get_thread_num();
  printf("host downward by 3:");
  for (int i = 22; i >= 0; i -= 3) printf(" t%d", owner[i]);
  printf("\n");

  int info[6] = {0};
  #pragma omp target parallel map(tofrom : info)
  {
    #pragma omp masked
    {
      info[0] = omp_get_num_threads();
      info[1] = omp_in_parallel();
      info[2] = omp_get_level();
    }
  }
  #pragma omp target parallel num_threads(3) map(tofrom : info)
  {
    #pragma omp atomic
    info[3] += 1;
  }
  #pragma omp target map(tofrom : info)
  {
    info[4] = omp_get_num_threads();
    info[5] = omp_in_parallel();
  }
  printf("target parallel: %d threads, in_parallel %d, level %d; num_threads(3): %d ran; "
         "target alone: %d thread, in_parallel %d\n",
         info[0], info[1], info[2], info[3], info[4], info[5]);

  long sum = 0;
  #pragma omp parallel for schedule(dynamic, 7) reduction(+ : sum)
  for (int i = 0; i < 1000; i++) sum += i;
  int nested = -1, level = -1, active = -1;
  #pragma omp parallel
  {
    #pragma omp parallel
    {
      #pragma omp masked
      if (omp_get_ancestor_thread_num(1) == 0) {
        nested = omp_get_num_threads();
        level = omp_get_level();
        active = omp_get_active_level();
      }
    }
  }
  omp_set_num_threads(3);
  int after_set = 0;
  #pragma omp parallel reduction(+ : after_set)
  after_set += 1;
  printf("dynamic sum %ld; nested %d threads, level %d, active level %d; "
         "after omp_set_num_threads(3): %d threads, max %d\n",
         sum, nested, level, active, after_set, omp_get_max_threads());
  return 0;
}
