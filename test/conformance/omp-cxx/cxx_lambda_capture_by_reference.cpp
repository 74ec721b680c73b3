// A lambda capturing three arrays by reference, called in a target region of a
// function template: libomptarget writes the device address of each mapped array
// into the captured reference of the lambda's device copy (processDataBefore).
#include <cstdio>

template <typename Body>
static void each_index(int n, Body body) {
#pragma omp target teams distribute parallel for
  for (int i = 0; i < n; ++i)
    body(i);
}

int main() {
  const int n = 64;
  float x[n], y[n], out[n];
  for (int i = 0; i < n; ++i) {
    x[i] = i * 0.5f;
    y[i] = 2.0f;
    out[i] = -1.0f;
  }
#pragma omp target data map(to : x[0:n], y[0:n]) map(tofrom : out[0:n])
  each_index(n, [&](int i) { out[i] = x[i] * y[i] + out[i]; });

  int wrong = 0;
  for (int i = 0; i < n; ++i)
    if (out[i] != i * 1.0f - 1.0f)
      ++wrong;
  std::printf("wrong %d, out[10] = %.1f, out[63] = %.1f\n", wrong, out[10], out[63]);
  return wrong != 0;
}
