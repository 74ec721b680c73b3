"""The construct policy (`runtime.construct_state`): OpenMP 6.0's order-independent list
items by default, LLVM 22's order-dependent handling with `llvm22_order` (SEMANTICS §3,
"Order within one construct"), chosen once per run."""

import pytest
from runtime_testlib import copies, host_ints, ints

from accdialect.abi.map_types import MapType as M
from accdialect.runtime import OffloadRuntime, RuntimeOptions
from accdialect.runtime.construct_state import (
    LLVM_22,
    OPENMP_60,
    ConstructState,
    construct_policy,
)


def test_the_policy_is_chosen_once_from_the_options():
    assert construct_policy(RuntimeOptions()) is OPENMP_60
    assert construct_policy(RuntimeOptions(llvm22_order=True)) is LLVM_22
    rt = OffloadRuntime(llvm22_order=True, num_devices=2)
    assert [d.construct_policy for d in rt.devices] == [LLVM_22, LLVM_22]


def test_new_to_construct_means_allocated_by_an_earlier_item_of_it():
    state = ConstructState()
    state.new_allocations.append((0x1000, 16))
    assert OPENMP_60.new_to_construct(state, 0x1008)
    assert not OPENMP_60.new_to_construct(state, 0x1010)
    assert not OPENMP_60.new_to_construct(None, 0x1008)   # not inside a construct
    assert not LLVM_22.new_to_construct(state, 0x1008)


@pytest.mark.parametrize("llvm22", [False, True])
def test_alloc_then_to_of_one_variable(llvm22):
    """`map(alloc:x) map(to:x)` on one construct: OpenMP 6.0 copies x (this construct
    allocated it), LLVM 22 does not (the second item finds it present)."""
    rt = OffloadRuntime(llvm22_order=llvm22)
    x = host_ints(rt, [3])
    rt.target_data_begin([x, x], [x, x], [4, 4], [0, M.TO])
    assert len(copies(rt)) == (0 if llvm22 else 1)
    device = rt.devices[0].table.containing(x)
    assert device is not None and ints(rt, device.dev_begin, 1) == ([0] if llvm22 else [3])
