"""SEMANTICS §4 (issue item 4): OpenACC 3.3 counters, the data actions of §2.7, the
attachment counter of §2.6.8 / §2.7.2 (not libgomp's departures), and the API of §3.2."""

import pytest
from runtime_testlib import copies, counts, dev, host_ints, host_ptr, ints

from accdialect.runtime import (
    MappingStateError,
    NotPresentError,
    OffloadRuntime,
    PartialOverlapError,
    RefCountUnderflowError,
    RuntimeOptions,
)
from accdialect.runtime.trace import Attached, AttachSkipped, Detached, MapExists, MapNew
from support.runtime import events


def test_structured_counter_is_the_hold_count_dynamic_the_dynamic_count(rt):
    """§4: structured (data/compute regions) = hold count, dynamic (enter data, acc_*) =
    dynamic count; present while their sum > 0."""
    x = host_ints(rt, [1])
    rt.acc.copyin(x, 4)                       # structured
    rt.acc.acc_copyin(x, 4)                   # dynamic
    assert counts(rt, x) == (1, 1)
    assert events(rt, MapNew)[0].hold == 1
    rt.acc.delete(x, 4)                       # structured exit
    assert counts(rt, x) == (1, 0) and rt.acc.acc_is_present(x, 4) == 1
    rt.acc.acc_delete(x, 4)
    assert counts(rt, x) is None and rt.acc.acc_is_present(x, 4) == 0


def test_present_increment_or_error(rt):
    """§2.7.2 present increment; the `present` clause on absent data is a runtime error."""
    x = host_ints(rt, [1])
    with pytest.raises(NotPresentError):
        rt.acc.present(x, 4)
    rt.acc.acc_create(x, 4)
    assert rt.acc.present(x, 4) == dev(rt, x)
    assert counts(rt, x) == (1, 1)
    assert events(rt, MapExists)[-1].note == "incremented"


def test_create_allocates_without_copy_copyin_copies_once(rt):
    """§2.7.2 create: allocate, counter := 1, no copy; copyin = create + copy in; a second
    copyin is a present increment without copy."""
    x = host_ints(rt, [7])
    y = host_ints(rt, [8])
    d = rt.acc.acc_create(x, 4)
    assert ints(rt, d, 1) == [0]
    e = rt.acc.acc_copyin(y, 4)
    assert ints(rt, e, 1) == [8]
    rt.memory.write_uint(y, 9, 4)
    assert rt.acc.acc_copyin(y, 4) == e and ints(rt, e, 1) == [8]
    assert counts(rt, y) == (2, 0) and len(copies(rt)) == 1


def test_copyout_copies_and_deletes_at_zero_only(rt):
    """§2.7.2 copyout: present decrement; at zero copy out and delete."""
    x = host_ints(rt, [1])
    d = rt.acc.acc_copyin(x, 4)
    rt.acc.acc_copyin(x, 4)
    rt.memory.write_uint(d, 5, 4)
    rt.acc.acc_copyout(x, 4)
    assert ints(rt, x, 1) == [1] and counts(rt, x) == (1, 0)
    rt.acc.acc_copyout(x, 4)
    assert ints(rt, x, 1) == [5] and counts(rt, x) is None
    rt.acc.acc_copyout(x, 4)   # not present: no action


def test_delete_deallocates_without_copy(rt):
    """§2.7.2 delete: at zero, deallocate; the host keeps its data."""
    x = host_ints(rt, [1])
    d = rt.acc.acc_copyin(x, 4)
    rt.memory.write_uint(d, 5, 4)
    rt.acc.acc_delete(x, 4)
    assert ints(rt, x, 1) == [1] and not rt.memory.allocation_at(d).live


def test_finalize_sets_the_dynamic_counter_to_zero(rt):
    """§2.7.2 finalize: the dynamic counter := 0; the data stays while the structured
    counter holds it."""
    x = host_ints(rt, [1])
    for _ in range(3):
        rt.acc.acc_copyin(x, 4)
    rt.acc.copyin(x, 4)
    rt.acc.acc_delete_finalize(x, 4)
    assert counts(rt, x) == (0, 1)
    d = dev(rt, x)
    rt.memory.write_uint(d, 6, 4)
    rt.acc.copyout(x, 4)          # structured exit drops the last reference
    assert counts(rt, x) is None and ints(rt, x, 1) == [6]
    y = host_ints(rt, [2])
    rt.acc.acc_copyin(y, 4)
    rt.acc.acc_copyin(y, 4)
    rt.memory.write_uint(dev(rt, y), 3, 4)
    rt.acc.acc_copyout_finalize(y, 4)
    assert counts(rt, y) is None and ints(rt, y, 1) == [3]


