// C++ references in mapping: a function taking a reference to an array and to an int
// and mapping them, a reference to a pointer whose pointee is mapped, a reference
// captured by a kernel without a map clause. (A struct of reference members mapped
// as map(tofrom: v.count, v.data) ends natively with SIGSEGV in the kernel: not kept.)
#include <cstdio>
static void bump(double (&arr)[4], int &times) {
  #pragma omp target map(tofrom: arr, times)
  { for (int i = 0; i < 4; ++i) arr[i] += 1; ++times; }
}
static void fill(int *&ptr, int n) {
  #pragma omp target map(tofrom: ptr[0:n])
  for (int i = 0; i < n; ++i) ptr[i] = i * i;
}
int main() {
  int count = 0;
  double data[4] = {0.5, 1.5, 2.5, 3.5};
  int &alias = count;
  #pragma omp target map(tofrom: data)
  { alias = 4; for (int i = 0; i < 4; ++i) data[i] *= 2; }
  std::printf("count %d data %.1f %.1f\n", count, data[0], data[3]);
  bump(data, count);
  std::printf("bump: count %d data %.1f\n", count, data[3]);
  int storage[5] = {0};
  int *ptr = storage;
  fill(ptr, 5);
  std::printf("fill %d %d\n", storage[2], storage[4]);
  return 0;
}
