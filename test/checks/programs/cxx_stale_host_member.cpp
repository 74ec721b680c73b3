// A class maps its buffer with `enter data` and the kernel scales it; the member
// function that prints reads the host copy without `target update from`.
#include <cstdio>

struct Field {
  double v[4] = {1, 2, 3, 4};
  void enter() {
#pragma omp target enter data map(to : v)
  }
  void scale(double s) {
#pragma omp target
    for (int i = 0; i < 4; i++)
      v[i] *= s;
  }
  void leave() {
#pragma omp target exit data map(delete : v)
  }
};

int main() {
  Field f;
  f.enter();
  f.scale(10);
  std::printf("%g\n", f.v[2]);
  f.leave();
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 3
// REPORT: cxx_stale_host_member.cpp:24:23: stale host data: 'this->v': 8 bytes at offset 16 read on the host; the device wrote them last and nothing copied them back (mapped at cxx_stale_host_member.cpp:8:1)
// REPORT: acc-run: checks: 1 report, 1 occurrence
