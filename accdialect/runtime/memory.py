"""`Memory`: all host and device memory of one simulated run, its allocations (in the
regions of `regions`), frees, look-ups, checked accesses and transfers.

SEMANTICS §1: every access is bounds-checked against a live allocation (`located`, the
rule of `CheckedAccess` for the host); transfers are whole-range byte copies (memoryview
slices). A freed allocation stays known, so that a later access to it is reported as a
use after free, until its addresses are handed out again. Two kinds of memory are
handed out again, as on the real machine (`quarantine_freed` turns both off, so that
every use after free is caught): device blocks of libomptarget's memory manager
(`memory_manager.FreeLists`: a freed block of at most 8 KiB goes to the next request of
exactly its size, with its old content), and the host stack (a returning function's
frame is taken by the next call: the same function called twice from the same place
has its locals at the same addresses). Other freed memory (the heap, larger device
blocks, device code's locals) is never handed out again.

Sizes are C `size_t`s, as `malloc`, `memcpy` and libomptarget's `allocData` take
them: a negative size is a request or an access of almost 2^64 bytes. A request that
does not fit is the runtime's error for its region: out of device memory
(`OutOfDeviceMemoryError`, libomptarget's failed construct), a stack overflow
(`StackOverflowError`), or out of host memory (`OutOfHostMemoryError`: `malloc`
returns NULL).
"""

from collections.abc import Iterator

from .address_space import IMAGES, WINDOW, native_view
from .checked_access import CheckedAccess
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
from .memory_manager import FreeLists
from .regions import (
    ADDRESS_MASK,
    DEVICE_BASE,
    DEVICE_GUARD,
    DEVICE_IMAGE_OFFSET,
    DEVICE_STRIDE,
    HOST_GLOBALS_BASE,
    HOST_HEAP_BASE,
    HOST_LARGE_GLOBALS_BASE,
    HOST_LARGE_GLOBALS_SIZE,
    HOST_RUNTIME_BASE,
    HOST_STACK_LIMIT,
    HOST_STACK_TOP,
    Allocation,
    Region,
    Storage,
)
from .sorted_keys import SortedKeys
from .transfers import TransferCollector
from .visibility import Visibility

