// A static array placed at the start of its section is aligned as the section is, to
// the largest alignment of the section's variables (ELF sh_addralign): `x` is declared
// with the type's alignment, `y` with 64, and both are 64-byte aligned natively.
#include <stdint.h>
#include <stdio.h>
static float x[1000], y[1000] __attribute__((aligned(64)));
static double init_a[3] = {1, 2, 3};
static char init_b[5] __attribute__((aligned(128))) = "abcd";
int main(void) {
  printf("bss: x %% 64 = %d, y %% 64 = %d\n", (int)((intptr_t)x % 64), (int)((intptr_t)y % 64));
  printf("data: a %% 128 = %d, b %% 128 = %d\n", (int)((intptr_t)init_a % 128),
         (int)((intptr_t)init_b % 128));
#pragma omp target map(tofrom: x[0:4], y[0:4])
  for (int i = 0; i < 4; i++) y[i] = x[i] + (float)init_a[i % 3] + init_b[i];
  printf("%g %g %g %g\n", y[0], y[1], y[2], y[3]);
  return 0;
}
