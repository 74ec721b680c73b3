"""Machine instructions per simulated map operation, counted by valgrind's callgrind.

The sequence of bench/runtime_bench.py (n buffers of 256 bytes: `target enter data
map(to: p[0:64])` with its ATTACH entry, twice, then `target exit data map(from: ...)`
twice), tracing off, the garbage collector off. Each kind of operation is counted as
the difference of two runs that stop after it and before it, and each run at n = 3000
minus the same run at n = 1000, so that start-up, the host allocations and the
process's teardown (ended with `os._exit`) drop out. Instruction counts do not depend
on the load of the machine, which moves the timed benchmark by several per cent; they
still vary by about 1 % between runs (hash seeds, allocator state). The runs take the
map operations as the install built them (compiled by mypyc, or from source:
`ACCDIALECT_PURE_PYTHON=1`; accdialect/runtime/compiled.py).

Usage: python bench/runtime_callgrind.py [--jobs J]    (about 1 minute with 2 jobs)
"""

import argparse
import gc
import os
import re
import shutil
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

from accdialect.runtime import MapType, OffloadRuntime

BUF = 256
TO, FROM, ATTACH = int(MapType.TO), int(MapType.FROM), int(MapType.ATTACH)
KINDS = ("enter, new entry", "enter, entry found", "exit, count 2 -> 1", "exit, entry removed")
SIZES = (1000, 3000)
_COLLECTED = re.compile(r"Collected : (\d+)")


def child(n: int, kinds: int) -> None:
    """Run the first `kinds` kinds of operation (0: only the set-up) on n buffers."""
    gc.disable()
    rt = OffloadRuntime(trace=False)
    bufs = [rt.alloc(BUF) for _ in range(n)]
    p = rt.alloc(8, "stack", name="p")
    sizes = [BUF, 8]
    sequence = ((rt.target_data_begin, [TO, ATTACH]), (rt.target_data_begin, [TO, ATTACH]),
                (rt.target_data_end, [FROM, ATTACH]), (rt.target_data_end, [FROM, ATTACH]))
    for construct, types in sequence[:kinds]:
        for b in bufs:
            construct([b, p], [b, b], sizes, types)
    sys.stdout.flush()
    os._exit(0)


def instructions(n: int, kinds: int) -> int:
    """Instructions of one child run under callgrind."""
    run = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
                          sys.executable, __file__, "--child", str(n), str(kinds)],
                         capture_output=True, text=True, check=True)
    found = _COLLECTED.search(run.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count in valgrind's output:\n{run.stderr[-2000:]}")
    return int(found.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--jobs", type=int, default=2, help="valgrind runs at once (default 2)")
    parser.add_argument("--child", nargs=2, type=int, help=argparse.SUPPRESS)
    opts = parser.parse_args()
    if opts.child:
        child(*opts.child)
        return
    if shutil.which("valgrind") is None:
        print("valgrind is not installed: no instruction counts")
        return
    runs = [(n, k) for n in SIZES for k in range(len(KINDS) + 1)]
    with ThreadPoolExecutor(opts.jobs) as pool:
        counted = dict(zip(runs, pool.map(lambda run: instructions(*run), runs)))
    ops = SIZES[1] - SIZES[0]
    per_op = [(counted[SIZES[1], k + 1] - counted[SIZES[1], k]
               - counted[SIZES[0], k + 1] + counted[SIZES[0], k]) / ops
              for k in range(len(KINDS))]
    for kind, count in zip(KINDS, per_op):
        print(f"{kind:20}: {count / 1000:5.1f}k instructions")
    print(f"{'mean':20}: {sum(per_op) / len(per_op) / 1000:5.1f}k instructions per map operation")


if __name__ == "__main__":
    main()
