/* What acc-run needs of native code that Python cannot do (hostlib/libraries.py).
 *
 * 1. The global allocation functions of C++ (C++17 [new.delete]) for libstdc++ loaded
 * into acc-run: loaded before libstdc++ with RTLD_GLOBAL, they replace its own, so
 * that what libstdc++'s code allocates for the program (std::string's growth, a
 * locale's facets) is a block of the simulated heap while a native call of the
 * program runs (`accdialect_allocate` set by hostlib/libraries.py), and plain
 * malloc memory otherwise. A block is freed by whoever allocated it, known by its
 * address: the simulated address space is accdialect_spans[0..4) (two ranges). */
#include <signal.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

void *(*accdialect_allocate)(size_t) = 0;
void (*accdialect_release)(void *) = 0;
void *(*accdialect_reallocate)(void *, size_t) = 0;
uintptr_t accdialect_spans[4] = {0, 0, 0, 0};

static int simulated(void *p) {
  uintptr_t a = (uintptr_t)p;
  return (a >= accdialect_spans[0] && a < accdialect_spans[1]) ||
         (a >= accdialect_spans[2] && a < accdialect_spans[3]);
}

static void *allocate(size_t size) {
  void *p = accdialect_allocate ? accdialect_allocate(size ? size : 1) : malloc(size ? size : 1);
  if (!p)
    abort(); /* std::bad_alloc cannot be thrown across the simulator */
  return p;
}

static void release(void *p) {
  if (!p)
    return;
  if (!simulated(p))
    free(p);
  else if (accdialect_release)
    accdialect_release(p);
}

/* free() and realloc() of flang's runtime (flang_support.c wraps them): a block of the
 * simulated heap (what the runtime's allocator registry gave) goes back to the
 * simulator, any other to the C library. */
void accdialect_free_block(void *p) { release(p); }

void *accdialect_realloc_block(void *p, size_t size) {
  if (simulated(p) && accdialect_reallocate)
    return accdialect_reallocate(p, size);
  return realloc(p, size);
}

/* operator new(size_t), new[](size_t), their nothrow and align_val_t forms */
void *_Znwm(size_t n) { return allocate(n); }
void *_Znam(size_t n) { return allocate(n); }
void *_ZnwmRKSt9nothrow_t(size_t n, const void *t) { (void)t; return allocate(n); }
void *_ZnamRKSt9nothrow_t(size_t n, const void *t) { (void)t; return allocate(n); }
void *_ZnwmSt11align_val_t(size_t n, size_t a) { (void)a; return allocate(n); }
void *_ZnamSt11align_val_t(size_t n, size_t a) { (void)a; return allocate(n); }
/* operator delete(void*), delete[](void*), their sized and align_val_t forms */
void _ZdlPv(void *p) { release(p); }
void _ZdaPv(void *p) { release(p); }
void _ZdlPvm(void *p, size_t n) { (void)n; release(p); }
void _ZdaPvm(void *p, size_t n) { (void)n; release(p); }
void _ZdlPvSt11align_val_t(void *p, size_t a) { (void)a; release(p); }
void _ZdaPvSt11align_val_t(void *p, size_t a) { (void)a; release(p); }
void _ZdlPvmSt11align_val_t(void *p, size_t n, size_t a) { (void)n; (void)a; release(p); }
void _ZdaPvmSt11align_val_t(void *p, size_t n, size_t a) { (void)n; (void)a; release(p); }

/* 2. A fatal signal in native code (a library's abort(): flang's "fatal Fortran runtime
 * error", libstdc++'s std::terminate, glibc's "free(): invalid pointer"; a fault)
 * ends the process. `accdialect_on_fatal(hook)` has the handler of SIGABRT, SIGSEGV,
 * SIGBUS, SIGFPE and SIGILL call `hook(signal)` first, which reports the program's
 * error and ends acc-run itself when a native call of the program was running; when
 * it returns, the signal's default action follows, as without the handler. */
static void (*accdialect_fatal)(int) = 0;

static void on_fatal_signal(int sig) {
  if (accdialect_fatal)
    accdialect_fatal(sig);
  signal(sig, SIG_DFL);
  raise(sig);
}

void accdialect_on_fatal(void (*hook)(int)) {
  static const int fatal[] = {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL};
  struct sigaction action;
  memset(&action, 0, sizeof action);
  action.sa_handler = on_fatal_signal;
  action.sa_flags = SA_NODEFER;
  sigemptyset(&action.sa_mask);
  accdialect_fatal = hook;
  for (size_t i = 0; i < sizeof fatal / sizeof fatal[0]; i++)
    sigaction(fatal[i], &action, 0);
}
