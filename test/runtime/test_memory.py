"""SEMANTICS §1 (issue item 1): the flat address space, checked accesses, device faults,
whole-range transfers."""

import pytest
from runtime_testlib import copies, dev, host_ints, ints

from accdialect.runtime import (
    DeviceFaultError,
    DoubleFreeError,
    InvalidFreeError,
    MapType,
    OffloadRuntime,
    OutOfBoundsError,
    OutOfDeviceMemoryError,
    UseAfterFreeError,
)
from accdialect.runtime.memory import Memory
from accdialect.runtime.regions import (
    DEVICE_BASE,
    DEVICE_STRIDE,
    HOST_GLOBALS_BASE,
    HOST_HEAP_BASE,
    HOST_STACK_TOP,
)


def test_regions_have_readable_disjoint_bases_and_null_is_never_valid():
    """§1: host heap at 0x1000_0000, device 0 at 0xd000_0000, stack below 0x8000_0000,
    device d at its own 4 GiB stride; address 0 is never valid."""
    m = Memory(num_devices=2)
    assert m.allocate(16, "heap").begin == HOST_HEAP_BASE
    assert m.allocate(16, "global").begin == HOST_GLOBALS_BASE
    assert m.allocate(16, "stack").begin == HOST_STACK_TOP - 16
    assert m.allocate(16, "device0").begin == DEVICE_BASE == 0xD000_0000
    assert m.allocate(16, "device1").begin == DEVICE_BASE + DEVICE_STRIDE
    with pytest.raises(OutOfBoundsError, match="at 0x0000000000000000"):
        m.read(0, 1)


def test_allocations_are_aligned_and_never_reused():
    """§1: bump allocation, 16-byte aligned; a freed address is not handed out again."""
    m = Memory()
    a = m.allocate(5, "heap").begin
    b = m.allocate(3, "heap").begin
    assert (a, b) == (HOST_HEAP_BASE, HOST_HEAP_BASE + 16)
    m.free(b)
    assert m.allocate(3, "heap").begin == HOST_HEAP_BASE + 32


def test_reads_and_writes_are_bounds_checked():
    """§1: every access is checked against a live allocation."""
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    m.write_uint(x, 0x1122334455667788)
    assert m.read(x, 8) == bytes.fromhex("8877665544332211")
    assert m.read_int(x + 4, 4) == 0x11223344
    with pytest.raises(OutOfBoundsError, match="crosses the end of heap allocation 'x'"):
        m.read(x + 4, 8)
    with pytest.raises(OutOfBoundsError, match="no allocation holds it"):
        m.write(x + 16, b"\0")


def test_use_after_free_double_free_invalid_free():
    """§6 via §1: freed memory stays known, so its use and a second free are reported."""
    m = Memory()
    x = m.allocate(8, "heap", name="x").begin
    m.free(x)
    with pytest.raises(UseAfterFreeError, match=r"use after free: 4 bytes at 0x0000000010000000 "
                                                r"in freed heap allocation 'x'"):
        m.read(x, 4)
    with pytest.raises(DoubleFreeError, match="double free of 0x0000000010000000"):
        m.free(x)
    y = m.allocate(8, "heap").begin
    with pytest.raises(InvalidFreeError, match="not the start of a heap allocation"):
        m.free(y + 4)


def test_fresh_memory_is_zero_or_poison():
    """§1: never-written bytes are what a fresh allocation holds: zeros, or 0xdeadbeef
    with the poison option."""
    z = Memory()
    assert z.read(z.allocate(6, "heap").begin, 6) == bytes(6)
    m = Memory(poison=True)
    p = m.allocate(6, "device0").begin
    assert m.read(p, 6) == bytes.fromhex("efbeaddeefbe")
    assert m.read_uint(p, 4) == 0xDEADBEEF


def test_device_code_faults_on_host_memory():
    """§1: code on the device may only touch device memory: a host address is a device
    fault that names the address, the op's location and the nearest mapping."""
    rt = OffloadRuntime()
    buf = host_ints(rt, [1, 2], name="buf")
    other = host_ints(rt, [9], name="other")
    rt.target_data_begin([buf], [buf], [8], [MapType.TO], names=["buf"])
    view = rt.device_access(where="kernel.mlir:7:3")
    d = dev(rt, buf)
    assert view.read_int(d + 4, 4) == 2
    with pytest.raises(DeviceFaultError) as err:
        view.read_uint(other, 4)
    assert str(err.value) == (
        "device fault: device 0 accessed 4 bytes at 0x0000000010000010 at kernel.mlir:7:3: "
        "host memory 'other' (+0) is not accessible from device 0; nearest mapping: 'buf' "
        "host [0x0000000010000000, 0x0000000010000008)")


