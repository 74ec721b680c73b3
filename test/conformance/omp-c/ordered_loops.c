// OpenMP 5.2 §10.4 (ordered construct): an ordered loop's ordered regions run in
// iteration order whatever its schedule, on the host and in a target region; and the
// loop's other statements run for every iteration.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int sum = 0;
#pragma omp parallel for ordered schedule(static) reduction(+: sum)
  for (int i = 0; i < 6; i++) {
    sum += i;
#pragma omp ordered
    printf(" static %d\n", i);
  }
#pragma omp parallel for ordered schedule(dynamic, 2)
  for (int i = 10; i > 0; i -= 3) {
#pragma omp ordered
    printf(" dynamic %d\n", i);
  }
  int order[8], n = 0;
#pragma omp target map(tofrom: order, n)
#pragma omp parallel for ordered schedule(static, 1)
  for (int i = 0; i < 8; i++) {
#pragma omp ordered
    order[n++] = i;
  }
  printf("sum %d, device order:", sum);
  for (int i = 0; i < n; i++) printf(" %d", order[i]);
  printf("\n");
  return 0;
}
