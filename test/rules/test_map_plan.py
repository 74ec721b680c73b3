"""clang's map-entry plan (`accdialect.rules.map_plan`), on known addresses.

Expected entries are what clang 22 passes to `__tgt_target_data_begin_mapper` /
`__tgt_target_kernel` for the same clauses (SEMANTICS §3, seed 004): a struct is one
combined entry then its members with MEMBER_OF(parent position + 1), a `literal`
passes the value, `attach_none` makes nothing, ATTACH entries come last with
`&p[first]` counted in the pointee's element type.
"""

from dataclasses import dataclass, field

import pytest

from accdialect.abi.map_types import MapType, member_of
from accdialect.rules.map_plan import POINTER_SIZE, KnownMemory, MapPlanError, plan_maps
from accdialect.rules.sections import Dimension

TO, FROM, ATTACH = int(MapType.TO), int(MapType.FROM), int(MapType.ATTACH)
PARAM, LITERAL = int(MapType.TARGET_PARAM), int(MapType.LITERAL)


@dataclass(eq=False)
class Item:
    """A map item (`map_plan.MapItem[int, int]`)."""

    var: int
    element_size: int
    map_type: int | None = TO
    dims: list[Dimension[int]] = field(default_factory=list)
    members: list["Item"] = field(default_factory=list)
    attach: bool = False
    var_ptr_ptr: int | None = None
    name: str | None = None


def section(lower: int, length: int) -> list[Dimension[int]]:
    return [Dimension(lower, None, length, None, None)]


def memory(words: dict[int, int] | None = None) -> KnownMemory:
    """Memory holding `words` (address -> little-endian value), reads of any width."""
    cells: dict[int, int] = {}
    for address, value in (words or {}).items():
        for k in range(POINTER_SIZE):
            cells[address + k] = (value >> (8 * k)) & 0xFF

    def read(address: int, width: int) -> int:
        return sum(cells.get(address + k, 0) << (8 * k) for k in range(width))

    return KnownMemory(read)


def rows(items: list[Item], target: bool = False, words: dict[int, int] | None = None):
    plan = plan_maps(memory(words), items, target=target)
    return [(e.base, e.begin, e.size, e.map_type) for e in plan.entries]


def test_a_section_is_one_entry_from_its_first_element():
    # int a[10]; map(to: a[2:5]) -> &a, &a[2], 20 bytes
    assert rows([Item(0x1000, 4, TO, section(2, 5))]) == [(0x1000, 0x1008, 20, TO)]


def test_a_struct_is_a_combined_entry_then_its_members():
    # struct { int x; double y; int z; } s; map(tofrom: s.x, s.z)
    x, z = Item(0x2000, 4, TO), Item(0x2010, 4, FROM)
    s = Item(0x2000, 24, TO | FROM, members=[x, z])
    assert rows([s, x, z]) == [
        (0x2000, 0x2000, 0x14, TO | FROM),               # from s.x to the end of s.z
        (0x2000, 0x2000, 4, TO | member_of(0)),
        (0x2000, 0x2010, 4, FROM | member_of(0)),
    ]


def test_on_target_only_top_level_entries_are_kernel_arguments():
    x = Item(0x2000, 4, TO)
    s = Item(0x2000, 8, TO, members=[x])
    a = Item(0x3000, 4, FROM)
    plan = plan_maps(memory(), [s, x, a], target=True)
    assert [e.map_type for e in plan.entries] == [TO | PARAM, TO | member_of(0), FROM | PARAM]
    assert [e.item for e in plan.kernel_arguments()] == [s, a]


def test_a_literal_passes_the_value():
    # int n = 7; firstprivate(n) (a literal map of 4 bytes)
    assert rows([Item(0x4000, 4, LITERAL)], target=True, words={0x4000: 7}) == [
        (7, 7, 4, LITERAL | PARAM)]


def test_attach_none_makes_no_entry():
    assert rows([Item(0x4000, 8, None)]) == []


def test_attach_entries_come_last_counting_the_pointee_elements():
    # double *p (at 0x5000, pointing to 0x6000); map(to: p[3:2]) map(attach: p[3:2])
    pointee = Item(0x6000, 8, TO, section(3, 2))
    attach = Item(0x5000, 8, ATTACH, section(3, 2), attach=True)
    assert rows([attach, pointee], words={0x5000: 0x6000}) == [
        (0x6000, 0x6018, 16, TO),
        (0x5000, 0x6018, 8, ATTACH),                     # &p, &p[3], sizeof(p)
    ]


def test_attach_without_a_map_of_its_pointee_counts_its_own_type():
    attach = Item(0x5000, 8, ATTACH, section(3, 2), attach=True, var_ptr_ptr=0x7000)
    assert rows([attach]) == [(0x5000, 0x7000 + 3 * 8, 8, ATTACH)]


def test_the_plan_names_its_entries_in_the_runtime_arrays():
    plan = plan_maps(memory(), [Item(0x1000, 4, TO, name="a")], target=False)
    assert plan.columns() == ([0x1000], [0x1000], [4], [TO], ["a"])


def test_a_literal_the_memory_cannot_load_is_an_error_naming_its_item():
    class Unloadable(KnownMemory):
        def load_literal(self, pointer: int, size: int) -> int:
            raise ValueError("no value")

    item = Item(0x4000, 4, LITERAL)
    with pytest.raises(MapPlanError) as raised:
        plan_maps(Unloadable(lambda address, width: 0), [item], target=False)
    assert raised.value.item is item


@pytest.mark.parametrize("length", [0, -1])
def test_a_literal_of_no_bytes_is_an_error_naming_its_item(length):
    # firstprivate(n) with bounds n[0:0] or n[0:-1]: no value to pass (both consumers)
    item = Item(0x4000, 4, LITERAL, section(0, length))
    with pytest.raises(MapPlanError, match=rf"a literal map of {4 * length} bytes passes no value"
                       ) as raised:
        plan_maps(memory({0x4000: 7}), [item], target=True)
    assert raised.value.item is item


def test_section_before_the_variable_begins_at_a_lower_address():
    # map(to: p[-1:4]) of int: begin &p[-1], 16 bytes (pointer arithmetic)
    plan = plan_maps(memory(), [Item(0x1000, 4, dims=section(-1, 4))], target=False)
    assert plan.columns()[:3] == ([0x1000], [0x0FFC], [16])


def test_addresses_wrap_around_the_address_space():
    # a null pointer's p[-1:1]: begin 2**64 - 4, as getelementptr computes it; the
    # size is the int64_t the map arrays hold
    plan = plan_maps(memory(), [Item(0, 4, dims=section(-1, 1))], target=False)
    assert plan.columns()[1:3] == ([2**64 - 4], [4])


def test_negative_sizes_reach_the_plan_as_int64():
    # map(to: p[1:-5]): (-5) * 4 bytes, passed on as int64_t (no check, as clang)
    plan = plan_maps(memory(), [Item(0x1000, 4, dims=section(1, -5))], target=False)
    assert plan.columns()[1:3] == ([0x1004], [-20])
