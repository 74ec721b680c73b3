"""The construct policy (`runtime.construct_state`): LLVM 22's order-dependent handling
of list items by default (issue 11, cause 7), OpenMP 6.0's order independence with
`llvm22_order=False` (SEMANTICS §3, "Order within one construct"), chosen once per run;
under LLVM 22's, each point where OpenMP 6.0 decides otherwise is reported."""

import pytest
from runtime_testlib import copies, host_ints, ints

from accdialect.abi.map_types import MapType as M
from accdialect.runtime import OffloadRuntime, RuntimeOptions
from accdialect.runtime.construct_state import (
    LLVM_22,
    OPENMP_60,
    LLVM22Order,
    OrderDependence,
    construct_policy,
)


def test_the_policy_is_chosen_once_from_the_options():
    assert construct_policy(RuntimeOptions()) is LLVM_22
    assert construct_policy(RuntimeOptions(llvm22_order=False)) is OPENMP_60
    rt = OffloadRuntime(num_devices=2)
    assert all(isinstance(d.construct_policy, LLVM22Order) for d in rt.devices)
    assert OffloadRuntime(llvm22_order=False).devices[0].construct_policy is OPENMP_60


def test_llvm22_reports_a_lost_copy_back():
    """`target exit data map(from: x) map(delete: x)`: LLVM 22 deletes without copying
    x back (the FROM item was not the last reference when it was handled), OpenMP 6.0
    copies back; the run under LLVM 22 records where the order decided."""
    for llvm22 in (True, False):
        rt = OffloadRuntime(llvm22_order=llvm22)
        x = host_ints(rt, [3], name="x")
        rt.target_data_begin([x], [x], [4], [M.TO], ["x"])
        dev = rt.devices[0]
        entry = dev.table.containing(x)
        assert entry is not None
        rt.memory.write_uint(entry.dev_begin, 8, 4)
        rt.target_data_end([x, x], [x, x], [4, 4], [M.FROM, M.DELETE], ["x", "x"])
        assert ints(rt, x, 1) == ([3] if llvm22 else [8])
        expected = [(OrderDependence(x, "x"), None)] if llvm22 else []
        assert dev.order_dependences == expected
    assert "'x' was released by an earlier list item" in OrderDependence(x, "x").message()


def test_llvm22_reports_the_construct_location_once_per_variable():
    rt = OffloadRuntime()
    x = host_ints(rt, [3], name="x")
    for _ in range(2):
        rt.target_data_begin([x], [x], [4], [M.TO], ["x"])
        rt.target_data_end([x, x], [x, x], [4, 4], [M.FROM, M.DELETE], ["x", "x"],
                           loc=("p.c", 4, 1))
    assert rt.devices[0].order_dependences == [(OrderDependence(x, "x"), ("p.c", 4, 1))]


def test_new_to_construct_means_allocated_by_an_earlier_item_of_it():
    new_allocations = [(0x1000, 16)]
    assert OPENMP_60.new_to_construct(new_allocations, 0x1008)
    assert not OPENMP_60.new_to_construct(new_allocations, 0x1010)
    assert not OPENMP_60.new_to_construct([], 0x1008)
    assert not OPENMP_60.new_to_construct(None, 0x1008)   # not inside a construct
    assert not LLVM_22.new_to_construct(new_allocations, 0x1008)


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
