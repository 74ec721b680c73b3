"""Addresses as the program's names: `buf+8` on the host, `dev(buf+8)` for the device
memory that backs a map entry (SEMANTICS §7, the symbolic form of a trace).

A host allocation the program did not name (a `malloc`'d buffer, a stack slot of
clang's code) is named after the first map entry made in it (`MapNew`): the
variable of the entry's map name, without its array sections (`p[0:n]` → `p`,
`S.p[:N]` → `S.p`, Fortran's `a(1:n)` → `a`), so that `p+0` stands for the first
byte of the buffer `p` was mapped from. When that name is already another
allocation's (the pointer `p` itself, a global), the buffer is `p#2`.

A device block that backed several entries in turn (libomptarget's memory manager hands
a freed block to the next request of its size, runtime/memory_manager.py) is named, in the
event being rendered (`at`), after the entry its last `MapNew` up to that event made.
"""

import re
from bisect import bisect_right
from collections.abc import Iterable

from .events import Event, MapNew
from .memory import Memory
from .regions import Allocation

_SECTIONS = re.compile(r"(?:\[[^\[\]]*\]|\([^()]*\))+$")


def map_variable(map_name: str) -> str:
    """The variable a map name designates: the name without its trailing array
    sections (`a[0:n]`, `m[i][0:n]`, `a(1:n)`)."""
    return _SECTIONS.sub("", map_name) or map_name


class Symbolizer:
    """Addresses as `name+off` (host) and `dev(name+off)` (device memory that backs a map
    entry), from the names of the allocations of `memory`, or for a host allocation
    without one, from the first of `events` that maps into it (see the module doc);
    `NULL` for 0."""

    def __init__(self, memory: Memory, events: Iterable[Event] = ()):
        self.memory = memory
        self.mapped_names: dict[int, str] = {}
        """Allocation begin -> name, for host allocations named after a map entry."""
        self._event_index: dict[int, int] = {}
        self._mirrors: dict[int, list[tuple[int, int]]] = {}
        """Device block begin -> (event index, host mirror) of each entry made in it."""
        self._now = 0
        taken: set[str] | None = None
        for index, event in enumerate(events):
            self._event_index[id(event)] = index
            if isinstance(event, MapNew):
                self._record_mirror(index, event)
            if not (isinstance(event, MapNew) and event.name):
                continue
            alloc = memory.allocation_at(event.host_begin)
            if (alloc is None or alloc.name is not None or alloc.region.device is not None
                    or alloc.begin in self.mapped_names):
                continue
            if taken is None:
                taken = {a.name for a in memory.allocations() if a.name is not None}
            self.mapped_names[alloc.begin] = _unique(map_variable(event.name), taken)

    def _record_mirror(self, index: int, new: MapNew) -> None:
        block = self.memory.allocation_at(new.dev_alloc_begin)
        if block is not None and block.begin == new.dev_alloc_begin and block.mirror is not None:
            mirror = new.host_begin - (new.dev_begin - new.dev_alloc_begin)
            self._mirrors.setdefault(block.begin, []).append((index, mirror))

    def at(self, event: Event) -> "Symbolizer":
        """Name device blocks as they were when `event` happened (one of the events
        given); returns self."""
        self._now = self._event_index.get(id(event), self._now)
        return self

    def _mirror(self, alloc: Allocation) -> int | None:
        history = self._mirrors.get(alloc.begin)
        if history is None or len(history) < 2:
            return alloc.mirror
        k = bisect_right(history, (self._now, float("inf"))) - 1
        return history[max(k, 0)][1]

    def name(self, alloc: Allocation) -> str | None:
        """The name `alloc` is shown by, if any."""
        return alloc.name or self.mapped_names.get(alloc.begin)

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
            name = self.name(alloc)
            return f"0x{addr:x}" if name is None else f"{name}+{addr - alloc.begin}"
        mirror = self._mirror(alloc)
        if mirror is None:
            return f"dev(0x{addr:x})"
        return f"dev({self(mirror + (addr - alloc.begin), 'host')})"


def _unique(name: str, taken: set[str]) -> str:
    """`name`, or `name#N` with the first N from 2 that is not in `taken`; taken."""
    unique, n = name, 1
    while unique in taken:
        n += 1
        unique = f"{name}#{n}"
    taken.add(unique)
    return unique
