"""Issue 15, items 3 and 7: what the simulated machine does at the edges of its memory,
as the real one does, never a Python exception (SEMANTICS §1, §6).

- libomptarget 22 takes a section's size as `int64_t` (`__tgt_target_data_begin_mapper`'s
  `arg_sizes`), prints it signed (`%ld`) and looks it up with `HP + Size` computed as
  `uintptr_t` (`lookupMapping`); a new entry asks the plugin for `TgtPadding + Size`
  bytes, a `size_t`: a negative size asks for almost 2^64 bytes, the allocation fails,
  `targetDataBegin` reports "Call to getTargetPointer returned null pointer (device
  failure or illegal mapping)." and the construct's failure aborts the program (134);
- `malloc` returns NULL for space it cannot allocate (C 7.22.3); an `alloca` that does
  not fit is a stack overflow; a device number that names no device is
  `PluginManager::getDevice`'s error, which `FATAL_MESSAGE` ends the program with;
- allocations of a MiB and more cost what the program touches of them.
"""

import os
from pathlib import Path

import pytest
from runtime_testlib import counts, host_ints

from accdialect.runtime import (
    DataAction,
    EntryClause,
    InvalidDeviceError,
    MapType,
    OffloadRuntime,
    OutOfBoundsError,
    OutOfDeviceMemoryError,
    OutOfHostMemoryError,
    StackOverflowError,
    enter_directive,
)
from accdialect.runtime.memory import Memory
from accdialect.runtime.regions import (
    DEVICE_GUARD,
    HOST_GLOBALS_BASE,
    HOST_LARGE_GLOBALS_BASE,
    HOST_STACK_TOP,
)

GIB = 1 << 30
NEGATIVE_400 = (1 << 64) - 400
"""The `size_t` a size of -400 becomes."""

FAILED_CONSTRUCT = [
    "omptarget error: Call to getTargetPointer returned null pointer (device failure or "
    "illegal mapping).",
    "omptarget device 0 info: OpenMP Host-Device pointer mappings table empty",
    "omptarget error: Source location information not present. Compile with -g or "
    "-gline-tables-only.",
    "omptarget fatal error 1: failure of target construct while offloading is mandatory",
]
"""libomptarget 22's lines for a construct whose allocation failed (recording
k_present_fail has the same ending for its present error)."""


def test_negative_section_size_is_a_failed_device_allocation():
    """`map(to: p[1:10])` whose size computes as -400: printed as -400, then the
    allocation of 2^64 - 400 bytes fails; the error names the list item."""
    rt = OffloadRuntime()
    buf = host_ints(rt, range(4), name="buf")
    with pytest.raises(OutOfDeviceMemoryError) as err:
        rt.target_data_begin([buf], [buf], [-400], [MapType.TO], names=["p[1:10]"])
    assert str(err.value) == (f"out of device memory: device 0 cannot allocate {NEGATIVE_400} "
                              "bytes (0 of 2147483648 bytes in use)")
    assert err.value.variable == "p[1:10]"
    assert err.value.exit_status == 134
    assert rt.trace_text().splitlines()[1:] == [
        "omptarget device 0 info: to(p[1:10])[-400] ", *FAILED_CONSTRUCT]
    assert rt.memory.device_in_use == [0]


def test_negative_size_read_from_the_map_arrays_is_an_int64():
    """Lowered code passes the sizes as 64-bit words in memory: -400 is read back as
    the `int64_t` -400, so the run is the one above."""
    rt = OffloadRuntime()
    buf = host_ints(rt, range(4), name="buf")
    arrays = [host_ints(rt, [value], elem=8) for value in (buf, buf, NEGATIVE_400, MapType.TO)]
    begin = rt.externals()["__tgt_target_data_begin_mapper"]
    with pytest.raises(OutOfDeviceMemoryError) as err:
        begin(0, -1, 1, *arrays, 0, 0)
    assert str(err.value).startswith(f"out of device memory: device 0 cannot allocate "
                                     f"{NEGATIVE_400} bytes")
    assert rt.trace_text().splitlines()[1:] == [
        "omptarget device 0 info: to(unknown)[-400] ", *FAILED_CONSTRUCT]


def test_negative_size_inside_a_mapped_range_is_found():
    """`lookupMapping`: `HP + Size` wraps below `HP`, so a negative size at an address
    inside an entry is "contained": the count goes up, nothing is allocated."""
    rt = OffloadRuntime()
    buf = host_ints(rt, range(4), name="buf")
    rt.target_data_begin([buf], [buf], [16], [MapType.TO])
    rt.target_data_begin([buf], [buf + 8], [-400], [MapType.TO])
    assert counts(rt, buf) == (2, 0)
    assert rt.memory.device_in_use == [16]


