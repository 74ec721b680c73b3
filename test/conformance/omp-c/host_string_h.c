// <string.h> on the host around a target region: the real glibc's results.
#include <stdio.h>
#include <string.h>

int main(void) {
  const char *path = "/suite/tests/offload/test_target_map.c";
  char name[64];
  const char *base = strrchr(path, '/') + 1;
  strcpy(name, base);
  name[strcspn(name, ".")] = '\0';
  int counts[4] = {0, 0, 0, 0};
#pragma omp target map(tofrom: counts[0:4])
  {
    for (int i = 0; i < 4; i++)
      counts[i] = i * 3;
  }
  char *under = strchr(name, '_');
  printf("%s %zu %d %d %s\n", name, strlen(path), strcmp(name, "test_target_map") == 0,
         strncmp(path, "/suite", 6), under);
  printf("%s|%zu|%zu|%d\n", strstr(path, "offload"), strspn(path, "/setu"),
         strnlen(name, 4), memcmp(counts, (int[]){0, 3, 6, 9}, sizeof counts) == 0);
  char joined[80] = "x=";
  strcat(joined, name);
  memmove(joined + 1, joined, 3);
  printf("%s %p\n", joined, (void *)memchr(name, 'q', strlen(name)));
  return 0;
}
