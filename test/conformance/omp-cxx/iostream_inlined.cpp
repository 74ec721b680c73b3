// FLAGS: -O2
// At -O2 clang inlines std::endl: the program itself calls the virtual do_widen of
// std::cout's ctype<char> facet, a function of libstdc++ reached through the facet's
// virtual table (an indirect call into a host library).
#include <iostream>

int main() {
  int a[4] = {1, 2, 3, 4};
#pragma omp target map(tofrom : a)
  for (int i = 0; i < 4; i++)
    a[i] *= 10;
  std::cout << "sum " << a[0] + a[1] + a[2] + a[3] << std::endl;
  std::cout << 'x' << std::endl;
  return 0;
}
