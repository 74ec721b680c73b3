// round_trip_loop.c as it was meant: `a` and `sum` mapped once around the loop,
// `a` copied to the device only, `sum` back only: no waste.
#include <stdio.h>

int main(void) {
  int a[256];
  for (int i = 0; i < 256; i++)
    a[i] = i;
  int sum = 0;
#pragma omp target data map(to : a) map(from : sum)
  for (int step = 0; step < 3; step++) {
#pragma omp target map(tofrom : sum)
    {
      int s = 0;
      for (int i = 0; i < 256; i++)
        s += a[i];
      sum = s;
    }
  }
  printf("%d\n", sum);
  return 0;
}

// What acc-run --report=transfers prints of it (see round_trip.c): `a`, 1024 bytes
// copied in (10.0325 us) to its allocation (50 us), `sum`, 4 bytes copied back
// (10.0001 us) from its allocation.
// OUT: 32640
// TRANSFERS: acc-run: transfer report: 2 transfers (1028 bytes), 2 allocations: 120.0 us in the cost model, 0.0 us of it waste
// TRANSFERS: 0.0 us  60.0 us  round_trip_loop_fixed.c:10:1  a    1 (1024 bytes)  -            1 (1024 bytes)  -
// TRANSFERS: 0.0 us  60.0 us  round_trip_loop_fixed.c:10:1  sum  -               1 (4 bytes)  1 (4 bytes)     -
