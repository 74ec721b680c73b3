"""One simulated device: its present table, transfers, device-side memory access, image.

Transfers follow libomptarget's `submitData`/`retrieveData` (a `Copy` event named after
the entry, or after the entry a table look-up lands on, as `printCopyInfo` does). A
device-to-host copy over an attached pointer keeps the host's pointer value (SEMANTICS
§3: a host pointer never receives a device address by a copy-back).
"""

from collections.abc import Callable, Iterator
from dataclasses import dataclass

from .attachment_events import ShadowRestored
from .checked_access import CheckedAccess
from .construct_state import OrderDependence, construct_policy
from .entry import MappingEntry, ShadowPointer
from .errors import DeviceFaultError, hex_addr
from .events import Copy, Loc, MapNew, MapRemove, TableDump, TableRow
from .indirect import IndirectCallTable
from .memory import Memory
from .options import RuntimeOptions
from .present_table import PresentTable
from .regions import ADDRESS_MASK, POINTER_SIZE, Allocation
from .trace import Trace
from .visibility import Check, Visibility

_SCRATCH = 4096


@dataclass(frozen=True)
class DeclareTargetGlobal:
    """A `declare target` variable: a device copy for the whole run, INF count (§3).
    `initial` is its content in the device image (zeros if None)."""

    host_addr: int
    size: int
    name: str
    initial: bytes | None = None


@dataclass(frozen=True)
class IndirectFunction:
    """A `declare target indirect` procedure (seed 002)."""

    host_addr: int
    name: str


@dataclass(frozen=True)
class ImageCode:
    """The static constructors and destructors of the device image, each a call of
    device code on the device given: the plugin runs the constructors when it loads the
    image, once its globals exist (the host plugin's `dlopen` runs the image's
    `.init_array`), and the destructors when libomptarget unloads it at the end of
    the program (`GenericDeviceTy::deinit`)."""

    constructors: "Callable[[Device], None]"
    destructors: "Callable[[Device], None]"


