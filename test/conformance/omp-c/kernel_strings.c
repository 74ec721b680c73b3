// Strings in kernels: printf of %s, %.3s, %5s, %-5s|, %p (NULL), %zu, %lld, %llu,
// %o, %X, %#x, %+d, %05.1f, %E, %G, %a and %%; snprintf into a mapped buffer; strlen,
// strcmp and strncmp on mapped strings; a character histogram.
#include <stdio.h>
#include <string.h>
int main(void) {
  char words[3][16] = {"offload", "device", "offset"};
  char out[64] = "";
  int hist[26] = {0};
  size_t lens[3];
  int cmp[3];
  #pragma omp target map(to: words) map(from: out, lens, cmp) map(tofrom: hist)
  {
    for (int w = 0; w < 3; ++w) {
      lens[w] = strlen(words[w]);
      for (size_t i = 0; i < lens[w]; ++i) hist[words[w][i] - 'a']++;
    }
    cmp[0] = strcmp(words[0], words[2]) < 0;
    cmp[1] = strncmp(words[0], words[2], 3) == 0;
    cmp[2] = strcmp(words[1], "device") == 0;
    printf("[%s] [%.3s] [%5s] [%-5s|] %p %zu\n", words[0], words[1], "ab", "cd", (void *)0, lens[2]);
    printf("%lld %llu %o %X %#x %+d %05.1f %E %G %a %%\n", -1234567890123LL, 18446744073709551615ULL,
           64, 48879, 255, 7, 3.14159, 12345.678, 0.0000123, 1.0);
    snprintf(out, sizeof out, "%s+%s=%zu", words[0], words[1], lens[0] + lens[1]);
  }
  printf("out '%s' lens %zu %zu %zu cmp %d %d %d\n", out, lens[0], lens[1], lens[2], cmp[0], cmp[1], cmp[2]);
  printf("hist e %d f %d o %d t %d\n", hist['e' - 'a'], hist['f' - 'a'], hist['o' - 'a'], hist['t' - 'a']);
  return 0;
}
