"""What a run's data movement was for: every transfer between the host and a device
and every mapping's device allocation, located at the directive that made it, and the
inefficient ones among them (`acc-run --report=transfers`, docs/checks.md, "The
transfer report").

The classes are those of OMPDataPerf (Marzen, Shim and Jannesari, "Dynamic Detection
of Inefficient Data Mapping Patterns in Heterogeneous OpenMP Applications", PPoPP
2026), which finds them from hashes of the transferred data and the times of the
kernels; the simulator holds both copies and sees every access, so it decides them
from the bytes themselves and the kernels' reads:

- **duplicate transfer**: a copy into a copy that already holds exactly the bytes it
  brings (compared before the copy). A device copy holds nothing when its mapping is
  made (OpenMP 5.2 §5.8.3: the storage of a new list item is allocated, its value
  unspecified) until a transfer or a kernel writes it; a mapping made again of the
  same host data holds what its previous mapping held when that ended, since that
  data was on the device already (OMPDataPerf: the same data received by the same
  device again);
- **round trip**: a device-to-host copy of bytes the device holds unchanged since a
  host-to-device copy of the same range brought them (a duplicate one too);
- **repeated allocation**: a mapping of host data that was mapped on the device
  before and unmapped (§5.8.3: a list item whose reference count drops to zero is
  removed; the next construct allocates it again);
- **unused allocation**: a mapping's device block that no kernel accessed while it
  existed;
- **unused transfer**: a host-to-device copy that no kernel read before its bytes were
  overwritten (by a kernel or another copy) or freed, or the run ended.

Each transfer and allocation has one class at most: a duplicate transfer is neither
a round trip nor unused, an unused allocation is not counted as repeated.

A device copy (`DeviceCopy`) is told of its kernels' accesses through its block's
`usage` only while they can tell it something (no kernel accessed it yet, or a
transfer into it waits for its first read): the interpreter's loads and stores test
`usage` only when the report is on, and find it None after that.
"""

import hashlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum

from .regions import Allocation
from .source_loc import Loc


class Waste(Enum):
    """The classes of inefficient data mapping, by OMPDataPerf's names."""

    DUPLICATE = "duplicate transfer"
    ROUND_TRIP = "round trip"
    UNUSED_TRANSFER = "unused transfer"
    REPEATED_ALLOCATION = "repeated allocation"
    UNUSED_ALLOCATION = "unused allocation"


@dataclass(eq=False)
class Transfer:
    """One copy of `size` bytes between the host and device `device`, `h2d`
    (`Device.submit`) or `d2h` (`Device.retrieve`), from `src` to `dst`, of the
    variable `name`, made at `loc`; `waste`: its class (None: needed)."""

    device: int
    direction: str
    src: int
    dst: int
    size: int
    name: str | None
    loc: Loc
    waste: Waste | None = None


@dataclass(eq=False)
class DeviceAllocation:
    """The device block of one mapping of the host bytes [host_begin, host_begin +
    size) on device `device`, of the variable `name`, made at `loc`; `repeated`: that
    host data was mapped there before; `accessed`: a kernel read or wrote the block;
    `waste`: its class, known when the mapping ends (or the run)."""

    device: int
    host_begin: int
    size: int
    name: str | None
    loc: Loc
    repeated: bool
    accessed: bool = False
    waste: Waste | None = None


@dataclass(eq=False, slots=True)
class _Pending:
    """A host-to-device transfer into the bytes [begin, end) of a device copy that no
    kernel read yet; `alive[i]` is 1 while byte `begin + i` still holds what it
    brought, `left` how many do."""

    transfer: Transfer
    begin: int
    end: int
    alive: bytearray
    left: int


def _digest(data: memoryview) -> bytes:
    return hashlib.blake2b(data, digest_size=16).digest()


