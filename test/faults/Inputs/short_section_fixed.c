// short_section.c with its fix: the whole array mapped.
#include <stdio.h>

int main(void) {
  int a[16];
  for (int i = 0; i < 16; ++i)
    a[i] = i;
  int sum = 0;
#pragma omp target map(to : a[0:16]) map(tofrom : sum)
  for (int i = 0; i < 16; ++i)
    sum += a[i];
  printf("%d\n", sum);
  return 0;
}
