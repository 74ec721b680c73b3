// Synchronization inside kernels: critical, atomic update/capture, single, master,
// barrier, schedule(dynamic) and schedule(guided) loops. The host plugin's libomp
// forks as many threads as the machine has cores: the output is per thread.
#include <omp.h>
#include <stdio.h>
int main(void) {
  int hits = 0, captured = -1, singles = 0, masters = 0, threads = 0;
  int d[16] = {0};
  long g = 0;
  #pragma omp target parallel map(tofrom: hits, captured, singles, masters, d, g, threads)
  {
    #pragma omp critical
    hits += 2;
    #pragma omp atomic update
    hits += 3;
    #pragma omp atomic capture
    captured = hits++;
    #pragma omp single
    { singles++; threads = omp_get_num_threads(); }
    #pragma omp master
    masters += 10;
    #pragma omp barrier
    #pragma omp for schedule(dynamic, 3)
    for (int i = 0; i < 16; ++i) d[i] = 2 * i;
    #pragma omp for schedule(guided) reduction(+: g)
    for (int i = 0; i < 16; ++i) g += d[i];
  }
  printf("hits per thread %d captured in range %d singles %d masters %d d[15] %d g %ld\n",
         hits / threads, captured % 6 == 5 && captured < hits, singles, masters, d[15], g);
  return 0;
}
