"""Where a simulated map operation spends its work, counted rather than timed.

The sequence of bench/runtime_bench.py (n buffers of 256 bytes: `target enter data
map(to: p[0:64])` with its ATTACH entry, twice, then `target exit data map(from: ...)`
twice), one kind of operation at a time: the Python bytecodes executed and the Python
functions called per operation, by function. The counts do not depend on the load of
the machine (the timed benchmark swings 2x on a shared one), so a change to the hot
path can be judged by them; tracing is off, as in the benchmark. Only Python code is
counted: where the install compiled the map operations (accdialect/runtime/compiled.py)
their functions run as C and are not seen; `ACCDIALECT_PURE_PYTHON=1` counts them.

Usage: python bench/runtime_ops_profile.py [--top N] [--n N]
"""

import argparse
import sys
from collections import Counter
from types import FrameType

from accdialect.runtime import MapType, OffloadRuntime, compiled

BUF = 256
TO, FROM, ATTACH = int(MapType.TO), int(MapType.FROM), int(MapType.ATTACH)
KINDS = ("enter, new entry", "enter, entry found", "exit, count 2 -> 1", "exit, entry removed")


class OpcodeCounter:
    """A `sys.settrace` tracer counting executed bytecodes and calls per function."""

    def __init__(self) -> None:
        self.bytecodes: Counter[str] = Counter()
        self.calls: Counter[str] = Counter()

    def __call__(self, frame: FrameType, event: str, _arg: object):
        frame.f_trace_opcodes = True
        code = frame.f_code
        key = f"{code.co_filename.rsplit('/', 1)[-1]}:{code.co_name}"
        if event == "call":
            self.calls[key] += 1
        elif event == "opcode":
            self.bytecodes[key] += 1
        return self


def profile(n: int) -> list[OpcodeCounter]:
    """One counter per kind of operation (KINDS), over n operations each."""
    rt = OffloadRuntime(trace=False)
    bufs = [rt.alloc(BUF) for _ in range(n)]
    p = rt.alloc(8, "stack", name="p")
    sizes = [BUF, 8]
    counters = []
    for construct, types in ((rt.target_data_begin, [TO, ATTACH]),
                             (rt.target_data_begin, [TO, ATTACH]),
                             (rt.target_data_end, [FROM, ATTACH]),
                             (rt.target_data_end, [FROM, ATTACH])):
        counter = OpcodeCounter()
        sys.settrace(counter)
        try:
            for b in bufs:
                construct([b, p], [b, b], sizes, types)
        finally:
            sys.settrace(None)
        counters.append(counter)
    assert len(rt.devices[0].table) == 0
    return counters


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--n", type=int, default=1000, help="buffers (default 1000)")
    parser.add_argument("--top", type=int, default=8, help="functions shown per kind")
    opts = parser.parse_args()
    print("runtime: " + ("compiled by mypyc (its functions are not counted)" if compiled.COMPILED
                         else "from source"))
    counters = profile(opts.n)
    total_bytecodes = total_calls = 0.0
    for kind, counter in zip(KINDS, counters):
        bytecodes = sum(counter.bytecodes.values()) / opts.n
        calls = sum(counter.calls.values()) / opts.n
        total_bytecodes += bytecodes / len(KINDS)
        total_calls += calls / len(KINDS)
        print(f"{kind}: {bytecodes:.0f} bytecodes, {calls:.1f} Python calls per operation")
        for key, count in counter.bytecodes.most_common(opts.top):
            print(f"  {count / opts.n:6.1f} bytecodes {counter.calls[key] / opts.n:5.2f} calls"
                  f"  {key}")
    print(f"mean over the four: {total_bytecodes:.0f} bytecodes, {total_calls:.1f} Python calls"
          " per map operation")


if __name__ == "__main__":
    main()