def test_no_create_uses_the_device_copy_only_if_present(rt):
    """§2.7.10 no_create: present -> increment and device address; else the host address
    and nothing is mapped."""
    x = host_ints(rt, [1])
    assert rt.acc.no_create(x, 4) == x and counts(rt, x) is None
    rt.acc.acc_create(x, 4)
    assert rt.acc.no_create(x, 4) == dev(rt, x) and counts(rt, x) == (1, 1)


def test_partially_present_data_is_an_error(rt):
    """§2.7: data partially present is an error."""
    a = host_ints(rt, range(4))
    rt.acc.acc_copyin(a, 8)
    with pytest.raises(PartialOverlapError):
        rt.acc.acc_copyin(a + 4, 8)


def test_update_device_and_self_keep_attached_pointers(rt):
    """§2.14.4 update: copies present data; not present is an error unless if_present;
    attached pointers keep their device value (update device) and host value (self)."""
    s = rt.alloc(16, "stack", name="s")
    buf = host_ints(rt, [1, 2])
    rt.memory.write_uint(s + 8, buf)
    rt.acc.acc_copyin(s, 16)
    rt.acc.acc_copyin(buf, 8)
    rt.acc.acc_attach(s + 8)
    rt.memory.write_uint(s, 77, 4)
    rt.acc.acc_update_device(s, 16)
    assert ints(rt, dev(rt, s), 1) == [77]
    assert rt.memory.read_uint(dev(rt, s) + 8) == dev(rt, buf)
    rt.memory.write_uint(dev(rt, s), 88, 4)
    rt.acc.acc_update_self(s, 16)
    assert ints(rt, s, 1) == [88] and rt.memory.read_uint(s + 8) == buf
    y = host_ints(rt, [1])
    with pytest.raises(NotPresentError, match="required by acc_update_self"):
        rt.acc.acc_update_self(y, 4)
    rt.acc.update_self(y, 4, if_present=True)


# ---- attachment counter (§2.6.8, §2.7.2) -------------------------------------------------

@pytest.fixture
def struct_with_pointer(rt):
    """s = {int a; int *p} with s and t1, t2 present; s.p not yet attached."""
    s = rt.alloc(16, "stack", name="s")
    t1 = host_ints(rt, [1, 2], name="t1")
    t2 = host_ints(rt, [3, 4], name="t2")
    rt.memory.write_uint(s + 8, t1)
    for h, n in ((s, 16), (t1, 8), (t2, 8)):
        rt.acc.acc_copyin(h, n)
    return s, t1, t2


def _device_p(rt, s):
    return rt.memory.read_uint(dev(rt, s) + 8)


def _count(rt, s):
    shadow = rt.devices[0].table.containing(s).shadows.get(s + 8)
    return 0 if shadow is None else shadow.attach_count


def test_attach_same_target_increments_new_target_resets_to_one(rt, struct_with_pointer):
    """§2.6.8: counter += 1 for the same target, := 1 (and the device pointer rewritten)
    when the pointer was attached to a new target (libgomp never resets)."""
    s, t1, t2 = struct_with_pointer
    rt.acc.acc_attach(s + 8)
    rt.acc.acc_attach(s + 8)
    assert _count(rt, s) == 2 and _device_p(rt, s) == dev(rt, t1)
    rt.memory.write_uint(s + 8, t2)
    rt.acc.acc_attach(s + 8)
    assert _count(rt, s) == 1 and _device_p(rt, s) == dev(rt, t2)
    assert [a.count for a in events(rt, Attached)] == [1, 2, 1]


def test_detach_decrements_and_restores_the_host_value_at_zero(rt, struct_with_pointer):
    """§2.7.2 detach: counter -= 1; at 0 the device pointer gets the host pointer's current
    value; at 0 a detach is no action (libgomp: fatal error)."""
    s, t1, t2 = struct_with_pointer
    rt.acc.acc_attach(s + 8)
    rt.acc.acc_attach(s + 8)
    rt.acc.acc_detach(s + 8)
    assert _count(rt, s) == 1 and _device_p(rt, s) == dev(rt, t1)
    rt.memory.write_uint(s + 8, t2)
    rt.acc.acc_detach(s + 8)
    assert _count(rt, s) == 0 and _device_p(rt, s) == t2
    rt.acc.acc_detach(s + 8)
    assert events(rt, AttachSkipped)[-1].reason == "attachment counter is 0"
    assert [d.count for d in events(rt, Detached)] == [1, 0]


