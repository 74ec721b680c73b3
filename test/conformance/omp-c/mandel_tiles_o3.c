// FLAGS: -O3
// Two compute kernels of benchmark suites at -O3: a Mandelbrot escape-count image with
// schedule(dynamic) and a checksum, and a tiled matrix multiply whose teams each keep
// a private tile (target teams distribute collapse(2) with a parallel for inside).
#include <stdio.h>
#define W 24
#define H 12
#define N 16
#define T 4
int main(void) {
  int img[H][W];
  #pragma omp target teams distribute parallel for collapse(2) schedule(dynamic, 4) map(from: img)
  for (int py = 0; py < H; ++py)
    for (int px = 0; px < W; ++px) {
      double cr = -2.0 + 3.0 * px / W, ci = -1.2 + 2.4 * py / H, zr = 0, zi = 0;
      int k = 0;
      while (k < 64 && zr * zr + zi * zi < 4.0) {
        double t = zr * zr - zi * zi + cr;
        zi = 2 * zr * zi + ci;
        zr = t;
        ++k;
      }
      img[py][px] = k;
    }
  long check = 0;
  for (int py = 0; py < H; ++py)
    for (int px = 0; px < W; ++px) check = check * 31 % 1000003 + img[py][px];
  printf("mandel row6: %d %d %d %d checksum %ld\n", img[6][0], img[6][8], img[6][16], img[6][23], check);
  static float A[N][N], B[N][N], C[N][N];
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < N; ++j) { A[i][j] = (i + j) % 7 - 3; B[i][j] = (i * j) % 5 - 2; C[i][j] = 0; }
  #pragma omp target teams distribute collapse(2) map(to: A, B) map(tofrom: C)
  for (int bi = 0; bi < N; bi += T)
    for (int bj = 0; bj < N; bj += T) {
      float tile[T][T] = {{0}};
      for (int bk = 0; bk < N; bk += T) {
        #pragma omp parallel for collapse(2)
        for (int i = 0; i < T; ++i)
          for (int j = 0; j < T; ++j)
            for (int k = 0; k < T; ++k) tile[i][j] += A[bi + i][bk + k] * B[bk + k][bj + j];
      }
      for (int i = 0; i < T; ++i)
        for (int j = 0; j < T; ++j) C[bi + i][bj + j] = tile[i][j];
    }
  double trace = 0;
  for (int i = 0; i < N; ++i) trace += C[i][i];
  printf("matmul C[0][0] %.1f C[5][9] %.1f C[15][15] %.1f trace %.1f\n", C[0][0], C[5][9], C[15][15], trace);
  return 0;
}
