"""Which freed memory is handed out again (issue 11, cause 6; runtime/memory.py).

libomptarget 22's memory manager (plugins-nextgen/common/include/MemoryManager.h) keeps a
freed device block of at most `SizeThreshold` = 8192 bytes and hands it out again for a
request of exactly its size, the first freed first; larger blocks go back to the plugin.
The recordings in test/conformance/omp-c (memory_reuse_remap: a pointee re-mapped at the
same size lands on its old device address; stack_frame_reuse: a function's local is at
the same address on its second call) show both on the real machine. `quarantine_freed`
hands nothing out again, so that every use after free is caught.
"""

import struct

import pytest
from runtime_testlib import dev, host_ints

from accdialect.runtime import DeviceFaultError, MapType, OffloadRuntime, UseAfterFreeError
from accdialect.runtime.device import DeviceAccessor
from accdialect.runtime.memory import Memory
from accdialect.runtime.memory_manager import MEMORY_MANAGER_THRESHOLD
from accdialect.runtime.regions import DEVICE_BASE, DEVICE_GUARD, HOST_STACK_TOP


def _managed(m: Memory, size: int) -> int:
    return m.allocate(size, "device0", managed=True).begin


def test_a_freed_block_goes_to_the_next_request_of_exactly_its_size():
    """64 bytes freed: the next 64-byte request gets it, a 60-byte one does not
    (MemoryManager.h: `find` in the size-ordered free list compares sizes)."""
    m = Memory()
    a = _managed(m, 64)
    m.free(a, "device0")
    assert _managed(m, 60) == a + 64 + DEVICE_GUARD
    assert _managed(m, 64) == a


def test_equal_blocks_are_handed_out_first_freed_first():
    """Two 48-byte blocks freed a then b: the next request gets a, the one after b (the
    order recorded natively with clang 22 and libomptarget 22)."""
    m = Memory()
    a, b = _managed(m, 48), _managed(m, 48)
    m.free(a, "device0")
    m.free(b, "device0")
    assert [_managed(m, 48), _managed(m, 48)] == [a, b]


def test_blocks_over_the_threshold_are_not_kept():
    """`Size > SizeThreshold` goes to the plugin: 8192 bytes are kept, 8193 are not."""
    assert MEMORY_MANAGER_THRESHOLD == 8192
    m = Memory()
    kept, big = _managed(m, 8192), _managed(m, 8193)
    m.free(kept, "device0")
    m.free(big, "device0")
    assert _managed(m, 8192) == kept
    assert _managed(m, 8193) != big


def test_a_reused_block_holds_what_it_held():
    """The memory manager does not clear a block it hands out again (nor poison it)."""
    m = Memory(poison=True)
    a = _managed(m, 16)
    m.write(a, b"sixteen bytes..!")
    m.free(a, "device0")
    assert m.read(_managed(m, 16), 16) == b"sixteen bytes..!"


def test_only_memory_manager_blocks_are_reused():
    """Device code's locals (allocas in the device region) are not memory manager
    blocks: freed, their addresses are not handed out again."""
    m = Memory()
    local = m.allocate(16, "device0").begin
    m.free(local, "device0")
    assert m.allocate(16, "device0", managed=True).begin == local + 16 + DEVICE_GUARD


def test_a_freed_block_is_a_use_after_free_until_handed_out_again():
    """Kept but not handed out: an access is a use after free (host) or a device fault
    (device code); handed out again, the access reads the new allocation's bytes, as
    the real machine silently does; an access place that read the old allocation
    looks the address up again."""
    rt = OffloadRuntime()
    m = rt.memory
    a = _managed(m, 8)
    m.write_uint(a, 5)
    u64 = struct.Struct("<Q")
    device_code = DeviceAccessor(rt.device(0))
    assert device_code.load(a, u64) == 5
    m.free(a, "device0")
    with pytest.raises(UseAfterFreeError):
        m.read(a, 8)
    with pytest.raises(DeviceFaultError, match="freed device memory"):
        device_code.load(a, u64)
    assert _managed(m, 8) == a
    m.write_uint(a, 7)
    assert device_code.load(a, u64) == 7


