"""Addresses as the program's names: `buf+0x8` on the host, `dev(buf+0x8)` for the
device memory that backs a map entry (SEMANTICS §7, the symbolic form of a trace). The
offset is in hex, as the addresses around it and as a debugger's or `backtrace`'s
`symbol+0x10` write it.

A host allocation the program did not name (a `malloc`'d buffer, a stack slot of
clang's code) is named after the first map entry made or found in it (`MapNew`, or
`MapExists` on entering a construct) whose name is a variable of the program
(`allocation_name`): the variable without its array sections when the entry's name
designates the whole allocation or is a section of it (`p[0:n]` → `p`, `S.p[:N]` →
`S.p`, Fortran's `a(1:n)` → `a`); the variable whose member the entry is when it is a
member inside a larger allocation (`s.p` at offset 8 of `s` → `s`, so that the
address is `s+0x8`, not `s.p+0x8`; `this->n` → `this`). flang 22 names every list
item of an OpenMP construct after the source file (`/path/prog.f90`): no variable. When
the name is already another allocation's (the pointer `p` itself, a global), the
buffer is `p#2`. A member array's section (`s.arr[1:2]` where `arr` is an array inside
`s`) cannot be told from a pointer member's (`s.p[1:2]`) by the name: both name the
allocation `s.arr`/`s.p`.

A device block that backed several entries in turn (libomptarget's memory manager hands
a freed block to the next request of its size, runtime/memory_manager.py) is named, in the
event being rendered (`at`), after the entry its last `MapNew` up to that event made.
"""

import re
from bisect import bisect_right
from collections.abc import Iterable

from .events import Event, MapExists, MapNew
from .memory import Memory
from .regions import Allocation

_SECTIONS = re.compile(r"(?:\[[^\[\]]*\]|\([^()]*\))+$")
_MEMBER = re.compile(r"\.|->|%|\[|\(")
"""Where a designator goes on from its variable: a member (C's `.` and `->`, Fortran's
`%`) or an element."""


def map_variable(map_name: str) -> str:
    """The variable a map name designates: the name without its trailing array
    sections (`a[0:n]`, `m[i][0:n]`, `a(1:n)`)."""
    return _SECTIONS.sub("", map_name) or map_name


def allocation_name(map_name: str, whole: bool) -> str | None:
    """The name of an allocation a map entry named `map_name` lies in (see the module
    doc): `whole` when the entry begins at the allocation's first byte and spans it.
    """
    variable = map_variable(map_name)
    if whole or variable != map_name:
        return variable
    member = _MEMBER.search(variable, 1)
    return variable if member is None else variable[:member.start()]


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
            if not (isinstance(event, MapNew | MapExists) and event.name):
                continue
            alloc = memory.allocation_at(event.host_begin)
            if (alloc is None or alloc.name is not None or alloc.region.device is not None
                    or alloc.begin in self.mapped_names):
                continue
            whole = event.host_begin == alloc.begin and event.size == alloc.size
            name = allocation_name(event.name, whole)
            if name is None:
                continue
            if taken is None:
                taken = {a.name for a in memory.allocations() if a.name is not None}
            self.mapped_names[alloc.begin] = _unique(name, taken)

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
            return f"0x{addr:x}" if name is None else f"{name}+{addr - alloc.begin:#x}"
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
