"""flang 22's own clause forms on descriptors (`runtime.fortran_descriptor`,
issue 12 §5): `copyin(a)` of `real, allocatable :: a(:)` allocated with 3
elements, as flang writes it (varPtr the descriptor), and the by-value form."""

import struct

from accdialect.runtime import (
    DataAction,
    Descriptor,
    ExitAction,
    OffloadRuntime,
    enter_directive,
    exit_directive,
    read_descriptor,
    write_descriptor,
)
from accdialect.runtime.fortran_descriptor import (
    data_bytes,
    descriptor_entry_clauses,
    descriptor_exit_clauses,
    descriptor_value_entry_clauses,
    rebase_descriptor,
)

REAL = 27  # CFI_type_float
ALLOCATABLE = 2


def allocatable(rt: OffloadRuntime) -> tuple[int, int]:
    """(descriptor, data) of `a`, allocated as [1., 2., 3.] with lower bound 1."""
    data = rt.alloc(12, name="a data")
    for i in range(3):
        rt.memory.write(data + 4 * i, struct.pack("<f", i + 1.0))
    desc = rt.alloc(48, "global", name="a")
    write_descriptor(rt.memory, desc, Descriptor(data, 4, 1, REAL, ALLOCATABLE,
                                                 dims=[(1, 3, 4)]))
    return desc, data


def entry_of(rt: OffloadRuntime, host: int):
    return rt.device().table.contains(host, 1)


def dev_addr(rt: OffloadRuntime, host: int) -> int:
    entry = entry_of(rt, host)
    assert entry is not None, f"0x{host:x} is not mapped"
    return entry.dev_addr(host)


def test_data_bytes_span_first_to_last_element():
    assert data_bytes(Descriptor(0x1000, 4, 1, REAL, dims=[(1, 3, 4)])) == 12
    assert data_bytes(Descriptor(0x1000, 4, 1, REAL, dims=[(1, 3, 8)])) == 20  # a(1:6:2)
    assert data_bytes(Descriptor(0x1000, 4, 1, REAL, dims=[(1, 0, 4)])) == 0


def test_whole_allocatable_maps_data_and_descriptor_and_attaches():
    rt = OffloadRuntime()
    desc, data = allocatable(rt)
    clauses = descriptor_entry_clauses(rt.acc, rt.memory, desc, DataAction.COPYIN, True, "a")
    assert [(c.var, c.size) for c in clauses] == [(data, 12), (desc, 48)]
    entered = enter_directive(rt.acc, clauses)
    dev_desc, dev_data = entered.addresses[1], entered.addresses[0]
    assert dev_data == dev_addr(rt, data)
    on_device = read_descriptor(rt.memory, dev_desc)
    assert on_device.base_addr == dev_data  # attached
    assert on_device.dims == [(1, 3, 4)]
    assert read_descriptor(rt.memory, desc).base_addr == data  # the host's is untouched
    exits = descriptor_exit_clauses(rt.acc, rt.memory, desc, ExitAction.COPYOUT, True, "a")
    assert [(c.var, c.action) for c in exits] == [(data, ExitAction.COPYOUT),
                                                   (desc, ExitAction.DELETE)]
    exit_directive(rt.acc, exits)
    assert entry_of(rt, data) is None and entry_of(rt, desc) is None


def test_unallocated_maps_the_descriptor_alone():
    rt = OffloadRuntime()
    desc = rt.alloc(48, "global", name="a")
    write_descriptor(rt.memory, desc, Descriptor(0, 4, 1, REAL, ALLOCATABLE, dims=[(1, 0, 4)]))
    clauses = descriptor_entry_clauses(rt.acc, rt.memory, desc, DataAction.CREATE, False, "a")
    assert [(c.var, c.size, c.attachment) for c in clauses] == [(desc, 48, None)]


def test_update_moves_the_data_only():
    rt = OffloadRuntime()
    desc, data = allocatable(rt)
    clauses = descriptor_entry_clauses(rt.acc, rt.memory, desc, DataAction.UPDATE_DEVICE,
                                       False, "a")
    assert [(c.var, c.size) for c in clauses] == [(data, 12)]


def test_section_maps_that_part_of_the_data_and_attaches_the_descriptor():
    """`copyin(a(2:3))` of the allocatable: flang's clause on the descriptor with
    bounds (OpenACC 3.3 §2.7.1): bytes 4..11 of the data, the descriptor, and the
    device descriptor's base address that of the whole data on the device (the
    section's device address minus its offset, seed 001's attach)."""
    rt = OffloadRuntime()
    desc, data = allocatable(rt)
    clauses = descriptor_entry_clauses(rt.acc, rt.memory, desc, DataAction.COPYIN, False, "a",
                                       section=(4, 8))
    assert [(c.var, c.offset, c.size) for c in clauses] == [(data, 4, 8), (desc, 0, 48)]
    entered = enter_directive(rt.acc, clauses)
    assert entry_of(rt, data) is None and entry_of(rt, data + 4) is not None
    assert read_descriptor(rt.memory, entered.addresses[1]).base_addr == dev_addr(rt, data + 4) - 4
    update = descriptor_exit_clauses(rt.acc, rt.memory, desc, ExitAction.UPDATE_SELF, False, "a",
                                     section=(8, 4))
    assert [(c.var, c.offset, c.size, c.action) for c in update] == [
        (data, 8, 4, ExitAction.UPDATE_SELF)]


def test_by_value_form_gives_a_private_descriptor_of_the_device_data():
    rt = OffloadRuntime()
    desc, data = allocatable(rt)
    clauses = descriptor_value_entry_clauses(rt.memory, desc, 4, 8, DataAction.COPYIN, True, "v")
    assert [(c.var, c.offset, c.size, c.action) for c in clauses] == [
        (data, 4, 8, DataAction.COPYIN), (desc, 0, 48, DataAction.FIRSTPRIVATE)]
    entered = enter_directive(rt.acc, clauses)
    rebase_descriptor(rt.memory, entered.addresses[1], entered.addresses[0])
    copy = read_descriptor(rt.memory, entered.addresses[1])
    assert copy.base_addr == dev_addr(rt, data + 4) - 4
    assert entry_of(rt, desc) is None  # passed by value, not mapped
    entered.end()


def test_attach_and_detach_clauses_count():
    # copyin(a) attaches (counter 1), attach(a) twice with the same host
    # descriptor: 3; two detaches keep the device descriptor attached, the third
    # restores it from the host
    rt = OffloadRuntime()
    desc, data = allocatable(rt)
    enter_directive(rt.acc, [*descriptor_entry_clauses(rt.acc, rt.memory, desc, DataAction.COPYIN,
                                                       False, "a")])
    dev_desc = dev_addr(rt, desc)
    for _ in range(2):
        (attach,) = descriptor_entry_clauses(rt.acc, rt.memory, desc, None, False, "a")
        assert (attach.action, attach.var) == (None, desc)
        enter_directive(rt.acc, [attach])
    for expected_base in (dev_addr(rt, data), dev_addr(rt, data), data):
        (detach,) = descriptor_exit_clauses(rt.acc, rt.memory, desc, None, False, "a")
        exit_directive(rt.acc, [detach])
        assert read_descriptor(rt.memory, dev_desc).base_addr == expected_base
