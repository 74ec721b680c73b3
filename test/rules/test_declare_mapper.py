"""What a `declare mapper`'s mapper function pushes (`accdialect.rules.declare_mapper`).

Expected values are clang 22's mapper functions' (`clang-22 -fopenmp
-fopenmp-targets=x86_64-unknown-linux-gnu -S -emit-llvm` of
`declare mapper(particle p) map(to: p.id) map(tofrom: p.pos)`, `particle` 40 bytes):
the decay masks `and -4` (alloc), `and -3` (to), `and -2` (from), none for tofrom; the
array entry `(type & -4) | 512` when `count > 1` or a PTR_AND_OBJ item's base is not
its begin, unless DELETE (first), and when `count > 1` with DELETE (last); each
element's components `add nuw TYPE, num_components << 48`, pushed in plan order, a
nested mapper called with the same handle.
"""

import pytest

from accdialect.abi.map_types import MapType, member_of
from accdialect.rules.declare_mapper import (
    Component,
    ElementMap,
    array_entry_first,
    array_entry_last,
    decayed,
    member_shifted,
    push_components,
)

TO, FROM, DELETE = int(MapType.TO), int(MapType.FROM), int(MapType.DELETE)
PTR_AND_OBJ, PARAM, IMPLICIT = int(MapType.PTR_AND_OBJ), int(MapType.TARGET_PARAM), int(
    MapType.IMPLICIT)
ALWAYS = int(MapType.ALWAYS)
TOFROM = TO | FROM


@pytest.mark.parametrize(("item", "component", "expected"), [
    # OpenMP 5.2 §5.8.8's table, rows the item's map type, columns the mapper's
    (0, 0, 0), (0, TO, 0), (0, FROM, 0), (0, TOFROM, 0),
    (TO, 0, 0), (TO, TO, TO), (TO, FROM, 0), (TO, TOFROM, TO),
    (FROM, 0, 0), (FROM, TO, 0), (FROM, FROM, FROM), (FROM, TOFROM, FROM),
    (TOFROM, 0, 0), (TOFROM, TO, TO), (TOFROM, FROM, FROM), (TOFROM, TOFROM, TOFROM),
    # release/delete items carry neither bit; other bits of the component stay
    (DELETE, TOFROM | ALWAYS, ALWAYS),
    (TO | PARAM, TOFROM | member_of(0), TO | member_of(0)),
])
def test_decay(item: int, component: int, expected: int):
    assert decayed(component, item) == expected


def test_member_of_moves_past_the_components_already_pushed():
    assert member_shifted(0, 0) == 0
    assert member_shifted(0, 2) == 0x2000000000000
    assert member_shifted(TO | member_of(0), 2) == 281474976710657 + 0x2000000000000
    assert member_shifted(TOFROM | member_of(0), 0) == 281474976710659


@pytest.mark.parametrize(("count", "base", "begin", "item", "first", "last"), [
    (3, 0x1000, 0x1000, TO, True, False),
    (1, 0x1000, 0x1000, TO, False, False),
    (1, 0x1000, 0x1008, TO, False, False),
    (1, 0x1000, 0x1008, TO | PTR_AND_OBJ, True, False),
    (3, 0x1000, 0x1000, DELETE, False, True),
    (1, 0x1000, 0x1000, DELETE, False, False),
    (0, 0x1000, 0x1000, TO, False, False),
])
def test_array_entry(count: int, base: int, begin: int, item: int, first: bool, last: bool):
    assert array_entry_first(count, base, begin, item) is first
    assert array_entry_last(count, item) is last


def _particle_maps(element: int) -> list[ElementMap[str]]:
    """`map(to: p.id) map(tofrom: p.pos)` over the element at `element`: the combined
    entry (id .. pos, 24 bytes, type 0), id, pos."""
    return [ElementMap(element, element, 24, 0, None, None),
            ElementMap(element, element, 4, TO | member_of(0), None, None),
            ElementMap(element, element + 8, 16, TOFROM | member_of(0), None, None)]


def _run(item: Component, maps=_particle_maps, nested=None, element_size: int = 40
         ) -> list[Component]:
    components: list[Component] = []
    push_components(components, element_size, maps, nested or (lambda m, c, i: None), item)
    return components


def test_an_array_section_of_three_elements_decayed_by_to():
    ps = 0x7000
    assert _run((ps, ps, 120, TO | PARAM, "ps")) == [
        (ps, ps, 120, PARAM | IMPLICIT, "ps"),
        *[(ps + 40 * k, ps + 40 * k + off, size, t | (3 * k + 1 + member) << 48, None)
          for k in range(3)
          for off, size, t, member in ((0, 24, 0, 0), (0, 4, TO, 1), (8, 16, TO, 1))],
    ]


def test_delete_releases_the_components_and_deletes_the_array_entry_last():
    ps = 0x7000
    components = _run((ps, ps, 80, DELETE, None))
    assert components[0] == (ps, ps, 24, 0, None)
    assert components[-1] == (ps, ps, 80, DELETE | IMPLICIT, None)
    assert len(components) == 2 * 3 + 1


def test_a_nested_mapper_gets_the_same_list_and_the_decayed_type():
    c = 0x9000
    calls: list[tuple[str, Component]] = []

    def cell_maps(element: int) -> list[ElementMap[str]]:
        return [ElementMap(element, element, 48, 0, None, None),
                ElementMap(element, element, 4, TO | member_of(0), None, None),
                ElementMap(element, element + 8, 40, TOFROM | member_of(0), None, "particle")]

    def nested(mapper: str, components: list[Component], item: Component) -> None:
        calls.append((mapper, item))
        components.append(item)  # what the nested mapper pushes, on the same list

    components = _run((c, c, 48, FROM | PARAM, "c"), cell_maps, nested, element_size=48)
    assert calls == [("particle", (c, c + 8, 40, FROM | member_of(0), None))]
    assert components == [(c, c, 48, 0, None), (c, c, 4, member_of(0), None), calls[0][1]]
