// FLAGS: -fopenmp-extensions
// Map-type modifiers together: ompx_hold keeps an entry through an exit data
// delete, close (no effect without unified shared memory), always from at the end of
// a region, present with alloc, and always, to on an entry that exists.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int a[5] = {1, 2, 3, 4, 5}, b[3] = {10, 20, 30};
  #pragma omp target data map(ompx_hold, tofrom: a)
  {
    #pragma omp target exit data map(delete: a)
    printf("held: present %d\n", omp_target_is_present(a, omp_get_default_device()));
    #pragma omp target map(present, alloc: a)
    a[0] = -1;
    a[1] = 222;
    #pragma omp target map(always, to: a)
    a[2] = a[1] + 1;
  }
  printf("a %d %d %d present %d\n", a[0], a[1], a[2], omp_target_is_present(a, omp_get_default_device()));
  #pragma omp target enter data map(close, to: b)
  #pragma omp target
  b[0] = 11;
  #pragma omp target map(always, from: b)
  b[1] = 21;
  printf("b %d %d %d\n", b[0], b[1], b[2]);
  #pragma omp target exit data map(close, release: b)
  printf("b present %d\n", omp_target_is_present(b, omp_get_default_device()));
  return 0;
}
