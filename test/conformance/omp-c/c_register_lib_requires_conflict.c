// A program that registers binary descriptors of its own with libomptarget: their
// requires entries must agree with the first one registered on reverse_offload,
// unified_address, unified_shared_memory and dynamic_allocators. With -DCONFLICT the
// second descriptor asks for unified_address and dynamic_allocators: libomptarget
// names the first clause that differs and ends the program.
#include <stdint.h>
#include <stdio.h>

struct entry {
  uint64_t reserved;
  uint16_t version;
  uint16_t kind;
  uint32_t flags;
  void *address;
  const char *name;
  uint64_t size;
  uint64_t data;
  void *aux;
};
struct image {
  void *start, *end;
  struct entry *begin, *stop;
};
struct descriptor {
  int32_t images;
  struct image *image_list;
  struct entry *begin, *stop;
};

void __tgt_register_lib(struct descriptor *);
void __tgt_unregister_lib(struct descriptor *);

#define CONFLICT
#ifdef CONFLICT
#define SECOND 0x14
#else
#define SECOND 0x1
#endif

static void register_one(uint64_t requires) {
  struct entry e = {0, 1, 1, 0x10, NULL, "", 0, requires, NULL};
  struct image img = {NULL, NULL, &e, &e + 1};
  struct descriptor d = {1, &img, &e, &e + 1};
  __tgt_register_lib(&d);
  printf("registered requires 0x%llx\n", (unsigned long long)requires);
  fflush(stdout);
  __tgt_unregister_lib(&d);
}

int main(void) {
  register_one(0x1);
  register_one(SECOND);
  int x = 1;
#pragma omp target map(tofrom : x)
  x += 41;
  printf("x = %d\n", x);
  return 0;
}
