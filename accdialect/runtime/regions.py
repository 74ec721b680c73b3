"""The simulated address map and what it is made of: where the host's regions and each
device's lie, `Region` (an address range with a bump allocator) and `Allocation` (one
allocation and its bytes).

SEMANTICS §1: one flat 64-bit address space with disjoint regions. Every region is real
memory of the `acc-run` process at its simulated addresses (`address_space`: a sparse
shared-memory file per region, seen by the simulator through a view and by native
library code at the simulated address), so a 1 GiB zero-initialised global or `malloc`
costs what the program touches of it, as on a real machine, and a pointer of the
program is a pointer native code can follow; an allocation's bytes are its slice of the
region's view. Addresses are handed out by bump allocation. Device allocations are
separated by guard gaps (`DEVICE_GUARD` unmapped bytes after each, SEMANTICS §1): an
overrun of a mapped section, or an attachment's pointee base a few bytes before its
allocation (`dev(buf+k) - k`), lands in no allocation, so a device access there is a
fault, never a silent write into the neighbouring mapping (libomptarget 22's host plugin
allocates with `malloc`, whose blocks are never adjacent either: its recordings show at
least 56 bytes between two). Globals that do not fit below the heap are placed in a
second global region far above the devices (`Region.spill`), as a loader places a large
data segment.
"""

from contextlib import suppress
from dataclasses import dataclass, field
from typing import Protocol

from .address_space import WINDOW, AddressSpaceError, RegionBacking
from .errors import hex_addr
from .source_loc import Loc

HOST_GLOBALS_BASE = 0x0000_0040_0000
HOST_HEAP_BASE = 0x0000_1000_0000
HOST_STACK_TOP = 0x0000_8000_0000
HOST_STACK_LIMIT = 0x0000_7000_0000
HOST_RUNTIME_BASE = 0x0000_8000_0000
HOST_LARGE_GLOBALS_BASE = 0x7000_0000_0000
HOST_LARGE_GLOBALS_SIZE = 64 << 30
DEVICE_BASE = 0x0000_D000_0000
DEVICE_STRIDE = 0x0001_0000_0000
DEVICE_IMAGE_OFFSET = 0xC000_0000
SIMULATED_SPANS = (HOST_GLOBALS_BASE, 1 << 40, HOST_LARGE_GLOBALS_BASE,
                   HOST_LARGE_GLOBALS_BASE + HOST_LARGE_GLOBALS_SIZE)
"""The two address ranges that hold every simulated region (the host's low regions and
up to 255 devices, then the large globals): (begin, end, begin, end)."""
DEVICE_GUARD = 256
"""Unmapped bytes after each device allocation (the guard gap, SEMANTICS §1): more than
any element or attachment offset a one-off overrun reaches, and small enough that a
million allocations use 256 MiB of a device's 3 GiB of addresses."""
POINTER_SIZE = 8
ADDRESS_MASK = (1 << 64) - 1

Storage = bytearray | memoryview
"""The bytes of an allocation: its slice of its region's view (a freed one's: empty)."""


