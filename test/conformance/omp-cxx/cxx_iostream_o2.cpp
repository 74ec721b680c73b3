// FLAGS: -O2
// The same at -O2, where the inserters are inlined down to ostream::_M_insert<T>,
// __ostream_insert, put, and endl reads the stream's ctype<char> facet.
// std::cout formatting as C++ programs use it to print results: <iomanip>'s
// setprecision, setw, setfill, fixed, scientific, hex/oct/dec with showbase,
// uppercase, showpos, boolalpha, left/right/internal, cout.precision(n), a null
// pointer, and values computed in a kernel.
#include <iomanip>
#include <iostream>
int main() {
  double r[4];
  int k[4];
  #pragma omp target map(from: r, k)
  for (int i = 0; i < 4; ++i) { r[i] = 1.0 / (i + 3) * (i % 2 ? -1000 : 1); k[i] = (i + 1) * 255; }
  std::cout << std::setprecision(3) << r[0] << ' ' << r[1] << ' ' << std::fixed << r[2] << ' '
            << std::scientific << r[3] << std::endl;
  std::cout << std::defaultfloat << std::setprecision(10) << r[0] << '\n';
  std::cout.precision(4);
  std::cout << std::fixed << std::showpos << r[0] << ' ' << std::noshowpos << std::showpoint
            << 2.0 << std::noshowpoint << '\n';
  std::cout << std::hex << std::showbase << k[0] << ' ' << std::uppercase << k[3] << ' '
            << std::nouppercase << std::oct << k[1] << ' ' << std::dec << std::noshowbase << k[2] << '\n';
  std::cout << '[' << std::setw(8) << k[0] << "][" << std::left << std::setw(8) << k[1] << "]["
            << std::right << std::setfill('*') << std::setw(8) << -k[2] << "][" << std::internal
            << std::setw(8) << -k[3] << ']' << std::setfill(' ') << '\n';
  std::cout << std::boolalpha << (k[0] > 100) << ' ' << false << std::noboolalpha << ' ' << true
            << ' ' << static_cast<const void *>(nullptr) << ' ' << std::setw(6) << "ab" << '|' << '\n';
  std::cout << std::scientific << std::uppercase << 12345.678 << ' ' << std::setprecision(0)
            << std::fixed << 2.5 << ' ' << 3.5 << std::endl;
  return 0;
}
