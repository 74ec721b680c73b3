"""A component list of the program's own given to `__tgt_push_mapper_component` and
`__tgt_mapper_num_components` (`interpreters.omp_mapper.ComponentList`): libomptarget
22 appends to it as to its `llvm::SmallVector` (the native recording of
test/conformance/omp-cxx/cxx_mapper_components_api.cpp: capacities 1, 3, 3, 7, 7)."""

import pytest

from accdialect.interpreters.omp_mapper import ComponentList
from accdialect.runtime import Memory


def _fields(memory: Memory, at: int) -> tuple[int, int, int, int, int]:
    return tuple(memory.read_int(at + 8 * k) for k in range(5))  # type: ignore[return-value]


@pytest.mark.parametrize("in_place", [False, True])
def test_a_list_grows_to_twice_its_capacity_plus_one(in_place: bool):
    memory = Memory()
    handle = memory.allocate(56, "stack").begin
    memory.write(handle, bytes(56))
    if in_place:
        memory.write_uint(handle, handle + 16)
        memory.write_uint(handle + 12, 1, 4)
    components = ComponentList(memory, handle)
    capacities, places = [], []
    for k in range(5):
        components.push_back((0x1000, 0x1000 + 8 * k, 8 * (k + 1), 0x23 + k, 0))
        capacities.append(memory.read_uint(handle + 12, 4))
        places.append(memory.read_uint(handle) == handle + 16)
    assert len(components) == 5
    assert capacities == [1, 3, 3, 7, 7]
    assert places == [in_place, False, False, False, False]
    begin = memory.read_uint(handle)
    block = memory.allocation_at(begin)
    assert block is not None and block.size == 7 * 40
    assert [_fields(memory, begin + 40 * k) for k in range(5)] == [
        (0x1000, 0x1000 + 8 * k, 8 * (k + 1), 0x23 + k, 0) for k in range(5)]