class DeviceCopy:
    """The device copy of one mapping while it is mapped: its block, its allocation's
    record, whether a transfer filled it (`filled`), the digest of each range a
    host-to-device copy brought (`sent`), and the transfers no kernel read yet
    (`pending`). It is its block's `usage` while a kernel's access can tell it
    something (module doc). `host` is the host's accessor, whose look at device memory
    (LLVM's host plugin) is no kernel's."""

    __slots__ = ("block", "allocation", "offset", "host", "filled", "sent", "pending")

    def __init__(self, block: Allocation, allocation: DeviceAllocation, offset: int,
                 host: object):
        self.block, self.allocation, self.offset, self.host = block, allocation, offset, host
        self.filled = False
        self.sent: dict[tuple[int, int], bytes] = {}
        self.pending: list[_Pending] = []
        block.usage = self

    @property
    def holds_data(self) -> bool:
        """Whether a transfer or a kernel wrote the copy since its mapping was made."""
        return self.filled or self.allocation.accessed

    def mapping_bytes(self) -> memoryview:
        """The bytes of the mapped host range's device copy (its block may begin with
        padding)."""
        return memoryview(self.block.data)[self.offset:self.offset + self.allocation.size]

    def touched(self, by: object, off: int, size: int, read: bool) -> None:
        """A kernel's access of `size` bytes at offset `off` (by accessor `by`): the
        block is accessed; a read uses the pending transfers whose bytes it reads, a
        write overwrites theirs."""
        if by is self.host:
            return
        self.allocation.accessed = True
        end = off + size
        if read:
            for p in self.pending:
                if _reads(p, off, end):
                    self.pending = [q for q in self.pending if not _reads(q, off, end)]
                    break
        else:
            self.overwritten(off, end)
        if not self.pending:
            self.block.usage = None

    def overwritten(self, begin: int, end: int) -> None:
        """The bytes [begin, end) get new values: a pending transfer none of whose
        bytes remain is unused."""
        finished = False
        for p in self.pending:
            if begin < p.end and p.begin < end:
                lo = begin - p.begin if begin > p.begin else 0
                hi = (end if end < p.end else p.end) - p.begin
                alive = p.alive
                p.left -= alive.count(1, lo, hi)
                alive[lo:hi] = bytes(hi - lo)
                if not p.left:
                    p.transfer.waste = Waste.UNUSED_TRANSFER
                    finished = True
        if finished:
            self.pending = [p for p in self.pending if p.left]

    def received(self, transfer: Transfer, off: int, digest: bytes) -> None:
        """`transfer` brought new bytes at offset `off`: they wait for a kernel's read."""
        size = transfer.size
        self.overwritten(off, off + size)
        self.pending.append(_Pending(transfer, off, off + size, bytearray(b"\x01") * size,
                                     size))
        self.sent[off, size] = digest
        self.filled = True
        self.block.usage = self

    def end(self) -> None:
        """The mapping ends (or the run): the transfers no kernel read are unused; the
        allocation is unused if no kernel accessed it, else repeated if it was."""
        for p in self.pending:
            p.transfer.waste = Waste.UNUSED_TRANSFER
        self.pending = []
        self.block.usage = None
        record = self.allocation
        if not record.accessed:
            record.waste = Waste.UNUSED_ALLOCATION
        elif record.repeated:
            record.waste = Waste.REPEATED_ALLOCATION


def _reads(pending: _Pending, begin: int, end: int) -> bool:
    """Whether a read of the bytes [begin, end) reads one `pending` still holds."""
    first = pending.begin
    return (begin < pending.end and first < end
            and pending.alive.find(1, begin - first if begin > first else 0, end - first) >= 0)


