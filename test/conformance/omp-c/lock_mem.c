// LLVM's llvm_omp_target_lock_mem/unlock_mem (pinned host memory): the locked address
// is the host one on the host plugin, and a mapping of it transfers as any other.
#include <omp.h>
#include <stdio.h>
#include <stdlib.h>
void *llvm_omp_target_lock_mem(void *ptr, size_t size, int device_num);
void llvm_omp_target_unlock_mem(void *ptr, int device_num);
int main(void) {
  int n = 16;
  int *a = malloc(n * sizeof(int));
  for (int i = 0; i < n; ++i) a[i] = i;
  int *locked = llvm_omp_target_lock_mem(a, n * sizeof(int), omp_get_default_device());
  printf("same %d\n", locked == a);
  int sum = 0;
#pragma omp target map(tofrom : locked[0 : n]) map(tofrom: sum)
  for (int i = 0; i < n; ++i) sum += locked[i];
  llvm_omp_target_unlock_mem(a, omp_get_default_device());
  printf("sum %d\n", sum);
  free(a);
  return 0;
}
