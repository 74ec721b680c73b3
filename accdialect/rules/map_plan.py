"""clang's map-entry plan: the entries an OpenMP construct passes to the runtime.

The map items of a construct (its `omp.map.info` operands, in order) become the rows
of the arrays a compiler passes to `__tgt_target_data_*_mapper` and
`__tgt_target_kernel` (base, begin, size, map type, name), as clang 22 emits them
(SEMANTICS §3, seed 004):

- an item listed as a member of another item is planned with its parent;
- an item with members is one combined entry spanning them (from the lowest member
  begin to the highest member end) with the parent's map type, followed by each
  member (base: the parent's variable) with MEMBER_OF(the parent's position);
- an item without members is one entry `(var, var + offset, size, map type)`, the
  section its bounds give over its element type; a `literal` item (a scalar
  captured by copy) passes the value: base = begin = the first `min(size, 8)` bytes
  at `var` (a size of 0 or less, from bounds, passes nothing: an error);
- an item whose map type is None (`attach_none`) makes no entry;
- an ATTACH item (`attach`, `attach_always`) is seed 004's form (A),
  `&p, &p[first], sizeof(p), ATTACH`, placed after every other entry: `first` counts
  elements of the pointee's type, the element type of the construct's (last) map
  whose variable is the pointer's value, else the attach map's own;
- on `omp.target` the entries of top-level items are TARGET_PARAM: the kernel's
  arguments, in order.

The rule is written over `MapMemory`: the interpreter evaluates it on known
addresses (`KnownMemory`), `lower-omp-to-runtime` emits it as IR (folding what is
known at compile time). A plan records which item each entry comes from, so a
consumer finds the item behind each kernel argument.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Generic, Protocol, TypeVar

from accdialect.abi.map_types import MapType, member_of

from .arithmetic import Arithmetic, IntegerArithmetic, to_uint64
from .sections import Dimension, section

P = TypeVar("P")
V = TypeVar("V")
P_co = TypeVar("P_co", covariant=True)

POINTER_SIZE = 8
"""Bytes of a pointer (x86-64): the slot a `literal` value travels in."""


class MapItem(Protocol[P_co, V]):
    """One list item of a map clause (an `omp.map.info`), as the plan reads it."""

    @property
    def var(self) -> P_co:
        """The mapped variable's address (`var_ptr`)."""
        ...

    @property
    def var_ptr_ptr(self) -> P_co | None:
        """An attach map's pointee, when the map names it (`var_ptr_ptr`)."""
        ...

    @property
    def element_size(self) -> int:
        """The size of the element type (`var_type`) the bounds count."""
        ...

    @property
    def dims(self) -> Sequence[Dimension[V]]:
        ...

    @property
    def map_type(self) -> int | None:
        """The entry's map-type bits (`MapType`); None: no entry (`attach_none`)."""
        ...

    @property
    def attach(self) -> bool:
        """Whether the item is an ATTACH entry (`attach`, `attach_always`)."""
        ...

    @property
    def name(self) -> str | None: ...

    @property
    def members(self) -> "Sequence[MapItem[P_co, V]]": ...


class MapMemory(Arithmetic[V], Protocol[P, V]):
    """What the plan computes with: `Arithmetic` on sizes, plus addresses."""

    def offset(self, pointer: P, size: V | int) -> P:
        """`pointer + size` bytes."""
        ...

    def span(self, spans: Sequence[tuple[P, V | int]]) -> tuple[P, V | int]:
        """(begin, size) of the smallest range holding every `(begin, size)` span."""
        ...

    def load_pointer(self, pointer: P) -> P:
        """The pointer stored at `pointer`."""
        ...

    def load_literal(self, pointer: P, size: V | int) -> P:
        """The first `min(size, POINTER_SIZE)` bytes at `pointer`, as an unsigned
        integer in a pointer-sized slot; ValueError when that cannot be done."""
        ...

    def same_pointer(self, a: P, b: P) -> bool | None:
        """Whether `a` and `b` are the same address: None when only the run knows."""
        ...

    def choose(self, a: P, b: P, if_same: V | int, otherwise: V | int) -> V | int:
        """`if_same` when `a` and `b` are the same address, else `otherwise`."""
        ...


@dataclass
class PlannedEntry(Generic[P, V]):
    """One row of the map arrays, and the map item it comes from."""

    base: P
    begin: P
    size: V | int
    map_type: int
    name: str | None
    item: MapItem[P, V]


@dataclass
class MapPlan(Generic[P, V]):
    """The entries of one construct, in the order of the runtime's arrays."""

    entries: list[PlannedEntry[P, V]] = field(default_factory=list)

    def kernel_arguments(self) -> list[PlannedEntry[P, V]]:
        """The TARGET_PARAM entries, in order: one kernel argument each."""
        return [e for e in self.entries if e.map_type & MapType.TARGET_PARAM]

    def columns(self) -> tuple[list[P], list[P], list[V | int], list[int], list[str | None]]:
        """(bases, begins, sizes, map types, names): the arrays of a runtime call."""
        e = self.entries
        return ([x.base for x in e], [x.begin for x in e], [x.size for x in e],
                [x.map_type for x in e], [x.name for x in e])


