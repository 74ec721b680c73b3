"""SEMANTICS §1 through `CheckedAccess.load` and `store`, the checked access of one
value by the host or a device: a freed allocation, an access crossing its end, or host
memory accessed by a device that cannot reach it, fails. (The interpreter's compiled
loads and stores, which remember the allocation they touched last, are held to the
same in test/interpreter/test_block_source.py and test_decoded.py.)"""

import struct

import pytest

from accdialect.runtime import (
    DeviceFaultError,
    OffloadRuntime,
    OutOfBoundsError,
    UseAfterFreeError,
)
from accdialect.runtime.memory import Memory

I32, U32, I64 = struct.Struct("<i"), struct.Struct("<I"), struct.Struct("<q")


def test_values_are_stored_little_endian_and_read_back():
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    m.store(x, U32, 0xFFFFFFFF)
    m.store(x + 4, U32, 0x01020304)
    assert m.read(x, 8) == bytes.fromhex("ffffffff04030201")
    assert m.load(x, I32) == -1
    assert m.load(x, I64) == 0x01020304_FFFFFFFF


def test_a_freed_allocation_is_a_use_after_free():
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    m.store(x, I64, 5)
    assert m.load(x, I64) == 5
    m.free(x)
    with pytest.raises(UseAfterFreeError, match=f"8 bytes at 0x{x:016x} in freed heap"):
        m.load(x, I64)
    with pytest.raises(UseAfterFreeError):
        m.store(x, I64, 6)


def test_an_access_crossing_the_end_is_out_of_bounds_after_one_within():
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    assert m.load(x, I64) == 0
    with pytest.raises(OutOfBoundsError, match="crosses the end of heap allocation 'x'"):
        m.load(x + 4, I64)


def test_host_memory_the_host_read_is_a_device_fault_for_device_code():
    """A host allocation the host reads is a device fault from device 0 (§1); device
    memory stays readable by the device."""
    rt = OffloadRuntime()
    host = rt.alloc(8, name="h")
    device = rt.memory.allocate(8, "device0").begin
    assert rt.memory.load(host, I64) == 0
    kernel = rt.device_access(0)
    with pytest.raises(DeviceFaultError, match="host memory 'h' .* not accessible from device 0"):
        kernel.load(host, I64)
    kernel.store(device, I64, -2)
    assert kernel.load(device, I64) == -2
    with pytest.raises(DeviceFaultError):
        kernel.load(host, I64)
