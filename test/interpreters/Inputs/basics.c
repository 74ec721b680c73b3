/* Control flow, integers of every width, structs, arrays, globals, recursion and
   function pointers, as clang -O0 lowers them. */
#include <stdio.h>
#include <stdint.h>
#include <stdbool.h>

struct point { int x, y; };
struct mixed { char c; int i; double d; short s[3]; };

static int counter;
int zeros[100];
int grid[3][4] = {{1, 2, 3, 4}, {5, 6, 7, 8}};
const char *greeting = "hello";
struct mixed global_mixed = {'m', -7, 0.25, {1, -2, 3}};

struct point make_point(int x, int y) { struct point p = {x, y}; return p; }
int manhattan(struct point p) { return (p.x < 0 ? -p.x : p.x) + (p.y < 0 ? -p.y : p.y); }
long long factorial(int n) { return n <= 1 ? 1 : n * factorial(n - 1); }
int square(int x) { return x * x; }
int twice(int x) { return 2 * x; }
int apply(int (*f)(int), int v) { return f(v); }

const char *classify(int v) {
  switch (v) {
  case 0: return "zero";
  case 1: case 2: case 3: return "small";
  case 100: return "hundred";
  default: return v < 0 ? "negative" : "large";
  }
}

int main(int argc, char **argv) {
  static int calls = 5;
  bool positive = argc > 0;
  uint8_t u8 = 250; u8 += 10;
  int8_t s8 = 127; s8++;
  int16_t s16 = -3;
  uint16_t u16 = 65535; u16 += 2;
  uint32_t u32 = 0x12345678u;
  u32 = (u32 >> 4) | (u32 << 28);
  int32_t i32 = -17;
  uint64_t u64 = 0xffffffffffffffffULL;
  int64_t i64 = INT64_MIN;
  printf("%d %d %d %u %u %x %d %d\n", positive, u8, s8, (unsigned)s16, u16, u32, i32 / 5, i32 % 5);
  printf("%llu %lld %lld %llu\n", (unsigned long long)u64, (long long)i64, (long long)(i64 + 1) / -1,
         (unsigned long long)u64 / 3);
  printf("%u %u %d %d\n", (unsigned)i32 / 5u, (unsigned)i32 % 5u, i32 >> 2, (int)((unsigned)i32 >> 28));

  int arr[5];
  for (int i = 0; i < 5; i++) arr[i] = i * i;
  int sum = 0, i = 0;
  do { sum += arr[i]; i += 2; } while (i < 5);
  while (1) { if (++i > 9) break; if (i % 2) continue; sum += i; }
  printf("arr %d %d %d sum %d\n", arr[1], arr[4], grid[1][2] + grid[2][3], sum);

  struct point p = make_point(3, -4);
  struct mixed m = global_mixed;
  m.s[1] *= 10;
  printf("point %d %d %d mixed %c %d %.2f %d %d %zu\n", p.x, p.y, manhattan(p), m.c, m.i, m.d,
         m.s[1], m.s[2], sizeof(struct mixed));

  int (*ops[2])(int) = {square, twice};
  printf("fp %d %d %d\n", ops[0](7), ops[1](7), apply(square, -3));
  printf("fact %lld %s %s %s %s %s\n", factorial(20), classify(0), classify(2), classify(100),
         classify(-5), classify(42));
  counter += calls++;
  printf("%d %d %d %s\n", counter, calls, zeros[42], greeting);
  return positive ? 3 : 4;
}
