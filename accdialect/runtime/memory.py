"""The simulated address space: host and device regions, allocations, checked accesses.

SEMANTICS §1: one flat 64-bit address space with disjoint regions; every access is
bounds-checked against a live allocation; transfers are whole-range byte copies
(memoryview slices). Every region is real memory of the `acc-run` process at its
simulated addresses (`address_space`: a sparse shared-memory file per region, seen by
the simulator through a view and by native library code at the simulated address), so
a 1 GiB zero-initialised global or `malloc` costs what the program touches of it, as
on a real machine, and a pointer of the program is a pointer native code can follow;
an allocation's bytes are its slice of the region's view. Addresses are handed out
by bump allocation, and a freed allocation stays known, so that a later access to it
is reported as a use after free, until its
addresses are handed out again. Two kinds of memory are handed out again, as on the
real machine (`quarantine_freed` turns both off, so that every use after free is
caught): device blocks of libomptarget's memory manager (`FreeLists`: a freed block of
at most 8 KiB goes to the next request of exactly its size, with its old content), and
the host stack (a returning function's frame is taken by the next call: the same
function called twice from the same place has its locals at the same addresses).
Other freed memory (the heap, larger device blocks, device code's locals) is never
handed out again. Device allocations are separated by guard gaps
(`DEVICE_GUARD` unmapped bytes after each, SEMANTICS §1): an overrun of a mapped section,
or an attachment's pointee base a few bytes before its allocation (`dev(buf+k) - k`),
lands in no allocation, so a device access there is a fault, never a silent write into
the neighbouring mapping (libomptarget 22's host plugin allocates with `malloc`, whose
blocks are never adjacent either: its recordings show at least 56 bytes between two).

Sizes are C `size_t`s, as `malloc`, `memcpy` and libomptarget's `allocData` take
them: a negative size is a request or an access of almost 2^64 bytes. A request that
does not fit is the runtime's error for its region: out of device memory
(`OutOfDeviceMemoryError`, libomptarget's failed construct), a stack overflow
(`StackOverflowError`), or out of host memory (`OutOfHostMemoryError`: `malloc`
returns NULL). Globals that do not fit below the heap are placed in a second global
region far above the devices, as a loader places a large data segment.
"""

from collections import deque
from collections.abc import Callable, Iterator
from struct import Struct
from typing import Any

from .address_space import IMAGES, WINDOW, RegionBacking, native_view
from .errors import (
    DoubleFreeError,
    InvalidFreeError,
    OffloadError,
    OutOfBoundsError,
    OutOfDeviceMemoryError,
    OutOfHostMemoryError,
    StackOverflowError,
    UseAfterFreeError,
    hex_addr,
)
from .sorted_keys import SortedKeys

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
DEFAULT_DEVICE_CAPACITY = 2 << 30
SIMULATED_SPANS = (HOST_GLOBALS_BASE, 1 << 40, HOST_LARGE_GLOBALS_BASE,
                   HOST_LARGE_GLOBALS_BASE + HOST_LARGE_GLOBALS_SIZE)
"""The two address ranges that hold every simulated region (the host's low regions and
up to 255 devices, then the large globals): (begin, end, begin, end)."""
DEVICE_GUARD = 256
"""Unmapped bytes after each device allocation (the guard gap, SEMANTICS §1): more than
any element or attachment offset a one-off overrun reaches, and small enough that a
million allocations use 256 MiB of a device's 3 GiB of addresses."""
MEMORY_MANAGER_THRESHOLD = 1 << 13
"""libomptarget 22's memory manager keeps freed device blocks of at most this many bytes
(`MemoryManagerTy::SizeThreshold`, the default of LIBOMPTARGET_MEMORY_MANAGER_THRESHOLD;
plugins-nextgen/common/include/MemoryManager.h); larger ones go back to the plugin."""
POISON = bytes.fromhex("efbeadde")  # 0xdeadbeef, little endian
POINTER_SIZE = 8
ADDRESS_MASK = (1 << 64) - 1
_ALIGN = 16
_SMALL_COPY = 1 << 16
_SPARSE_COPY = 1 << 20
"""Copies of this many bytes and more skip the source's pages that were never written
(`RegionBacking.extents`, as `cp --sparse` does): the destination's become zero."""

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
            WINDOW.attach([backing])  # native code may be running (a library's allocation)
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


