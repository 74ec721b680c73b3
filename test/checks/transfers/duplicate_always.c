// A duplicate transfer: the second `enter data` copies `a` again (`always`), into a
// device copy that holds exactly its bytes already.
#include <stdio.h>

int main(void) {
  double a[32];
  for (int i = 0; i < 32; i++)
    a[i] = i * 0.5;
#pragma omp target enter data map(to : a)
#pragma omp target enter data map(always, to : a)
  double sum = 0;
#pragma omp target map(tofrom : sum)
  for (int i = 0; i < 32; i++)
    sum += a[i];
#pragma omp target exit data map(delete : a)
  printf("%.1f\n", sum);
  return 0;
}

// What acc-run --report=transfers prints of it (see round_trip.c). `a` is 32
// doubles, 256 bytes: copied at line 9 (10.0081 us) into its new allocation (50 us),
// again at line 10, a duplicate. `sum`, 8 bytes each way: 2 x 10.0003 us + 50 us.
// The `exit data map(delete:)` at line 15 copies nothing.
// OUT: 248.0
// TRANSFERS: acc-run: transfer report: 4 transfers (528 bytes), 2 allocations: 140.0 us in the cost model, 10.0 us of it waste
// TRANSFERS: 10.0 us  10.0 us  duplicate_always.c:10:1  a    1 (256 bytes)  -            -              duplicate transfer 1 (256 bytes)
// TRANSFERS:  0.0 us  70.0 us  duplicate_always.c:12:1  sum  1 (8 bytes)    1 (8 bytes)  1 (8 bytes)    -
// TRANSFERS:  0.0 us  60.0 us  duplicate_always.c:9:1   a    1 (256 bytes)  -            1 (256 bytes)  -
