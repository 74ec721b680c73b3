"""What one construct did so far, and how its list items see each other (SEMANTICS §3).

`AttachInfo` is libomptarget's `AttachInfoTy`: the host ranges the entering half of
one construct allocated, and its deferred ATTACH entries.

`ConstructPolicy` is the one place where LLVM 22 and OpenMP 6.0 differ on the list
items of one construct (SEMANTICS §3, "Order within one construct"; upstream's fix
is LLVM PR #165494, after 22). LLVM 22 (`LLVM_22`, the default, as the runtime
programs are run on) handles each item with what the items before it did. OpenMP
6.0 (`OPENMP_60`, `RuntimeOptions(llvm22_order=False)`, `acc-run --openmp=6.0`)
makes the result independent of the order of the items: `map(alloc:x) map(to:x)`
copies, `map(from:x) map(delete:x)` copies back, `present` is judged on entry to the
construct. Under LLVM 22's policy, each point where it loses a copy back that
OpenMP 6.0 makes is reported (`OrderDependence`, to the device): the outcome depends
on the order of the list items there. (A skipped copy to the device is not: it
loses nothing when the item that allocated the data copied it, which the
construct's state does not record.) `construct_policy`
chooses the policy once per run (each `Device` keeps it); the construct steps
(`get_target_pointer`, `target_data_end`) ask it.
"""

from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass

from .entry import MappingEntry
from .options import RuntimeOptions

NewAllocations = list[tuple[int, int]]
"""The host ranges (begin, size) the entering half of one construct allocated so far
(libomptarget `AttachInfoTy::NewAllocations`)."""

AttachEntry = tuple[int, int, int, int, str | None]
"""A deferred ATTACH entry: (base, begin, size, map type, name)."""

AttachInfo = tuple[NewAllocations, list[AttachEntry]]
"""What the entering half of one construct did so far (libomptarget `AttachInfoTy`):
the host ranges it allocated and its deferred ATTACH entries. A pair of lists, which
the construct steps unpack (a class instance with a Python `__init__` cost every
entering construct a second call and a third object: docs/performance.md, fifth pass)."""


def newly_allocated(new_allocations: NewAllocations, addr: int) -> bool:
    """Was `addr` allocated on the device by this construct?"""
    return any(b <= addr < b + s for b, s in new_allocations)


def newly_allocated_either(new_allocations: NewAllocations, addr: int, other: int) -> bool:
    """Was `addr` or `other` allocated on the device by this construct?"""
    for b, s in new_allocations:  # noqa: SIM110 (any() of a generator: 3 calls more)
        if b <= addr < b + s or b <= other < b + s:
            return True
    return False


class ConstructPolicy(ABC):
    """How the list items of one construct see what the others did."""

    @abstractmethod
    def new_to_construct(self, new_allocations: NewAllocations | None, begin: int) -> bool:
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

    @abstractmethod
    def skips_copy_over_attached(self, entry: MappingEntry, begin: int, size: int) -> bool:
        """Whether an entering TO copy of [begin, begin+size) of `entry`, an entry found
        mapped, is skipped because an attached pointer of the entry starts in the range
        (otherwise the range is copied and the attached pointers put back)."""


class OpenMP60Order(ConstructPolicy):
    """OpenMP 6.0: every item sees the construct as a whole, so the order of the
    items does not matter."""

    def new_to_construct(self, new_allocations: NewAllocations | None, begin: int) -> bool:
        return bool(new_allocations) and newly_allocated(new_allocations, begin)

    def released_by_construct(self, entry: MappingEntry) -> bool:
        return entry.released()

    @property
    def release_copies_back_earlier_items(self) -> bool:
        return True

    def skips_copy_over_attached(self, entry: MappingEntry, begin: int, size: int) -> bool:
        return False  # SEMANTICS §3: TO copies the data and never overwrites an attachment


@dataclass(frozen=True)
class OrderDependence:
    """A point where LLVM 22 loses a copy back that OpenMP 6.0 makes: a FROM item whose
    data an earlier item of the construct released (`begin` its host address, `name`
    its variable's)."""

    begin: int
    name: str | None

    def message(self) -> str:
        variable = f"'{self.name}'" if self.name else f"the data at 0x{self.begin:x}"
        return (f"the outcome depends on the order of the list items: {variable} was "
                "released by an earlier list item of this construct: LLVM 22 does not copy "
                "it back to the host; OpenMP 6.0 does (--openmp=6.0)")


class LLVM22Order(ConstructPolicy):
    """LLVM 22: each item sees what the items before it did, nothing more. Where it
    loses a copy back that OpenMP 6.0 makes, `report` hears of it."""

    def __init__(self, report: Callable[[OrderDependence], None] | None = None):
        self.report = report

    def new_to_construct(self, new_allocations: NewAllocations | None, begin: int) -> bool:
        return False

    def released_by_construct(self, entry: MappingEntry) -> bool:
        if self.report is not None and OPENMP_60.released_by_construct(entry):
            self.report(OrderDependence(entry.host_begin, entry.name))
        return False

    @property
    def release_copies_back_earlier_items(self) -> bool:
        return False

    def skips_copy_over_attached(self, entry: MappingEntry, begin: int, size: int) -> bool:
        """libomptarget 22 `getTargetPointer` (`FailOnPtrFound`): a copy to the device
        of a range in which a shadow pointer of the entry begins is not made at all,
        neither the data nor the pointer (flang's `always, to` of a descriptor already
        mapped and attached: test/conformance/omp-fortran/update_component.f90)."""
        end = begin + size
        return any(begin <= shadow.host_addr < end for shadow in entry.shadows.values())


OPENMP_60 = OpenMP60Order()
LLVM_22 = LLVM22Order()


def construct_policy(options: RuntimeOptions,
                     report: Callable[[OrderDependence], None] | None = None
                     ) -> ConstructPolicy:
    """The policy of a run: LLVM 22's with `llvm22_order` (reporting to `report` where
    OpenMP 6.0 would decide otherwise), else OpenMP 6.0's."""
    if not options.llvm22_order:
        return OPENMP_60
    return LLVM_22 if report is None else LLVM22Order(report)
