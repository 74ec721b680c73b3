"""Checked access to simulated memory: who accesses it (`CheckedAccess`: the host or a
device, SEMANTICS §1). The interpreter's loads and stores write the same check into
their block's code, remembering the allocation each touched last
(`interpreters.llvm_memory.checked_access`)."""

from struct import Struct
from typing import Any

from .regions import Allocation
from .visibility import Visibility


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
            self.visibility().read(self, alloc, off, codec.size)
        if alloc.usage is not None:
            alloc.usage.touched(self, off, codec.size, True)
        return codec.unpack_from(alloc.data, off)[0]

    def store(self, addr: int, codec: Struct, value: Any) -> None:
        """Writes `value` at `addr` as `codec` packs it."""
        alloc, off = self.located(addr, codec.size)
        if alloc.shadow is not None:
            self.visibility().write(alloc, off, codec.size)
        if alloc.usage is not None:
            alloc.usage.touched(self, off, codec.size, False)
        codec.pack_into(alloc.data, off, value)

