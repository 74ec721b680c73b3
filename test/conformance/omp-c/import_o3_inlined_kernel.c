// FLAGS: -O3
// Import (issue 11, cause 3): at -O3 clang inlines each outlined kernel into the
// host function that launches it and deletes it; acc-import takes the kernel from
// clang's device module, where the offload entry names it (leading dyn_ptr
// argument, vectorized loops, its own printf format and a declare target variable).
#include <stdio.h>
#include <stdlib.h>

#pragma omp declare target
int counter = 3;
#pragma omp end declare target

static void scale(double *a, int n, double f) {
  #pragma omp target map(tofrom: a[0:n])
  for (int i = 0; i < n; ++i) a[i] *= f;
}

int main(int argc, char **argv) {
  int n = 6 + argc;
  double *a = malloc(n * sizeof(double));
  for (int i = 0; i < n; ++i) a[i] = i;
  scale(a, n, 1.5);
  int total = 0;
  #pragma omp target map(tofrom: total) firstprivate(n)
  {
    for (int i = 0; i < n; ++i) total += i;
    counter += n;
    printf("kernel: n=%d counter=%d\n", n, counter);
  }
  printf("host counter before update: %d\n", counter);
  #pragma omp target update from(counter)
  double s = 0;
  for (int i = 0; i < n; ++i) s += a[i];
  printf("%g %d %d\n", s, total, counter);
  free(a);
  return 0;
}
