"""libomp 22's memory allocator routines (OpenMP 5.2 §6.2, §18.13): `omp_alloc`,
`omp_aligned_alloc`, `omp_calloc`, `omp_aligned_calloc`, `omp_free` and clang's own
calls of them (`__kmpc_alloc`, ...: the `omp_depend_t` objects of `depobj`, `allocate`
clauses).

What libomp's `__kmp_alloc`, `__kmp_calloc` and `__kmp_free` do that a program sees:
a request of 0 bytes (or 0 elements) gives NULL; LLVM's target allocators
(`llvm_omp_target_host_mem_alloc`, `_shared_`, `_device_`: 100, 101, 102) allocate on
the default device through libomptarget (`llvm_omp_target_alloc_host`, `_shared`,
`_device`), and `omp_free` with one of them gives the block back the same way; every
other allocator (the predefined ones, a handle of `omp_init_allocator`) is the C heap.
"""

from collections.abc import Callable
from typing import Any

from accdialect.hostlib.libc import CLibrary
from accdialect.runtime import OffloadRuntime

TARGET_ALLOCATORS = {100: "host", 101: "shared", 102: "device"}
"""`llvm_omp_target_{host,shared,device}_mem_alloc` (omp.h), by the kind of libomptarget
allocation each makes."""


class Allocators:
    """The allocator routines of one program, on its C heap and its runtime."""

    def __init__(self, libc: CLibrary, runtime: OffloadRuntime):
        self.libc, self.runtime = libc, runtime

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {
            "omp_alloc": lambda size, allocator: self.alloc(size, allocator),
            "omp_aligned_alloc": lambda align, size, allocator:
                self.alloc(size, allocator, align=align),
            "omp_calloc": lambda count, size, allocator: self.alloc(count * size, allocator,
                                                                    zeroed=True),
            "omp_aligned_calloc": lambda align, count, size, allocator:
                self.alloc(count * size, allocator, align=align, zeroed=True),
            "omp_free": self.free,
            "__kmpc_alloc": lambda _gtid, size, allocator: self.alloc(size, allocator),
            "__kmpc_aligned_alloc": lambda _gtid, align, size, allocator:
                self.alloc(size, allocator, align=align),
            "__kmpc_calloc": lambda _gtid, count, size, allocator:
                self.alloc(count * size, allocator, zeroed=True),
            "__kmpc_free": lambda _gtid, ptr, allocator: self.free(ptr, allocator),
        }

    def alloc(self, size: int, allocator: int, *, align: int = 16,
              zeroed: bool = False) -> int:
        if size == 0:
            return 0
        kind = TARGET_ALLOCATORS.get(allocator)
        if kind is None:
            return self.libc.malloc(size, zeroed=zeroed, align=align)
        omp = self.runtime.omp
        ptr = getattr(omp, f"llvm_omp_target_alloc_{kind}")(size, omp.omp_get_default_device())
        if ptr and zeroed:
            self.runtime.memory.write(ptr, bytes(size))
        return ptr

    def free(self, ptr: int, allocator: int) -> None:
        kind = TARGET_ALLOCATORS.get(allocator)
        if kind is None:
            self.libc.free(ptr)
        elif ptr:
            omp = self.runtime.omp
            getattr(omp, f"llvm_omp_target_free_{kind}")(ptr, omp.omp_get_default_device())
