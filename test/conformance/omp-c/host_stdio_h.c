// <stdio.h>: snprintf, sscanf, and stderr between lines of stdout.
#include <stdio.h>

int main(void) {
  char buf[96];
  int x = 0, n = 0;
  float f = 0;
  char word[16];
  int got = sscanf("  42 2.5e1 tokens rest", "%d %f %15s%n", &x, &f, word, &n);
#pragma omp target map(tofrom: x)
  x += 1;
  int len = snprintf(buf, sizeof buf, "[%5d|%-6.2f|%+.3e|%#x|%s|%c]", x, f, 1234.5678, 255,
                     word, 'Z');
  printf("%s %d %d %d\n", buf, len, got, n);
  fprintf(stderr, "to stderr %d\n", x);
  printf("%.*s|%08.3f|%lld\n", 3, "abcdef", -3.14159, -9000000000LL);
  return 0;
}
