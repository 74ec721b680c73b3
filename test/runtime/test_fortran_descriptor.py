"""SEMANTICS §4 descriptors / seed 001 (issue item 5): `_FortranAOpenACCAttachDescriptor`,
its detach twin, whole-descriptor comparison and restore, addendum, data_ptr check, and
the five Fortran examples of seed 001 as runtime calls."""

import struct

import pytest
from runtime_testlib import counts, dev, host_ints

from accdialect.runtime import (
    ADDENDUM_FLAG,
    Descriptor,
    DescriptorMismatchError,
    DeviceFaultError,
    OffloadRuntime,
    read_descriptor,
    write_descriptor,
)
from accdialect.runtime.trace import AttachSkipped
from support.runtime import events

REAL = 27  # CFI_type_float in flang's ISO_Fortran_binding.h


def real_array(rt, values, name):
    addr = rt.alloc(4 * len(values), name=name)
    for i, v in enumerate(values):
        rt.memory.write(addr + 4 * i, struct.pack("<f", v))
    return addr


def pointer_to(base, lbounds=(1, 1)):
    """The descriptor of `real, pointer :: p(:,:)` associated with a 2x2 array at base."""
    return Descriptor(base, 4, rank=2, type=REAL, dims=[(lbounds[0], 2, 4), (lbounds[1], 2, 8)])


@pytest.fixture
def d_t1(rt):
    """`type(ty1) :: d` (d%p a rank-2 pointer: a 72-byte descriptor) with `d%p` nullified,
    and `real, pointer :: t1(:,:)` allocated as [1, 2, 3, 4]."""
    d = rt.alloc(72, "stack", name="d")
    write_descriptor(rt.memory, d, pointer_to(0))
    return d, real_array(rt, [1.0, 2.0, 3.0, 4.0], "t1")


def copyin_pointer(rt, d):
    """`enter data copyin(d%p)`: copyin of the data, then attach of the descriptor."""
    desc = read_descriptor(rt.memory, d)
    rt.acc.acc_copyin(desc.base_addr, 16)
    rt.attach_descriptor(d, desc.base_addr, 0, 16)


def acc_detach_descriptor(rt, d, finalize=False):
    rt.detach_descriptor(d, read_descriptor(rt.memory, d).base_addr, 0, 16, finalize)


def attach_count(rt, d):
    shadow = rt.devices[0].table.containing(d).shadows.get(d)
    return 0 if shadow is None else shadow.attach_count


def device_element(rt, d, i, j, **access):
    """`print *, d%p(i,j)` inside `serial present(d)`: read through the device copy."""
    view = rt.device_access(**access, where="serial")
    dd = dev(rt, d)
    base = view.read_uint(dd)
    (lb1, _, s1), (lb2, _, s2) = [struct.unpack("<qqq", view.read(dd + 24 + 24 * k, 24))
                                  for k in range(2)]
    return struct.unpack("<f", view.read(base + (i - lb1) * s1 + (j - lb2) * s2, 4))[0]


def test_descriptor_layout():
    """§4: 24 + 24*rank bytes, plus an 8-byte addendum pointer when extra says so."""
    d = Descriptor(0x1000, 4, rank=2, type=REAL, dims=[(1, 2, 4), (1, 3, 8)])
    assert d.size == 72 and len(d.pack()) == 72
    raw = d.pack()
    assert raw[20:24] == bytes([2, REAL, 0, 0])
    assert struct.unpack("<qqq", raw[48:72]) == (1, 3, 8)
    e = Descriptor(0x1000, 4, rank=1, extra=ADDENDUM_FLAG, dims=[(1, 5, 4)], addendum=0x2000)
    assert e.size == 56 and e.addendum_offset == 48
    rt = OffloadRuntime()
    a = rt.alloc(56)
    write_descriptor(rt.memory, a, e)
    assert read_descriptor(rt.memory, a) == e


def test_seed001_member_pointer_attach_twice_detach_twice(rt, d_t1):
    """seed 001 example 1: copyin(d%p) attaches (counter 1), again (counter 2), two
    acc_detach bring it to 0 and the device descriptor gets the host one back: the device
    access of d%p(1,2) then faults (with one detach it works)."""
    d, t1 = d_t1
    rt.acc.acc_create(d, 72)
    write_descriptor(rt.memory, d, pointer_to(t1))
    copyin_pointer(rt, d)
    assert attach_count(rt, d) == 1 and counts(rt, t1) == (1, 0)
    assert rt.memory.read_uint(dev(rt, d)) == dev(rt, t1)
    assert rt.memory.read(dev(rt, d) + 8, 64) == pointer_to(t1).pack()[8:]
    copyin_pointer(rt, d)
    assert attach_count(rt, d) == 2 and counts(rt, t1) == (2, 0)
    acc_detach_descriptor(rt, d)
    assert attach_count(rt, d) == 1
    assert device_element(rt, d, 1, 2) == 3.0
    acc_detach_descriptor(rt, d)
    assert attach_count(rt, d) == 0
    assert rt.memory.read(dev(rt, d), 72) == pointer_to(t1).pack()
    with pytest.raises(DeviceFaultError, match="host memory 't1'"):
        device_element(rt, d, 1, 2)