class TransferCollector:
    """The transfers and mapping allocations of one run and their classes (module
    doc), fed by the devices (`Device.track`, `remove_entry`, `submit`, `retrieve`)
    and by the kernels' accesses (`Allocation.usage`). `allocation_at` finds the
    allocation holding an address (`Memory.allocation_at`); `host` is the host's
    accessor; `site()` where the running program is (the interpreter sets it)."""

    def __init__(self, allocation_at: Callable[[int], Allocation | None], host: object):
        self.allocation_at = allocation_at
        self.host = host
        self.site: Callable[[], Loc] = lambda: None
        self.construct: Loc = None
        """The location of the OpenMP construct mapping or unmapping (`within`)."""
        self.transfers: list[Transfer] = []
        self.allocations: list[DeviceAllocation] = []
        self._copies: dict[Allocation, DeviceCopy] = {}
        self._mapped_before: set[tuple[int, int, int]] = set()
        self._held: dict[tuple[int, int, int], bytes] = {}
        """The digest of what the last mapping of each (device, host begin, size) held
        when it ended."""

    @contextmanager
    def within(self, loc: Loc) -> Iterator[None]:
        """Within: the transfers and mappings are made by the construct at `loc` (its
        `ident_t`'s location, which libomptarget's trace prints), when it has one;
        elsewhere, and without one, by the operation running (`site`)."""
        outer, self.construct = self.construct, loc
        try:
            yield
        finally:
            self.construct = outer

    def _directive(self) -> Loc:
        return self.construct if self.construct is not None else self.site()

    # ---- mappings ----------------------------------------------------------------------
    def mapped(self, device: int, block: Allocation, host_begin: int, size: int,
               name: str | None) -> None:
        """Device block `block` now holds device `device`'s copy of the host bytes
        [host_begin, host_begin + size) (the block's first byte is the copy of host
        address `block.mirror`)."""
        assert block.mirror is not None
        key = (device, host_begin, size)
        record = DeviceAllocation(device, host_begin, size, name, self._directive(),
                                  key in self._mapped_before)
        self._mapped_before.add(key)
        self.allocations.append(record)
        self._copies[block] = DeviceCopy(block, record, host_begin - block.mirror, self.host)

    def unmapped(self, block: Allocation) -> None:
        """The mapping whose device copy `block` holds ends."""
        copy = self._copies.pop(block, None)
        if copy is not None:
            self._end(copy)

    def at_exit(self) -> None:
        """The run ends: the mappings still there end for the report."""
        for copy in self._copies.values():
            self._end(copy)
        self._copies.clear()

    def _end(self, copy: DeviceCopy) -> None:
        copy.end()
        record = copy.allocation
        key = (record.device, record.host_begin, record.size)
        if copy.holds_data:
            self._held[key] = _digest(copy.mapping_bytes())
        else:
            self._held.pop(key, None)

    # ---- transfers ---------------------------------------------------------------------
    def to_device(self, device: int, dst: int, src: int, size: int, name: str | None) -> None:
        """A host-to-device copy of `size` bytes from `src` to `dst`, before it is made."""
        transfer = self._transfer(device, "h2d", src, dst, size, name)
        found = self._device_copy(dst, size)
        source = self._host_bytes(src, size)
        if found is None or source is None:
            return
        copy, off = found
        digest = _digest(source)
        if copy.holds_data:
            duplicate = memoryview(copy.block.data)[off:off + size] == source
        else:
            record = copy.allocation
            duplicate = (off == copy.offset and size == record.size and digest ==
                         self._held.get((device, record.host_begin, record.size)))
        if duplicate:
            transfer.waste = Waste.DUPLICATE
            copy.sent[off, size] = digest
            copy.filled = True
        else:
            copy.received(transfer, off, digest)

    def from_device(self, device: int, dst: int, src: int, size: int,
                    name: str | None) -> None:
        """A device-to-host copy of `size` bytes from `src` to `dst`, before it is made."""
        transfer = self._transfer(device, "d2h", src, dst, size, name)
        found = self._device_copy(src, size)
        target = self._host_bytes(dst, size)
        if found is None or target is None:
            return
        copy, off = found
        data = memoryview(copy.block.data)[off:off + size]
        if copy.sent.get((off, size)) == _digest(data):
            transfer.waste = Waste.ROUND_TRIP
        elif data == target:
            transfer.waste = Waste.DUPLICATE

    def _transfer(self, device: int, direction: str, src: int, dst: int, size: int,
                  name: str | None) -> Transfer:
        transfer = Transfer(device, direction, src, dst, size, name, self._directive())
        self.transfers.append(transfer)
        return transfer

    def _device_copy(self, addr: int, size: int) -> tuple[DeviceCopy, int] | None:
        """The mapping's device copy holding the `size` bytes at device address `addr`
        (size 0: none), and their offset in its block."""
        block = self.allocation_at(addr)
        if block is None or not size or addr + size > block.end:
            return None
        copy = self._copies.get(block)
        return None if copy is None else (copy, addr - block.begin)

    def _host_bytes(self, addr: int, size: int) -> memoryview | None:
        """The `size` bytes at host address `addr`, when one live allocation holds them."""
        alloc = self.allocation_at(addr)
        if alloc is None or not alloc.live or addr + size > alloc.end:
            return None
        off = addr - alloc.begin
        return memoryview(alloc.data)[off:off + size]
