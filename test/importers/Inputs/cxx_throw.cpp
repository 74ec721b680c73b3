// acc-import and acc-run on C++ (issue 11, cause 2): a throw is one located error.
#include <cstdio>
#include <stdexcept>
static int check(int v) {
  if (v > 2) throw std::runtime_error("too big");
  return v;
}
int main() {
  int total = 0;
  for (int i = 0; i < 5; ++i) {
    try { total += check(i); } catch (const std::exception &e) { std::printf("caught %s\n", e.what()); }
  }
  std::printf("%d\n", total);
  return 0;
}
