// omp_is_initial_device() in a C++ kernel: clang++ compiles omp.h's host variant into
// the program under an internal mangled name; the kernel answers from the device.
#include <omp.h>
#include <cstdio>

int main() {
  int on_host = -1, in_host_code = omp_is_initial_device();
#pragma omp target map(from: on_host)
  on_host = omp_is_initial_device();
  std::printf("kernel %d host %d\n", on_host, in_host_code);
  return on_host;
}
