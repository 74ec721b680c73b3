"""The transfer report's classes (runtime/transfers.py, OMPDataPerf's classes decided
from the bytes and the kernels' accesses) on synthetic runs: mappings, copies and
device accesses made through the runtime's API, without a program."""

from runtime_testlib import TF, dev, entry, host_ints

from accdialect.runtime import MapType, OffloadRuntime
from accdialect.runtime.regions import Allocation
from accdialect.runtime.transfers import TransferCollector, Waste

TO, FROM, ALWAYS, DELETE = MapType.TO, MapType.FROM, MapType.ALWAYS, MapType.DELETE


def runtime() -> OffloadRuntime:
    return OffloadRuntime(transfers=True, trace=False)


def collector(rt: OffloadRuntime) -> TransferCollector:
    assert rt.memory.transfers is not None
    return rt.memory.transfers


def enter(rt: OffloadRuntime, host: int, size: int, map_type: int) -> None:
    rt.target_data_begin([host], [host], [size], [map_type], ["a"])


def leave(rt: OffloadRuntime, host: int, size: int, map_type: int) -> None:
    rt.target_data_end([host], [host], [size], [map_type], ["a"])


def update(rt: OffloadRuntime, host: int, size: int, map_type: int) -> None:
    rt.target_data_update([host], [host], [size], [map_type], ["a"])


def device_block(rt: OffloadRuntime, host: int) -> Allocation:
    """The device block of the mapping of `host`."""
    found = entry(rt, host)
    assert found is not None and found.allocation is not None
    return found.allocation


def transfers(rt: OffloadRuntime) -> list[tuple[str, int, Waste | None]]:
    """(direction, size, class) of every transfer so far."""
    return [(t.direction, t.size, t.waste) for t in collector(rt).transfers]


def allocations(rt: OffloadRuntime) -> list[tuple[int, bool, Waste | None]]:
    """(size, accessed, class) of every allocation so far."""
    return [(a.size, a.accessed, a.waste) for a in collector(rt).allocations]


def test_a_copy_back_of_what_the_device_only_read_is_a_round_trip():
    rt = runtime()
    a = host_ints(rt, [1, 2, 3, 4])
    enter(rt, a, 16, TF)
    rt.device_access().read(dev(rt, a) + 4, 4)
    leave(rt, a, 16, TF)
    assert transfers(rt) == [("h2d", 16, None), ("d2h", 16, Waste.ROUND_TRIP)]
    assert allocations(rt) == [(16, True, None)]


def test_a_copy_back_of_what_the_device_changed_is_needed():
    rt = runtime()
    a = host_ints(rt, [1, 2, 3, 4])
    enter(rt, a, 16, TF)
    rt.device_access().write_uint(dev(rt, a) + 8, 7, 4)
    leave(rt, a, 16, TF)
    assert transfers(rt) == [("h2d", 16, Waste.UNUSED_TRANSFER), ("d2h", 16, None)]


def test_a_copy_into_a_device_copy_holding_its_bytes_is_a_duplicate():
    """`enter data map(to)` then `map(always, to)`: the second copy brings what the
    device holds; the kernel reads it: the first copy was used."""
    rt = runtime()
    a = host_ints(rt, [5, 6])
    enter(rt, a, 8, TO)
    enter(rt, a, 8, ALWAYS | TO)
    rt.device_access().read(dev(rt, a), 8)
    assert transfers(rt) == [("h2d", 8, None), ("h2d", 8, Waste.DUPLICATE)]


def test_a_copy_of_changed_host_data_overwrites_the_unread_one():
    """The host changes a[1] between the two copies, no kernel between them: the
    second is needed, the first was overwritten before any read (unused)."""
    rt = runtime()
    a = host_ints(rt, [5, 6])
    enter(rt, a, 8, TO)
    rt.memory.write_uint(a + 4, 9, 4)
    update(rt, a, 8, TO)
    rt.device_access().read(dev(rt, a) + 4, 4)
    leave(rt, a, 8, DELETE)
    assert transfers(rt) == [("h2d", 8, Waste.UNUSED_TRANSFER), ("h2d", 8, None)]
    assert allocations(rt) == [(8, True, None)]


def test_an_untouched_mapping_is_an_unused_allocation_and_transfer():
    rt = runtime()
    b = host_ints(rt, range(8))
    enter(rt, b, 32, TO)
    leave(rt, b, 32, DELETE)
    assert transfers(rt) == [("h2d", 32, Waste.UNUSED_TRANSFER)]
    assert allocations(rt) == [(32, False, Waste.UNUSED_ALLOCATION)]


def test_a_transfer_the_kernel_overwrites_before_reading_is_unused():
    """The kernel writes both words of `a` (mapped `to`) and then reads them: what it
    reads is its own, the copy brought nothing it read."""
    rt = runtime()
    a = host_ints(rt, [1, 2])
    enter(rt, a, 8, TO)
    device = rt.device_access()
    device.write_uint(dev(rt, a), 3, 4)
    device.write_uint(dev(rt, a) + 4, 4, 4)
    device.read(dev(rt, a), 8)
    assert transfers(rt) == [("h2d", 8, Waste.UNUSED_TRANSFER)]


