"""One entry of the present table: host range, device range, counts, attached pointers.

SEMANTICS §2: `dyn_ref` and `hold_ref` (either may be INF), present while their sum is
positive; increments and decrements are no-ops on INF and a decrement at 0 stays 0
(libomptarget's `HostDataToTargetTy`). OpenACC's structured counter is the hold count,
its dynamic counter the dynamic count (SEMANTICS §4).
"""

from collections.abc import Mapping
from types import MappingProxyType

from .regions import Allocation

INF = (1 << 64) - 1
_NO_SHADOWS: Mapping = MappingProxyType({})


def count_str(count: int) -> str:
    return "INF" if count == INF else str(count)


class ShadowPointer:
    """An attached pointer (or Fortran descriptor) stored inside an entry (SEMANTICS §3).

    `host_content`/`dev_content` are the pointer's bytes on each side when it was
    attached; `attach_count` is the OpenACC attachment counter (OpenACC 3.3 §2.6.8),
    which OpenMP attachments leave at 0. `aux` is the (address, size) of auxiliary data
    the attachment holds a dynamic reference on (a Fortran descriptor's addendum target,
    seed 001).
    """

    __slots__ = ("host_addr", "dev_addr", "size", "host_content", "dev_content", "attach_count",
                 "aux")

    def __init__(self, host_addr: int, dev_addr: int, host_content: bytes, dev_content: bytes,
                 attach_count: int = 0):
        self.host_addr, self.dev_addr = host_addr, dev_addr
        self.size = len(host_content)
        self.host_content, self.dev_content = host_content, dev_content
        self.attach_count = attach_count
        self.aux: tuple[int, int] | None = None


class MappingEntry:
    """Host range [host_begin, host_end) mapped to device memory at dev_begin.

    `allocation` is the device block the entry owns (None for memory the runtime does
    not own); `host_block` the host allocation its last copy found, which the next copy
    takes without a look-up while it is live and holds the range (`Memory.copy`)."""

    __slots__ = ("host_base", "host_begin", "host_end", "dev_alloc_begin", "dev_begin",
                 "dyn_ref", "hold_ref", "name", "allocation", "host_block", "shadows",
                 "data_end_users", "removed")

    def __init__(self, host_base: int, host_begin: int, host_end: int, dev_alloc_begin: int,
                 dev_begin: int, hold: bool, name: str | None,
                 allocation: Allocation | None, infinite: bool = False):
        self.host_base, self.host_begin, self.host_end = host_base, host_begin, host_end
        self.dev_alloc_begin, self.dev_begin = dev_alloc_begin, dev_begin
        first = INF if infinite else 1
        self.dyn_ref = 0 if hold else first
        self.hold_ref = first if hold else 0
        self.name = name
        self.allocation = allocation
        self.host_block: Allocation | None = None
        self.shadows: Mapping[int, ShadowPointer] = _NO_SHADOWS  # a dict once attached
        self.data_end_users = 0
        self.removed = False

    @property
    def size(self) -> int:
        return self.host_end - self.host_begin

    def dev_addr(self, host_addr: int) -> int:
        """The device address corresponding to `host_addr`."""
        return self.dev_begin + (host_addr - self.host_begin)

    # ---- reference counts (libomptarget incRefCount / decRefCount / decShouldRemove) ---
    def total_ref(self) -> int:
        if self.dyn_ref == INF or self.hold_ref == INF:
            return INF
        return self.dyn_ref + self.hold_ref

    def released(self) -> bool:
        """Are both counts 0 (`total_ref() == 0`; INF is not 0)? Then the entry is
        removed at the end of the construct that released it."""
        return not (self.dyn_ref or self.hold_ref)

    def inc_ref(self, hold: bool) -> None:
        if hold:
            if self.hold_ref != INF:
                self.hold_ref += 1
        elif self.dyn_ref != INF:
            self.dyn_ref += 1

    def dec_ref(self, hold: bool) -> None:
        self.release(hold)

    def reset_ref(self, hold: bool) -> None:
        """Set the count to 1 (unless INF) so that one decrement removes the entry."""
        if hold:
            if self.hold_ref != INF:
                self.hold_ref = 1
        elif self.dyn_ref != INF:
            self.dyn_ref = 1

    def release(self, hold: bool, reset: bool = False) -> bool:
        """One decrement of the given count, after a reset to 1 with `reset` (DELETE);
        whether it removes the entry, as `dec_should_remove` asked before it (an exit's
        `getTgtPtrBegin` with `UpdateRefCount`: decShouldRemove, resetRefCount,
        decRefCount, in one step)."""
        if hold:
            count, other = self.hold_ref, self.dyn_ref
        else:
            count, other = self.dyn_ref, self.hold_ref
        if count == INF:
            return False
        if reset:
            count = 1
        if count:
            if hold:
                self.hold_ref = count - 1
            else:
                self.dyn_ref = count - 1
        return count == 1 and not other

    def dec_should_remove(self, hold: bool, after_reset: bool = False) -> bool:
        """Would one decrement of the given count (after a reset) remove the entry?"""
        this, other = (self.hold_ref, self.dyn_ref) if hold else (self.dyn_ref, self.hold_ref)
        if other > 0:
            return False
        if after_reset:
            return this != INF
        return this == 1

    # ---- attached pointers -----------------------------------------------------------
    def add_shadow(self, shadow: ShadowPointer) -> bool:
        """Record an attachment; False if an identical one is already recorded
        (libomptarget `addShadowPointer`: compares the device content)."""
        old = self.shadows.get(shadow.host_addr)
        if old is not None and old.dev_content == shadow.dev_content:
            return False
        self.record_shadow(shadow)
        return True

    def record_shadow(self, shadow: ShadowPointer) -> None:
        """Record (or replace) the attachment of the pointer at `shadow.host_addr`."""
        if not isinstance(self.shadows, dict):
            self.shadows = {}
        self.shadows[shadow.host_addr] = shadow

    def drop_shadow(self, shadow: ShadowPointer) -> None:
        if isinstance(self.shadows, dict):
            del self.shadows[shadow.host_addr]

    def shadows_overlapping(self, begin: int, end: int) -> list[ShadowPointer]:
        """Attached pointers with at least one byte in host range [begin, end)."""
        return [s for s in self.shadows.values()
                if s.host_addr < end and begin < s.host_addr + s.size]