def test_device_faults_on_freed_device_memory_and_other_devices():
    """§1: freed device memory and another device's memory are device faults too."""
    rt = OffloadRuntime(num_devices=2)
    d0 = rt.omp.omp_target_alloc(16, 0)
    d1 = rt.omp.omp_target_alloc(16, 1)
    view = rt.device_access(0)
    view.write_uint(d0, 7)
    with pytest.raises(DeviceFaultError, match="memory of device 1"):
        view.read_uint(d1)
    rt.omp.omp_target_free(d0, 0)
    with pytest.raises(DeviceFaultError, match="freed device memory"):
        view.read_uint(d0)


def test_usm_accessible_allocations_and_host_plugin_mode_reach_host_memory():
    """§1: unified shared memory, an allocation made accessible, or `allow_host` (LLVM's
    host plugin) let device code read host memory."""
    usm = OffloadRuntime(usm=True)
    x = host_ints(usm, [42])
    assert usm.device_access().read_int(x, 4) == 42
    rt = OffloadRuntime()
    y = host_ints(rt, [43])
    assert rt.device_access(allow_host=True).read_int(y, 4) == 43
    assert rt.omp.omp_target_is_accessible(y, 4, 0) == 0
    z = rt.alloc(4, accessible=True)
    rt.memory.write_uint(z, 44, 4)
    assert rt.device_access().read_int(z, 4) == 44
    assert rt.omp.omp_target_is_accessible(z, 4, 0) == 1


def test_transfers_are_whole_range_copies():
    """§1: a transfer is one byte copy of the whole range (one Copy event, any size)."""
    rt = OffloadRuntime()
    n = 1 << 20
    h = rt.alloc(n)
    rt.memory.write(h + n - 3, b"end")
    rt.target_data_begin([h], [h], [n], [MapType.TO])
    d = dev(rt, h)
    assert copies(rt) == [("h2d", h, d, n)]
    assert rt.memory.read(d + n - 3, 3) == b"end"


def test_out_of_device_memory():
    """§6: a map that does not fit is an error (the construct fails)."""
    rt = OffloadRuntime(device_memory=64)
    a = host_ints(rt, range(16))
    b = host_ints(rt, range(16))
    rt.target_data_begin([a], [a], [64], [MapType.TO])
    with pytest.raises(OutOfDeviceMemoryError) as err:
        rt.target_data_begin([b], [b], [64], [MapType.TO])
    assert str(err.value) == ("out of device memory: device 0 cannot allocate 64 bytes "
                              "(64 of 64 bytes in use)")
    rt.target_data_end([a], [a], [64], [MapType.FROM])
    assert rt.memory.device_in_use == [0]
    assert ints(rt, a, 2) == [0, 1]


def test_a_copy_given_blocks_is_checked_as_without_them():
    """§1: `Memory.copy` takes a block it is given (a map entry's device block, the
    host allocation of its last copy) only while it is live and holds the range; else
    the side is looked up and checked as any access: the same bytes, the same errors."""
    m = Memory()
    host, other = m.allocate(64, "heap"), m.allocate(64, "heap")
    block = m.allocate(64, "device0", managed=True)
    m.write(host.begin, bytes(range(64)))
    assert m.copy(block.begin + 8, host.begin, 56, block, other) == (block, host)
    assert m.read(block.begin, 64) == bytes(8) + bytes(range(56))
    with pytest.raises(OutOfBoundsError, match="crosses the end"):  # past the block's end
        m.copy(block.begin + 16, host.begin, 56, block, host)
    with pytest.raises(OutOfBoundsError):  # a negative size_t: 2^64 - 8 bytes
        m.copy(block.begin, host.begin, -8, block, host)
    m.free(host.begin, "heap")
    with pytest.raises(UseAfterFreeError):  # the remembered host allocation was freed
        m.copy(block.begin, host.begin, 8, block, host)
    assert m.copy(block.begin, host.begin, 0, block, host) == (block, host)  # copies nothing