def test_detach_finalize_is_an_immediate_detach(rt, struct_with_pointer):
    """§2.7.2 immediate detach (`acc_detach_finalize`): counter := 0, pointer restored."""
    s, t1, _ = struct_with_pointer
    for _ in range(3):
        rt.acc.acc_attach(s + 8)
    rt.acc.acc_detach_finalize(s + 8)
    assert _count(rt, s) == 0 and _device_p(rt, s) == t1


def test_attach_no_action_cases(rt, struct_with_pointer):
    """§2.7.2: no action if the pointer is not present or its target is not present
    (libgomp: fatal error); a null pointer is attached as null."""
    s, t1, _ = struct_with_pointer
    lone = host_ptr(rt, t1)
    rt.acc.acc_attach(lone)
    far = host_ints(rt, [0])
    rt.memory.write_uint(s + 8, far)
    rt.acc.acc_attach(s + 8)
    assert [e.reason for e in events(rt, AttachSkipped)] == ["pointer not present",
                                                                   "target not present"]
    assert _count(rt, s) == 0 and _device_p(rt, s) == t1
    rt.memory.write_uint(s + 8, 0)
    rt.memory.write_uint(dev(rt, s) + 8, 0xBAD)
    rt.acc.acc_attach(s + 8)
    assert _count(rt, s) == 1 and _device_p(rt, s) == 0


def test_attach_in_shared_memory_is_no_action():
    """§2.7.2: a pointer in shared memory (USM) is not attached."""
    rt = OffloadRuntime(usm=True)
    p = host_ptr(rt, host_ints(rt, [1]))
    rt.acc.acc_attach(p)
    assert events(rt, AttachSkipped)[0].reason == "pointer is in shared memory"
    assert rt.acc.acc_is_present(p, 8) == 1


def test_copyout_immediately_detaches_the_pointers_inside(rt, struct_with_pointer):
    """§2.7.2 copyout: immediate detach of pointers inside var, then copy out: the host
    struct gets its own pointer value back, never a device address."""
    s, t1, _ = struct_with_pointer
    rt.acc.acc_attach(s + 8)
    rt.acc.acc_attach(s + 8)
    rt.acc.acc_copyout(s, 16)
    assert rt.memory.read_uint(s + 8) == t1 and counts(rt, s) is None
    assert events(rt, Detached)[-1].immediate


def test_pointer_updates_after_copyins_and_before_copyouts(rt):
    """§2.7.2: `enter data copyin(s) attach(s.p)` only works with the attach after the
    copy-in (the pointer must be present); on exit the detach comes before the copy-out."""
    s = rt.alloc(16, "stack")
    t = host_ints(rt, [1])
    rt.memory.write_uint(s + 8, t)
    rt.acc.acc_copyin(t, 4)
    rt.acc.acc_attach(s + 8)             # wrong order: s not present yet -> no action
    rt.acc.acc_copyin(s, 16)
    assert _device_p(rt, s) == t
    rt.acc.acc_attach(s + 8)             # right order
    assert _device_p(rt, s) == dev(rt, t)
    rt.acc.acc_detach(s + 8)             # detach first ...
    rt.acc.acc_copyout(s, 16)            # ... then copy out
    assert rt.memory.read_uint(s + 8) == t


def test_api_deviceptr_hostptr_is_present_zero_length(rt):
    """§3.2: acc_deviceptr / acc_hostptr invert each other; a length of 0 counts as 1."""
    a = host_ints(rt, range(4))
    assert rt.acc.acc_deviceptr(a) == 0 and rt.acc.acc_hostptr(0) == 0
    d = rt.acc.acc_copyin(a, 0)
    assert counts(rt, a) == (1, 0) and rt.devices[0].table.containing(a).size == 1
    assert rt.acc.acc_deviceptr(a) == d and rt.acc.acc_hostptr(d) == a
    assert rt.acc.acc_is_present(a, 0) == 1 and rt.acc.acc_is_present(a, 8) == 0


def test_map_data_and_unmap_data(rt):
    """§3.2 acc_map_data: the host data uses device memory the program allocated (the
    dynamic count cannot drop it); acc_unmap_data removes the association only."""
    a = host_ints(rt, [1, 2])
    d = rt.omp.omp_target_alloc(8, 0)
    rt.acc.acc_map_data(a, d, 8)
    assert rt.acc.acc_deviceptr(a) == d
    rt.acc.acc_copyin(a, 8)
    rt.acc.acc_copyout(a, 8)
    assert rt.acc.acc_is_present(a, 8) == 1
    with pytest.raises(MappingStateError, match="acc_map_data: host address .* is already present"):
        rt.acc.acc_map_data(a, d, 8)
    rt.acc.copyin(a, 8)                       # structured reference
    with pytest.raises(MappingStateError, match="non-zero structured reference count"):
        rt.acc.acc_unmap_data(a)
    rt.acc.delete(a, 8)
    rt.acc.acc_unmap_data(a)
    assert rt.acc.acc_is_present(a, 8) == 0 and rt.memory.allocation_at(d).live
    with pytest.raises(MappingStateError, match="is not associated"):
        rt.acc.acc_unmap_data(a)


