// OpenMP 5.2 §18.3.5-18.3.8: the affinity format (libomp 22's default; set, read back
// into a short buffer; fields with zero and blank padding, long names, %%) captured by
// each thread of a parallel region, around a target region.
#include <omp.h>
#include <stdio.h>
#include <string.h>
int main(void) {
  char buf[80], small[8];
  size_t n = omp_get_affinity_format(buf, sizeof buf);
  printf("default %zu '%s'\n", n, buf);
  omp_set_affinity_format("[%0.4n|%.3N|%L|%5a|%%]");
  n = omp_get_affinity_format(small, sizeof small);
  printf("set %zu '%s'\n", n, small);
  char out[2][40];
#pragma omp parallel num_threads(2)
  omp_capture_affinity(out[omp_get_thread_num()], 40, NULL);
  printf("%s %s\n", out[0], out[1]);
  n = omp_capture_affinity(out[0], 40, "t%{thread_num}/%{num_threads} team %t of %T");
  printf("%zu %s\n", n, out[0]);
  int dev = 0;
#pragma omp target map(from: dev)
  dev = omp_get_num_teams();
  printf("dev %d\n", dev);
  return 0;
}
