// List order (issue 11, cause 7): `target exit data` with FROM and DELETE items of
// the same variable, in both orders. libomptarget 22 handles the items one after the
// other, each seeing what the others did before it, so whether the kernel's result
// comes back depends on the order (OpenMP 6.0: it always comes back).
#include <stdio.h>

int main(void) {
  int x = 1, y = 1;
  #pragma omp target enter data map(to: x, y)
  #pragma omp target map(tofrom: x, y)
  {
    x = 7;
    y = 8;
  }
  #pragma omp target exit data map(from: x) map(delete: x)
  #pragma omp target exit data map(delete: y) map(from: y)
  printf("x %d y %d\n", x, y);
  return 0;
}