def test_structured_exit_without_entry_is_an_underflow(rt):
    """§4/§6: a structured exit when the structured counter is 0 (region exit without
    entry) is an error."""
    x = host_ints(rt, [1])
    rt.acc.acc_copyin(x, 4)
    with pytest.raises(RefCountUnderflowError, match="structured reference count underflow"):
        rt.acc.copyout(x, 4)


def test_deviceptr_clause_maps_nothing(rt):
    """§2.7.4 deviceptr: the variable already holds a device address; nothing is mapped
    and device code uses it as it is."""
    d = rt.omp.omp_target_alloc(8, 0)
    before = len(rt.devices[0].table)
    rt.device_access().write_uint(d, 5, 4)
    assert len(rt.devices[0].table) == before and rt.acc.acc_is_present(d, 8) == 0
    assert rt.acc.acc_hostptr(d) == 0


def test_device_memory_routines_copy_through_device_addresses(rt):
    """§3.2.18-19, §3.2.31-33: acc_malloc'd blocks filled with acc_memcpy_to_device,
    copied within the device (one `d2d` copy), read back with acc_memcpy_from_device."""
    x, y = host_ints(rt, [5, 6]), host_ints(rt, [0, 0])
    d1, d2 = rt.acc.acc_malloc(8), rt.acc.acc_malloc(8)
    rt.acc.acc_memcpy_to_device(d1, x, 8)
    rt.acc.acc_memcpy_device(d2, d1, 8)
    rt.acc.acc_memcpy_from_device(y, d2, 8)
    assert ints(rt, y, 2) == [5, 6]
    assert copies(rt) == [("h2d", x, d1, 8), ("d2d", d1, d2, 8), ("d2h", d2, y, 8)]
    rt.acc.acc_free(d1)
    rt.acc.acc_free(d2)
    assert rt.memory.device_in_use[0] == 0


def test_memcpy_d2d_between_the_copies_on_two_devices():
    """§3.2.35: from the copy of the source on its device to the copy of the
    destination on its own; each must be present there."""
    rt = OffloadRuntime(RuntimeOptions(num_devices=2))
    a, b = host_ints(rt, [1, 1]), host_ints(rt, [7, 8])
    rt.acc.set_device_num(0, "test")
    da = rt.acc.acc_copyin(a, 8)
    rt.acc.set_device_num(1, "test")
    rt.acc.acc_copyin(b, 8)
    rt.acc.acc_memcpy_d2d(a, b, 8, 0, 1)
    assert ints(rt, da, 2) == [7, 8]
    with pytest.raises(MappingStateError, match="is not present on device 0"):
        rt.acc.acc_memcpy_d2d(b, a, 8, 0, 1)


def test_memory_properties_count_live_allocations(rt):
    """§3.2.6 acc_property_memory / acc_property_free_memory of device 0."""
    total = rt.acc.memory_property(0, free=False)
    assert rt.acc.memory_property(0, free=True) == total
    block = rt.acc.acc_malloc(1024)
    assert rt.acc.memory_property(0, free=True) == total - 1024
    rt.acc.acc_free(block)
    assert rt.acc.memory_property(0, free=True) == total


def test_default_async_is_set_and_restored(rt):
    """§3.2.15-16: acc-default-async-var starts at acc_async_noval (-1, this
    implementation's choice); acc_async_default (-3) restores it."""
    assert rt.acc.default_async == -1
    rt.acc.set_default_async(4)
    assert rt.acc.default_async == 4
    rt.acc.set_default_async(-3)
    assert rt.acc.default_async == -1


def test_the_queue_an_async_argument_names(rt):
    """§2.16.1: acc_async_sync (-2) is synchronous, acc_async_noval (-1) is
    acc-default-async-var's queue, any other value its own queue."""
    assert rt.acc.queue(-2) is None
    assert rt.acc.queue(-1) == -1
    rt.acc.set_default_async(7)
    assert (rt.acc.queue(-1), rt.acc.queue(3)) == (7, 3)