class Device:
    """A device of the simulated run (libomptarget `DeviceTy`)."""

    def __init__(self, device_id: int, memory: Memory, trace: Trace | None,
                 options: RuntimeOptions):
        self.id = device_id
        self.memory = memory
        self.trace = trace
        self.options = options
        self.construct_policy = construct_policy(options, self._order_dependence)
        self.construct_loc: Loc = None
        """The source location of the construct running (set by the runtime)."""
        self.order_dependences: list[tuple[OrderDependence, Loc]] = []
        """Where this run's outcome depends on the order of a construct's list items
        (LLVM 22's policy), with the construct's location; each once."""
        self.table = PresentTable()
        self.indirect = IndirectCallTable()
        self.region = f"device{device_id}"
        self.scratch = memory.allocate(_SCRATCH, "runtime", name=f"staging{device_id}")
        self.image: list[DeclareTargetGlobal | IndirectFunction | ImageCode] = []
        self.loaded = False

    # ---- device memory ---------------------------------------------------------------
    def allocate(self, size: int) -> Allocation:
        """Device data (libomptarget `allocData`): a block of its memory manager."""
        return self.memory.allocate(size, self.region, managed=True)

    def free(self, alloc: Allocation) -> None:
        self.memory.free(alloc.begin, self.region)

    def _order_dependence(self, found: OrderDependence) -> None:
        if (found, self.construct_loc) not in self.order_dependences:
            self.order_dependences.append((found, self.construct_loc))

    # ---- entries ---------------------------------------------------------------------
    def add_entry(self, entry: MappingEntry, *, announce: bool = True) -> None:
        """Insert `entry`; `announce` emits libomptarget's "Creating new map entry"."""
        alloc = entry.allocation
        if alloc is not None:
            alloc.mirror = entry.host_begin - (entry.dev_begin - alloc.begin)
        self.table.insert(entry)
        if announce and self.trace is not None:
            self.trace.emit(MapNew(self.id, entry.host_base, entry.host_begin,
                                   entry.dev_alloc_begin, entry.dev_begin, entry.size,
                                   entry.dyn_ref, entry.hold_ref, entry.name))

    def track(self, entry: MappingEntry, *, written: bool = False) -> None:
        """The checks follow the two copies of `entry`'s data from now on
        (`Visibility.mapped`; `written`: its device block holds the host's values,
        a declare target variable's image), the transfer report the allocation a
        directive made (`TransferCollector.mapped`)."""
        block = entry.allocation
        if block is None or block.mirror is None:
            return
        transfers = self.memory.transfers
        if transfers is not None and not written:
            transfers.mapped(self.id, block, entry.host_begin, entry.size, entry.name)
        checks = self.memory.checks
        if checks is None:
            return
        host = self.memory.allocation_at(entry.host_begin)
        if host is not None and (not host.live or host.region.device is not None):
            host = None
        checks.mapped(block, self.id, host, block.mirror, entry.name, self.construct_loc,
                      written=written)

    def check_section(self, base: int, begin: int, size: int, name: str | None,
                      loc: Loc, *, through_pointer: bool = False,
                      member: bool = False) -> None:
        """The checks' look at the section [begin, begin + size) of a map, update or
        data clause at `loc` (None: where the program runs), before the runtime
        looks it up: its variable's storage is the live host allocation holding its
        base address `base` (an array's first byte, a pointer's pointee, a structure;
        `through_pointer`: `base` is the address of the pointer, a PTR_AND_OBJ
        entry's). Of a structure's `member` (MEMBER_OF) whose section does not reach
        that storage, the storage is the one holding its first byte: flang 22 gives
        a member the base of its outermost variable, a descriptor whose data holds
        the member. A section outside its storage is an out-of-bounds section
        (`Visibility.section_outside`), unless `base` is the first byte of its
        storage and the section lies in the storage just before (a pointer one past
        the end of an array, C11 §6.5.6). A section of no bytes, or of a base in no
        live host storage the simulator holds, is not checked."""
        checks = self.memory.checks
        if checks is None or size <= 0 or Check.BOUNDS not in checks.checks:
            return
        memory = self.memory
        if through_pointer:  # (read as the runtime reads it: no access of the program)
            holder = memory.host_storage(base)
            if holder is None or base + POINTER_SIZE > holder.end:
                return
            off = base - holder.begin
            base = int.from_bytes(holder.data[off:off + POINTER_SIZE], "little")
        storage = memory.host_storage(base)
        if member and (storage is None or begin + size <= storage.begin
                       or storage.end <= begin):
            storage = memory.host_storage(begin)
        if storage is None or storage.begin <= begin and begin + size <= storage.end:
            return
        if storage.begin == base:
            before = memory.host_storage(base - 1)
            if before is not None and before.begin <= begin and begin + size <= before.end:
                return
        checks.section_outside(storage, begin, size, name, loc or checks.site())

    def remove_entry(self, entry: MappingEntry, size: int, *, free: bool = True,
                     announce: bool = True) -> None:
        """Remove `entry` (libomptarget `eraseMapEntry` + `deallocTgtPtrAndEntry`)."""
        if announce and self.trace is not None:
            self.trace.emit(MapRemove(self.id, entry.host_begin, entry.dev_begin, size,
                                      entry.name))
        self.table.remove(entry)
        alloc = entry.allocation
        if alloc is not None and self.memory.checks is not None:
            self.memory.checks.unmapped(alloc)
        if alloc is not None and self.memory.transfers is not None:
            self.memory.transfers.unmapped(alloc)
        if free and alloc is not None:
            self.memory.free(alloc.begin, self.region)  # `free`, without its frame

    def device_address(self, host_addr: int) -> int:
        """The device address of `host_addr` if it is mapped, else `host_addr` itself
        (which faults when device code dereferences it). Mapped as libomptarget's
        zero-size look-up finds it (`lookupMapping` with size 0, `PresentTable.lookup`):
        inside an entry, or between an entry's host base and its begin (the base of a
        struct of which only members are mapped). What a `target data` region's
        `use_device_addr` and `use_device_ptr` items receive (OpenMP 5.2 §5.4.8-9); the
        same look-up gives the kernel argument of lower-omp-to-runtime's zero-size
        `TARGET_PARAM|IMPLICIT` entry."""
        entry = self.table.contains(host_addr, 0)
        return host_addr if entry is None else entry.dev_addr(host_addr)

    def table_dump(self, loc: Loc = None) -> TableDump:
        """The device's mapping table as libomptarget dumps it (`dumpTargetPointerMappings`)."""
        return TableDump(self.id, tuple(TableRow(e.host_begin, e.dev_begin, e.size, e.dyn_ref,
                                                 e.hold_ref, e.name) for e in self.table), loc)

    def dump_table(self, loc: Loc = None) -> None:
        """libomptarget's table dump (after each construct, and at unload)."""
        if self.trace is not None:
            self.trace.emit(self.table_dump(loc))

    # ---- transfers -------------------------------------------------------------------
    def _copy_name(self, entry: MappingEntry | None, host_addr: int, size: int) -> str | None:
        if entry is None:
            entry = self.table.lookup(host_addr, size)[0]
        return None if entry is None else entry.name

    def submit(self, dev_addr: int, host_addr: int, size: int,
               entry: MappingEntry | None = None, *, agreeing: bool = False,
               named: MappingEntry | None = None) -> None:
        """Host-to-device copy of one whole range (the sides `entry` knows, its own block
        and the host allocation of its last copy, need no look-up); `agreeing`: an
        attach write (`Memory.copy`); `named`: the entry whose name the copy carries
        when it is not `entry` (the `Entry` libomptarget's `submitData` is given). The
        transfer report sees it before it is made (`TransferCollector.to_device`)."""
        name = self._copy_name(named or entry, host_addr, size)
        transfers = self.memory.transfers
        if transfers is not None:
            transfers.to_device(self.id, dev_addr, host_addr, size, name)
        if size:
            if entry is None:
                self.memory.copy(dev_addr, host_addr, size, agreeing=agreeing)
            else:
                _, entry.host_block = self.memory.copy(dev_addr, host_addr, size,
                                                       entry.allocation, entry.host_block,
                                                       agreeing=agreeing)
        if self.trace is not None:
            self.trace.emit(Copy(self.id, "h2d", host_addr, dev_addr, size, name))

    def retrieve(self, host_addr: int, dev_addr: int, size: int,
                 entry: MappingEntry | None = None) -> None:
        """Device-to-host copy of one whole range; then every attached pointer of
        `entry`, inside the range or not, gets the host content its shadow record holds,
        the value at attach time (libomptarget 22 `targetDataContiguous` and
        `postProcessingTargetDataEnd`: `foreachShadowPointerInfo`, SEMANTICS §3). The
        transfer report sees the copy before it is made (`TransferCollector.from_device`)."""
        transfers = self.memory.transfers
        if transfers is not None:
            transfers.from_device(self.id, host_addr, dev_addr, size,
                                  self._copy_name(entry, host_addr, size))
        if size:
            if entry is None:
                self.memory.copy(host_addr, dev_addr, size)
            else:
                entry.host_block, _ = self.memory.copy(host_addr, dev_addr, size,
                                                       entry.host_block, entry.allocation)
        if self.trace is not None:
            self.trace.emit(Copy(self.id, "d2h", dev_addr, host_addr, size,
                                 self._copy_name(entry, host_addr, size)))
        if entry is not None and entry.shadows:
            self.restore_attached_host_pointers(entry)

    def restore_attached_host_pointers(self, entry: MappingEntry) -> None:
        """Every attached pointer of `entry` gets the host content its shadow record
        holds, its value at attach time: after a device-to-host copy of the entry, and at
        an exit with FROM that copies nothing (`postProcessingTargetDataEnd`)."""
        for shadow in entry.shadows.values():
            self.memory.restore(shadow.host_addr, shadow.host_content)
            if self.trace is not None:
                self.trace.emit(ShadowRestored(self.id, "host", shadow.host_addr, shadow.size))

    def submit_keeping_attachments(self, entry: MappingEntry, dev_addr: int, host_addr: int,
                                   size: int) -> None:
        """`update to`: copy, then put attached device pointers back (their recorded
        device content), each as a copy of its own as libomptarget does."""
        self.submit(dev_addr, host_addr, size, entry)
        if entry.shadows:
            for shadow, lo, hi in _attached_parts(entry, host_addr, size):
                part = shadow.dev_content[lo - shadow.host_addr:hi - shadow.host_addr]
                self.write_from_scratch(shadow.dev_addr + (lo - shadow.host_addr), part)

    def write_from_scratch(self, dev_addr: int, data: bytes,
                           entry: MappingEntry | None = None, *,
                           named: MappingEntry | None = None) -> None:
        """Write runtime-computed bytes to the device through a host staging buffer (the
        source of a pointer-attachment write: `copy.h2d hst=?` in a normalized trace)."""
        self.memory.write(self.scratch.begin, data)
        self.submit(dev_addr, self.scratch.begin, len(data), entry, agreeing=True,
                    named=named)

    # ---- device-side access ----------------------------------------------------------
    def check_access(self, addr: int, size: int, where: str | None,
                     allow_host: bool) -> tuple[Allocation, int]:
        """(allocation, offset) for an access of `size` bytes (a `size_t`) made by code
        running on this device, or a `DeviceFaultError`: only this device's live memory,
        plus host memory under USM, `allow_host`, or for host allocations made
        accessible (SEMANTICS §1)."""
        size &= ADDRESS_MASK
        alloc = self.memory.allocation_at(addr)
        if alloc is not None:
            off = addr - alloc.begin
            if alloc.region.device == self.id:
                if alloc.live and off + size <= alloc.size:
                    return alloc, off
                reason = ("freed device memory" if not alloc.live
                          else "crosses the end of " + alloc.describe())
            elif alloc.region.device is None:
                name = f" '{alloc.name}'" if alloc.name else ""
                if not (self.options.usm or allow_host or alloc.host_accessible):
                    reason = f"host memory{name} (+{off}) is not accessible from device {self.id}"
                elif not alloc.live:
                    reason = f"freed host memory{name}"
                elif off + size <= alloc.size:
                    return alloc, off
                else:
                    reason = "crosses the end of " + alloc.describe()
            else:
                reason = f"memory of device {alloc.region.device}"
        else:
            reason = self._unmapped_reason(addr)
        raise DeviceFaultError(self.id, addr, size, reason, where, self._nearest_name(addr))

    def _unmapped_reason(self, addr: int) -> str:
        """Why no allocation holds `addr`: it lies in the guard gap beside one of this
        device's allocations (an overrun or underrun, SEMANTICS §1), or nowhere."""
        owner = self.memory.guard_gap_owner(addr)
        if owner is None or owner.region.device != self.id:
            return "no allocation holds it"
        if addr >= owner.end:
            return f"{addr - owner.end} bytes past the end of {owner.describe()} (a guard gap)"
        return f"{owner.begin - addr} bytes before {owner.describe()} (a guard gap)"

    def _nearest_name(self, addr: int) -> str | None:
        alloc = (self.memory.allocation_at(addr) or self.memory.guard_gap_owner(addr)
                 or self.memory.nearest(addr))
        host = addr
        if alloc is not None and alloc.region.device is not None:
            if alloc.mirror is None:
                return None
            host = alloc.mirror + (addr - alloc.begin)
        entry = self.table.nearest(host)
        if entry is None:
            return None
        return (f"'{entry.name or 'unknown'}' host [{hex_addr(entry.host_begin)}, "
                f"{hex_addr(entry.host_end)})")

    # ---- device image ----------------------------------------------------------------
    def ensure_loaded(self) -> None:
        """Load the device image on first use: `declare target` globals get their device
        copy (INF count, not announced), indirect functions their table entry (each after
        an 8-byte read of the device global holding its device address, seed 002); then
        the image's static constructors run (`ImageCode`). The checks take the copies
        as the constructors leave them for the image's content, equal to the host's:
        each side's constructor built its own."""
        if self.loaded:
            return
        self.loaded = True
        globals_: list[MappingEntry] = []
        for item in self.image:
            if isinstance(item, DeclareTargetGlobal):
                alloc = self.memory.allocate(item.size, f"image{self.id}", name=item.name)
                if item.initial is not None:
                    self.memory.write(alloc.begin, item.initial)
                entry = MappingEntry(item.host_addr, item.host_addr,
                                     item.host_addr + item.size, alloc.begin, alloc.begin,
                                     hold=False, name=item.name, allocation=alloc,
                                     infinite=True)
                self.add_entry(entry, announce=False)
                globals_.append(entry)
            elif isinstance(item, IndirectFunction):
                self._load_indirect(item)
        for item in self.image:
            if isinstance(item, ImageCode):
                item.constructors(self)
        for entry in globals_:
            self.track(entry, written=True)

    def unload(self) -> None:
        """Unload a loaded device image: its static destructors run (`ImageCode`)."""
        if self.loaded:
            for item in self.image:
                if isinstance(item, ImageCode):
                    item.destructors(self)

    def _load_indirect(self, fn: IndirectFunction) -> None:
        code = self.memory.allocate(16, f"image{self.id}", name=fn.name)
        slot = self.memory.allocate(8, f"image{self.id}")
        self.memory.write_uint(slot.begin, code.begin)
        self.retrieve(self.scratch.begin, slot.begin, 8)
        device_fn = self.memory.read_uint(self.scratch.begin)
        self.add_entry(MappingEntry(fn.host_addr, fn.host_addr, fn.host_addr + 8, device_fn,
                                    device_fn, hold=False, name=fn.name, allocation=None,
                                    infinite=True), announce=False)
        self.indirect.add(fn.host_addr, device_fn)