DEFAULT_DEVICE_CAPACITY = 2 << 30
POISON = bytes.fromhex("efbeadde")  # 0xdeadbeef, little endian
_ALIGN = 16
_SMALL_COPY = 1 << 16
_SPARSE_COPY = 1 << 20
"""Copies of this many bytes and more skip the source's pages that were never written
(`RegionBacking.extents`, as `cp --sparse` does): the destination's become zero."""


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
        self.checks: Visibility | None = None
        """The visibility checks of the run (`visibility`), when they are on."""
        self.transfers: TransferCollector | None = None
        """The transfer report's collector of the run (`transfers`), when it is on."""

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

    def free(self, addr: int, region: str = "heap", *, abandoned: bool = False) -> Allocation:
        """Free the allocation that starts at `addr` in `region`; `abandoned`: a frame
        of a program that stops (exit, abort, an error), whose storage does not end
        for the checks (`Visibility.storage_ends`)."""
        alloc = self._allocs.get(addr)
        if alloc is None or alloc.region is not self.regions[region]:
            kind = self.regions[region].name
            raise InvalidFreeError(addr, f"not the start of a {kind} allocation")
        if not alloc.live:
            raise DoubleFreeError(addr, alloc.describe())
        alloc.live = False
        if (alloc.shadow is not None and self.checks is not None and not abandoned
                and alloc.region.device is None):
            self.checks.storage_ends(alloc)
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
    @property
    def stack_pointer(self) -> int:
        """Where the host stack's next allocation ends (it grows down): each simulated
        thread of a team has its own (`hostlib.kmpc_phases`)."""
        return self.regions["stack"].next

    @stack_pointer.setter
    def stack_pointer(self, addr: int) -> None:
        self.regions["stack"].next = addr

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

    def host_storage(self, addr: int) -> Allocation | None:
        """The live host allocation that holds `addr` (a variable, a global, a heap
        block), if any: not device memory, freed memory or a host library's."""
        alloc = self.allocation_at(addr)
        if (alloc is None or not alloc.live or alloc.region.device is not None
                or alloc.region is self._library):
            return None
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
    def visibility(self) -> Visibility:
        assert self.checks is not None
        return self.checks

    def _read(self, addr: int, size: int) -> tuple[Allocation, int]:
        """`located`, then the read seen by the checks."""
        alloc, off = self.located(addr, size)
        if alloc.shadow is not None:
            self.visibility().read(self, alloc, off, size)
        return alloc, off

    def _written(self, addr: int, size: int) -> tuple[Allocation, int]:
        """`located`, then the write seen by the checks."""
        alloc, off = self.located(addr, size)
        if alloc.shadow is not None:
            self.visibility().write(alloc, off, size)
        return alloc, off

    def read(self, addr: int, size: int) -> bytes:
        alloc, off = self._read(addr, size)
        return bytes(alloc.data[off:off + size])

    def write(self, addr: int, data: bytes) -> None:
        alloc, off = self._written(addr, len(data))
        memoryview(alloc.data)[off:off + len(data)] = data

    def restore(self, addr: int, data: bytes) -> None:
        """A write of the runtime that leaves the host and device copies in agreement
        (an attached pointer's host value put back, SEMANTICS §3): not a change of
        the data, for the checks."""
        alloc, off = self.located(addr, len(data))
        memoryview(alloc.data)[off:off + len(data)] = data

    def read_uint(self, addr: int, size: int = 8) -> int:
        alloc, off = self._read(addr, size)
        return int.from_bytes(alloc.data[off:off + size], "little")

    def read_int(self, addr: int, size: int = 8) -> int:
        alloc, off = self._read(addr, size)
        return int.from_bytes(alloc.data[off:off + size], "little", signed=True)

    def write_uint(self, addr: int, value: int, size: int = 8) -> None:
        alloc, off = self._written(addr, size)
        alloc.data[off:off + size] = (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little")

    def read_cstring(self, addr: int) -> str:
        """The NUL-terminated string at `addr` (within its allocation)."""
        alloc, off = self.located(addr, 1)
        end = nul_offset(alloc, off, alloc.size)
        if end < 0:
            raise OutOfBoundsError(addr, alloc.size - off, "string is not NUL-terminated")
        if alloc.shadow is not None:
            self.visibility().read(self, alloc, off, end + 1 - off)
        return bytes(alloc.data[off:end]).decode(errors="replace")

    def show_natively(self) -> None:
        """Make this memory's regions the ones native code sees at their simulated
        addresses (`address_space.WINDOW`), before a call of native library code."""
        WINDOW.attach([reg.backing for reg in (*self.regions.values(), self._large_globals)
                       if reg.backing is not None])

    def fill(self, addr: int, byte: int, size: int) -> None:
        alloc, off = self._written(addr, size)
        alloc.data[off:off + size] = bytes([byte]) * size

    def copy(self, dst: int, src: int, size: int, dst_block: Allocation | None = None,
             src_block: Allocation | None = None, *, agreeing: bool = False
             ) -> tuple[Allocation | None, Allocation | None]:
        """Copy `size` bytes (a `size_t`) from `src` to `dst` as one whole-range transfer
        (SEMANTICS §1: one memcpy, through memoryviews for large ranges, where bytearray
        slicing would copy twice; from 1 MiB on, the source's never-written pages are
        zeroed at the destination instead of copied); `dst` is checked first, then
        `src`. A block given for
        a side (an allocation an earlier copy found, the device block of a map entry) is
        taken without a look-up while it is live and holds the range: it is then what
        `located` finds (a live allocation's range is its own: what `located` decides
        about an allocation does not change while it is live);
        otherwise that side is `located`. The allocations of the two sides (size 0
        copies and checks nothing: the blocks given). The checks see a copy
        (`Visibility.copied`; `agreeing`: one that leaves the host and device copies of
        the destination in agreement, an attach write)."""
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
        if dalloc.shadow is not None or salloc.shadow is not None:
            self.visibility().copied(dalloc, doff, salloc, soff, size, agreeing)
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
