"""The present table of every device at one moment (the end of a run, or its fault),
as plain values for the map view: each entry's host and device ranges, its dynamic and
hold counts (SEMANTICS §2) and the pointers attached inside it, each with the device
address it now holds (SEMANTICS §3, §4)."""

from dataclasses import dataclass

from accdialect.runtime import MappingEntry, OffloadError, OffloadRuntime, Symbolizer
from accdialect.runtime.memory import Memory
from accdialect.runtime.regions import POINTER_SIZE

from .failure import RunFailure


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

    @property
    def host_end(self) -> int:
        return self.host_begin + self.size

    @property
    def dev_end(self) -> int:
        return self.dev_begin + self.size


@dataclass(frozen=True, slots=True)
class PresentSnapshot:
    """Every device's entries (by device, then host address) and the failure, if the
    run ended in one."""

    entries: tuple[PresentEntry, ...]
    failure: RunFailure | None = None

    def devices(self) -> list[int]:
        return sorted({e.device for e in self.entries})


def present_snapshot(runtime: OffloadRuntime, failure: RunFailure | None = None) -> PresentSnapshot:
    """The present tables of `runtime`'s devices now. An entry the program did not name
    (an `acc_copyin` call) is called by its host address (`buf+0` for an allocation
    with a name, as `--symbolic` writes it)."""
    symbolizer = runtime.symbolizer()
    return PresentSnapshot(tuple(_entry(device.id, entry, runtime.memory, symbolizer)
                                 for device in runtime.devices for entry in device.table),
                           failure)


def _entry(device: int, entry: MappingEntry, memory: Memory,
           symbolizer: Symbolizer) -> PresentEntry:
    attached = tuple(AttachedPointer(s.host_addr, s.dev_addr, s.size, s.attach_count,
                                     _device_value(memory, s.dev_addr))
                     for s in sorted(entry.shadows.values(), key=lambda s: s.host_addr))
    name = entry.name or symbolizer(entry.host_begin, "host")
    return PresentEntry(device, name, entry.host_begin, entry.dev_begin, entry.size,
                        entry.dyn_ref, entry.hold_ref, attached)


def _device_value(memory: Memory, addr: int) -> int | None:
    """The pointer the device holds at `addr` (None if its memory was freed under it, as
    `omp_target_free` of associated memory can)."""
    try:
        return memory.read_uint(addr, POINTER_SIZE)
    except OffloadError:
        return None
