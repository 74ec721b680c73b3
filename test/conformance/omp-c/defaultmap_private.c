// defaultmap(none) with every variable mapped explicitly, defaultmap(to: aggregate),
// defaultmap(firstprivate: pointer), defaultmap(present: aggregate) on data
// already mapped; private arrays, firstprivate of a struct holding a pointer (the
// pointer value is copied, the pointee is reached through the host plugin's memory).
#include <stdio.h>
struct view { int *p; int n; };
int main(void) {
  int a[6] = {1, 2, 3, 4, 5, 6}, n = 6, sum = 0;
  #pragma omp target defaultmap(none) map(to: a, n) map(tofrom: sum)
  for (int i = 0; i < n; ++i) sum += a[i];
  int b[4] = {0};
  struct view v = {a, 6};
  #pragma omp target defaultmap(to: aggregate) map(from: b)
  for (int i = 0; i < 4; ++i) b[i] = a[i] * 10 + v.n;
  #pragma omp target enter data map(to: a)
  int total = 0;
  #pragma omp target defaultmap(present: aggregate) map(tofrom: total)
  {
    int tmp[6];
    for (int i = 0; i < 6; ++i) tmp[i] = a[5 - i];
    for (int i = 0; i < 6; ++i) total = total * 2 + tmp[i];
  }
  #pragma omp target exit data map(delete: a)
  int *q = a;
  int first = 0;
  #pragma omp target defaultmap(firstprivate: pointer) map(to: a) map(from: first)
  first = q == a;
  printf("sum %d b %d %d total %d first %d\n", sum, b[0], b[3], total, first);
  return 0;
}
