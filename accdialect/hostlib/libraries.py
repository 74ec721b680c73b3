"""The toolchain's shared libraries a simulated program links: glibc's `libc.so.6` and
`libm.so.6`, GCC's `libstdc++.so.6`, and flang 22's runtime, loaded into the `acc-run`
process when a program first calls into them (docs/host-libraries.md).

Debian's flang 22 ships its runtime only as the static archive
`libflang_rt.runtime.a` in clang's resource directory; `flang_runtime_library` links it
into a shared library once (`clang -shared -Wl,--whole-archive ...`, with
`flang_support.c`: units 6 and 0 write each record at once, and a block of the
simulated heap the runtime frees itself goes back to the simulator) and keeps it in
the user's cache directory (`$XDG_CACHE_HOME/accdialect`, by default
`~/.cache/accdialect`), keyed by the archive's size and time. flang's runtime takes the
memory of every Fortran object it allocates (ALLOCATE, the result of MATMUL, the
left-hand side of an assignment to an allocatable) from its allocator registry's
default entry (`Fortran::runtime::allocatorRegistry.allocators[0]`,
flang/include/flang/Runtime/allocator-registry.h), and its own bookkeeping (I/O units)
from `malloc`: `HostLibraries` puts the simulator's allocator in that entry, so every
Fortran object is a block of the simulated heap, and leaves the bookkeeping to the
process.
"""

import ctypes
import functools
import hashlib
import os
import shutil
import subprocess
from collections.abc import Callable
from pathlib import Path

from accdialect.runtime.address_space import IMAGES
from accdialect.runtime.regions import SIMULATED_SPANS
from accdialect.user_cache import cache_dir

CLANG = "/usr/lib/llvm-22/bin/clang"
FLANG_ARCHIVE = "lib/x86_64-pc-linux-gnu/libflang_rt.runtime.a"
_REGISTRY = "_ZN7Fortran7runtime17allocatorRegistryE"

AllocFunction = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p)
"""`AllocFct` of flang 22's allocator registry (size, async object) -> block."""
FreeFunction = ctypes.CFUNCTYPE(None, ctypes.c_void_p)
"""`FreeFct` of flang 22's allocator registry (and `operator delete`'s)."""
AllocateFunction = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_size_t)
"""`operator new`'s allocation: size -> block."""
ReallocateFunction = ctypes.CFUNCTYPE(ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t)
"""`realloc` of a simulated block: (block, size) -> block."""
FatalHook = ctypes.CFUNCTYPE(None, ctypes.c_int)
"""`accdialect_on_fatal`'s hook: the signal number."""


class MissingLibrary(Exception):
    """A library the program calls into is not installed (the message says how to
    install it)."""


def flang_runtime_library() -> Path:
    """The shared library of flang 22's runtime, linked from its archive if needed."""
    if not os.path.exists(CLANG):
        raise MissingLibrary("flang 22's runtime is not installed: "
                             "apt-get install flang-22 clang-22")
    resource = subprocess.run([CLANG, "-print-resource-dir"], capture_output=True, text=True,
                              check=False).stdout.strip()
    archive = Path(resource) / FLANG_ARCHIVE
    if not archive.exists():
        raise MissingLibrary(f"flang 22's runtime ({archive}) is not installed: "
                             "apt-get install flang-22")
    stat = archive.stat()
    support = Path(__file__).with_name("flang_support.c")
    digest = hashlib.sha256(support.read_bytes()).hexdigest()[:8]
    target = cache_dir() / f"libflang_rt-{stat.st_size}-{int(stat.st_mtime)}-{digest}.so"
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(f".{os.getpid()}.tmp")
        linked = subprocess.run(
            [CLANG, "-shared", "-fPIC", "-o", str(partial), str(support),
             "-Wl,--wrap=isatty,--wrap=free,--wrap=realloc", "-Wl,--whole-archive", str(archive),
             "-Wl,--no-whole-archive", "-lstdc++", "-lm"],
            capture_output=True, text=True, check=False)
        if linked.returncode != 0:
            raise MissingLibrary(f"cannot link flang 22's runtime into a shared library: "
                                 f"{linked.stderr.strip()}")
        shutil.move(partial, target)
    return target


