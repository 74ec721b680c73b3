// A lambda with one capture by reference (an array in the enclosing frame) and
// one by copy (a scalar), called in a target region that maps only the array
// implicitly: the reference is redirected to the array's device copy, the copy
// travels with the lambda object; a captured variable that is not mapped keeps
// its host address in the device copy.
#include <cstdio>
#include <cstdint>

int main() {
  int counts[8] = {0, 0, 0, 0, 0, 0, 0, 0};
  long scale = 3;
  auto bump = [&counts, scale](int k) { counts[k] += (int)scale * (k + 1); };

  uintptr_t host_counts = (uintptr_t)&counts[0];
  int moved = -1;
#pragma omp target map(tofrom : counts) map(from : moved)
  {
    for (int k = 0; k < 8; ++k)
      bump(k);
    moved = (uintptr_t)&counts[0] != host_counts;
  }
  std::printf("counts %d %d %d %d, moved %d\n", counts[0], counts[1], counts[6], counts[7],
              moved);
  return 0;
}
