// FLAGS: -fopenmp-extensions
// omp_target_associate_ptr and omp_target_disassociate_ptr failures (issue 11,
// cause 5), as libomptarget 22 words them and what they return (-1): disassociating a
// host address never associated, one mapped by a construct (not associated), one
// associated but held by an ompx_hold structured reference, a NULL host pointer, the
// initial device; associating NULL pointers, a size of 0, on the initial device, the
// same host address with another device address (the same one again is no error).
#include <omp.h>
#include <stdio.h>

int main(void) {
  int dev = omp_get_default_device(), host = omp_get_initial_device();
  int a[4] = {1, 2, 3, 4}, b[4] = {0}, c[4] = {0};
  void *da = omp_target_alloc(sizeof a, dev);
  void *db = omp_target_alloc(sizeof a, dev);
  printf("never associated: %d\n", omp_target_disassociate_ptr(b, dev));
  #pragma omp target enter data map(to: b)
  printf("mapped, not associated: %d\n", omp_target_disassociate_ptr(b, dev));
  #pragma omp target exit data map(delete: b)
  printf("associate: %d\n", omp_target_associate_ptr(a, da, sizeof a, 0, dev));
  printf("associate again: %d\n", omp_target_associate_ptr(a, da, sizeof a, 0, dev));
  printf("another device address: %d\n", omp_target_associate_ptr(a, db, sizeof a, 0, dev));
  printf("associate NULL host: %d\n", omp_target_associate_ptr(NULL, db, 4, 0, dev));
  printf("associate NULL device: %d\n", omp_target_associate_ptr(c, NULL, 4, 0, dev));
  printf("associate size 0: %d\n", omp_target_associate_ptr(c, db, 0, 0, dev));
  printf("associate on the host: %d\n", omp_target_associate_ptr(c, db, 4, 0, host));
  #pragma omp target data map(ompx_hold, tofrom: a)
  {
    printf("held: %d\n", omp_target_disassociate_ptr(a, dev));
  }
  printf("null host pointer: %d\n", omp_target_disassociate_ptr(NULL, dev));
  printf("initial device: %d\n", omp_target_disassociate_ptr(a, host));
  printf("disassociate: %d\n", omp_target_disassociate_ptr(a, dev));
  printf("again: %d\n", omp_target_disassociate_ptr(a, dev));
  printf("inside: %d\n", omp_target_disassociate_ptr(c, dev));
  omp_target_free(db, dev);
  omp_target_free(da, dev);
  return 0;
}
