// A round trip: the kernel only reads `a`, mapped `tofrom`, so the copy back brings
// the device's unchanged bytes home (`map(to: a)` was meant).
#include <stdio.h>

int main(void) {
  int a[256];
  for (int i = 0; i < 256; i++)
    a[i] = i;
  int sum = 0;
#pragma omp target map(tofrom : a) map(from : sum)
  {
    int s = 0;
    for (int i = 0; i < 256; i++)
      s += a[i];
    sum = s;
  }
  printf("%d\n", sum);
  return 0;
}

// What acc-run --report=transfers prints of it: its standard output (OUT) and the
// report (TRANSFERS; the cost model's figures, docs/checks.md: a transfer 10 us plus
// its bytes at 31 508 bytes a microsecond, an allocation 50 us). `a` is 256 ints,
// 1024 bytes each way: 2 x 10.0325 us + 50 us; the copy back is the round trip.
// `sum`, 4 bytes copied back: 10.0001 us + 50 us.
// OUT: 32640
// TRANSFERS: acc-run: transfer report: 3 transfers (2052 bytes), 2 allocations: 130.1 us in the cost model, 10.0 us of it waste
// TRANSFERS: 10.0 us  70.1 us  round_trip.c:10:1  a    1 (1024 bytes)  1 (1024 bytes)  1 (1024 bytes)  round trip 1 (1024 bytes)
// TRANSFERS:  0.0 us  60.0 us  round_trip.c:10:1  sum  -               1 (4 bytes)     1 (4 bytes)     -
