// A declare target object with a constructor and a destructor: the device image
// builds its own copy when it loads (at the first construct) and destroys it when
// libomptarget unloads it, after the host's static destructors; a declare variant
// for the device resolves inside the device's copy of the inline constructor.
#include <cstdio>

void say_device(const char *what) { printf("device %s\n", what); }

#pragma omp declare variant(say_device) match(device = {kind(nohost)})
void say(const char *what) { printf("host %s\n", what); }

struct Counter {
  int base;
  int twice;
  Counter(int b) : base(b), twice(2 * b) { say("constructor"); }
  ~Counter() { say("destructor"); }
};

Counter counter(21);
#pragma omp declare target(counter)

int main() {
  printf("main starts\n");
  counter.base = 5; // the host's copy only: the device builds its own
  int seen = 0, twice = 0;
#pragma omp target map(from : seen, twice)
  {
    seen = counter.base;
    twice = counter.twice;
  }
  printf("device base %d twice %d, host base %d\n", seen, twice, counter.base);
#pragma omp target update from(counter)
  printf("after update: host base %d\n", counter.base);
  return 0;
}
