// Repeated allocations: each iteration maps `a` again, so its device copy is
// allocated three times (a `target data` region around the loop keeps one).
#include <stdio.h>

int main(void) {
  long a[100];
  for (int i = 0; i < 100; i++)
    a[i] = i;
  for (int step = 0; step < 3; step++) {
    for (int i = 0; i < 100; i++)
      a[i] += 1;
#pragma omp target map(tofrom : a)
    for (int i = 0; i < 100; i++)
      a[i] *= 2;
  }
  printf("%ld\n", a[99]);
  return 0;
}

// What acc-run --report=transfers prints of it (see round_trip.c). `a` is 100 longs,
// 800 bytes: 6 transfers of 10.0254 us and 3 allocations of 50 us, two of them
// repeated (100 us). Each copy to the device brings what the host changed, each
// copy back what the kernel doubled: none is waste.
// OUT: 806
// TRANSFERS: acc-run: transfer report: 6 transfers (4800 bytes), 3 allocations: 210.2 us in the cost model, 100.0 us of it waste
// TRANSFERS: 100.0 us  210.2 us  repeated_map.c:12:1  a  3 (2400 bytes)  3 (2400 bytes)  3 (2400 bytes)  repeated allocation 2 (1600 bytes)
