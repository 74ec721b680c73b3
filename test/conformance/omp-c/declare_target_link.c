// declare target link of a global array (mapped on demand), declare target to of a
// scalar, omp_get_mapped_ptr and omp_target_is_present of both.
#include <omp.h>
#include <stdio.h>
int big[16];
#pragma omp declare target link(big)
int counter = 5;
#pragma omp declare target to(counter)
int main(void) {
  int dev = omp_get_default_device();
  for (int i = 0; i < 16; ++i) big[i] = i;
  printf("present before: big %d counter %d\n", omp_target_is_present(big, dev), omp_target_is_present(&counter, dev));
  #pragma omp target map(tofrom: big[0:16])
  {
    for (int i = 0; i < 16; ++i) big[i] += counter;
    counter += 1;
  }
  printf("big %d %d counter host %d\n", big[0], big[15], counter);
  #pragma omp target update from(counter)
  printf("counter after update %d\n", counter);
  #pragma omp target enter data map(to: big[0:16])
  printf("present: big %d mapped %d\n", omp_target_is_present(big, dev), omp_get_mapped_ptr(big, dev) != NULL);
  #pragma omp target
  big[3] = -counter;
  #pragma omp target exit data map(from: big[0:16])
  printf("big[3] %d\n", big[3]);
  return 0;
}
