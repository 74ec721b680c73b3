/* debug_locations.c: errors that acc-run names by their C line and column when
 * the program is imported with `acc-import -g` (test/importers/test_debug_locations.py).
 * argv[1] picks the case: present (a 'present' map of unmapped data), extension
 * (a map that extends a mapped range), fault (a device store through a pointer
 * that still holds a host address: a device fault on a real accelerator). */
void *malloc(unsigned long size);
int printf(const char *format, ...);

struct S {
  int *p;
};

static int present(void) {
  int y[4] = {5, 6, 7, 8};
  #pragma omp target map(present, to: y)
  y[0] += 1;
  return y[0];
}

static int extension(void) {
  int a[8] = {0};
  #pragma omp target enter data map(to: a[0:4])
  #pragma omp target map(tofrom: a[2:4])
  a[2] = 1;
  return a[2];
}

static int fault(void) {
  struct S s;
  s.p = malloc(4 * sizeof(int));
  #pragma omp target map(to: s)
  s.p[0] = 1;
  return s.p[0];
}

int main(int argc, char **argv) {
  int r = 0;
  if (argc > 1 && argv[1][0] == 'p')
    r = present();
  else if (argc > 1 && argv[1][0] == 'e')
    r = extension();
  else if (argc > 1 && argv[1][0] == 'f')
    r = fault();
  printf("%d\n", r);
  return 0;
}
