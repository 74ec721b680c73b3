"""SEMANTICS §1 through `place_loader` and `place_storer`, which remember the
allocation a load or store instruction last touched: every access stays checked. A freed allocation, an access
crossing its end, or the same place accessed by a device that cannot reach it, fails as
an access without the cache does."""

import struct

import pytest

from accdialect.runtime import (
    DeviceFaultError,
    OffloadRuntime,
    OutOfBoundsError,
    UseAfterFreeError,
)
from accdialect.runtime.checked_access import place_loader, place_storer
from accdialect.runtime.memory import Memory

I32, U32, I64 = struct.Struct("<i"), struct.Struct("<I"), struct.Struct("<q")


def test_values_are_stored_little_endian_and_read_back():
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    store32 = place_storer(U32)
    store32(m, x, 0xFFFFFFFF)
    store32(m, x + 4, 0x01020304)
    assert m.read(x, 8) == bytes.fromhex("ffffffff04030201")
    assert place_loader(I32)(m, x) == -1
    assert place_loader(I64)(m, x) == 0x01020304_FFFFFFFF


def test_a_freed_allocation_is_a_use_after_free_for_a_place_that_read_it():
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    load, store = place_loader(I64), place_storer(I64)
    store(m, x, 5)
    assert load(m, x) == 5
    m.free(x)
    with pytest.raises(UseAfterFreeError, match=f"8 bytes at 0x{x:016x} in freed heap"):
        load(m, x)
    with pytest.raises(UseAfterFreeError):
        store(m, x, 6)


def test_an_access_crossing_the_end_is_out_of_bounds_after_one_within():
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    load = place_loader(I64)
    assert load(m, x) == 0
    with pytest.raises(OutOfBoundsError, match="crosses the end of heap allocation 'x'"):
        load(m, x + 4)


def test_host_memory_the_host_read_is_a_device_fault_for_device_code():
    """The same place (one load instruction of a function the host and a kernel both
    call) reads a host allocation on the host, then from device 0: a device fault
    (§1), as without the cache; device memory stays readable by the device."""
    rt = OffloadRuntime()
    host = rt.alloc(8, name="h")
    device = rt.memory.allocate(8, "device0").begin
    load = place_loader(I64)
    assert load(rt.memory, host) == 0
    kernel = rt.device_access(0)
    with pytest.raises(DeviceFaultError, match="host memory 'h' .* not accessible from device 0"):
        load(kernel, host)
    place_storer(I64)(kernel, device, -2)
    assert load(kernel, device) == -2
    with pytest.raises(DeviceFaultError):
        load(kernel, host)
