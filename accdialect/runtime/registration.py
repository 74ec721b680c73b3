"""A program's images registered with libomptarget: the `#pragma omp requires` clauses
every registered image must agree on.

libomptarget 22's `__tgt_register_lib(desc)` (`PluginManager::registerLib`) reads the
host entries of the binary descriptor `desc` and hands the `data` of each OpenMP entry
flagged `OMP_REGISTER_REQUIRES` to `addRequirements`: the first one sets the program's
requirements; a later one that differs from them in `reverse_offload`,
`unified_address`, `unified_shared_memory` or `dynamic_allocators` ends the program
with the first of those, in that order (`omptarget fatal error 2: '#pragma omp requires
unified_address' not used consistently!`: native runs of
test/conformance/omp-c/c_register_lib_requires*.c and of LLVM's
`offload/test/offloading/requires.c`). The program's own image is registered as it
loads (`acc-run`), with the clauses clang's `.requires` entry gives.
"""

from ..abi.offload_entry import (
    BIN_DESC_HOST_ENTRIES,
    FIELD_OFFSET,
    LEGACY_ENTRY_SIZE,
    LEGACY_FLAGS_OFFSET,
    OFFLOAD_ENTRY_SIZE,
    OFK_OPENMP,
    OMP_REGISTER_REQUIRES,
    OMP_REQ_DYNAMIC_ALLOCATORS,
    OMP_REQ_REVERSE_OFFLOAD,
    OMP_REQ_UNIFIED_ADDRESS,
    OMP_REQ_UNIFIED_SHARED_MEMORY,
)
from .errors import InconsistentRequiresError
from .memory import Memory

_CHECKED = ((OMP_REQ_REVERSE_OFFLOAD, "reverse_offload"),
            (OMP_REQ_UNIFIED_ADDRESS, "unified_address"),
            (OMP_REQ_UNIFIED_SHARED_MEMORY, "unified_shared_memory"),
            (OMP_REQ_DYNAMIC_ALLOCATORS, "dynamic_allocators"))
"""The clauses every image must agree on, in the order libomptarget checks them."""

_KIND, _FLAGS, _DATA = FIELD_OFFSET["kind"], FIELD_OFFSET["flags"], FIELD_OFFSET["data"]


class Requirements:
    """The program's `#pragma omp requires` clauses (`OMP_REQ_*` bits), None until the
    first image that has some registers."""

    def __init__(self) -> None:
        self.flags: int | None = None

    def add(self, flags: int) -> None:
        """`addRequirements(flags)`: raises `InconsistentRequiresError` for a clause
        `flags` and the program's requirements do not agree on."""
        if self.flags is None:
            self.flags = flags
            return
        for bit, clause in _CHECKED:
            if self.flags & bit != flags & bit:
                raise InconsistentRequiresError(clause)


def requires_entries(memory: Memory, desc: int) -> list[int]:
    """The `data` of each requires entry of the binary descriptor at `desc`, in order
    (an entry of the format before LLVM 20 is read as libomptarget upgrades it)."""
    begin = memory.read_uint(desc + BIN_DESC_HOST_ENTRIES)
    end = memory.read_uint(desc + BIN_DESC_HOST_ENTRIES + 8)
    if begin == end:
        return []
    found: list[int] = []
    if memory.read_uint(begin) != 0:
        for entry in range(begin, end, LEGACY_ENTRY_SIZE):
            if memory.read_uint(entry + LEGACY_FLAGS_OFFSET, 4) == OMP_REGISTER_REQUIRES:
                found.append(memory.read_int(entry + LEGACY_FLAGS_OFFSET + 4, 4))
        return found
    for entry in range(begin, end, OFFLOAD_ENTRY_SIZE):
        if (memory.read_uint(entry + _KIND, 2) == OFK_OPENMP
                and memory.read_uint(entry + _FLAGS, 4) == OMP_REGISTER_REQUIRES):
            found.append(memory.read_int(entry + _DATA, 8))
    return found