def native_support_library() -> Path:
    """`native_support.c` (C++ allocation, fatal signals), compiled once with the
    machine's C compiler."""
    source = Path(__file__).with_name("native_support.c")
    digest = hashlib.sha256(source.read_bytes()).hexdigest()[:16]
    target = cache_dir() / f"native_support-{digest}.so"
    if not target.exists():
        compiler = shutil.which("cc") or shutil.which("gcc") or (CLANG if os.path.exists(CLANG)
                                                                 else None)
        if compiler is None:
            raise MissingLibrary("calls of the host libraries need a C compiler to build "
                                 "acc-run's native support (apt-get install gcc)")
        target.parent.mkdir(parents=True, exist_ok=True)
        partial = target.with_suffix(f".{os.getpid()}.tmp")
        built = subprocess.run([compiler, "-shared", "-fPIC", "-O2", "-o", str(partial),
                                str(source)], capture_output=True, text=True, check=False)
        if built.returncode != 0:
            raise MissingLibrary(f"cannot compile {source.name}: {built.stderr.strip()}")
        shutil.move(partial, target)
    return target


class _DlInfo(ctypes.Structure):
    """glibc's `Dl_info` (`<dlfcn.h>`)."""

    _fields_ = [("dli_fname", ctypes.c_char_p), ("dli_fbase", ctypes.c_void_p),
                ("dli_sname", ctypes.c_char_p), ("dli_saddr", ctypes.c_void_p)]


_DLADDR = ctypes.CDLL(None).dladdr
_DLADDR.argtypes = (ctypes.c_void_p, ctypes.POINTER(_DlInfo))
_DLADDR.restype = ctypes.c_int


