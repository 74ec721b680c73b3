"""Addresses as the program's names: `buf+8` on the host, `dev(buf+8)` for the device
memory that backs a map entry (SEMANTICS §7, the symbolic form of a trace)."""

from .memory import Memory


class Symbolizer:
    """Addresses as `name+off` (host) and `dev(name+off)` (device memory that backs a map
    entry), from the names of the allocations of `memory`; `NULL` for 0."""

    def __init__(self, memory: Memory):
        self.memory = memory

    def __call__(self, addr: int, side: str) -> str:
        if addr == 0:
            return "NULL"
        alloc = self.memory.allocation_at(addr)
        if alloc is None:
            near = self.memory.nearest(addr)
            if near is not None and near.size and addr == near.end:
                alloc = near
        if alloc is None:
            return f"0x{addr:x}"
        if alloc.region.device is None:
            if alloc.name is None:
                return f"0x{addr:x}"
            return f"{alloc.name}+{addr - alloc.begin}"
        if alloc.mirror is None:
            return f"dev(0x{addr:x})"
        return f"dev({self(alloc.mirror + (addr - alloc.begin), 'host')})"
