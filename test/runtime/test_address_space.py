"""The simulated memory is real memory at the simulated addresses (runtime/address_space.py):
native code reads what the simulator wrote at the same address, the window shows the
memory that last called native code, a copy skips the pages never written, and the
host libraries' own objects are host memory of the program."""

import ctypes
import subprocess
import sys

from accdialect.runtime.memory import Memory


def test_native_code_sees_the_program_at_its_addresses():
    memory = Memory()
    block = memory.allocate(16)
    memory.write(block.begin, b"offload\0")
    memory.show_natively()
    assert ctypes.string_at(block.begin) == b"offload"
    ctypes.memmove(block.begin + 8, b"device\0", 7)  # a native write, seen by the simulator
    assert memory.read(block.begin + 8, 6) == b"device"


def test_the_window_shows_the_memory_that_calls_native_code():
    first, second = Memory(), Memory()
    a, b = first.allocate(8), second.allocate(8)
    assert a.begin == b.begin  # the same simulated address in both
    first.write(a.begin, b"first\0\0\0")
    second.write(b.begin, b"second\0\0")
    first.show_natively()
    assert ctypes.string_at(a.begin) == b"first"
    second.show_natively()
    assert ctypes.string_at(a.begin) == b"second"
    assert first.read(a.begin, 5) == b"first"  # each keeps its own bytes


def test_a_large_copy_skips_the_pages_never_written():
    memory = Memory()
    mib = 1 << 20
    host = memory.allocate(4 * mib)
    device = memory.allocate(4 * mib, "device0")
    memory.fill(device.begin, 0x77, 4 * mib)  # what the device block held before
    memory.fill(host.begin + mib, 0x5A, 100)  # the program wrote 100 bytes of the 2nd MiB
    backing = host.region.backing
    assert backing is not None
    written = [piece for piece in backing.extents(host.begin, host.end) if piece[2]]
    assert len(written) == 1 and written[0][0] <= host.begin + mib < written[0][1]
    memory.copy(device.begin, host.begin, 4 * mib)
    assert memory.read(device.begin + mib, 100) == b"\x5a" * 100
    assert memory.read(device.begin, mib) == bytes(mib)  # zero, as the host's bytes
    assert memory.read(device.begin + 3 * mib, mib) == bytes(mib)


def test_library_objects_are_host_memory():
    """glibc's `stdout` variable, read through the simulated memory."""
    memory = Memory()
    from accdialect.hostlib.libraries import host_libraries

    address = host_libraries().data_symbol("stdout")
    assert address is not None
    libc = ctypes.CDLL("libc.so.6")
    assert memory.read_uint(address) == ctypes.c_void_p.in_dll(libc, "stdout").value


TAKEN = """
import ctypes, mmap
libc = ctypes.CDLL(None, use_errno=True)
libc.mmap.restype = ctypes.c_void_p
libc.mmap.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                      ctypes.c_int, ctypes.c_long]
from accdialect.runtime.address_space import AddressSpaceError
from accdialect.runtime.memory import Memory
memory = Memory()
TAKEN = memory.regions["heap"].begin  # (where valgrind, e.g., puts its tool)
assert libc.mmap(TAKEN, 1 << 20, mmap.PROT_READ, mmap.MAP_PRIVATE | mmap.MAP_ANONYMOUS
                 | 0x100000, -1, 0) == TAKEN
block = memory.allocate(16)
memory.write(block.begin, b"offload")
print(hex(block.begin), memory.read(block.begin, 7).decode())
try:
    memory.show_natively()
except AddressSpaceError as error:
    print(error)
"""


def test_addresses_taken_by_the_process_fail_only_the_native_calls():
    """A process that holds the simulated addresses itself (valgrind keeps its tool
    inside them) still runs the simulator; what fails, with the range named, is
    showing the memory to native code, which a native call does first."""
    run = subprocess.run([sys.executable, "-c", TAKEN], capture_output=True, text=True,
                         check=True)
    written, error = run.stdout.splitlines()
    address, read = written.split()
    assert read == "offload"
    assert error.startswith(f"the simulated addresses [{address}, ") and error.endswith(
        "are taken in this process (errno 17): native library calls cannot see the "
        "program's memory")