class HostLibraries:
    """The loaded libraries, searched in link order for a symbol: the C library and
    libm for every name, then libstdc++ for C++ names (`_Z...`), then flang's
    runtime for its entry points (`_Fortran...`, `_Q...`)."""

    def __init__(self) -> None:
        self._libraries: dict[str, ctypes.CDLL] = {}
        self._files: dict[str, str] = {}
        """The loaded libraries by the name of their file (`dladdr`'s `dli_fname`
        without its directory): each one's name here."""
        for name in ("libc.so.6", "libm.so.6"):
            self._libraries[name] = ctypes.CDLL(name)
            self._files[name] = name
            IMAGES.add(name)
        self._callbacks: list[object] = []
        """The ctypes callbacks native code holds (kept alive here)."""
        self.allocate: Callable[[int], int] = lambda size: 0
        """The simulator's allocator of the running program (set by its bridge)."""
        self.release: Callable[[int], None] = lambda addr: None
        self.reallocate: Callable[[int, int], int] = lambda addr, size: 0
        self.on_fatal: Callable[[int], None] = lambda signum: None
        """Called with the signal number when native code ends the process (see
        `native_support.c`): the running program's report (set by its bridge)."""
        self._install_native_support()

    def _load(self, name: str) -> ctypes.CDLL:
        library = self._libraries.get(name)
        if library is None:
            if name == "flang runtime":
                path = str(flang_runtime_library())
                library = ctypes.CDLL(path, mode=ctypes.RTLD_GLOBAL)
                self._libraries[name] = library
                self._files[os.path.basename(path)] = name
                IMAGES.add(path)
                IMAGES.add("libstdc++.so.6")
                self._install_fortran_allocator(library)
            else:
                try:
                    library = ctypes.CDLL(name, mode=ctypes.RTLD_GLOBAL)
                except OSError as error:
                    raise MissingLibrary(f"cannot load {name}: {error}") from None
                self._libraries[name] = library
                self._files[name] = name
                IMAGES.add(name)
        return library

    def _install_native_support(self) -> None:
        """Load `native_support.c` ahead of libstdc++: the C++ allocation functions
        routed to the simulator's allocator, the fatal signals to `on_fatal`."""
        shim = ctypes.CDLL(str(native_support_library()), mode=ctypes.RTLD_GLOBAL)
        self._libraries["native support"] = shim
        allocate = AllocateFunction(lambda size: self.allocate(size))
        release = FreeFunction(lambda addr: self.release(addr or 0))
        ctypes.c_void_p.in_dll(shim, "accdialect_allocate").value = \
            ctypes.cast(allocate, ctypes.c_void_p).value
        ctypes.c_void_p.in_dll(shim, "accdialect_release").value = \
            ctypes.cast(release, ctypes.c_void_p).value
        reallocate = ReallocateFunction(lambda addr, size: self.reallocate(addr or 0, size))
        ctypes.c_void_p.in_dll(shim, "accdialect_reallocate").value = \
            ctypes.cast(reallocate, ctypes.c_void_p).value
        spans = (ctypes.c_uint64 * 4).in_dll(shim, "accdialect_spans")
        spans[:] = list(SIMULATED_SPANS)
        fatal = FatalHook(lambda signum: self.on_fatal(signum))
        shim.accdialect_on_fatal(fatal)
        self._callbacks.extend((allocate, release, reallocate, fatal))

    def _install_fortran_allocator(self, library: ctypes.CDLL) -> None:
        """Put the simulator's allocator in flang's default allocator entry."""
        allocate = AllocFunction(lambda size, _async: self.allocate(size))
        release = FreeFunction(lambda addr: self.release(addr or 0))
        registry = ctypes.cast(getattr(library, _REGISTRY), ctypes.POINTER(ctypes.c_void_p))
        registry[0] = ctypes.cast(allocate, ctypes.c_void_p).value
        registry[1] = ctypes.cast(release, ctypes.c_void_p).value
        self._callbacks.extend((allocate, release))

    def data_symbol(self, symbol: str) -> int | None:
        """The address of the library variable `symbol` (glibc's `stdout`,
        libstdc++'s `std::cout`), or None where no library defines it."""
        found = self.address(symbol)
        return None if found is None else found[1]

    def candidates(self, symbol: str) -> tuple[str, ...]:
        """The libraries that may define `symbol`, in search order."""
        if symbol.startswith("_Fortran"):
            return ("flang runtime",)
        if symbol.startswith("_Z"):
            return ("libstdc++.so.6", "flang runtime")
        return ("libc.so.6", "libm.so.6")

    def function_at(self, address: int) -> tuple[str, str] | None:
        """(library, symbol) of the code at `address` when it is a function of one of
        the loaded libraries (`dladdr`: a virtual function of a library object, such as
        the `do_widen` of `std::cout`'s `ctype<char>` facet), else None."""
        info = _DlInfo()
        if not address or not _DLADDR(ctypes.c_void_p(address), ctypes.byref(info)):
            return None
        if not info.dli_fname or info.dli_saddr != address:
            return None
        library = self._files.get(os.path.basename(info.dli_fname.decode(errors="replace")))
        if library is None or not info.dli_sname:
            return None
        return library, info.dli_sname.decode(errors="replace")

    def address(self, symbol: str) -> tuple[str, int] | None:
        """(library, address) of `symbol`, or None where no library defines it."""
        for name in self.candidates(symbol):
            try:
                function = getattr(self._load(name), symbol)
            except AttributeError:
                continue
            address = ctypes.cast(function, ctypes.c_void_p).value
            if address:
                return name, address
        return None


@functools.cache
def host_libraries() -> HostLibraries:
    """The process's one set of loaded host libraries."""
    return HostLibraries()
