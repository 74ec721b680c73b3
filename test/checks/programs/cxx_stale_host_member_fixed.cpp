// The correct twin: `target update from` before the host reads the buffer.
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
#pragma omp target update from(f.v)
  std::printf("%g\n", f.v[2]);
  f.leave();
  return 0;
}

// What acc-run prints of it: its standard output (OUT) and error (REPORT).
// OUT: 30
