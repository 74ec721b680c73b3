/* Linked into flang's runtime as acc-run builds it (hostlib/libraries.py, with
 * -Wl,--wrap=isatty,--wrap=free,--wrap=realloc).
 *
 * isatty: the runtime asks it once per preconnected unit, and writes a terminal's
 * records at the end of each statement (a file's when its buffer fills or the program
 * ends). acc-run points descriptors 1 and 2 at its own files around each native call
 * and passes what was written to the program's streams at once, so that Fortran output
 * stands in program order between the runtime's events and C output: units 6 and 0
 * are told they are terminals.
 *
 * free, realloc: the runtime takes the memory of Fortran objects from its allocator
 * registry (the simulated heap, in acc-run) but frees some of it with free() itself
 * (Descriptor::Destroy of a POINTER): a block is given back to whoever allocated it
 * (native_support.c). */
#include <stddef.h>

int __real_isatty(int fd);
void accdialect_free_block(void *p);
void *accdialect_realloc_block(void *p, size_t size);

int __wrap_isatty(int fd) { return fd == 1 || fd == 2 || __real_isatty(fd); }

void __wrap_free(void *p) { accdialect_free_block(p); }

void *__wrap_realloc(void *p, size_t size) { return accdialect_realloc_block(p, size); }
