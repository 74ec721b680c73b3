"""Real memory behind the simulated address space, at the simulated addresses.

The host libraries a program calls (glibc, libm, libstdc++, flang's runtime) run as
native code in the `acc-run` process (docs/host-libraries.md), so a pointer of the
simulated program must be a valid pointer of that process. Each region of `Memory` is
backed by one anonymous shared-memory file (`memfd_create`), sparse: a page exists once
it is written, so a 64 GiB region of large globals costs what the program touches. The
file is mapped twice:

- the simulator's view, a Python `mmap` wherever the kernel puts it, through which the
  interpreter and the runtime read and write every allocation (a `memoryview` slice per
  allocation: `struct.unpack_from`, slicing and slice assignment as on a `bytearray`);
- the native window, the same pages at the region's simulated address
  (`MAP_SHARED | MAP_FIXED_NOREPLACE`), through which native code reads and writes.

Several `Memory` objects may live in one process (a translation-validation run, a test
suite); the window shows one of them at a time. `NativeWindow.attach` maps the regions
of the memory that is about to call native code over those of the memory it shows
(`MAP_FIXED` over the project's own earlier mapping, never over anything else: an
address range that something else of the process holds is an error naming it).
"""

import ctypes
import mmap
import os
import weakref

PROT_READ_WRITE = mmap.PROT_READ | mmap.PROT_WRITE
MAP_FIXED = 0x10
MAP_NORESERVE = 0x4000
MAP_FIXED_NOREPLACE = 0x100000
_MAP_FAILED = ctypes.c_void_p(-1).value
_PAGE = mmap.PAGESIZE
_RELEASED_FROM = 1 << 16
"""Freed ranges of at least this many bytes give their whole pages back to the
operating system (`MADV_REMOVE`); smaller ones keep them until the region goes."""


class AddressSpaceError(Exception):
    """The process cannot hold a simulated region at its address."""


def _libc_mmap():
    libc = ctypes.CDLL(None, use_errno=True)
    function = libc.mmap
    function.restype = ctypes.c_void_p
    function.argtypes = [ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                         ctypes.c_int, ctypes.c_long]
    return function


_mmap = _libc_mmap()


def _munmap(addr: int, size: int) -> None:
    ctypes.CDLL(None).munmap(ctypes.c_void_p(addr), ctypes.c_size_t(size))


