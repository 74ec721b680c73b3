/* kmpc_loop_stub.c -- the device-runtime entry points flang 22's x86_64 offload code
   calls, for recording Fortran OpenMP programs natively on libomptarget 22's host plugin
   (Debian's LLVM 22 ships no device runtime for that target).

   It is the oracle's kmpc_stub.c (kernel init/deinit) plus the worksharing entry points
   of LLVM's DeviceRTL (openmp/device/src/Workshare.cpp, Parallelism.cpp) that
   OpenMPIRBuilder emits for `parallel`, `do`, `distribute` and their combinations, as a
   kernel of one team of one thread runs them: a parallel region calls its outlined
   function once, with thread id 0; a loop calls its body for every normalized
   iteration 0 .. num_iters-1 in order. Only the kernels' computations go through this
   file; every map, copy and table event of a recording is libomptarget 22's own.

   Use: compile it with `clang-22 -c -fPIC kmpc_loop_stub.c -o $SCRATCH/kmpc_stub.o`
   before running the oracle's record.sh with that SCRATCH (record.sh links
   $SCRATCH/kmpc_stub.o when it exists); docs/fortran.md. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int32_t __kmpc_target_init(void *kernel_environment, void *launch_environment) {
  (void)kernel_environment; (void)launch_environment;
  return -1; /* this thread runs the generic-mode region */
}

void __kmpc_target_deinit(void) {}

typedef void (*microtask0)(int32_t *, int32_t *);
typedef void (*microtask1)(int32_t *, int32_t *, void *);
typedef void (*microtask2)(int32_t *, int32_t *, void *, void *);
typedef void (*microtask3)(int32_t *, int32_t *, void *, void *, void *);
typedef void (*microtask4)(int32_t *, int32_t *, void *, void *, void *, void *);

void __kmpc_parallel_60(void *ident, int32_t gtid, int32_t if_expr, int32_t num_threads,
                        int32_t proc_bind, void *fn, void *wrapper_fn, void **args,
                        int64_t nargs, int32_t strict) {
  (void)ident; (void)gtid; (void)if_expr; (void)num_threads; (void)proc_bind;
  (void)wrapper_fn; (void)strict;
  int32_t tid = 0, bound = 0;
  switch (nargs) {
  case 0: ((microtask0)fn)(&tid, &bound); break;
  case 1: ((microtask1)fn)(&tid, &bound, args[0]); break;
  case 2: ((microtask2)fn)(&tid, &bound, args[0], args[1]); break;
  case 3: ((microtask3)fn)(&tid, &bound, args[0], args[1], args[2]); break;
  case 4: ((microtask4)fn)(&tid, &bound, args[0], args[1], args[2], args[3]); break;
  default:
    fprintf(stderr, "kmpc_loop_stub: __kmpc_parallel_60 with %lld arguments\n",
            (long long)nargs);
    abort();
  }
}

#define LOOPS(SUFFIX, TY)                                                              \
  void __kmpc_for_static_loop_##SUFFIX(void *loc, void (*body)(TY, void *), void *arg,  \
                                       TY num_iters, TY num_threads, TY thread_chunk,   \
                                       uint8_t one_iteration_per_thread) {              \
    (void)loc; (void)num_threads; (void)thread_chunk; (void)one_iteration_per_thread;  \
    for (TY iv = 0; iv < num_iters; ++iv) body(iv, arg);                                \
  }                                                                                     \
  void __kmpc_distribute_static_loop_##SUFFIX(void *loc, void (*body)(TY, void *),     \
                                              void *arg, TY num_iters, TY block_chunk,  \
                                              uint8_t one_iteration_per_thread) {       \
    (void)loc; (void)block_chunk; (void)one_iteration_per_thread;                       \
    for (TY iv = 0; iv < num_iters; ++iv) body(iv, arg);                                \
  }                                                                                     \
  void __kmpc_distribute_for_static_loop_##SUFFIX(                                      \
      void *loc, void (*body)(TY, void *), void *arg, TY num_iters, TY num_threads,     \
      TY block_chunk, TY thread_chunk, uint8_t one_iteration_per_thread) {              \
    (void)loc; (void)num_threads; (void)block_chunk; (void)thread_chunk;                \
    (void)one_iteration_per_thread;                                                     \
    for (TY iv = 0; iv < num_iters; ++iv) body(iv, arg);                                \
  }

LOOPS(4, int32_t)
LOOPS(4u, uint32_t)
LOOPS(8, int64_t)
LOOPS(8u, uint64_t)
