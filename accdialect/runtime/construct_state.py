"""What one construct did so far, and how its list items see each other (SEMANTICS §3).

`ConstructState` is libomptarget's `AttachInfoTy`: the host ranges the entering half
of one construct allocated, and its deferred ATTACH entries.

`ConstructPolicy` is the one place where LLVM 22 and OpenMP 6.0 differ on the list
items of one construct (SEMANTICS §3, "Order within one construct"; upstream's fix
is LLVM PR #165494, after 22). OpenMP 6.0 (`OPENMP_60`, the default) makes the
result independent of the order of the items: `map(alloc:x) map(to:x)` copies,
`map(from:x) map(delete:x)` copies back, `present` is judged on entry to the
construct. LLVM 22 (`LLVM_22`, `RuntimeOptions(llvm22_order=True)`) handles each
item with what the items before it did. `construct_policy` chooses it once per run
(each `Device` keeps it); the construct steps (`get_target_pointer`,
`target_data_end`) ask it.
"""

from abc import ABC, abstractmethod

from .entry import MappingEntry
from .options import RuntimeOptions


class ConstructState:
    """What the entering half of one construct did so far (libomptarget `AttachInfoTy`):
    the host ranges it allocated and its deferred ATTACH entries."""

    __slots__ = ("new_allocations", "attach_entries")

    def __init__(self) -> None:
        self.new_allocations: list[tuple[int, int]] = []
        self.attach_entries: list[tuple[int, int, int, int, str | None]] = []

    def newly_allocated(self, addr: int) -> bool:
        """Was `addr` allocated on the device by this construct?"""
        allocations = self.new_allocations
        return bool(allocations) and any(b <= addr < b + s for b, s in allocations)

    def newly_allocated_either(self, addr: int, other: int) -> bool:
        """Was `addr` or `other` allocated on the device by this construct?"""
        allocations = self.new_allocations
        return bool(allocations) and any(b <= addr < b + s or b <= other < b + s
                                         for b, s in allocations)


class ConstructPolicy(ABC):
    """How the list items of one construct see what the others did."""

    @abstractmethod
    def new_to_construct(self, state: ConstructState | None, begin: int) -> bool:
        """Whether an item found mapped counts as new because an earlier item of the
        same construct allocated it: then a `present` item is absent after all, and a
        TO item copies."""

    @abstractmethod
    def released_by_construct(self, entry: MappingEntry) -> bool:
        """Whether a FROM item copies back because an item of the same construct seen
        before it brought the counts of its entry to 0."""

    @property
    @abstractmethod
    def release_copies_back_earlier_items(self) -> bool:
        """Whether the item that releases an entry copies back the FROM items of that
        entry the construct saw before it (which were not the last reference)."""


class OpenMP60Order(ConstructPolicy):
    """OpenMP 6.0: every item sees the construct as a whole, so the order of the
    items does not matter."""

    def new_to_construct(self, state: ConstructState | None, begin: int) -> bool:
        return state is not None and state.newly_allocated(begin)

    def released_by_construct(self, entry: MappingEntry) -> bool:
        return entry.total_ref() == 0

    @property
    def release_copies_back_earlier_items(self) -> bool:
        return True


class LLVM22Order(ConstructPolicy):
    """LLVM 22: each item sees what the items before it did, nothing more."""

    def new_to_construct(self, state: ConstructState | None, begin: int) -> bool:
        return False

    def released_by_construct(self, entry: MappingEntry) -> bool:
        return False

    @property
    def release_copies_back_earlier_items(self) -> bool:
        return False


OPENMP_60 = OpenMP60Order()
LLVM_22 = LLVM22Order()


def construct_policy(options: RuntimeOptions) -> ConstructPolicy:
    """The policy of a run: LLVM 22's with `llvm22_order`, else OpenMP 6.0's."""
    return LLVM_22 if options.llvm22_order else OPENMP_60
