// OpenMP 5.2 task reductions: `taskgroup task_reduction` with `in_reduction` tasks,
// `parallel for reduction(task, +: ...)` whose tasks contribute, and a target task
// in the reduction's taskgroup.
#include <omp.h>
#include <stdio.h>

int main(void) {
  int sum = 0, product = 1, modifier = 0, on_device = 0;
#pragma omp taskgroup task_reduction(+ : sum) task_reduction(* : product)
  {
    for (int i = 1; i <= 6; ++i) {
#pragma omp task in_reduction(+ : sum) in_reduction(* : product)
      {
        sum += i;
        product *= i;
      }
    }
  }
#pragma omp parallel for num_threads(2) reduction(task, + : modifier)
  for (int i = 0; i < 8; ++i) {
#pragma omp task in_reduction(+ : modifier)
    modifier += i;
  }
  int device_sum = 0;
#pragma omp taskgroup task_reduction(+ : device_sum)
  {
#pragma omp target in_reduction(+ : device_sum) map(from : on_device)
    {
      device_sum += 40;
      on_device = !omp_is_initial_device();
    }
#pragma omp task in_reduction(+ : device_sum)
    device_sum += 2;
  }
  printf("sum %d product %d modifier %d device %d on device %d\n", sum, product, modifier,
         device_sum, on_device);
  return 0;
}