def test_negative_openacc_section_names_its_variable():
    """OpenACC on libomptarget: `copyin(a[...])` of -400 bytes is the same failed
    allocation, naming the clause's variable."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(4), name="a")
    clause = EntryClause(a, 4, -400, DataAction.COPYIN, False, "a")
    with pytest.raises(OutOfDeviceMemoryError) as err:
        enter_directive(rt.acc, [clause])
    assert str(err.value) == (f"out of device memory: device 0 cannot allocate {NEGATIVE_400} "
                              "bytes (0 of 2147483648 bytes in use)")
    assert err.value.variable == "a"


def test_a_request_beyond_the_device_is_out_of_device_memory():
    """4 GiB on a 2 GiB device (more than its 3 GiB of addresses too)."""
    m = Memory()
    with pytest.raises(OutOfDeviceMemoryError) as err:
        m.allocate(4 * GIB, "device0")
    assert str(err.value) == ("out of device memory: device 0 cannot allocate 4294967296 bytes "
                              "(0 of 2147483648 bytes in use)")


def test_device_addresses_used_up_is_out_of_device_memory():
    """Device addresses are never reused: after 3 GiB of them (each allocation followed
    by its guard gap), even 16 bytes fail."""
    m = Memory()
    for _ in range(3):
        m.free(m.allocate(GIB - DEVICE_GUARD, "device0").begin, "device0")
    with pytest.raises(OutOfDeviceMemoryError) as err:
        m.allocate(16, "device0")
    assert str(err.value) == (
        "out of device memory: device 0 cannot allocate 16 bytes (the simulated device 0 "
        "region has 3221225472 bytes of addresses, 3221225472 of them taken)")


def test_host_regions_that_cannot_hold_a_request():
    """The stack overflows; the heap (1.5 GiB) is out of memory, which `malloc` turns
    into NULL."""
    m = Memory()
    m.allocate(64, "stack")
    with pytest.raises(StackOverflowError) as overflow:
        m.allocate(GIB, "stack")
    assert str(overflow.value) == (
        "stack overflow: cannot allocate 1073741824 bytes of stack (the simulated stack "
        "region has 268435456 bytes of addresses, 64 of them taken)")
    with pytest.raises(OutOfHostMemoryError) as heap:
        m.allocate(-1, "heap")
    assert str(heap.value) == (
        "out of host memory: the heap region cannot hold 18446744073709551615 more bytes "
        "(the simulated heap region has 1610612736 bytes of addresses, 0 of them taken)")


def test_large_globals_are_placed_beyond_the_devices_and_are_zero():
    """A global that does not fit below the heap goes to the second global region; a
    loaded image's data is zero, with the poison option too (heap memory is not)."""
    m = Memory(poison=True)
    big = m.allocate(300 << 20, "global", name="big")
    small = m.allocate(16, "global", name="small")
    assert (big.begin, small.begin) == (HOST_LARGE_GLOBALS_BASE, HOST_GLOBALS_BASE)
    assert big.describe().startswith("global allocation 'big'")
    assert m.read(big.end - 4, 4) == bytes(4)
    heap = m.allocate(GIB, "heap")
    assert m.read(heap.end - 4, 4) == bytes.fromhex("efbeadde")


STATM = Path("/proc/self/statm")


def _resident_bytes() -> int:
    return int(STATM.read_text().split()[1]) * os.sysconf("SC_PAGE_SIZE")


@pytest.mark.skipif(not STATM.exists(), reason="reads the resident size from Linux's /proc")
def test_a_gib_costs_what_is_touched_of_it():
    """1 GiB of heap and 1 GiB of device memory, zero, written at their ends."""
    m = Memory()
    before = _resident_bytes()
    heap = m.allocate(GIB, "heap")
    device = m.allocate(GIB, "device0")
    m.write(heap.end - 1, b"\x07")
    m.copy(device.end - 2, heap.end - 2, 2)
    assert m.read(device.end - 2, 2) == b"\x00\x07"
    assert m.read(heap.begin + GIB // 2, 8) == bytes(8)
    assert _resident_bytes() - before < 64 << 20


def test_an_access_size_is_a_size_t():
    """memcpy's length is a `size_t`: -4 bytes is an access of almost 2^64 bytes."""
    m = Memory()
    x = m.allocate(8, "stack", name="x").begin
    with pytest.raises(OutOfBoundsError) as err:
        m.read(x, -4)
    assert str(err.value) == (
        f"out-of-bounds access of {(1 << 64) - 4} bytes at 0x{HOST_STACK_TOP - 16:016x}: "
        f"crosses the end of stack allocation 'x' [0x{HOST_STACK_TOP - 16:016x}, "
        f"0x{HOST_STACK_TOP - 8:016x})")


def test_a_device_number_that_names_no_device():
    """`omp_target_is_present` and constructs end the program (libomptarget's
    `getDevice` error under `FATAL_MESSAGE`, its line as a native run printed it);
    `omp_get_mapped_ptr` checks the number itself and returns NULL; the initial device
    (the host) maps nothing."""
    rt = OffloadRuntime()
    x = host_ints(rt, [1], name="x")
    with pytest.raises(InvalidDeviceError) as err:
        rt.omp.omp_target_is_present(x, 5)
    assert str(err.value) == "device number '5' out of range, only 1 devices available"
    assert err.value.exit_status == 134
    assert rt.trace_text() == ('omptarget fatal error 5: "invalid value" device number '
                               "'5' out of range, only 1 devices available\n")
    assert rt.omp.omp_get_mapped_ptr(x, 5) == 0
    rt.target_data_begin([x], [x], [4], [MapType.TO], device=1)
    assert counts(rt, x) is None
    rt.omp.omp_set_default_device(3)
    with pytest.raises(InvalidDeviceError, match="device number '3' out of range"):
        rt.target_data_begin([x], [x], [4], [MapType.TO])


def test_a_routine_names_its_own_device_when_the_default_names_none():
    """After `omp_set_default_device(6)`, `omp_target_alloc(16, 7)` fails for device 7
    (native run: `omptarget fatal error 7: "invalid value" device number '7' out of
    range`), not for the default device."""
    rt = OffloadRuntime()
    rt.omp.omp_set_default_device(6)
    with pytest.raises(InvalidDeviceError, match="device number '7' out of range"):
        rt.omp.omp_target_alloc(16, 7)
    assert rt.trace_text().startswith("omptarget fatal error 7: ")
