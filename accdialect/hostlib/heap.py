"""The program's C heap: every host block is the simulator's (C 7.22.3).

A block the program allocates (`malloc` and its family, POSIX `strdup`/`strndup`)
is an allocation of the runtime's memory, so it is tracked, checked and can be
mapped; a block a host library allocates for the program comes from here too
(`hostlib.native`'s allocator, libstdc++'s `operator new` through `cxx_abi`).
Device code allocates device memory.
"""

from accdialect.hostlib.interceptors import c_string
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.runtime import DeviceAccessor, Memory, OutOfHostMemoryError

_SIZE_MAX = 2**64 - 1


class CHeap:
    """`malloc`, `free` and their family over the memory of one interpreted program."""

    def __init__(self, interpreter: OffloadInterpreter):
        self.interpreter = interpreter

    @property
    def memory(self) -> Memory | DeviceAccessor:
        """The memory of the code running: the host's, or a device's."""
        return self.interpreter.memory

    def malloc(self, size: int, *, zeroed: bool = False, align: int = 16) -> int:
        """A new heap block of `size` bytes (a `size_t`); NULL when the heap cannot hold
        it (C 7.22.3: a null pointer is returned if the space cannot be allocated).
        Called by device code (flang's temporary of an array expression in a compute
        construct), the block is the device's, as a kernel's `malloc` takes device
        memory (CUDA C++ Programming Guide, "Dynamic Global Memory Allocation")."""
        memory = self.memory
        try:
            return self.interpreter.runtime.memory.allocate(
                size, memory.device.region if isinstance(memory, DeviceAccessor) else "heap",
                zeroed=zeroed, align=max(align, 16)).begin
        except OutOfHostMemoryError:
            return 0

    def aligned_alloc(self, align: int, size: int) -> int:
        """C 7.22.3.1: `size` bytes aligned to `align` (a power of two, else NULL)."""
        return self.malloc(size, align=align) if align and not align & (align - 1) else 0

    def posix_memalign(self, out: int, align: int, size: int) -> int:
        """POSIX: `*out` a block of `size` bytes aligned to `align`; 0, or EINVAL (22)
        for an alignment that is not a power of two multiple of `sizeof(void *)`, or
        ENOMEM (12)."""
        if align < 8 or align & (align - 1):
            return 22
        block = self.malloc(size, align=align)
        if not block:
            return 12
        self.memory.write_uint(out, block)
        return 0

    def strdup(self, text: int) -> int:
        """POSIX `strdup`: a heap block holding a copy of the string (an allocation:
        the simulator's, as every host block)."""
        return self._copy_string(c_string(self.memory, text))

    def strndup(self, text: int, limit: int) -> int:
        """POSIX `strndup`: at most `limit` bytes of the string, and a NUL."""
        return self._copy_string(c_string(self.memory, text, limit))

    def _copy_string(self, data: bytes) -> int:
        block = self.malloc(len(data) + 1)
        if block:
            self.memory.write(block, data + b"\0")
        return block

    def calloc(self, count: int, size: int) -> int:
        """Zeroed space for `count` objects of `size` bytes; NULL when the product does
        not fit in a `size_t` or in the heap (C 7.22.3.2)."""
        total = (count & _SIZE_MAX) * (size & _SIZE_MAX)
        return self.malloc(total, zeroed=True) if total <= _SIZE_MAX else 0

    def realloc(self, addr: int, size: int) -> int:
        """A block of `size` bytes holding the start of block `addr`, which is freed."""
        if not addr:
            return self.malloc(size)
        memory = self.interpreter.runtime.memory
        old = memory.allocation_at(addr)
        if not size:
            self.free(addr)
            return 0
        new = self.malloc(size)
        if new:
            memory.copy(new, addr, min(size, old.size if old is not None else 0))
            self.free(addr)
        return new

    def free(self, addr: int) -> None:
        memory = self.memory
        if addr:
            self.interpreter.runtime.memory.free(
                addr, memory.device.region if isinstance(memory, DeviceAccessor) else "heap")
