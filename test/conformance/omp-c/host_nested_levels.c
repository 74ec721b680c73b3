// The deprecated nesting routines (OpenMP 5.0 §3.2.10-11) and max-active-levels-var
// as libomp 22 keeps them: omp_set_nested(1) makes it unlimited where it is 1 and
// keeps a larger value, omp_set_nested(0) makes it 1; each call of either routine
// prints libomp's deprecation notice. A target region reads the value the host set.
#include <omp.h>
#include <stdio.h>

int main(void) {
  printf("%d %d\n", omp_get_nested(), omp_get_max_active_levels());
  omp_set_nested(1);
  printf("%d %d\n", omp_get_nested(), omp_get_max_active_levels());
  omp_set_max_active_levels(3);
  omp_set_nested(1);
  printf("%d %d\n", omp_get_nested(), omp_get_max_active_levels());
  omp_set_nested(0);
  int levels = 0;
#pragma omp target map(from : levels)
  levels = 7;
  printf("%d %d %d\n", omp_get_nested(), omp_get_max_active_levels(), levels);
  return 0;
}
