// A kernel's result left on the device: `exit data` releases `a` where it should
// copy it back (`from`), so the host prints what it held before the kernel.
#include <stdio.h>

int main(void) {
  int a[4] = {0, 0, 0, 0};
#pragma omp target enter data map(to : a)
#pragma omp target
  for (int i = 0; i < 4; i++)
    a[i] = i + 1;
#pragma omp target exit data map(release : a)
  printf("%d\n", a[2]);
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 0
// REPORT: stale_host_release.c:12:18: stale host data: 'a': 4 bytes at offset 8 read on the host; the device wrote them last and nothing copied them back (mapped at stale_host_release.c:7:1)
// REPORT: acc-run: checks: 1 report, 1 occurrence