def _attached_parts(entry: MappingEntry, begin: int,
                    size: int) -> Iterator[tuple[ShadowPointer, int, int]]:
    """(attached pointer, lo, hi): the host bytes [lo, hi) of each attached pointer of
    `entry` that lie inside [begin, begin+size)."""
    end = begin + size
    for s in entry.shadows_overlapping(begin, end):
        yield s, max(s.host_addr, begin), min(s.host_addr + s.size, end)



class DeviceAccessor(CheckedAccess):
    """Loads and stores made by code running on a device (a kernel body): anything but
    that device's memory is a device fault unless USM, `allow_host` (LLVM's host plugin,
    where "device" memory is the host process's) or an accessible host allocation."""

    __slots__ = ("device", "allow_host", "where")

    def __init__(self, device: Device, allow_host: bool = False, where: str | None = None):
        self.device, self.allow_host, self.where = device, allow_host, where

    def located(self, addr: int, size: int) -> tuple[Allocation, int]:
        return self.device.check_access(addr, size, self.where, self.allow_host)

    def visibility(self) -> Visibility:
        return self.device.memory.visibility()

    def read(self, addr: int, size: int) -> bytes:
        alloc, off = self.device.check_access(addr, size, self.where, self.allow_host)
        if alloc.shadow is not None:
            self.visibility().read(self, alloc, off, size)
        if alloc.usage is not None:
            alloc.usage.touched(self, off, size, True)
        return bytes(alloc.data[off:off + size])

    def write(self, addr: int, data: bytes) -> None:
        alloc, off = self.device.check_access(addr, len(data), self.where, self.allow_host)
        if alloc.shadow is not None:
            self.visibility().write(alloc, off, len(data))
        if alloc.usage is not None:
            alloc.usage.touched(self, off, len(data), False)
        memoryview(alloc.data)[off:off + len(data)] = data

    def read_uint(self, addr: int, size: int = 8) -> int:
        return int.from_bytes(self.read(addr, size), "little")

    def read_int(self, addr: int, size: int = 8) -> int:
        return int.from_bytes(self.read(addr, size), "little", signed=True)

    def write_uint(self, addr: int, value: int, size: int = 8) -> None:
        self.write(addr, (value & ((1 << (8 * size)) - 1)).to_bytes(size, "little"))

    def write_int(self, addr: int, value: int, size: int = 8) -> None:
        self.write_uint(addr, value, size)
