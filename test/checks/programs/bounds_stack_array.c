// A section past the end of its array: `a` has 8 elements and the program maps
// a[4:8], as if it had 12. A native run copies the 16 bytes that follow `a` on the
// stack and prints 22; here the copy crosses the end of `a`'s storage and stops
// the run, after the report that names the section.
#include <stdio.h>

int main(void) {
  int a[8] = {0, 1, 2, 3, 4, 5, 6, 7};
  int sum = 0;
#pragma omp target map(to : a[4 : 8]) map(tofrom : sum)
  for (int i = 4; i < 8; i++)
    sum += a[i];
  printf("%d\n", sum);
  return 0;
}

// What acc-run prints of it: its standard error (REPORT, then ERROR) and exit status.
// REPORT: bounds_stack_array.c:10:1: out-of-bounds section: 'a[4:8]': section [16, 48) lies outside its stack storage of 32 bytes [0, 32): 16 bytes past its end
// ERROR: bounds_stack_array.c:10:1: error: out-of-bounds access of 32 bytes at 0x000000007fffffe0: crosses the end of stack allocation [0x000000007fffffd0, 0x000000007ffffff0)
// STATUS: 1
