"""Speed of the simulated offload runtime (accdialect.runtime), beside LLVM 22's own.

Map operations: the sequence of bench/data/native_map_ops.c on n buffers of 256 bytes
(64 ints): `target enter data map(to: p[0:64])` for each buffer, again (count 2), then
`target exit data map(from: p[0:64])` twice (4 operations per buffer), with the map
arrays clang 22 emits (the pointee, and the ATTACH entry for p). Tracing is off, as in a
native run without LIBOMPTARGET_INFO, and the garbage collector is set as acc-run sets it.

The native anchor is measured in the same run: native_map_ops.c compiled with clang 22
(`-O2 -fopenmp -fopenmp-targets=x86_64-unknown-linux-gnu`) and run on LLVM 22's
libomptarget (host device), for the same n, interleaved with the simulated runs so that
both see the same load. Without clang 22 the anchor is skipped (and said so). Goal: at
n = 10^5 the simulated runtime at most 3x native.

The first line says whether the map operations run compiled by mypyc (the install's
build, accdialect/runtime/compiled.py) or from source; `ACCDIALECT_PURE_PYTHON=1`
measures the source.

Transfers: 256 MiB copies (`target update`) of a buffer the program wrote (pages never
written are not copied but zeroed at the destination: `Memory.copy`): host-to-device
into new device pages, device-to-host, host-to-device again. Goal: at least 5 GB/s
into pages that exist; into new pages the machine's page faults bound it (native
`memcpy` into new pages: 1.8-1.9 GB/s on this machine class, 10.4-10.9 into
existing ones).

`--kinds` prints, instead, the simulated runtime's CPU time (`time.process_time`, which
the load of a shared machine disturbs less than the wall clock) for each of the four
kinds of operation of the sequence at n = 10^5: a new entry, an entry found (count
1 -> 2), an exit that keeps the entry (2 -> 1) and one that removes it.

Usage: python bench/runtime_bench.py [--repeat R] [--kinds]
"""

import argparse
import os
import re
import subprocess
import tempfile
import time
from pathlib import Path

from accdialect.runtime import MapType, OffloadRuntime, compiled
from accdialect.tools.acc_import import ImportError_, find_tool
from accdialect.tools.collector import collect_less_often

BUF = 256
TO, FROM, ATTACH = int(MapType.TO), int(MapType.FROM), int(MapType.ATTACH)
SIZES = (10**3, 10**4, 10**5)
GOAL = 3.0
TRANSFER_GOAL = 5.0
"""GB/s of a 256 MiB copy into pages that exist (a first touch costs a page fault per
4 KiB page: native memcpy into new pages ran at 1.8-1.9 GB/s on this machine class)."""
NATIVE_SOURCE = Path(__file__).parent / "data" / "native_map_ops.c"
OFFLOAD_FLAGS = ("-O2", "-fopenmp", "-fopenmp-targets=x86_64-unknown-linux-gnu")
_US_PER_OP = re.compile(r"([0-9.]+) us/op")


def map_ops(n: int) -> float:
    """Seconds per map operation for n buffers, simulated."""
    rt = OffloadRuntime(trace=False)
    bufs = [rt.alloc(BUF) for _ in range(n)]
    p = rt.alloc(8, "stack", name="p")  # the program's `int *p` (never mapped itself)
    enter, exit_ = rt.target_data_begin, rt.target_data_end
    sizes, enter_types, exit_types = [BUF, 8], [TO, ATTACH], [FROM, ATTACH]
    t0 = time.perf_counter()
    for _ in range(2):
        for b in bufs:
            enter([b, p], [b, b], sizes, enter_types)
    for b in bufs:
        exit_([b, p], [b, b], sizes, exit_types)
        exit_([b, p], [b, b], sizes, exit_types)
    elapsed = time.perf_counter() - t0
    assert len(rt.devices[0].table) == 0
    return elapsed / (4 * n)


KINDS = ("enter, new entry", "enter, entry found", "exit, count 2 -> 1",
         "exit, entry removed")


def map_op_kinds(n: int) -> list[float]:
    """CPU seconds per operation of each kind (KINDS) for n buffers, simulated: the
    sequence of `map_ops`, one kind at a time."""
    rt = OffloadRuntime(trace=False)
    bufs = [rt.alloc(BUF) for _ in range(n)]
    p = rt.alloc(8, "stack", name="p")
    sizes, enter_types, exit_types = [BUF, 8], [TO, ATTACH], [FROM, ATTACH]
    seconds = []
    for construct, types in ((rt.target_data_begin, enter_types),
                             (rt.target_data_begin, enter_types),
                             (rt.target_data_end, exit_types),
                             (rt.target_data_end, exit_types)):
        t0 = time.process_time()
        for b in bufs:
            construct([b, p], [b, b], sizes, types)
        seconds.append((time.process_time() - t0) / n)
    assert len(rt.devices[0].table) == 0
    return seconds


