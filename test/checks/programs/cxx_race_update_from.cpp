// `target update from` reads the device copy of `v` while the `target nowait`
// kernel that doubles it may still be running: nothing orders the two (OpenMP 5.2
// §13.8: a deferred target task; a `depend` on both constructs would).
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v = {1, 2, 3, 4};
  int *p = v.data();
#pragma omp target enter data map(to : p[0 : 4])
#pragma omp target nowait
  for (int i = 0; i < 4; i++)
    p[i] *= 2;
#pragma omp target update from(p[0 : 4])
#pragma omp taskwait
  std::printf("%d\n", p[3]);
#pragma omp target exit data map(release : p[0 : 4])
  return 0;
}

// What acc-run prints of it: its standard error (REPORT); its output is 4 or 8 on a
// real device, as the update comes before or after the kernel.
// REPORT: cxx_race_update_from.cpp:14:1: host-device race: 'p[0:4]': 16 bytes at offset 0 read on device 0 while the target nowait at cxx_race_update_from.cpp:11:1 may write them; nothing orders the two
// REPORT: acc-run: checks: 1 report, 1 occurrence