def test_quarantine_never_hands_a_freed_block_out_again():
    """`quarantine_freed` (acc-run --quarantine-freed): the same-size request gets new
    addresses, and the stale pointer stays a use after free."""
    m = Memory(quarantine_freed=True)
    a = _managed(m, 64)
    m.free(a, "device0")
    assert _managed(m, 64) == a + 64 + DEVICE_GUARD
    with pytest.raises(UseAfterFreeError):
        m.read(a, 4)


def test_kept_blocks_are_given_back_when_a_request_does_not_fit():
    """`freeAndAllocate`: a request that does not fit beside the kept blocks releases
    them all; a released block is not handed out again."""
    m = Memory(device_capacity=1024)
    a = _managed(m, 512)
    m.free(a, "device0")
    assert m.device_in_use[0] == 0 and m.free_lists[0].kept_bytes == 512
    b = _managed(m, 600)
    assert b == DEVICE_BASE + 512 + DEVICE_GUARD
    assert m.free_lists[0].kept_bytes == 0 and m.device_in_use[0] == 600
    m.free(b, "device0")  # kept: 600 more kept bytes and 512 new do not fit
    assert _managed(m, 512) == (b + 600 + DEVICE_GUARD + 15) & ~15
    assert m.free_lists[0].kept_bytes == 0


def test_device_in_use_counts_live_blocks_only():
    m = Memory()
    a = _managed(m, 100)
    assert m.device_in_use[0] == 100
    m.free(a, "device0")
    assert m.device_in_use[0] == 0
    _managed(m, 100)
    assert m.device_in_use[0] == 100


def test_a_returned_frame_is_taken_by_the_next_call():
    """The stack pointer goes back where it was when a function returns (its allocas
    freed last first): the next frame has the same addresses."""
    m = Memory()
    first = [m.allocate(16, "stack").begin, m.allocate(4, "stack", align=4).begin]
    for addr in reversed(first):
        m.free(addr, "stack")
    second = [m.allocate(16, "stack").begin, m.allocate(4, "stack", align=4).begin]
    assert second == first == [HOST_STACK_TOP - 16, HOST_STACK_TOP - 20]


def test_a_frame_laid_out_differently_replaces_the_freed_allocations_it_covers():
    """A 32-byte local over two freed 16-byte ones: every byte of it is the new
    allocation's (no freed allocation left inside it), and the old addresses below
    the new frame stay a use after free."""
    m = Memory()
    old = [m.allocate(16, "stack").begin, m.allocate(16, "stack").begin,
           m.allocate(16, "stack").begin]
    for addr in reversed(old):
        m.free(addr, "stack")
    new = m.allocate(32, "stack").begin
    assert new == old[1]
    m.write(new, bytes(range(32)))
    assert m.read(new, 32) == bytes(range(32))
    with pytest.raises(UseAfterFreeError):
        m.read(old[2], 4)


def test_quarantine_keeps_returned_frames():
    m = Memory(quarantine_freed=True)
    a = m.allocate(16, "stack").begin
    m.free(a, "stack")
    assert m.allocate(16, "stack").begin == a - 16
    with pytest.raises(UseAfterFreeError):
        m.read(a, 4)


def test_the_symbolic_trace_names_a_reused_block_after_its_entry_at_the_time():
    """`b` mapped into the block `a` had: `a`'s events still say `dev(a+0x0)`, `b`'s
    `dev(b+0x0)` (a block's name follows the `MapNew`s made in it, symbolizer.py)."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(4), name="a")
    b = host_ints(rt, range(4), name="b")
    rt.target_data_begin([a], [a], [16], [MapType.TO], names=["a"])
    rt.target_data_end([a], [a], [16], [MapType.FROM], names=["a"])
    rt.target_data_begin([b], [b], [16], [MapType.TO], names=["b"])
    copies = [line for line in rt.trace_text(symbolic=True).splitlines() if "Copying" in line]
    assert [line.split("info: ")[1] for line in copies] == [
        "Copying data from host to device, HstPtr=a+0x0, TgtPtr=dev(a+0x0), Size=16, Name=a",
        "Copying data from device to host, TgtPtr=dev(a+0x0), HstPtr=a+0x0, Size=16, Name=a",
        "Copying data from host to device, HstPtr=b+0x0, TgtPtr=dev(b+0x0), Size=16, Name=b",
    ]
    assert dev(rt, b) == DEVICE_BASE