class NativeAnchor:
    """native_map_ops.c built with clang 22 and run on LLVM 22's libomptarget."""

    def __init__(self, workdir: Path):
        clang = find_tool("clang")  # ImportError_ when LLVM 22 is not installed
        self.libdir = Path(clang).resolve().parent.parent / "lib"
        link_dir = workdir / "lib"  # Debian ships libomptarget.so.22.1 without the .so link
        link_dir.mkdir()
        shipped = sorted(self.libdir.glob("libomptarget.so.*"))
        if shipped:
            (link_dir / "libomptarget.so").symlink_to(shipped[0])
        self.exe = workdir / "native_map_ops"
        build = subprocess.run([clang, *OFFLOAD_FLAGS, str(NATIVE_SOURCE), f"-L{link_dir}",
                                "-o", str(self.exe)], capture_output=True, text=True)
        if build.returncode != 0:
            raise ImportError_(f"clang failed:\n{build.stderr.strip()}")

    def us_per_op(self, n: int) -> float:
        """Microseconds per map operation for n buffers, from the program's own line
        (`n=... ops=... time=... s  X us/op`)."""
        env = dict(os.environ, LD_LIBRARY_PATH=str(self.libdir))
        env.pop("LIBOMPTARGET_INFO", None)
        out = subprocess.run([str(self.exe), str(n)], capture_output=True, text=True,
                             env=env, check=True).stdout
        found = _US_PER_OP.search(out)
        if found is None:
            raise RuntimeError(f"unexpected output of native_map_ops: {out!r}")
        return float(found.group(1))


def bandwidth(size: int = 256 << 20) -> tuple[float, float, float]:
    """GB/s of one transfer of `size` bytes: host-to-device into device pages never
    touched (each page's first write is a page fault, on this machine as natively),
    device-to-host, and host-to-device again into the same device pages."""
    rt = OffloadRuntime(trace=False)
    h = rt.alloc(size)
    rt.memory.fill(h, 0x5A, size)  # data the program wrote (untouched pages are not copied)
    rt.target_data_begin([h], [h], [size], [0])
    times = [time.perf_counter()]
    for map_type in (TO, FROM, TO):
        rt.target_data_update([h], [h], [size], [map_type])
        times.append(time.perf_counter())
    first, back, again = (size / (b - a) / 1e9 for a, b in zip(times, times[1:]))
    return first, back, again


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="best of R runs (default 3)")
    parser.add_argument("--kinds", action="store_true",
                        help="CPU time per kind of operation at n = 10^5 (simulated only)")
    opts = parser.parse_args()
    collect_less_often()
    print("runtime: " + ("compiled by mypyc" if compiled.COMPILED else
                         "from source (no build, a stale one, or ACCDIALECT_PURE_PYTHON)"))
    if opts.kinds:
        runs = [map_op_kinds(SIZES[-1]) for _ in range(opts.repeat)]
        best = [min(run[k] for run in runs) * 1e6 for k in range(len(KINDS))]
        for kind, us in zip(KINDS, best):
            print(f"{kind:20}: {us:5.2f} us CPU")
        print(f"{'mean':20}: {sum(best) / len(best):5.2f} us CPU per map operation "
              f"(best of {opts.repeat})")
        return
    with tempfile.TemporaryDirectory(prefix="native_map_ops") as tmp:
        try:
            native: NativeAnchor | None = NativeAnchor(Path(tmp))
        except ImportError_ as why:
            native = None
            print(f"native anchor skipped (clang 22 not usable): {str(why).splitlines()[0]}")
        results = {}
        for n in SIZES:
            sim_runs, native_runs = [], []
            for _ in range(opts.repeat):  # interleaved: both sides see the same load
                sim_runs.append(map_ops(n) * 1e6)
                if native is not None:
                    native_runs.append(native.us_per_op(n))
            results[n] = sim = min(sim_runs)
            line = f"map ops n={n:>6}: simulated {sim:5.2f} us/op (runs {_spread(sim_runs)})"
            if native_runs:
                nat = min(native_runs)
                goal = f", goal <= {GOAL:.0f}x" if n == SIZES[-1] else ""
                line += (f", native {nat:5.2f} us/op (runs {_spread(native_runs)}), "
                         f"ratio {sim / nat:.2f}x{goal}")
            print(line)
    print(f"growth 10^3 -> 10^5 (simulated): {results[SIZES[-1]] / results[SIZES[0]]:.2f}x")
    first, back, again = max((bandwidth() for _ in range(opts.repeat)), key=sum)
    met = "met" if min(back, again) >= TRANSFER_GOAL else "NOT met"
    print(f"256 MiB transfer: host->device {again:.1f} GB/s, device->host {back:.1f} GB/s "
          f"(goal >= {TRANSFER_GOAL:.0f} GB/s: {met}); into new device pages {first:.1f} GB/s")


def _spread(values: list[float]) -> str:
    return f"{min(values):.2f}-{max(values):.2f}"


if __name__ == "__main__":
    main()