class Allocation:
    """One allocation: its bytes, where it lives, and what it is called in traces.

    `mirror` is set on device memory that backs a map entry: the host address that
    corresponds to `begin`, so that a device address can be shown as `dev(name+off)`.
    """

    __slots__ = ("begin", "size", "region", "name", "data", "live", "host_accessible", "mirror",
                 "managed")

    def __init__(self, begin: int, size: int, region: Region, name: str | None, data: Storage,
                 managed: bool = False):
        self.begin, self.size, self.region, self.name = begin, size, region, name
        self.data = data
        self.live = True
        self.host_accessible = False
        self.mirror: int | None = None
        self.managed = managed  # a block of libomptarget's memory manager (`FreeLists`)

    @property
    def end(self) -> int:
        return self.begin + self.size

    @property
    def device(self) -> int | None:
        return self.region.device

    def describe(self) -> str:
        name = f"'{self.name}' " if self.name else ""
        return f"{self.region.name} allocation {name}[{hex_addr(self.begin)}, {hex_addr(self.end)})"


_NO_ALLOCATION = Allocation(0, 0, Region("none", 0, 0), None, bytearray())
_NO_ALLOCATION.live = False


class CheckedAccess:
    """Who accesses memory: the host (`Memory`: any live allocation) or a device
    (`DeviceAccessor`: its own memory, SEMANTICS §1). `located` is the rule; `load` and
    `store` access one fixed-size value (a `struct.Struct`: the interpreter's scalars)."""

    __slots__ = ()

    def located(self, addr: int, size: int) -> "tuple[Allocation, int]":
        """(allocation, offset) for an access of `size` bytes at `addr`, or raise."""
        raise NotImplementedError

    def load(self, addr: int, codec: Struct) -> Any:
        """The value `codec` reads at `addr`."""
        alloc, off = self.located(addr, codec.size)
        return codec.unpack_from(alloc.data, off)[0]

    def store(self, addr: int, codec: Struct, value: Any) -> None:
        """Writes `value` at `addr` as `codec` packs it."""
        alloc, off = self.located(addr, codec.size)
        codec.pack_into(alloc.data, off, value)


Load = Callable[[CheckedAccess, int], Any]
Store = Callable[[CheckedAccess, int, Any], None]


def place_loader(codec: Struct) -> Load:
    """`CheckedAccess.load` of `codec` for one place of a program (a load instruction),
    which remembers the allocation its last access touched and the accessor that
    `located` it. An access through the same accessor within that allocation while it
    is live needs neither the address look-up nor any object but the value: what
    `located` decides about an allocation does not change while it is live (its range,
    region, accessibility and bytes are fixed when it is made; addresses handed out
    again belong to a new allocation)."""
    unpack, size = codec.unpack_from, codec.size
    alloc, begin, last, data = _NO_ALLOCATION, 0, -1, _NO_ALLOCATION.data
    by: CheckedAccess | None = None

    def load(accessor: CheckedAccess, addr: int) -> Any:
        nonlocal alloc, begin, last, data, by
        off = addr - begin
        if off < 0 or off > last or not alloc.live or accessor is not by:
            alloc, off = accessor.located(addr, size)
            begin, last, data, by = alloc.begin, alloc.size - size, alloc.data, accessor
        return unpack(data, off)[0]
    return load


def place_storer(codec: Struct) -> Store:
    """`CheckedAccess.store` of `codec` for one place of a program (a store
    instruction), remembering its last allocation as `place_loader` does."""
    pack, size = codec.pack_into, codec.size
    alloc, begin, last, data = _NO_ALLOCATION, 0, -1, _NO_ALLOCATION.data
    by: CheckedAccess | None = None

    def store(accessor: CheckedAccess, addr: int, value: Any) -> None:
        nonlocal alloc, begin, last, data, by
        off = addr - begin
        if off < 0 or off > last or not alloc.live or accessor is not by:
            alloc, off = accessor.located(addr, size)
            begin, last, data, by = alloc.begin, alloc.size - size, alloc.data, accessor
        pack(data, off, value)
    return store


