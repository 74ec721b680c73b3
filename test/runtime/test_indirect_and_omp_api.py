"""SEMANTICS §5 / seed 002 (issue item 6): declare target indirect; and the OpenMP device
memory routines (issue item 7)."""

import pytest
from runtime_testlib import copies, counts, host_ints, ints

from accdialect.runtime import InvalidDeviceError, OffloadRuntime
from accdialect.runtime import MapType as M
from accdialect.runtime.indirect import IndirectCallTable
from accdialect.runtime.trace import ErrorReport, MapExists
from support.runtime import allocation, events


def test_seed002_table_sorted_by_host_address_binary_search():
    """seed 002: (host, device) pairs sorted by host address; a match returns the device
    address, a miss returns the argument (null stays null), and a miss strictly between
    two entries terminates (LLVM 22 loops forever there)."""
    t = IndirectCallTable()
    for host, device in ((0x4030, 0xD30), (0x4010, 0xD10), (0x4020, 0xD20)):
        t.add(host, device)
    assert t.pairs() == [(0x4010, 0xD10), (0x4020, 0xD20), (0x4030, 0xD30)]
    assert [t.translate(h) for h in (0x4010, 0x4020, 0x4030)] == [0xD10, 0xD20, 0xD30]
    assert [t.translate(h) for h in (0x4018, 0x4000, 0x5000, 0)] == [0x4018, 0x4000, 0x5000, 0]


def test_indirect_functions_load_with_the_image_under_both_names():
    """seed 002 / p_declare_target_indirect: loading the image reads each device function
    address (an 8-byte device-to-host copy) and registers an INF entry named after the
    function; `__llvm_omp_indirect_call_lookup` and `__kmpc_target_translate_fptr` agree."""
    rt = OffloadRuntime()
    twice = rt.alloc(16, "global", name="twice")
    square = rt.alloc(16, "global", name="square")
    rt.declare_indirect(square, "square_l25")
    rt.declare_indirect(twice, "twice_l24")
    ext = rt.externals()
    d_twice = ext["__llvm_omp_indirect_call_lookup"](twice)
    assert d_twice is not None and d_twice != twice and ext["__kmpc_target_translate_fptr"](twice) == d_twice
    assert ext["__kmpc_target_translate_fptr"](square + 4) == square + 4
    assert [(c[0], c[3]) for c in copies(rt)] == [("d2h", 8), ("d2h", 8)]
    assert counts(rt, twice) == (2**64 - 1, 0)
    args = rt.target("k", [twice], [twice], [0], [M.TARGET_PARAM | M.IMPLICIT])
    assert args == [d_twice]
    assert allocation(rt.memory, d_twice).region.name == "device 0 image"


def test_default_device_num_devices_initial_device():
    """OpenMP API: default device 0, num devices, the initial device = num devices."""
    rt = OffloadRuntime(num_devices=2)
    omp = rt.omp
    assert (omp.omp_get_default_device(), omp.omp_get_num_devices(),
            omp.omp_get_initial_device()) == (0, 2, 2)
    omp.omp_set_default_device(1)
    x = host_ints(rt, [1])
    rt.target_data_begin([x], [x], [4], [M.TO])
    assert omp.omp_target_is_present(x, 1) == 1 and omp.omp_target_is_present(x, 0) == 0


def test_is_present_and_get_mapped_ptr_look_one_byte_up():
    """omp_target_is_present / omp_get_mapped_ptr: a 1-byte look-up without touching the
    count (libomptarget prints `Size=1 ... (update suppressed)`); the initial device
    answers for itself."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(4))
    rt.target_data_begin([a], [a + 4], [8], [M.TO])
    omp = rt.omp
    assert [omp.omp_target_is_present(a + k, 0) for k in (0, 4, 11, 12)] == [0, 1, 1, 0]
    d = omp.omp_get_mapped_ptr(a + 8, 0)
    assert ints(rt, d, 1) == [2]
    assert omp.omp_get_mapped_ptr(a, 0) == 0 and omp.omp_get_mapped_ptr(a, 1) == a
    assert [(e.size, e.note) for e in events(rt, MapExists)] == [
        (1, "update suppressed")] * 3
    assert counts(rt, a + 4) == (1, 0)


def test_target_alloc_free_memcpy():
    """omp_target_alloc/free/memcpy: device memory outside the present table, copies in
    every direction (offsets applied), an invalid device number the end of the program
    (libomptarget 22: `omptarget fatal error 5: "invalid value" device number '5' out of
    range`, SIGABRT, natively)."""
    rt = OffloadRuntime()
    omp = rt.omp
    src = host_ints(rt, [1, 2, 3, 4])
    dst = host_ints(rt, [0, 0, 0, 0])
    d = omp.omp_target_alloc(16, 0)
    e = omp.omp_target_alloc(16, 0)
    assert omp.omp_target_alloc(0, 0) == 0 and allocation(rt.memory, d).region.device == 0
    assert omp.omp_target_memcpy(d, src, 16, 0, 0, 0, 1) == 0
    assert omp.omp_target_memcpy(e, d, 8, 8, 4, 0, 0) == 0
    assert omp.omp_target_memcpy(dst, e, 8, 0, 8, 1, 0) == 0
    assert ints(rt, dst, 4) == [2, 3, 0, 0]
    assert omp.omp_target_memcpy(dst, src, 4, 12, 0, 1, 1) == 0 and ints(rt, dst, 4)[3] == 1
    with pytest.raises(InvalidDeviceError, match="device number '5' out of range"):
        omp.omp_target_memcpy(dst, src, 4, 0, 0, 5, 1)
    omp.omp_target_free(d, 0)
    assert not allocation(rt.memory, d).live
    h = omp.omp_target_alloc(8, 1)
    assert allocation(rt.memory, h).region.device is None
    omp.omp_target_free(h, 1)


def test_associate_and_disassociate_ptr():
    """omp_target_associate_ptr: an INF entry over program-allocated device memory (with
    the device offset); re-associating differently fails; disassociate removes it, and
    refuses data that was mapped rather than associated: -1 and libomptarget 22's
    reports (recorded natively: test/conformance/omp-c/disassociate_errors.c)."""
    rt = OffloadRuntime()
    omp = rt.omp
    a = host_ints(rt, [1, 2, 3, 4])
    d = omp.omp_target_alloc(32, 0)
    assert omp.omp_target_associate_ptr(a, d, 16, 8, 0) == 0
    assert omp.omp_get_mapped_ptr(a + 4, 0) == d + 12
    assert counts(rt, a) == (2**64 - 1, 0)
    assert omp.omp_target_associate_ptr(a, d, 16, 8, 0) == 0
    assert omp.omp_target_associate_ptr(a, d, 16, 0, 0) == -1
    rt.target_data_begin([a], [a], [16], [M.TO])
    rt.target_data_end([a], [a], [16], [M.FROM])
    assert counts(rt, a) == (2**64 - 1, 0)
    assert omp.omp_target_disassociate_ptr(a, 0) == 0 and counts(rt, a) is None
    b = host_ints(rt, [1])
    rt.target_data_begin([b], [b], [4], [M.TO])
    assert omp.omp_target_disassociate_ptr(b, 0) == -1
    assert [e.text for e in events(rt, ErrorReport)] == [
        "Not allowed to re-associate a different device ptr+offset with the same host ptr",
        "Trying to disassociate a pointer which was not mapped via omp_target_associate_ptr"]