class RegionBacking:
    """The memory of one region `[begin, begin + size)`: the shared-memory file, the
    simulator's view of it (`buffer`), and whether the native window shows it."""

    __slots__ = ("begin", "size", "fd", "view", "buffer", "__weakref__")

    def __init__(self, name: str, begin: int, size: int):
        self.begin, self.size = begin, size
        try:
            self.fd = os.memfd_create(f"accdialect {name}", os.MFD_CLOEXEC)
            os.ftruncate(self.fd, size)
            self.view = mmap.mmap(self.fd, size)
        except OSError as error:
            raise AddressSpaceError(f"cannot provide the {name} region of {size} bytes: "
                                    f"{error.strerror}") from None
        self.buffer = memoryview(self.view)
        weakref.finalize(self, _release, self.fd, begin, size)

    def slice(self, addr: int, size: int) -> memoryview:
        """The simulator's view of `[addr, addr + size)`."""
        start = addr - self.begin
        return self.buffer[start:start + size]

    def clear(self, addr: int, size: int, pattern: bytes = b"") -> None:
        """Make `[addr, addr + size)` zero (or `pattern` repeated), as fresh memory."""
        start = addr - self.begin
        if pattern:
            whole = pattern * (size // len(pattern) + 1)
            self.buffer[start:start + size] = whole[:size]
        elif size < _RELEASED_FROM:
            self.buffer[start:start + size] = bytes(size)
        else:
            first, last = self.release(addr, size)
            self.buffer[start:first] = bytes(first - start)
            self.buffer[last:start + size] = bytes(start + size - last)

    def extents(self, begin: int, end: int) -> list[tuple[int, int, bool]]:
        """`[begin, end)` cut into (begin, end, written) pieces: the pages of the file
        that hold data, and its holes (never written, or given back), which read as
        zero (`lseek`'s `SEEK_DATA`/`SEEK_HOLE`, at page granularity)."""
        pieces: list[tuple[int, int, bool]] = []
        at, stop = begin - self.begin, end - self.begin
        while at < stop:
            try:
                data = os.lseek(self.fd, at, os.SEEK_DATA)
            except OSError:  # no data after `at`
                data = stop
            data = min(data, stop)
            if data > at:
                pieces.append((self.begin + at, self.begin + data, False))
            if data >= stop:
                break
            hole = min(os.lseek(self.fd, data, os.SEEK_HOLE), stop)
            pieces.append((self.begin + data, self.begin + hole, True))
            at = hole
        return pieces

    def release(self, addr: int, size: int) -> tuple[int, int]:
        """Give the whole pages inside `[addr, addr + size)` back (they read as zero
        afterwards); the file offsets of the pages given back."""
        start = addr - self.begin
        first = min(-(-start // _PAGE) * _PAGE, start + size)
        last = max((start + size) // _PAGE * _PAGE, first)
        if last > first:
            self.view.madvise(mmap.MADV_REMOVE, first, last - first)
        return first, last


class NativeWindow:
    """The process's mapping of simulated addresses: which backings it shows."""

    def __init__(self) -> None:
        self._shown: dict[int, weakref.ref[RegionBacking]] = {}
        """Region begin -> the backing mapped there (the project's own mappings)."""

    def forget(self, begin: int, size: int) -> None:
        """Unmap the window at `begin` if the backing it shows is gone."""
        shown = self._shown.get(begin)
        if shown is not None and shown() is None:
            _munmap(begin, size)
            del self._shown[begin]

    def attach(self, backings: "list[RegionBacking]") -> None:
        """Map each of `backings` at its simulated address (a backing shown already
        costs a dictionary look-up)."""
        for backing in backings:
            shown = self._shown.get(backing.begin)
            if shown is not None and shown() is backing:
                continue
            flags = mmap.MAP_SHARED | MAP_NORESERVE
            flags |= MAP_FIXED if shown is not None else MAP_FIXED_NOREPLACE
            addr = _mmap(backing.begin, backing.size, PROT_READ_WRITE, flags, backing.fd, 0)
            if addr != backing.begin:
                if addr not in (None, _MAP_FAILED):
                    _munmap(addr, backing.size)
                raise AddressSpaceError(
                    f"the simulated addresses [0x{backing.begin:x}, "
                    f"0x{backing.begin + backing.size:x}) are taken in this process "
                    f"(errno {ctypes.get_errno()}): native library calls cannot see "
                    f"the program's memory")
            self._shown[backing.begin] = weakref.ref(backing)


WINDOW = NativeWindow()
"""The one native window of the process."""


def _release(fd: int, begin: int, size: int) -> None:
    """A backing is gone: its file closed, and the window's mapping of it removed."""
    os.close(fd)
    WINDOW.forget(begin, size)


class LibraryImages:
    """The memory of the host libraries loaded into the process (their file mappings
    other than code, and the zero-filled part after their data): an object of a
    library (libstdc++'s `std::cout`, a virtual table, glibc's `stdout`) is host
    memory the program may read and write at its own address, as on a native run."""

    def __init__(self) -> None:
        self._ranges: list[tuple[int, int, str]] = []
        self._libraries: set[str] = set()

    def add(self, library: str) -> None:
        """Take in the mappings of the loaded `library` (/proc/self/maps): a path, or a
        file name the mapped file's name starts with (`libstdc++.so.6`)."""
        if library in self._libraries:
            return
        self._libraries.add(library)
        wanted = os.path.realpath(library) if "/" in library else None
        follows = False
        with open("/proc/self/maps", encoding="utf-8") as maps:
            for line in maps:
                fields = line.split()
                begin, end = (int(x, 16) for x in fields[0].split("-"))
                mapped = fields[5] if len(fields) > 5 else ""
                ours = bool(mapped) and (mapped == wanted if wanted
                                         else os.path.basename(mapped).startswith(library))
                if ours and "x" not in fields[1]:
                    self._ranges.append((begin, end, os.path.basename(mapped)))
                elif not mapped and follows and "w" in fields[1]:
                    self._ranges.append((begin, end, self._ranges[-1][2]))  # its .bss
                follows = ours
        self._ranges.sort()

    def find(self, addr: int) -> tuple[int, int, str] | None:
        """(begin, end, library) of the mapping that holds `addr`, if any."""
        for found in self._ranges:
            if found[0] <= addr < found[1]:
                return found
        return None


IMAGES = LibraryImages()
"""The loaded host libraries' memory, for every `Memory` of the process."""


def native_view(begin: int, size: int) -> memoryview:
    """The bytes at the process's address `begin`, as a writable view."""
    return memoryview((ctypes.c_char * size).from_address(begin)).cast("B")