class FreeLists:
    """libomptarget 22's memory manager of one device (`MemoryManagerTy`,
    plugins-nextgen/common/include/MemoryManager.h): a freed block of 1 to
    `MEMORY_MANAGER_THRESHOLD` bytes stays allocated on the device, kept for the next
    request of exactly its size (`FreeLists[findBucket(Size)].find(Size)`: a multiset
    ordered by size, whose `find` gives the first freed of equal blocks). Kept blocks
    are released when a request does not fit the device (`freeAndAllocate`)."""

    __slots__ = ("_blocks", "kept_bytes")

    def __init__(self) -> None:
        self._blocks: dict[int, deque[Allocation]] = {}
        self.kept_bytes = 0

    def keep(self, alloc: Allocation) -> bool:
        """Keep `alloc`, freed, for reuse if it is a managed block of at most the
        threshold; whether it is kept."""
        size = alloc.size
        if not (alloc.managed and 0 < size <= MEMORY_MANAGER_THRESHOLD):
            return False
        blocks = self._blocks.get(size)
        if blocks is None:
            self._blocks[size] = blocks = deque()
        blocks.append(alloc)
        self.kept_bytes += size
        return True

    def take(self, size: int) -> Allocation | None:
        """The first freed kept block of exactly `size` bytes, no longer kept; or None."""
        blocks = self._blocks.get(size)
        if not blocks:
            return None
        self.kept_bytes -= size
        return blocks.popleft()

    def release(self) -> None:
        """Give every kept block back to the device (their addresses are not reused)."""
        for blocks in self._blocks.values():
            for alloc in blocks:
                alloc.data = bytearray()
        self._blocks.clear()
        self.kept_bytes = 0