def test_seed001_detach_restores_the_whole_descriptor_no_chimera(rt, d_t1):
    """seed 001 example 2: after `d%p(10:,10:) => d%p`, the detach restores the whole
    descriptor, so `copyout(d)` brings back lbound (10, 10), not a stale (1, 1)."""
    d, t1 = d_t1
    rt.acc.acc_copyin(d, 72)
    write_descriptor(rt.memory, d, pointer_to(t1))
    copyin_pointer(rt, d)
    write_descriptor(rt.memory, d, pointer_to(t1, (10, 10)))
    acc_detach_descriptor(rt, d)
    rt.acc.acc_copyout(d, 72)
    assert [lb for lb, _, _ in read_descriptor(rt.memory, d).dims] == [10, 10]
    assert read_descriptor(rt.memory, d) == pointer_to(t1, (10, 10))


def test_seed001_moving_target_resets_the_counter(rt, d_t1):
    """seed 001 example 3: a new target address, or only new bounds, is a new target:
    counter := 1 and the device descriptor is rewritten."""
    d, t1 = d_t1
    t2 = real_array(rt, [5.0, 6.0, 7.0, 8.0], "t2")
    rt.acc.acc_copyin(d, 72)
    rt.acc.acc_copyin(t1, 16)
    rt.acc.acc_copyin(t2, 16)
    write_descriptor(rt.memory, d, pointer_to(t1))
    rt.attach_descriptor(d, t1, 0, 16)
    rt.attach_descriptor(d, t1, 0, 16)
    assert attach_count(rt, d) == 2
    write_descriptor(rt.memory, d, pointer_to(t2))
    rt.attach_descriptor(d, t2, 0, 16)
    assert attach_count(rt, d) == 1 and device_element(rt, d, 1, 2) == 7.0
    write_descriptor(rt.memory, d, pointer_to(t2, (10, 10)))
    rt.attach_descriptor(d, t2, 0, 16)
    assert attach_count(rt, d) == 1
    assert device_element(rt, d, 10, 11) == 7.0


def test_seed001_pointer_dummy_argument_attaches_the_callers_descriptor(rt, d_t1):
    """seed 001 example 4: in `wrapper(d, d%p, t1)` the dummy p is d%p's descriptor;
    `copyin(p)` attaches it, and `serial present(d)` reads d%p(1,2) on the device."""
    d, t1 = d_t1
    p = d                                     # the dummy's descriptor is d%p's storage
    rt.acc.acc_copyin(d, 72)
    rt.acc.acc_copyin(t1, 16)
    write_descriptor(rt.memory, p, pointer_to(t1))   # p => t1
    copyin_pointer(rt, p)
    assert device_element(rt, d, 1, 2) == 3.0


def test_seed001_descriptor_storage_must_be_present_first(rt, d_t1):
    """seed 001 example 5: `serial present(d%p)` needs the implicit `copy(d)` first: with
    d mapped first the attachment happens; the other order attaches nothing and the
    device access faults."""
    d, t1 = d_t1
    write_descriptor(rt.memory, d, pointer_to(t1))
    rt.acc.acc_copyin(t1, 16)                 # enter data copyin(d%p) mapped the data
    rt.attach_descriptor(d, t1, 0, 16)        # present(d%p) before copy(d): no action
    assert events(rt, AttachSkipped)[-1].reason == "pointer not present"
    rt.acc.copyin(d, 72)                      # copy(d)
    with pytest.raises(DeviceFaultError):
        device_element(rt, d, 1, 2)
    rt.acc.copyout(d, 72)
    rt.acc.copyin(d, 72)                      # right order: copy(d) ...
    rt.attach_descriptor(d, t1, 0, 16)        # ... then present(d%p)
    assert device_element(rt, d, 1, 2) == 3.0


