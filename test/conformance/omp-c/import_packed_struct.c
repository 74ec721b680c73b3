// Import (issue 11, cause 3): packed identified structs,
// !llvm.struct<"struct.rec", packed (i8, i32, i16)>, mapped whole, as an array, and
// through a pointer member of a packed struct.
#include <stdio.h>
#include <stdlib.h>

#pragma pack(push, 1)
struct rec { char tag; int value; short count; };
struct holder { char kind; struct rec *items; int n; };
#pragma pack(pop)

int main(void) {
  struct rec one = {'x', 41, 2};
  struct rec many[3] = {{'a', 1, 1}, {'b', 2, 2}, {'c', 3, 3}};
  struct holder h = {'h', malloc(2 * sizeof(struct rec)), 2};
  h.items[0] = (struct rec){'p', 10, 0};
  h.items[1] = (struct rec){'q', 20, 0};
  printf("sizeof rec %zu holder %zu\n", sizeof(struct rec), sizeof(struct holder));
  #pragma omp target map(tofrom: one, many)
  {
    one.value += 1;
    one.count *= 3;
    for (int i = 0; i < 3; ++i) many[i].value *= 10;
  }
  #pragma omp target map(to: h) map(tofrom: h.items[0:h.n])
  for (int i = 0; i < h.n; ++i) h.items[i].count = (short)(h.items[i].value + i);
  printf("%c %d %d\n", one.tag, one.value, one.count);
  for (int i = 0; i < 3; ++i) printf("%c %d %d\n", many[i].tag, many[i].value, many[i].count);
  for (int i = 0; i < h.n; ++i) printf("%c %d %d\n", h.items[i].tag, h.items[i].value, h.items[i].count);
  free(h.items);
  return 0;
}