def test_one_kernel_write_overwrites_every_transfer_it_covers():
    """`a` copied whole, then its second word again (the host changed it): the kernel
    writes both words before reading them, so neither copy was read."""
    rt = runtime()
    a = host_ints(rt, [1, 2])
    enter(rt, a, 8, TO)
    rt.memory.write_uint(a + 4, 5, 4)
    update(rt, a + 4, 4, TO)
    device = rt.device_access()
    device.write(dev(rt, a), bytes(8))
    device.read(dev(rt, a), 8)
    leave(rt, a, 8, DELETE)
    assert transfers(rt) == [("h2d", 8, Waste.UNUSED_TRANSFER),
                             ("h2d", 4, Waste.UNUSED_TRANSFER)]
    assert allocations(rt) == [(8, True, None)]


def test_a_transfer_read_where_the_kernel_did_not_overwrite_it_is_used():
    rt = runtime()
    a = host_ints(rt, [1, 2])
    enter(rt, a, 8, TO)
    device = rt.device_access()
    device.write_uint(dev(rt, a), 3, 4)
    device.read(dev(rt, a) + 4, 4)
    leave(rt, a, 8, DELETE)
    assert transfers(rt) == [("h2d", 8, None)]


def test_mapping_the_same_host_data_again_is_a_repeated_allocation():
    """Three `target` regions over `a`, each reading it: the second and third
    allocations are repeated, and their copies bring the bytes the device held when
    the previous mapping ended (duplicates), until the host changes a[0]."""
    rt = runtime()
    a = host_ints(rt, [1, 2, 3])
    for step in range(3):
        if step == 2:
            rt.memory.write_uint(a, 10, 4)
        enter(rt, a, 12, TO)
        rt.device_access().read(dev(rt, a), 4)
        leave(rt, a, 12, DELETE)
    assert allocations(rt) == [(12, True, None), (12, True, Waste.REPEATED_ALLOCATION),
                               (12, True, Waste.REPEATED_ALLOCATION)]
    assert transfers(rt) == [("h2d", 12, None), ("h2d", 12, Waste.DUPLICATE),
                             ("h2d", 12, None)]


def test_a_new_device_copy_holds_nothing():
    """`map(alloc)` makes a device copy of zeros, the host's are zeros too: the first
    `update to` is needed (the copy's value was unspecified), the second a duplicate."""
    rt = runtime()
    a = host_ints(rt, [0, 0])
    enter(rt, a, 8, 0)
    update(rt, a, 8, TO)
    update(rt, a, 8, TO)
    rt.device_access().read(dev(rt, a), 8)
    assert transfers(rt) == [("h2d", 8, None), ("h2d", 8, Waste.DUPLICATE)]


def test_a_copy_back_of_bytes_the_host_holds_is_a_duplicate():
    """`map(from)`, and the kernel writes what the host has: the copy back changes
    nothing (it is no round trip: nothing was copied to the device)."""
    rt = runtime()
    a = host_ints(rt, [7, 7])
    enter(rt, a, 8, FROM)
    rt.device_access().write_uint(dev(rt, a), 7, 4)
    rt.device_access().write_uint(dev(rt, a) + 4, 7, 4)
    leave(rt, a, 8, FROM)
    assert transfers(rt) == [("d2h", 8, Waste.DUPLICATE)]
    assert allocations(rt) == [(8, True, None)]


def test_the_host_looking_at_device_memory_is_no_kernel_access():
    """On LLVM's host plugin the host may read a device copy (`omp_get_mapped_ptr`):
    no kernel used the mapping."""
    rt = runtime()
    a = host_ints(rt, [1])
    enter(rt, a, 4, TO)
    rt.memory.read(dev(rt, a), 4)
    leave(rt, a, 4, DELETE)
    assert allocations(rt) == [(4, False, Waste.UNUSED_ALLOCATION)]


def test_mappings_left_at_the_end_are_judged_when_the_run_ends():
    rt = runtime()
    a = host_ints(rt, [1, 2])
    enter(rt, a, 8, TO)
    assert allocations(rt) == [(8, False, None)]
    rt.finalize()
    assert transfers(rt) == [("h2d", 8, Waste.UNUSED_TRANSFER)]
    assert allocations(rt) == [(8, False, Waste.UNUSED_ALLOCATION)]


def test_a_device_copy_stops_watching_once_nothing_is_left_to_learn():
    """The block's `usage` is set while no kernel accessed it or a copy waits for a
    read, and None after: a kernel's later accesses cost one test."""
    rt = runtime()
    a = host_ints(rt, [1, 2])
    enter(rt, a, 8, TO)
    block = device_block(rt, a)
    assert block.usage is not None
    rt.device_access().read(dev(rt, a), 4)
    assert block.usage is None
    update(rt, a, 8, TO | ALWAYS)  # a duplicate: nothing waits
    assert block.usage is None
    rt.memory.write_uint(a, 4, 4)
    update(rt, a, 8, TO)
    assert block.usage is not None


def test_without_the_report_nothing_is_collected():
    rt = OffloadRuntime(trace=False)
    a = host_ints(rt, [1])
    enter(rt, a, 4, TO)
    assert rt.memory.transfers is None
    assert device_block(rt, a).usage is None


def test_a_construct_is_where_its_ident_says_else_where_the_program_is():
    """libomptarget's location of a construct (its `ident_t`) names its transfers and
    mappings; without one (no -g, flang) the operation running does."""
    rt = runtime()
    collector(rt).site = lambda: ("prog.mlir", 40, 3)
    a = host_ints(rt, [1])
    rt.target_data_begin([a], [a], [4], [TO], ["a"], loc=("prog.c", 9, 1))
    update(rt, a, 4, TO | ALWAYS)
    assert [t.loc for t in collector(rt).transfers] == [("prog.c", 9, 1), ("prog.mlir", 40, 3)]
    assert [a.loc for a in collector(rt).allocations] == [("prog.c", 9, 1)]
