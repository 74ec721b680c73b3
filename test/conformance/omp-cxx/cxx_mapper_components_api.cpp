// The mapper component routines called by the program with component lists of its
// own, laid out as libomptarget 22's MapperComponentsTy (an llvm::SmallVector of
// 40-byte components with room for one in place): libomptarget appends to them,
// growing the list to 2 * capacity + 1 as it fills, in place first when the list
// starts in its inline storage, else on the heap.
#include <cinttypes>
#include <cstdio>
#include <cstdlib>

struct Component {
  void *base;
  void *begin;
  int64_t size;
  int64_t type;
  void *name;
};

struct Components {
  Component *list;
  uint32_t size;
  uint32_t capacity;
  Component inline_storage[1];
};

extern "C" {
int64_t __tgt_mapper_num_components(void *handle);
void __tgt_push_mapper_component(void *handle, void *base, void *begin,
                                 int64_t size, int64_t type, void *name);
}

static void fill(Components *c, double *data, const char *what) {
  for (int k = 0; k < 5; ++k) {
    __tgt_push_mapper_component(c, data, data + k, 8 * (k + 1), 0x23 + k,
                                nullptr);
    printf("%s: %" PRId64 " components, capacity %u, %s\n", what,
           __tgt_mapper_num_components(c), c->capacity,
           c->list == c->inline_storage ? "in place" : "on the heap");
  }
  for (uint32_t k = 0; k < c->size; ++k)
    printf("offset %td size %" PRId64 " type 0x%" PRIx64 "\n",
           (double *)c->list[k].begin - data, c->list[k].size, c->list[k].type);
}

int main() {
  double data[5] = {0};
  Components empty = {nullptr, 0, 0, {}};
  fill(&empty, data, "from empty");
  free(empty.list);
  Components small = {nullptr, 0, 1, {}};
  small.list = small.inline_storage;
  fill(&small, data, "from inline");
  free(small.list);
  return 0;
}
