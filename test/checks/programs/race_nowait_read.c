// The host reads `a` while a `target nowait` region that maps it `tofrom` may still
// be running: the value printed is the host's or the device's, whichever comes
// first (OpenMP 5.2 §13.5: a deferred target task; only `taskwait` orders it).
#include <stdio.h>

int main(void) {
  int a[4] = {1, 2, 3, 4};
#pragma omp target map(tofrom : a) nowait
  for (int i = 0; i < 4; i++)
    a[i] *= 2;
  printf("%d\n", a[1]);
#pragma omp taskwait
  return 0;
}

// What acc-run prints of it: its standard error (REPORT); its output is the host's
// value or the device's, whichever comes first on a real device.
// REPORT: race_nowait_read.c:11:18: host-device race: 'a': 4 bytes at offset 4 read on the host while the target nowait at race_nowait_read.c:8:1 may write them; nothing orders the two
// REPORT: acc-run: checks: 1 report, 1 occurrence
