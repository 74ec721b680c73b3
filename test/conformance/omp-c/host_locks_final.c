// OpenMP 5.2 §18.9 locks and §12.5 final tasks, around a target region: each thread of
// a parallel region sets, tests and unsets a simple lock and a nestable one; a task
// made final (and its child) sees omp_in_final() true, another task false.
#include <omp.h>
#include <stdio.h>

int main(void) {
  omp_lock_t lock;
  omp_nest_lock_t nest;
  int sum = 0, tested = 0, depth = 0;
  omp_init_lock(&lock);
  omp_init_nest_lock(&nest);
#pragma omp parallel num_threads(2) reduction(+ : tested)
  {
    omp_set_lock(&lock);
    sum += omp_get_thread_num() + 1;
    tested += omp_test_lock(&lock);  // held by this thread: 0
    omp_unset_lock(&lock);
    omp_set_nest_lock(&nest);
    int inner = omp_test_nest_lock(&nest);  // the owner nests: 2
    if (inner > depth)
      depth = inner;
    omp_unset_nest_lock(&nest);
    omp_unset_nest_lock(&nest);
  }
  tested += omp_test_lock(&lock);  // free again: 1
  omp_unset_lock(&lock);
  omp_destroy_lock(&lock);
  omp_destroy_nest_lock(&nest);

  int in_final = -1, child_final = -1, plain = -1;
  int make_final = 1;
#pragma omp task final(make_final) shared(in_final, child_final)
  {
    in_final = omp_in_final();
#pragma omp task shared(child_final)
    child_final = omp_in_final();
#pragma omp taskwait
  }
#pragma omp task shared(plain)
  plain = omp_in_final();
#pragma omp taskwait

  int on_device = 0;
#pragma omp target map(tofrom : sum) map(from : on_device)
  {
    sum *= 10;
    on_device = !omp_is_initial_device();
  }
  printf("sum %d tested %d depth %d final %d %d %d device %d\n", sum, tested, depth,
         in_final, child_final, plain, on_device);
  return 0;
}
