"""Replay of a recorded libomptarget 22 program at the runtime's API level.

A `Program` lays out the recorded program's host objects as the program did (same
regions, same relative offsets and alignment as the `#sym` lines of its `.trace.raw`),
lets a test run the program's constructs through the runtime (each given the map arrays
of the program's `.maps`, base pointers as clang passes them; kernel bodies as
device-side accesses), mirrors its output lines into the trace (`#> ` lines), and
compares the normalized trace (the recordings' own normalizer, `test/reference/oracle/normalize.py`) and the
output with the recording (address lines through their symbolic form in the trace).
"""

import importlib.util
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

from accdialect.runtime import DeviceAccessor, OffloadError, OffloadRuntime
from accdialect.runtime.regions import HOST_GLOBALS_BASE, HOST_HEAP_BASE
from support.paths import REFERENCE

RECORDINGS = REFERENCE / "libomptarget-22"

N = 4
"""The length of the recorded programs' arrays."""

REPLAY_MARKS = [
    # none of the recorded programs depends on the order of its list items: they replay
    # the same under OpenMP 6.0's order independence (the default) and LLVM 22's rule
    pytest.mark.parametrize("llvm22", [False, True], ids=["omp60", "llvm22"]),
]
"""The marks of a replay test module: each program replayed under both rules."""

_PLACE_BASE = {"global": HOST_GLOBALS_BASE + 0x10_0000, "heap": HOST_HEAP_BASE + 0x10_0000,
               "stack": 0x7F00_0000}


def add_to_ints(dev: DeviceAccessor, addr: int, delta: int) -> None:
    """A kernel's loop `addr[i] += delta` over the N 4-byte ints at `addr`."""
    for i in range(N):
        dev.write_uint(addr + 4 * i, dev.read_int(addr + 4 * i, 4) + delta, 4)


def load_normalizer():
    spec = importlib.util.spec_from_file_location("normalize", REFERENCE / "oracle" / "normalize.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class Program:
    """One recorded program replayed on a fresh `OffloadRuntime`."""

    def __init__(self, name: str, regions: dict[str, str], info: int = -1, **options):
        self.name = name
        self.info = info
        self.rt = OffloadRuntime(**options)
        self.mem = self.rt.memory
        self.stdout: list[str] = []
        self.rc = 0
        self.recorded = {}
        for line in (RECORDINGS / f"{name}.trace.raw").read_text().splitlines():
            toks = line.split()
            if line.startswith("#> #sym "):
                self.recorded[toks[2]] = (int(toks[3], 16), int(toks[4]))
        self.addr: dict[str, int] = {}
        self.size: dict[str, int] = {}
        by_region: dict[str, list[str]] = {}
        for obj, region in regions.items():
            by_region.setdefault(region, []).append(obj)
        for region, objs in by_region.items():
            low = min(self.recorded[o][0] for o in objs)
            base = _PLACE_BASE[region] + (low & 0xFFF)
            for o in objs:
                rec_addr, size = self.recorded[o]
                alloc_size = max(size, 16) if region == "global" and size == 1 else size
                self.addr[o] = self.rt.alloc(alloc_size, region, name=o, at=base + rec_addr - low)
                self.size[o] = size

    # ---- program output -------------------------------------------------------------
    def out(self, text: str) -> None:
        self.stdout.append(text)
        self.rt.program_output(text)

    def sym(self, *names: str) -> None:
        for n in names:
            self.out(f"#sym {n} 0x{self.addr[n]:x} {self.size[n]}")

    def devval(self, label: str, host_addr: int) -> None:
        """`devval()` of the scenario programs: the device copy of a pointer, if any."""
        d = self.rt.omp.omp_get_mapped_ptr(host_addr, self.rt.omp.omp_get_default_device())
        if d:
            self.out(f"#devval {label} 0x{self.mem.read_uint(d):x}")
        else:
            self.out(f"#devval {label} unmapped")

    # ---- memory shorthands -------------------------------------------------------------
    def u64(self, addr: int) -> int:
        return self.mem.read_uint(addr)

    def set_u64(self, addr: int, value: int) -> None:
        self.mem.write_uint(addr, value)

    def i32(self, addr: int) -> int:
        return self.mem.read_int(addr, 4)

    def set_i32(self, addr: int, value: int) -> None:
        self.mem.write_uint(addr, value, 4)

    def fill_i32(self, addr: int, values) -> None:
        """Store `values` as consecutive 4-byte ints from `addr`."""
        for i, v in enumerate(values):
            self.set_i32(addr + 4 * i, v)

    def point_to_ints(self, ptr: int, buf: int) -> None:
        """`ptr = buf` with `buf[i] = i`: the pointer and array most programs start with."""
        self.set_u64(ptr, buf)
        self.fill_i32(buf, range(N))

    def print_i32(self, addr: int, label: str = "buf", n: int = N) -> None:
        """The program's `label[i] = value` lines of `n` 4-byte ints from `addr`."""
        for i in range(n):
            self.out(f"{label}[{i}] = {self.i32(addr + 4 * i)}")

    # ---- running and checking -------------------------------------------------------------
    @contextmanager
    def replaying(self) -> Iterator[None]:
        """The program's run, the `with` block standing for its `main`: a runtime error
        ends it with the error's exit status, a normal end unloads the runtime
        (`finalize`); then `check`."""
        try:
            yield
        except OffloadError as err:
            self.rc = err.exit_status
        else:
            self.rt.finalize()
        self.check()

    def normalized(self) -> list[str]:
        raw = self.rt.trace_text(info=self.info, simulator=False).splitlines(keepends=True)
        return load_normalizer().normalize(raw, str(self.rc))

    def expected(self) -> list[str]:
        return (RECORDINGS / f"{self.name}.trace").read_text().splitlines()

    def recorded_stdout(self) -> list[str]:
        return (RECORDINGS / f"{self.name}.stdout").read_text().splitlines()

    def check(self) -> None:
        """Same normalized trace, same exit status, same output up to addresses."""
        assert self.normalized() == self.expected()
        assert str(self.rc) == (RECORDINGS / f"{self.name}.rc").read_text().strip()
        ours = [line for line in self.stdout if "0x" not in line]
        theirs = [line for line in self.recorded_stdout() if "0x" not in line]
        assert ours == theirs
