// use_device_ptr / use_device_addr (issue 11, cause 4): inside the data region the
// program gets the device address libomptarget computed (RETURN_PARAM: the runtime
// writes it back into clang's pointer array), and uses it through is_device_ptr
// and omp_get_mapped_ptr.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
  int n = 4;
  int *p = malloc(n * sizeof(int));
  int a[4] = {1, 2, 3, 4};
  for (int i = 0; i < n; ++i) p[i] = 10 * i;
  int dev = omp_get_default_device();
  #pragma omp target data map(tofrom: p[0:n], a)
  {
    int *host_p = p;
    #pragma omp target data use_device_ptr(p)
    {
      printf("use_device_ptr differs from host: %d\n", p != host_p);
      printf("matches omp_get_mapped_ptr: %d\n", p == omp_get_mapped_ptr(host_p, dev));
      #pragma omp target is_device_ptr(p)
      for (int i = 0; i < n; ++i) p[i] += 1;
    }
    #pragma omp target data use_device_addr(a)
    {
      printf("use_device_addr matches: %d\n", (void *)&a[0] == omp_get_mapped_ptr(&a, dev));
      int *d = &a[0];
      #pragma omp target is_device_ptr(d)
      for (int i = 0; i < 4; ++i) d[i] *= 3;
    }
  }
  for (int i = 0; i < n; ++i) printf("%d %d\n", p[i], a[i]);
  free(p);
  return 0;
}
