// C++ output through std::cout, as most C++ programs print: strings, ints, longs,
// doubles (default format), chars, std::endl and '\n', interleaved with printf; a
// kernel's results printed with std::cout, std::cerr for a diagnostic.
#include <cstdio>
#include <iostream>
int main() {
  int n = 6;
  double a[6];
  long total = 0;
  #pragma omp target map(from: a) map(tofrom: total)
  for (int i = 0; i < 6; ++i) { a[i] = i * 1.25 + 0.1; total += i * 1000000000L; }
  std::cout << "n = " << n << ", total = " << total << std::endl;
  for (int i = 0; i < n; i += 2) std::cout << "a[" << i << "] = " << a[i] << '\n';
  std::printf("printf between\n");
  std::cout << 3.0 << ' ' << 1e-7 << ' ' << 123456789.0 << ' ' << 0.1 + 0.2 << ' ' << -2.5f << "\n";
  std::cout << true << ' ' << static_cast<unsigned>(4000000000u) << ' ' << 'z' << std::endl;
  std::cerr << "diagnostic: done" << std::endl;
  return 0;
}