class Region:
    """A contiguous address range with a bump allocator (`grows_down` for the stack).
    `spill`: where allocations go that do not fit (the globals beyond the heap);
    `zeroed`: fresh memory is zero even with the poison option (a loaded image's data);
    `guard`: addresses left unmapped after each allocation (device memory's guard gap);
    `backing`: its memory, made at its first allocation."""

    __slots__ = ("name", "begin", "end", "next", "grows_down", "device", "counted", "spill",
                 "zeroed", "guard", "backing")

    def __init__(self, name: str, begin: int, end: int, *, grows_down: bool = False,
                 device: int | None = None, counted: bool = False,
                 spill: "Region | None" = None, zeroed: bool = False, guard: int = 0):
        self.name, self.begin, self.end = name, begin, end
        self.grows_down, self.device = grows_down, device
        self.counted = counted  # allocations count against the device's memory capacity
        self.spill, self.zeroed, self.guard = spill, zeroed, guard
        self.next = end if grows_down else begin
        self.backing: RegionBacking | None = None

    def memory(self) -> RegionBacking:
        """The region's backing memory (made now if it has none yet)."""
        backing = self.backing
        if backing is None:
            self.backing = backing = RegionBacking(self.name, self.begin, self.end - self.begin)
            # native code may be running (a library's allocation); addresses the
            # process holds itself are said at the next native call (`show_natively`)
            with suppress(AddressSpaceError):
                WINDOW.attach([backing])
        return backing

    @property
    def size(self) -> int:
        return self.end - self.begin

    @property
    def room(self) -> int:
        """The bytes of addresses not handed out (below the stack's top, above the
        others' last allocation)."""
        return self.next - self.begin if self.grows_down else self.end - self.next

    def take(self, size: int, align: int) -> int | None:
        """Reserve `size` bytes (at least one address) aligned to `align`; None when
        they do not fit in what is left of the region."""
        span = size or 1
        if self.grows_down:
            addr = (self.next - span) & ~(align - 1)
            if addr < self.begin:
                return None
            self.next = addr
        else:
            addr = (self.next + align - 1) & ~(align - 1)
            if addr + span > self.end:
                return None
            self.next = addr + span + self.guard
        return addr

    def place(self, addr: int, size: int) -> None:
        """Account for an allocation placed at a fixed address."""
        if not self.begin <= addr <= addr + size <= self.end:
            raise ValueError(f"{hex_addr(addr)} (+{size}) is outside the {self.name} region")
        if self.grows_down:
            self.next = min(self.next, addr)
        else:
            self.next = max(self.next, addr + max(size, 1) + self.guard)


class Usage(Protocol):
    """What an allocation's `usage` is (the transfer report's `DeviceCopy`): told of
    each access a device's code makes to it, of `size` bytes at offset `off`, a read
    or a write, by accessor `by`."""

    def touched(self, by: object, off: int, size: int, read: bool) -> None: ...


@dataclass(eq=False)
class Shadow:
    """The visibility state of one allocation's bytes (runtime/visibility.py: the rules),
    and what the reports about it name: `state`, a byte per byte of data; `peers`, the
    allocations holding the other copy of some of its bytes, each with the offset to
    add to one of this allocation's to find its byte there; `name`, the variable (the
    map entry's name); `mapped_at`, the directive that mapped it; `device`, the device
    of a device block."""

    state: bytearray
    name: str | None = None
    mapped_at: Loc = None
    device: int | None = None
    peers: "list[tuple[Allocation, int]]" = field(default_factory=list)


class Allocation:
    """One allocation: its bytes, where it lives, and what it is called in traces.

    `mirror` is set on device memory that backs a map entry: the host address that
    corresponds to `begin`, so that a device address can be shown as `dev(name+off)`.
    `shadow` is the visibility state of its bytes (`Shadow`) while the
    checks follow it: a mapped host allocation, a map entry's device block.
    `usage` is told of the accesses device code makes to it (`Usage`) while they
    tell the transfer report something: a map entry's device block no kernel accessed
    yet, or holding a transfer no kernel read yet (`transfers.DeviceCopy`).
    """

    __slots__ = ("begin", "size", "region", "name", "data", "live", "host_accessible", "mirror",
                 "managed", "shadow", "usage")

    def __init__(self, begin: int, size: int, region: Region, name: str | None, data: Storage,
                 managed: bool = False):
        self.begin, self.size, self.region, self.name = begin, size, region, name
        self.data = data
        self.live = True
        self.host_accessible = False
        self.mirror: int | None = None
        self.managed = managed  # a block of libomptarget's memory manager (`FreeLists`)
        self.shadow: Shadow | None = None
        self.usage: Usage | None = None

    @property
    def end(self) -> int:
        return self.begin + self.size

    @property
    def device(self) -> int | None:
        return self.region.device

    def describe(self) -> str:
        name = f"'{self.name}' " if self.name else ""
        return f"{self.region.name} allocation {name}[{hex_addr(self.begin)}, {hex_addr(self.end)})"
