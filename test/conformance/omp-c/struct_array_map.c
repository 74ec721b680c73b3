// map(tofrom:) of an array of structs and of a section of it; a 2-D array section.
#include <stdio.h>
struct particle { double pos[3]; int id; float w; };
int main(void) {
  struct particle ps[6];
  float grid[4][5];
  for (int i = 0; i < 6; ++i) { ps[i].pos[0] = i; ps[i].pos[1] = 2 * i; ps[i].pos[2] = 3 * i; ps[i].id = i; ps[i].w = 1.0f; }
  for (int i = 0; i < 4; ++i) for (int j = 0; j < 5; ++j) grid[i][j] = i * 10 + j;
  #pragma omp target map(tofrom: ps)
  for (int i = 0; i < 6; ++i) { ps[i].w = (float)(ps[i].pos[0] + ps[i].pos[1] + ps[i].pos[2]); ps[i].id += 100; }
  #pragma omp target map(tofrom: ps[2:3])
  for (int i = 2; i < 5; ++i) ps[i].pos[1] = -1.0;
  #pragma omp target map(tofrom: grid[1:2][0:5])
  for (int i = 1; i < 3; ++i) for (int j = 0; j < 5; ++j) grid[i][j] *= 2;
  for (int i = 0; i < 6; ++i) printf("%d %.1f %.1f\n", ps[i].id, ps[i].w, ps[i].pos[1]);
  printf("grid %.0f %.0f %.0f %.0f\n", grid[0][4], grid[1][4], grid[2][0], grid[3][3]);
  return 0;
}
