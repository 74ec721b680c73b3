// OpenMP 6.0 `num_threads(strict: n)` under OMP_THREAD_LIMIT=2 (test_strict_num_threads.py).
#include <omp.h>
#include <stdio.h>
int main(void) {
  for (int i = 0; i < 2; i++) {
#pragma omp parallel num_threads(3)
    if (omp_get_thread_num() == 0) printf("plain %d\n", omp_get_num_threads());
  }
#pragma omp parallel num_threads(strict: 2) severity(warning)
  if (omp_get_thread_num() == 0) printf("strict two %d\n", omp_get_num_threads());
#pragma omp parallel num_threads(strict: 3) severity(warning) message("want three")
  if (omp_get_thread_num() == 0) printf("strict three %d\n", omp_get_num_threads());
#pragma omp parallel num_threads(strict: 3) severity(warning)
  if (omp_get_thread_num() == 0) printf("strict three again %d\n", omp_get_num_threads());
  fflush(stdout);
#pragma omp parallel num_threads(strict: 4)
  printf("not reached\n");
  return 0;
}
