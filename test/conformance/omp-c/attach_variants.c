// Pointer attachment in the forms application codes write: a pointee section of an
// element of an array of structs (cells[1].p[0:n]), a pointer and its pointee in one
// clause list (map(to: p) map(tofrom: p[0:n])), a pointer to pointer's row
// (pp[1][0:n]), enter data of a member's section while the struct is not mapped,
// and a struct mapped after its pointee (the pointer attached when the struct arrives).
#include <stdio.h>
#include <stdlib.h>
struct cell { int id; double *p; };
int main(void) {
  int n = 4;
  struct cell cells[3];
  for (int c = 0; c < 3; ++c) {
    cells[c].id = c;
    cells[c].p = malloc(n * sizeof(double));
    for (int i = 0; i < n; ++i) cells[c].p[i] = 10 * c + i;
  }
  #pragma omp target map(tofrom: cells[1].p[0:n])
  for (int i = 0; i < n; ++i) cells[1].p[i] *= -1;
  printf("cells[1] %.0f %.0f cells[2] %.0f\n", cells[1].p[0], cells[1].p[3], cells[2].p[0]);
  double *p = cells[0].p;
  #pragma omp target map(to: p) map(tofrom: p[0:n])
  for (int i = 0; i < n; ++i) p[i] += 0.5;
  printf("p %.1f %.1f\n", p[0], p[3]);
  double **pp = malloc(2 * sizeof(double *));
  pp[0] = cells[0].p;
  pp[1] = cells[2].p;
  #pragma omp target map(tofrom: pp[1][0:n])
  for (int i = 0; i < n; ++i) pp[1][i] += 1000;
  printf("pp[1] %.0f %.0f\n", pp[1][0], cells[2].p[3]);
  struct cell solo = {7, cells[0].p};
  #pragma omp target enter data map(to: solo.p[0:n])
  #pragma omp target enter data map(to: solo)
  double seen = 0;
  #pragma omp target map(from: seen)
  seen = solo.p[1] + solo.id;
  #pragma omp target exit data map(delete: solo) map(from: solo.p[0:n])
  printf("solo %.1f\n", seen);
  for (int c = 0; c < 3; ++c) free(cells[c].p);
  free(pp);
  return 0;
}
