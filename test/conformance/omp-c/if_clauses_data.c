// if clauses on the data constructs, as the OpenMP Examples use them to keep small
// problems on the host: target data if(n > THRESHOLD), target enter/exit data if,
// target update if, and a target inside a data region that was not created (it maps
// its own copy); the same with the threshold met.
#include <stdio.h>
#define THRESHOLD 8
static void scale(double *v, int n) {
  #pragma omp target data map(tofrom: v[0:n]) if(n > THRESHOLD)
  {
    #pragma omp target map(tofrom: v[0:n]) if(target: n > THRESHOLD)
    for (int i = 0; i < n; ++i) v[i] *= 2;
    #pragma omp target update from(v[0:n]) if(n > THRESHOLD)
    v[0] += 0.5;
    #pragma omp target update to(v[0:1]) if(n > THRESHOLD)
  }
}
int main(void) {
  double small[4] = {1, 2, 3, 4}, big[12];
  for (int i = 0; i < 12; ++i) big[i] = i;
  scale(small, 4);
  scale(big, 12);
  printf("small %.1f %.1f big %.1f %.1f\n", small[0], small[3], big[0], big[11]);
  int flag = 0, x[3] = {7, 8, 9};
  #pragma omp target enter data map(to: x) if(flag)
  #pragma omp target map(tofrom: x)
  x[1] += 100;
  #pragma omp target exit data map(from: x) if(flag)
  flag = 1;
  #pragma omp target enter data map(to: x) if(flag)
  #pragma omp target
  x[2] += 1000;
  #pragma omp target exit data map(from: x) if(flag)
  printf("x %d %d %d\n", x[0], x[1], x[2]);
  return 0;
}
