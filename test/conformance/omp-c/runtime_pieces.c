// Runtime pieces (issue 11, cause 5): omp_is_initial_device() in a kernel, a
// construct on device(omp_get_initial_device()) (the host: nothing mapped), nowait
// with depend and taskwait (tasks of the encountering thread), teams, a
// non-contiguous target update of a 2-D section, omp_alloc/omp_free with the
// predefined allocator (omp_init_allocator asserts in libomp 22 here: not used).
#include <omp.h>
#include <stdio.h>

int main(void) {
  int on_host = -1, initial = omp_get_initial_device();
  #pragma omp target map(from: on_host)
  on_host = omp_is_initial_device();
  int host_x = 5;
  #pragma omp target device(initial) map(tofrom: host_x)
  host_x += omp_is_initial_device();
  printf("kernel initial=%d; device(initial) x=%d\n", on_host, host_x);

  int a[8] = {0}, b = 0;
  #pragma omp target map(tofrom: a) nowait depend(out: a)
  for (int i = 0; i < 8; ++i) a[i] = i;
  #pragma omp target map(tofrom: a, b) nowait depend(in: a)
  for (int i = 0; i < 8; ++i) b += a[i];
  #pragma omp taskwait
  printf("nowait: %d %d\n", a[7], b);

  int t = 0;
  #pragma omp target teams num_teams(1) map(tofrom: t)
  t = omp_get_num_teams();
  printf("teams: %d\n", t);

  int m[4][5];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j) m[i][j] = 10 * i + j;
  #pragma omp target enter data map(to: m)
  #pragma omp target
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 5; ++j) m[i][j] = -m[i][j];
  #pragma omp target update from(m[1:2][2:3])
  printf("update: %d %d %d %d\n", m[0][2], m[1][2], m[2][4], m[3][4]);
  #pragma omp target exit data map(delete: m)

  omp_allocator_handle_t al = omp_default_mem_alloc;
  double *buf = omp_alloc(4 * sizeof(double), al);
  for (int i = 0; i < 4; ++i) buf[i] = i * 0.5;
  #pragma omp target map(tofrom: buf[0:4])
  for (int i = 0; i < 4; ++i) buf[i] *= 2;
  int *small = omp_alloc(sizeof(int), omp_default_mem_alloc);
  *small = 9;
  printf("allocator: %g %g %d\n", buf[1], buf[3], *small);
  omp_free(small, omp_default_mem_alloc);
  omp_free(buf, al);
  return 0;
}
