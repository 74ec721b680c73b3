"""Checked access to simulated memory: who accesses it (`CheckedAccess`: the host or a
device, SEMANTICS §1) and the accessors of one place of a program that remember the
allocation they last touched (`place_loader`, `place_storer`)."""

from collections.abc import Callable
from struct import Struct
from typing import Any

from .regions import Allocation, Region
from .visibility import Visibility

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

    def visibility(self) -> Visibility:
        """The visibility checks of the run (there are some when an allocation has a
        `shadow`: only they make one)."""
        raise NotImplementedError

    def load(self, addr: int, codec: Struct) -> Any:
        """The value `codec` reads at `addr`."""
        alloc, off = self.located(addr, codec.size)
        if alloc.shadow is not None:
            self.visibility().read(alloc, off, codec.size)
        return codec.unpack_from(alloc.data, off)[0]

    def store(self, addr: int, codec: Struct, value: Any) -> None:
        """Writes `value` at `addr` as `codec` packs it."""
        alloc, off = self.located(addr, codec.size)
        if alloc.shadow is not None:
            self.visibility().write(alloc, off, codec.size)
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