def test_seed001_dummy_pointer_without_descriptor_storage_is_not_attached(rt, d_t1):
    """seed 001: `serial attach(p)` for a dummy whose descriptor is not present: no action."""
    d, t1 = d_t1
    write_descriptor(rt.memory, d, pointer_to(t1))
    rt.acc.acc_copyin(t1, 16)
    rt.attach_descriptor(d, t1, 0, 16)
    assert counts(rt, d) is None and counts(rt, t1) == (1, 0)


def test_seed001_allocatable_component(rt):
    """seed 001 allocatables: `dd%a` follows the same rules (copyin(dd), copyin(a))."""
    dd = rt.alloc(72, "stack", name="dd")
    a = real_array(rt, [1.0, 2.0, 3.0, 4.0], "a")
    write_descriptor(rt.memory, dd, pointer_to(a))
    rt.acc.acc_copyin(dd, 72)
    copyin_pointer(rt, dd)
    assert device_element(rt, dd, 1, 2) == 3.0


def test_data_ptr_must_be_the_base_address(rt, d_t1):
    """seed 001 F18 runtime: data_ptr is checked against base_addr; a mismatch is reported."""
    d, t1 = d_t1
    write_descriptor(rt.memory, d, pointer_to(t1))
    with pytest.raises(DescriptorMismatchError) as err:
        rt.attach_descriptor(d, t1 + 4, 0, 12, "x.f90", 12)
    assert str(err.value) == (
        f"descriptor mismatch at x.f90:12: data_ptr 0x{t1 + 4:016x} is not the base_addr "
        f"0x{t1:016x} of the descriptor at 0x{d:016x}")


def test_section_offset_and_absent_data(rt, d_t1):
    """seed 001: `attach(array(2:3))` passes offset and size of the section; the base_addr
    becomes dev(section) - offset; an absent section is no action."""
    d, t1 = d_t1
    write_descriptor(rt.memory, d, pointer_to(t1))
    rt.acc.acc_copyin(d, 72)
    rt.attach_descriptor(d, t1, 4, 8)
    assert events(rt, AttachSkipped)[-1].reason == "data not present"
    rt.acc.acc_copyin(t1 + 4, 8)
    rt.attach_descriptor(d, t1, 4, 8)
    assert rt.memory.read_uint(dev(rt, d)) == dev(rt, t1 + 4) - 4


def test_addendum_target_is_copied_in_and_released_by_the_detach(rt):
    """seed 001: the addendum pointer gets a copyin action and its device address is
    patched into the device descriptor; the detach at 0 drops that reference."""
    info = rt.alloc(32, "global", name="typeinfo")
    rt.memory.write(info, b"T" * 32)
    data = host_ints(rt, range(5), name="data")
    desc = rt.alloc(56, "stack", name="desc")
    write_descriptor(rt.memory, desc, Descriptor(data, 4, rank=1, extra=ADDENDUM_FLAG,
                                                 dims=[(1, 5, 4)], addendum=info))
    rt.acc.acc_copyin(desc, 56)
    rt.acc.acc_copyin(data, 20)
    rt.attach_descriptor(desc, data, 0, 20)
    assert counts(rt, info) == (1, 0)
    dd = read_descriptor(rt.memory, dev(rt, desc))
    assert dd.base_addr == dev(rt, data) and dd.addendum == dev(rt, info)
    assert rt.memory.read(dd.addendum, 32) == b"T" * 32
    rt.attach_descriptor(desc, data, 0, 20)
    assert counts(rt, info) == (1, 0)
    rt.detach_descriptor(desc, data, 0, 20, finalize=True)
    assert counts(rt, info) is None
    assert read_descriptor(rt.memory, dev(rt, desc)).addendum == info


def test_c_entry_points_read_the_file_name_from_memory(rt, d_t1):
    """The C names of the entry points (for lowered IR) take the file as a C string."""
    d, t1 = d_t1
    write_descriptor(rt.memory, d, pointer_to(t1))
    rt.acc.acc_copyin(d, 72)
    rt.acc.acc_copyin(t1, 16)
    file = rt.alloc(8, "global")
    rt.memory.write(file, b"m.f90\0")
    ext = rt.externals()
    ext["_FortranAOpenACCAttachDescriptor"](d, t1, 0, 16, file, 3)
    assert attach_count(rt, d) == 1
    with pytest.raises(DescriptorMismatchError, match="at m.f90:4"):
        ext["_FortranAOpenACCDetachDescriptor"](d, 0, 0, 16, 0, file, 4)
    ext["_FortranAOpenACCDetachDescriptor"](d, t1, 0, 16, 0, file, 4)
    assert attach_count(rt, d) == 0