class MapPlanError(ValueError):
    """A map item the plan cannot express (the message says why)."""

    def __init__(self, item: object, message: str):
        super().__init__(message)
        self.item = item
        """The consumer's map item."""


def item_section(memory: MapMemory[P, V], item: MapItem[P, V]) -> tuple[P, V | int]:
    """(begin, size) of the storage `item` maps: its bounds over its element type."""
    offset, size = section(memory, item.element_size, item.dims)
    return memory.offset(item.var, offset), size


def plan_maps(memory: MapMemory[P, V], items: Sequence[MapItem[P, V]], *, target: bool
              ) -> MapPlan[P, V]:
    """The entries of a construct's map items (see the module doc); `target`: the
    construct is `omp.target` (TARGET_PARAM entries)."""
    plan: MapPlan[P, V] = MapPlan()
    param = int(MapType.TARGET_PARAM) if target else 0
    listed_members = {id(m) for item in items for m in item.members}
    attachments: list[MapItem[P, V]] = []
    for item in items:
        if id(item) in listed_members:
            continue
        if item.attach:
            attachments.append(item)
        elif item.map_type is None:
            continue
        elif item.members:
            _plan_struct(memory, plan, item, item.map_type | param)
        else:
            begin, size = item_section(memory, item)
            base = item.var
            if item.map_type & MapType.LITERAL:
                if isinstance(size, int) and size <= 0:
                    raise MapPlanError(item, f"a literal map of {size} bytes passes no value")
                try:
                    base = begin = memory.load_literal(item.var, size)
                except ValueError as error:
                    raise MapPlanError(item, str(error)) from None
            plan.entries.append(PlannedEntry(base, begin, size, item.map_type | param,
                                             item.name, item))
    pointee_maps = [item for item in items if not item.attach]
    for item in attachments:
        pointee = (item.var_ptr_ptr if item.var_ptr_ptr is not None
                   else memory.load_pointer(item.var))
        first = _first_element_offset(memory, item, pointee, pointee_maps)
        plan.entries.append(PlannedEntry(item.var, memory.offset(pointee, first),
                                         item.element_size, item.map_type or 0, item.name,
                                         item))
    return plan


def _plan_struct(memory: MapMemory[P, V], plan: MapPlan[P, V], item: MapItem[P, V],
                 map_type: int) -> None:
    """The combined entry of a struct and its members with MEMBER_OF."""
    spans = [item_section(memory, m) for m in item.members]
    begin, size = memory.span(spans)
    parent = len(plan.entries)
    plan.entries.append(PlannedEntry(item.var, begin, size, map_type, item.name, item))
    for member, (m_begin, m_size) in zip(item.members, spans):
        plan.entries.append(PlannedEntry(item.var, m_begin, m_size,
                                         (member.map_type or 0) | member_of(parent),
                                         member.name, member))


def _first_element_offset(memory: MapMemory[P, V], item: MapItem[P, V], pointee: P,
                          pointee_maps: Sequence[MapItem[P, V]]) -> V | int:
    """The byte offset of an ATTACH item's first element in its pointee: its bounds
    over the element type of the last map whose variable is `pointee` (the attach
    map's own when none is), chosen at run time where only the run knows."""
    offset = section(memory, item.element_size, item.dims)[0]
    candidates = list(pointee_maps)
    surely = [k for k, m in enumerate(candidates) if memory.same_pointer(pointee, m.var)]
    if surely:
        known = candidates[surely[-1]]
        offset = section(memory, known.element_size, item.dims)[0]
        candidates = candidates[surely[-1] + 1:]
    candidates = [m for m in candidates if memory.same_pointer(pointee, m.var) is not False]
    offsets = [section(memory, m.element_size, item.dims)[0] for m in candidates]
    for m, candidate in zip(candidates, offsets):
        if candidate != offset:
            offset = memory.choose(pointee, m.var, candidate, offset)
    return offset


class KnownMemory(IntegerArithmetic):
    """`MapMemory[int, int]`: the interpreter's known addresses (unsigned 64-bit, as
    the runtime reads them from the map arrays), memory read through
    `read(address, width)`; sizes are `int64_t`s (`IntegerArithmetic`). An address
    plus an offset wraps around the address space, as `getelementptr` does; a span
    compares addresses unsigned, as the lowering's `icmp ult`/`ugt` do."""

    def __init__(self, read: Callable[[int, int], int]):
        self.read = read

    def offset(self, pointer: int, size: int) -> int:
        return to_uint64(pointer + size)

    def span(self, spans: Sequence[tuple[int, int]]) -> tuple[int, int]:
        begin = min(b for b, _ in spans)
        end = max(self.offset(b, s) for b, s in spans)
        return begin, self.sub(end, begin)

    def load_pointer(self, pointer: int) -> int:
        return self.read(pointer, POINTER_SIZE)

    def load_literal(self, pointer: int, size: int) -> int:
        return self.read(pointer, min(size, POINTER_SIZE))

    def same_pointer(self, a: int, b: int) -> bool:
        return a == b

    def choose(self, a: int, b: int, if_same: int, otherwise: int) -> int:
        return if_same if a == b else otherwise
