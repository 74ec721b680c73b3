"""The present table of every device at one moment (a construct, once its mappings
are made; the end of a run, or its fault), as plain values for the map view: each
entry's host and device ranges, its dynamic and hold counts (SEMANTICS §2), the
pointers attached inside it, each with the device address it now holds (SEMANTICS
§3, §4), and the other pointers its two copies hold.

A pointer is found by its value: each 8-byte-aligned word of an entry's host and
device copies (of their first `SCAN_LIMIT` bytes) that is the address of a live
allocation of the run (a host variable, heap block or global, a device block). A
device copy that holds a host address holds a pointer that was not attached
(SEMANTICS §3: attachment writes the device address of the pointee): the device
faults when it follows it (SEMANTICS §6), unless device code may access host memory
(unified shared memory, LLVM's host plugin, memory `omp_target_is_accessible` says the
device may access). The copies are read as they are, without the checks seeing a
read (docs/checks.md), so that a picture taken during the run changes nothing."""

from dataclasses import dataclass
from struct import iter_unpack

from accdialect.runtime import ConstructMapped, MappingEntry, OffloadRuntime, Symbolizer
from accdialect.runtime.memory import Memory
from accdialect.runtime.regions import POINTER_SIZE, SIMULATED_SPANS, Allocation

from .failure import RunFailure

SCAN_LIMIT = 1 << 16
"""The bytes of each copy of an entry searched for pointers: a struct or an array of
pointers is found whole; a large array of numbers, which holds none, costs no more than
64 KiB of it."""


@dataclass(frozen=True, slots=True)
class AttachedPointer:
    """A pointer (or Fortran descriptor, `size` bytes) at `host_addr` whose device copy
    at `dev_addr` holds `target` (the first pointer-sized bytes; None if unreadable);
    `counter` is its OpenACC attachment counter (0 for OpenMP)."""

    host_addr: int
    dev_addr: int
    size: int
    counter: int
    target: int | None


@dataclass(frozen=True, slots=True)
class FoundPointer:
    """A word at `offset` in the entry's host (`side` "host") or device copy
    ("device") that holds `target`, an address inside a live allocation on the host
    (`target_side` "host") or a device ("device"); `target_name` says where, as
    `--symbolic` writes it (`buf+8`, `dev(p[0:n]+0)`), with the memory's kind when the
    allocation has no name (`0x10000000, heap`); `accessible`: device code may
    access the (host) target (module doc)."""

    side: str
    offset: int
    target: int
    target_side: str
    target_name: str
    accessible: bool = False

    @property
    def unattached(self) -> bool:
        """Whether this is a host address in a device copy that device code cannot
        follow: a pointer not attached."""
        return self.side == "device" and self.target_side == "host" and not self.accessible


@dataclass(frozen=True, slots=True)
class PresentEntry:
    """One entry of a device's present table."""

    device: int
    name: str
    host_begin: int
    dev_begin: int
    size: int
    dyn: int
    hold: int
    attached: tuple[AttachedPointer, ...]
    pointers: tuple[FoundPointer, ...] = ()
    """The pointers of both copies but the attached ones, by side, then offset."""

    @property
    def host_end(self) -> int:
        return self.host_begin + self.size

    @property
    def dev_end(self) -> int:
        return self.dev_begin + self.size


@dataclass(frozen=True, slots=True)
class PresentSnapshot:
    """Every device's entries (by device, then host address) and when they were
    taken: at the construct `at` (its `count`-th time at its line), or at the end of
    the run, or at its `failure`."""

    entries: tuple[PresentEntry, ...]
    failure: RunFailure | None = None
    at: ConstructMapped | None = None
    count: int = 1

    def devices(self) -> list[int]:
        return sorted({e.device for e in self.entries})

    def unattached(self) -> list[tuple[PresentEntry, FoundPointer]]:
        """The pointers not attached in the device copies (`FoundPointer.unattached`)."""
        return [(e, p) for e in self.entries for p in e.pointers if p.unattached]


def present_snapshot(runtime: OffloadRuntime, failure: RunFailure | None = None,
                     at: ConstructMapped | None = None, count: int = 1) -> PresentSnapshot:
    """The present tables of `runtime`'s devices now. An entry the program did not name
    (an `acc_copyin` call) is called by its host address (`buf+0` for an allocation
    with a name, as `--symbolic` writes it)."""
    finder = _PointerFinder(runtime)
    return PresentSnapshot(tuple(finder.entry(device, entry, name)
                                 for device, named in finder.tables.items()
                                 for entry, name in named), failure, at, count)