class Memory(CheckedAccess):
    """All host and device memory of one simulated run. `quarantine_freed`: freed
    memory is never handed out again (see the module doc), so that every access to it
    is a use after free."""

    def __init__(self, *, num_devices: int = 1, poison: bool = False,
                 device_capacity: int = DEFAULT_DEVICE_CAPACITY, quarantine_freed: bool = False):
        self.poison = poison
        self.quarantine_freed = quarantine_freed
        self.device_capacity = device_capacity
        large_globals = Region("global", HOST_LARGE_GLOBALS_BASE,
                               HOST_LARGE_GLOBALS_BASE + HOST_LARGE_GLOBALS_SIZE, zeroed=True)
        self._large_globals = large_globals
        self._library = Region("library", 0, 0)
        """The host libraries' own memory (`address_space.IMAGES`), not simulated."""
        self._images: dict[int, Allocation] = {}
        self.regions = {
            "global": Region("global", HOST_GLOBALS_BASE, HOST_HEAP_BASE, spill=large_globals,
                             zeroed=True),
            "heap": Region("heap", HOST_HEAP_BASE, HOST_STACK_LIMIT),
            "stack": Region("stack", HOST_STACK_LIMIT, HOST_STACK_TOP, grows_down=True),
            "runtime": Region("runtime", HOST_RUNTIME_BASE, HOST_RUNTIME_BASE + (1 << 24)),
        }
        for d in range(num_devices):
            base = DEVICE_BASE + d * DEVICE_STRIDE
            self.regions[f"device{d}"] = Region(f"device {d}", base, base + DEVICE_IMAGE_OFFSET,
                                                device=d, counted=True, guard=DEVICE_GUARD)
            self.regions[f"image{d}"] = Region(f"device {d} image", base + DEVICE_IMAGE_OFFSET,
                                               base + DEVICE_STRIDE, device=d,
                                               guard=DEVICE_GUARD)
        self.device_in_use = [0] * num_devices
        """Bytes of each device's live allocations (its memory manager's kept blocks,
        `FreeLists.kept_bytes`, count against its capacity until they are released)."""
        self.free_lists = [FreeLists() for _ in range(num_devices)]
        self._keys = SortedKeys()
        self._allocs: dict[int, Allocation] = {}
        self._stack_tops: dict[int, int] = {}
        """For each live stack allocation, the stack's top before it was taken (the
        stack pointer its function's return restores)."""

    # ---- allocation ------------------------------------------------------------------
    def _fresh(self, reg: Region, addr: int, size: int, zeroed: bool, reused: bool
               ) -> Storage:
        """The bytes of a new allocation at `addr`: zero, or the poison pattern.
        Addresses never handed out before are zero already; `reused` ones (the stack's,
        a fixed placement) are cleared."""
        backing = reg.memory()
        if self.poison and not zeroed:
            backing.clear(addr, size, POISON)
        elif reused:
            backing.clear(addr, size)
        return backing.slice(addr, size)

    def allocate(self, size: int, region: str = "heap", *, name: str | None = None,
                 align: int = _ALIGN, at: int | None = None, zeroed: bool = False,
                 managed: bool = False) -> Allocation:
        """A new allocation of `size` bytes (a `size_t`) in `region` ("global", "heap",
        "stack", "runtime", "device<d>", "image<d>"), optionally at the fixed address
        `at`; `zeroed`: zero even with the poison option (`calloc`); `managed`: a device
        block of libomptarget's memory manager (`FreeLists`: it may be a freed block of
        the same size, holding what it held). A request that does not fit raises the
        region's error (see the module doc)."""
        size &= ADDRESS_MASK
        reg = self.regions[region]
        device = reg.device if reg.counted else None
        if device is not None:
            free_lists = self.free_lists[device]
            in_use = self.device_in_use[device]
            if managed and free_lists.kept_bytes and not self.quarantine_freed:
                kept = free_lists.take(size)  # (an empty memory manager has none to give)
                if kept is not None:
                    self.device_in_use[device] = in_use + size
                    alloc = Allocation(kept.begin, size, reg, name, kept.data, True)
                    self._allocs[alloc.begin] = alloc  # its address is indexed already
                    return alloc
            if in_use + free_lists.kept_bytes + size > self.device_capacity:
                free_lists.release()
            if in_use + size > self.device_capacity:
                raise OutOfDeviceMemoryError(device, size, in_use, self.device_capacity)
        top = reg.next
        reused = reg.grows_down or at is not None
        if at is None:
            addr = reg.take(size, align)
            if addr is None:
                if reg.spill is not None:
                    reg = reg.spill
                    addr = reg.take(size, align)
                if addr is None:
                    raise self._exhausted(reg, size, f"the simulated {reg.name} region has "
                                                     f"{reg.size} bytes of addresses, "
                                                     f"{reg.size - reg.room} of them taken")
        else:
            self._check_free_range(at, size)
            reg.place(at, size)
            addr = at
        data = self._fresh(reg, addr, size, zeroed or reg.zeroed, reused)
        if device is not None:
            self.device_in_use[device] += size
        if reg.grows_down and not self.quarantine_freed:
            self._forget_freed(addr, top)
            self._stack_tops[addr] = top
        alloc = Allocation(addr, size, reg, name, data, managed)
        if self._allocs.setdefault(addr, alloc) is alloc:
            self._keys.insert(addr)
        else:  # a freed allocation there, whose addresses are handed out again
            self._allocs[addr] = alloc
        return alloc

    def _forget_freed(self, begin: int, end: int) -> None:
        """Drop the freed allocations that start in [begin, end), whose addresses are
        handed out again (a popped stack frame's)."""
        key = self._keys.neighbours(begin - 1)[1]
        while key is not None and key < end:
            following = self._keys.neighbours(key)[1]
            if key != begin:
                self._keys.remove(key)
                del self._allocs[key]
            key = following

    def _exhausted(self, region: Region, size: int, detail: str) -> OffloadError:
        """The error of a request of `size` bytes that `region` cannot hold, for the
        reason `detail`."""
        if region.device is not None:
            return OutOfDeviceMemoryError(region.device, size, self.device_in_use[region.device],
                                          self.device_capacity, detail)
        if region.grows_down:
            return StackOverflowError(f"cannot allocate {size} bytes of stack ({detail})")
        return OutOfHostMemoryError(region.name, size, detail)

    def _check_free_range(self, addr: int, size: int) -> None:
        below, above = self._keys.neighbours(addr)
        for key in (below, above):
            if key is not None:
                other = self._allocs[key]
                if key < addr + max(size, 1) and addr < key + max(other.size, 1):
                    raise ValueError(f"{hex_addr(addr)} (+{size}) overlaps {other.describe()}")

    def free(self, addr: int, region: str = "heap") -> Allocation:
        """Free the allocation that starts at `addr` in `region`."""
        alloc = self._allocs.get(addr)
        if alloc is None or alloc.region is not self.regions[region]:
            kind = self.regions[region].name
            raise InvalidFreeError(addr, f"not the start of a {kind} allocation")
        if not alloc.live:
            raise DoubleFreeError(addr, alloc.describe())
        alloc.live = False
        reg = alloc.region
        device = reg.device if reg.counted else None
        if device is not None:
            self.device_in_use[device] -= alloc.size
            if not self.quarantine_freed and self.free_lists[device].keep(alloc):
                return alloc  # still allocated on the device
        alloc.data = bytearray()
        if alloc.size >= _SMALL_COPY and reg.backing is not None:
            reg.backing.release(addr, alloc.size)
        top = self._stack_tops.pop(addr, None)
        if top is not None and reg.next == addr:
            reg.next = top  # the stack pointer back where it was before this allocation
        return alloc

    # ---- look-up -----------------------------------------------------------------------
    def allocation_at(self, addr: int) -> Allocation | None:
        """The allocation (live or freed) whose range holds `addr`, if any (at its first
        byte: one dictionary look-up, as in `located`)."""
        alloc = self._allocs.get(addr)
        if alloc is not None:
            return alloc if alloc.size else None
        key = self._keys.floor(addr)
        if key is not None:
            alloc = self._allocs[key]
            if addr < alloc.begin + alloc.size:
                return alloc
        return self.library_memory(addr)

    def library_memory(self, addr: int) -> Allocation | None:
        """The mapping of a loaded host library that holds `addr` (outside the
        simulated regions), as an allocation named after the library."""
        found = IMAGES.find(addr)
        if found is None:
            return None
        begin, end, name = found
        alloc = self._images.get(begin)
        if alloc is None:
            alloc = Allocation(begin, end - begin, self._library, name,
                               native_view(begin, end - begin))
            self._images[begin] = alloc
        return alloc

    def holds_address(self, addr: int) -> bool:
        """Whether `addr` lies in one of the simulated regions (allocated or not)."""
        return any(reg.begin <= addr < reg.end
                   for reg in (*self.regions.values(), self._large_globals))

    def nearest(self, addr: int) -> Allocation | None:
        """The allocation at or nearest below `addr` (for diagnostics)."""
        below, above = self._keys.neighbours(addr)
        key = below if below is not None else above
        return None if key is None else self._allocs[key]

    def guard_gap_owner(self, addr: int) -> Allocation | None:
        """For an address in the guard gap between allocations of a guarded region
        (SEMANTICS §1; in no allocation): the nearer of the allocations on either side of
        the gap (an overrun past the end of one, or an underrun before the next)."""
        below, above = self._keys.neighbours(addr)
        if below is None:
            return None
        low = self._allocs[below]
        if addr < low.end or not low.region.guard:
            return None
        high = None if above is None else self._allocs[above]
        if high is not None and high.region is low.region:
            return low if addr - low.end < high.begin - addr else high
        return low if addr - low.end < low.region.guard else None

    def allocations(self) -> Iterator[Allocation]:
        """Every allocation made, by address (a freed one until its addresses are
        handed out again)."""
        return (self._allocs[k] for k in self._keys)

    def located(self, addr: int, size: int) -> tuple[Allocation, int]:
        """(allocation, offset) for an access of `size` bytes (a `size_t`) at `addr`,
        or raise. An access at an allocation's first byte (a mapped array, a device
        block) finds it in one dictionary look-up, any other by a bisection."""
        size &= ADDRESS_MASK
        alloc = self._allocs.get(addr)
        if alloc is None:
            key = self._keys.floor(addr)
            alloc = None if key is None else self._allocs[key]
        if alloc is not None:
            off = addr - alloc.begin
            if off + size <= alloc.size and (off < alloc.size or size == 0):
                if alloc.live:
                    return alloc, off
                raise UseAfterFreeError(addr, size, "freed " + alloc.describe())
            if off < alloc.size:
                raise OutOfBoundsError(addr, size, "crosses the end of " + alloc.describe())
        image = self.library_memory(addr)
        if image is not None and addr + size <= image.end:
            return image, addr - image.begin
        near = self.nearest(addr)
        detail = "no allocation holds it"
        if near is not None:
            detail += f" (nearest: {near.describe()})"
        raise OutOfBoundsError(addr, size, detail)

    # ---- accesses ----------------------------------------------------------------------
    def read(self, addr: int, size: int) -> bytes:
        alloc, off = self.located(addr, size)
        return bytes(alloc.data[off:off + size])

    def write(self, addr: int, data: bytes) -> None:
        alloc, off = self.located(addr, len(data))
        memoryview(alloc.data)[off:off + len(data)] = data

    def read_uint(self, addr: int, size: int = 8) -> int:
        alloc, off = self.located(addr, size)
        return int.from_bytes(alloc.data[off:off + size], "little")

    def read_int(self, addr: int, size: int = 8) -> int:
        alloc, off = self.located(addr, size)
        return int.from_bytes(alloc.data[off:off + size], "little", signed=True)

    def write_uint(self, addr: int, value: int, size: int = 8) -> None:
        alloc, off = self.located(addr, size)
        alloc.data[off:off + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")

    def read_cstring(self, addr: int) -> str:
        """The NUL-terminated string at `addr` (within its allocation)."""
        alloc, off = self.located(addr, 1)
        end = nul_offset(alloc, off, alloc.size)
        if end < 0:
            raise OutOfBoundsError(addr, alloc.size - off, "string is not NUL-terminated")
        return bytes(alloc.data[off:end]).decode(errors="replace")

    def show_natively(self) -> None:
        """Make this memory's regions the ones native code sees at their simulated
        addresses (`address_space.WINDOW`), before a call of native library code."""
        WINDOW.attach([reg.backing for reg in (*self.regions.values(), self._large_globals)
                       if reg.backing is not None])

    def fill(self, addr: int, byte: int, size: int) -> None:
        alloc, off = self.located(addr, size)
        alloc.data[off:off + size] = bytes([byte]) * size

    def copy(self, dst: int, src: int, size: int, dst_block: Allocation | None = None,
             src_block: Allocation | None = None
             ) -> tuple[Allocation | None, Allocation | None]:
        """Copy `size` bytes (a `size_t`) from `src` to `dst` as one whole-range transfer
        (SEMANTICS §1: one memcpy, through memoryviews for large ranges, where bytearray
        slicing would copy twice; from 1 MiB on, the source's never-written pages are
        zeroed at the destination instead of copied); `dst` is checked first, then
        `src`. A block given for
        a side (an allocation an earlier copy found, the device block of a map entry) is
        taken without a look-up while it is live and holds the range: it is then what
        `located` finds (a live allocation's range is its own, see `place_loader`);
        otherwise that side is `located`. The allocations of the two sides (size 0
        copies and checks nothing: the blocks given)."""
        if size <= 0:
            if not size:
                return dst_block, src_block
            dst_block = src_block = None  # 2^64 - |size| bytes: `located` refuses them
        if (dst_block is not None and dst_block.live
                and 0 <= (doff := dst - dst_block.begin) <= dst_block.size - size):
            dalloc = dst_block
        else:
            dalloc, doff = self.located(dst, size)
        if (src_block is not None and src_block.live
                and 0 <= (soff := src - src_block.begin) <= src_block.size - size):
            salloc = src_block
        else:
            salloc, soff = self.located(src, size)
        if size <= _SMALL_COPY:
            dalloc.data[doff:doff + size] = salloc.data[soff:soff + size]
            return dalloc, salloc
        source, target = salloc.region.backing, dalloc.region.backing
        if size < _SPARSE_COPY or source is None or target is None or source is target:
            memoryview(dalloc.data)[doff:doff + size] = memoryview(salloc.data)[soff:soff + size]
            return dalloc, salloc
        src_addr, dst_addr = salloc.begin + soff, dalloc.begin + doff
        for begin, end, written in source.extents(src_addr, src_addr + size):
            if written:
                target.slice(dst_addr + begin - src_addr, end - begin)[:] = \
                    source.slice(begin, end - begin)
            else:  # never written: zero, and the destination's pages given back
                target.clear(dst_addr + begin - src_addr, end - begin)
        return dalloc, salloc


def nul_offset(alloc: Allocation, off: int, end: int) -> int:
    """The offset of the first NUL byte of `alloc` in `[off, end)`, or -1 (a search of
    the region's view, which copies nothing)."""
    backing = alloc.region.backing
    if backing is None or not alloc.live:
        return bytes(alloc.data).find(b"\0", off, end)
    base = alloc.begin - backing.begin
    found = backing.view.find(b"\0", base + off, base + end)
    return found - base if found >= 0 else -1
