"""What a `declare mapper`'s mapper function pushes (OpenMP 5.2 §5.8.8), as clang 22
and upstream's `mlir-translate` 22 emit it (`OpenMPIRBuilder::emitUserDefinedMapper`,
`emitUDMapperArrayInitOrDel`) and libomptarget 22 calls it (`targetDataMapper`).

The function receives one list item `(base, begin, size, map type, name)` of a
construct whose mapper it is, and pushes components that libomptarget maps in the
item's place:

1. `count = size / sizeof(T)` elements of the mapper's type `T` start at `begin`;
2. the array entry (`array_entry`): when the item is more than one element, or a
   PTR_AND_OBJ item whose base is not its begin, and the item does not DELETE,
   `(base, begin, count * sizeof(T), type & ~(TO|FROM) | IMPLICIT, name)` first, so
   that the whole section is allocated as one entry;
3. for each element, the maps of the mapper's clauses over that element, each
   with MEMBER_OF shifted by the number of components the handle holds before the
   element's first one (`member_shifted`: `__tgt_mapper_num_components << 48`
   added to the map type), its TO/FROM bits decayed by the item's (`decayed`), and
   pushed, or, for a map with a mapper of its own, passed to that mapper with the
   same handle (a nested mapper);
4. the array entry again, last, when the item has more than one element and
   DELETEs.

The map-type decay (OpenMP 5.2 §5.8.8, the table of clang's mapper functions;
rows: the item's map type, columns: the mapper clause's):

    | item \\ clause | alloc | to    | from  | tofrom |
    | alloc          | alloc | alloc | alloc | alloc  |
    | to             | alloc | to    | alloc | to     |
    | from           | alloc | alloc | from  | from   |
    | tofrom         | alloc | to    | from  | tofrom |

`release` and `delete` items carry neither TO nor FROM: they decay like `alloc`; the
mapper's components keep their own other bits (a `delete` item's DELETE goes to the
trailing array entry only).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from accdialect.abi.map_types import MapType

from .arithmetic import to_uint64

TO_FROM = int(MapType.TO | MapType.FROM)
DECAY_CLEARS: dict[int, int] = {
    0: TO_FROM,
    int(MapType.TO): int(MapType.FROM),
    int(MapType.FROM): int(MapType.TO),
    TO_FROM: 0,
}
"""The TO/FROM bits of a component that the item's TO/FROM bits clear (the decay)."""
MEMBER_OF_SHIFT = 48
"""`__tgt_mapper_num_components(handle) << 48` is added to each component's map type."""


def decayed(component_type: int, item_type: int) -> int:
    """A component's map type under the item's (the decay table above)."""
    return component_type & ~DECAY_CLEARS[item_type & TO_FROM]


def member_shifted(component_type: int, previous: int) -> int:
    """A component's map type with `previous` components already in the handle: its
    MEMBER_OF (a 1-based position) moved past them, as `add nuw` does."""
    return to_uint64(component_type + (previous << MEMBER_OF_SHIFT))


ARRAY_ENTRY_CLEARS = TO_FROM
ARRAY_ENTRY_ADDS = int(MapType.IMPLICIT)


def array_entry_type(item_type: int) -> int:
    """The map type of the array entry: the item's without TO/FROM, IMPLICIT."""
    return (item_type & ~ARRAY_ENTRY_CLEARS) | ARRAY_ENTRY_ADDS


def array_entry_first(count: int, base: int, begin: int, item_type: int) -> bool:
    """Whether the array entry comes before the elements' components."""
    return ((count > 1 or (base != begin and bool(item_type & MapType.PTR_AND_OBJ)))
            and not item_type & MapType.DELETE)


def array_entry_last(count: int, item_type: int) -> bool:
    """Whether the array entry comes after the elements' components."""
    return count > 1 and bool(item_type & MapType.DELETE)


M = TypeVar("M")
Component = tuple[int, int, int, int, str | None]
"""(base, begin, size, map type, name), as `runtime.omp_mapping.Mapper` returns them."""


@dataclass(frozen=True)
class ElementMap(Generic[M]):
    """One map of the mapper's clauses over one element: an entry of clang's map-entry
    plan, and the mapper of its own it goes through (None: pushed)."""

    base: int
    begin: int
    size: int
    map_type: int
    name: str | None
    mapper: M | None


def push_components(components: list[Component], element_size: int,
                    element_maps: Callable[[int], Sequence[ElementMap[M]]],
                    nested: Callable[[M, list[Component], Component], None],
                    item: Component) -> None:
    """Append to `components` (the handle's list) what the mapper function pushes for
    `item` (the module doc): `element_maps(address)` gives the maps of the mapper's
    clauses over the element at `address`; `nested(mapper, components, component)`
    runs a map's own mapper on the same list."""
    base, begin, size, item_type, name = item
    count = size // element_size if size > 0 else 0
    whole = (base, begin, count * element_size, array_entry_type(item_type), name)
    if array_entry_first(count, base, begin, item_type):
        components.append(whole)
    for k in range(count):
        maps = element_maps(to_uint64(begin + k * element_size))
        previous = len(components)
        for m in maps:
            map_type = decayed(member_shifted(m.map_type, previous), item_type)
            component = (m.base, m.begin, m.size, map_type, m.name)
            if m.mapper is None:
                components.append(component)
            else:
                nested(m.mapper, components, component)
    if array_entry_last(count, item_type):
        components.append(whole)
