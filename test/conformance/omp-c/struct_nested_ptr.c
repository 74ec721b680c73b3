// A struct holding a pointer member mapped with its section (s.data[0:n]), a
// struct array member, a nested struct's pointer, target enter data of a struct then
// a kernel using it, defaultmap(tofrom: scalar), num_teams/thread_limit.
#include <stdio.h>
#include <stdlib.h>
struct inner { int *vals; int n; };
struct outer { double *data; int n; struct inner in; int tag[3]; };
int main(void) {
  struct outer s;
  s.n = 6; s.data = malloc(6 * sizeof(double));
  s.in.n = 4; s.in.vals = malloc(4 * sizeof(int));
  for (int i = 0; i < 6; ++i) s.data[i] = i;
  for (int i = 0; i < 4; ++i) s.in.vals[i] = 10 * i;
  s.tag[0] = 1; s.tag[1] = 2; s.tag[2] = 3;
  #pragma omp target map(tofrom: s.data[0:s.n], s.in.vals[0:s.in.n]) map(to: s.n, s.in.n) map(tofrom: s.tag)
  {
    for (int i = 0; i < s.n; ++i) s.data[i] *= 2;
    for (int i = 0; i < s.in.n; ++i) s.in.vals[i] += s.tag[i % 3];
    s.tag[2] = 30;
  }
  printf("%.1f %.1f %d %d tag %d\n", s.data[1], s.data[5], s.in.vals[0], s.in.vals[3], s.tag[2]);
  #pragma omp target enter data map(to: s) map(to: s.data[0:s.n])
  int count = 0, teams = 0;
  #pragma omp target teams num_teams(1) thread_limit(1) defaultmap(tofrom: scalar)
  { count = s.n; teams = 1; s.data[0] = -5; }
  #pragma omp target exit data map(from: s.data[0:s.n]) map(release: s)
  printf("count %d teams %d data0 %.1f\n", count, teams, s.data[0]);
  free(s.data); free(s.in.vals);
  return 0;
}
