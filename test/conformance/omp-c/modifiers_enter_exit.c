// always, close, present modifiers; target enter/exit data with release and delete;
// reference counts seen through omp_target_is_present.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
int main(void) {
  int n = 10, dev = omp_get_default_device();
  int *a = malloc(n * sizeof *a);
  for (int i = 0; i < n; ++i) a[i] = i;
  #pragma omp target enter data map(to: a[0:n])
  #pragma omp target enter data map(to: a[0:n])
  for (int i = 0; i < n; ++i) a[i] = 100 + i;
  #pragma omp target map(present, tofrom: a[0:n])
  for (int i = 0; i < n; ++i) a[i] += 1;
  printf("after present: %d (host kept)\n", a[0]);
  #pragma omp target map(always, to: a[0:n])
  for (int i = 0; i < n; ++i) a[i] *= 2;
  #pragma omp target update from(a[0:n])
  printf("after always to: %d %d\n", a[0], a[9]);
  #pragma omp target exit data map(release: a[0:n])
  printf("present after release: %d\n", omp_target_is_present(a, dev));
  int b = 7;
  #pragma omp target map(close, tofrom: b)
  b += 1;
  #pragma omp target exit data map(delete: a[0:n])
  printf("present after delete: %d b %d\n", omp_target_is_present(a, dev), b);
  #pragma omp target enter data map(alloc: a[0:n])
  #pragma omp target map(always, from: a[0:n])
  for (int i = 0; i < n; ++i) a[i] = -i;
  #pragma omp target exit data map(from: a[0:n])
  printf("final %d %d\n", a[1], a[9]);
  free(a);
  return 0;
}
