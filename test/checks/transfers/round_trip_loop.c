// A loop of `target map(tofrom: a)` around a kernel that only reads `a`: each copy
// back is a round trip, each mapping after the first a repeated allocation, and its
// copy to the device brings what the device held when the last one ended (a
// duplicate); the sum copied back again is the one the host holds (a duplicate).
// `target data map(to: a)` around the loop and `map(to: a)` were meant.
#include <stdio.h>

int main(void) {
  int a[256];
  for (int i = 0; i < 256; i++)
    a[i] = i;
  int sum = 0;
  for (int step = 0; step < 3; step++) {
#pragma omp target map(tofrom : a) map(from : sum)
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

// What acc-run --report=transfers prints of it (see round_trip.c). `a`, 1024 bytes:
// 6 transfers of 10.0325 us and 3 allocations of 50 us; waste: 2 repeated
// allocations (100 us), 3 round trips (30.1 us), 2 duplicates (20.1 us). `sum`, 4
// bytes: 3 copies back of 10.0001 us and 3 allocations; waste: 2 repeated
// allocations, the copies back of the second and third sums, equal to the first.
// OUT: 32640
// TRANSFERS: acc-run: transfer report: 9 transfers (6156 bytes), 6 allocations: 390.2 us in the cost model, 270.2 us of it waste
// TRANSFERS: 150.2 us  210.2 us  round_trip_loop.c:14:1  a    3 (3072 bytes)  3 (3072 bytes)  3 (3072 bytes)  repeated allocation 2 (2048 bytes), round trip 3 (3072 bytes), duplicate transfer 2 (2048 bytes)
// TRANSFERS: 120.0 us  180.0 us  round_trip_loop.c:14:1  sum  -               3 (12 bytes)    3 (12 bytes)    repeated allocation 2 (8 bytes), duplicate transfer 2 (8 bytes)
