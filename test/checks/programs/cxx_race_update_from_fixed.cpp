// The correct twin: `depend` orders the update after the `target nowait` kernel.
#include <cstdio>
#include <vector>

int main() {
  std::vector<int> v = {1, 2, 3, 4};
  int *p = v.data();
#pragma omp target enter data map(to : p[0 : 4])
#pragma omp target nowait depend(out : p[0])
  for (int i = 0; i < 4; i++)
    p[i] *= 2;
#pragma omp target update from(p[0 : 4]) depend(in : p[0])
#pragma omp taskwait
  std::printf("%d\n", p[3]);
#pragma omp target exit data map(release : p[0 : 4])
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 8