class _PointerFinder:
    """The entries of one snapshot (`tables`: each device's, with their names), with the
    pointers of their copies (module doc)."""

    def __init__(self, runtime: OffloadRuntime):
        self.memory: Memory = runtime.memory
        self.symbolizer: Symbolizer = runtime.symbolizer()
        self.host_reachable = runtime.options.usm or runtime.options.host_plugin
        self.tables = {device.id: [(entry, entry.name or self.symbolizer(entry.host_begin, "host"))
                                   for entry in device.table] for device in runtime.devices}

    def entry(self, device: int, entry: MappingEntry, name: str) -> PresentEntry:
        shadows = sorted(entry.shadows.values(), key=lambda s: s.host_addr)
        attached = tuple(AttachedPointer(s.host_addr, s.dev_addr, s.size, s.attach_count,
                                         _word(self.memory, s.dev_addr)) for s in shadows)
        skipped = {s.host_addr - entry.host_begin + k
                   for s in shadows for k in range(0, s.size, POINTER_SIZE)}
        pointers = tuple(
            found for side, begin in (("host", entry.host_begin), ("device", entry.dev_begin))
            for found in self._found(device, side, begin, entry,
                                     skipped if side == "device" else set()))
        return PresentEntry(device, name, entry.host_begin, entry.dev_begin, entry.size,
                            entry.dyn_ref, entry.hold_ref, attached, pointers)

    def _found(self, device: int, side: str, begin: int, entry: MappingEntry,
               skipped: set[int]) -> list[FoundPointer]:
        """The pointers of the copy of `entry` at `begin`, its words at the offsets
        of the host's 8-byte-aligned addresses."""
        first = -entry.host_begin % POINTER_SIZE
        data = _bytes(self.memory, begin + first, min(entry.size, SCAN_LIMIT) - first)
        low, high, large, large_end = SIMULATED_SPANS
        found = []
        for i, (value,) in enumerate(iter_unpack("<Q", data[:len(data) & -POINTER_SIZE])):
            offset = first + POINTER_SIZE * i
            if (low <= value < high or large <= value < large_end) and offset not in skipped:
                pointer = self._pointer(device, side, offset, value)
                if pointer is not None:
                    found.append(pointer)
        return found

    def _pointer(self, device: int, side: str, offset: int, value: int) -> FoundPointer | None:
        memory = self.memory
        alloc = memory.allocation_at(value)
        if alloc is None or not alloc.live:
            return None
        target_device = alloc.region.device
        if target_device is not None:
            return FoundPointer(side, offset, value, "device",
                                self._name(target_device, value, alloc))
        if memory.host_storage(value) is None:  # a host library's own memory
            return None
        return FoundPointer(side, offset, value, "host", self._name(device, value, alloc),
                            self.host_reachable or alloc.host_accessible)

    def _name(self, device: int, addr: int, alloc: Allocation) -> str:
        """The address `addr` (in `alloc`, host or device memory) in words: by the entry
        of `device` that holds it (`p[0:n]+8 (mapped)` on the host, `dev(p[0:n]+8)`
        on the device; an entry without a name by its host address, `buf+8`), else as
        `--symbolic` writes it, with the memory's kind when its allocation has no name
        (`0x10000000, heap`)."""
        on_device = alloc.region.device is not None
        for entry, name in self.tables.get(device, ()):
            begin = entry.dev_begin if on_device else entry.host_begin
            if begin <= addr < begin + entry.size:
                offset = addr - begin
                name = (f"{name}+{offset}" if entry.name is not None
                        else self.symbolizer(entry.host_begin + offset, "host"))
                return f"dev({name})" if on_device else f"{name} (mapped)"
        name = self.symbolizer(addr, "dev" if on_device else "host")
        return f"{name}, {alloc.region.name}" if "0x" in name else name


def _bytes(memory: Memory, addr: int, size: int) -> bytes:
    """Up to `size` bytes from `addr` in the live allocation that holds it, as they
    are (no access the checks see); none when no live allocation holds it."""
    alloc = memory.allocation_at(addr)
    if alloc is None or not alloc.live or size <= 0:
        return b""
    offset = addr - alloc.begin
    return bytes(alloc.data[offset:offset + size])


def _word(memory: Memory, addr: int) -> int | None:
    """The pointer the device holds at `addr` (None if its memory was freed under it, as
    `omp_target_free` of associated memory can)."""
    data = _bytes(memory, addr, POINTER_SIZE)
    return int.from_bytes(data, "little") if len(data) == POINTER_SIZE else None
