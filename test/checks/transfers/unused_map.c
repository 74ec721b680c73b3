// An unused transfer and an unused allocation: `b` is mapped `to` and copied to the
// device, and the kernel never touches it.
#include <stdio.h>

int main(void) {
  float a[64], b[128];
  for (int i = 0; i < 64; i++)
    a[i] = i;
  for (int i = 0; i < 128; i++)
    b[i] = -i;
#pragma omp target map(tofrom : a) map(to : b)
  for (int i = 0; i < 64; i++)
    a[i] = a[i] * 2;
  printf("%.1f\n", a[63]);
  return 0;
}

// What acc-run --report=transfers prints of it (see round_trip.c). `b` is 128
// floats, 512 bytes: its copy (10.0163 us) and its allocation (50 us) are waste.
// `a`, 64 floats, 256 bytes each way: 2 x 10.0081 us + 50 us.
// OUT: 126.0
// TRANSFERS: acc-run: transfer report: 3 transfers (1024 bytes), 2 allocations: 130.0 us in the cost model, 60.0 us of it waste
// TRANSFERS: 60.0 us  60.0 us  unused_map.c:11:1  b  1 (512 bytes)  -              1 (512 bytes)  unused allocation 1 (512 bytes), unused transfer 1 (512 bytes)
// TRANSFERS:  0.0 us  70.0 us  unused_map.c:11:1  a  1 (256 bytes)  1 (256 bytes)  1 (256 bytes)  -
