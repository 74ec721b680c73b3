"""Speed of the simulated offload runtime (accdialect.runtime).

Map operations: the sequence of shared/bench/native_map_ops.c on n buffers of 256 bytes
(64 ints): `target enter data map(to: p[0:64])` for each buffer, again (count 2), then
`target exit data map(from: p[0:64])` twice (4 operations per buffer), with the map
arrays clang 22 emits (the pointee, and the ATTACH entry for p). Tracing is off, as in a
native run without LIBOMPTARGET_INFO. LLVM 22's libomptarget does the same natively at
1.07, 1.25 and 1.47 us/op for n = 10^3, 10^4, 10^5.

Transfers: one 256 MiB host-to-device and device-to-host copy (`target update`).

Usage: python bench/runtime_bench.py [--repeat R]
"""

import argparse
import time

from accdialect.runtime import MapType, OffloadRuntime

BUF = 256
TO, FROM, ATTACH = int(MapType.TO), int(MapType.FROM), int(MapType.ATTACH)


def map_ops(n: int) -> float:
    """Seconds per map operation for n buffers."""
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


def bandwidth(size: int = 256 << 20) -> tuple[float, float]:
    """GB/s host-to-device and device-to-host for one transfer of `size` bytes."""
    rt = OffloadRuntime(trace=False)
    h = rt.alloc(size)
    rt.target_data_begin([h], [h], [size], [0])
    t0 = time.perf_counter()
    rt.target_data_update([h], [h], [size], [TO])
    t1 = time.perf_counter()
    rt.target_data_update([h], [h], [size], [FROM])
    t2 = time.perf_counter()
    return size / (t1 - t0) / 1e9, size / (t2 - t1) / 1e9


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="best of R runs (default 3)")
    opts = parser.parse_args()
    native = {10**3: 1.07, 10**4: 1.25, 10**5: 1.47}
    results = {}
    for n in native:
        results[n] = min(map_ops(n) for _ in range(opts.repeat)) * 1e6
        print(f"n={n:>6}  {results[n]:.2f} us/op  ({results[n] / native[n]:.1f}x native "
              f"{native[n]:.2f})")
    print(f"growth 10^3 -> 10^5: {results[10**5] / results[10**3]:.2f}x")
    h2d, d2h = max((bandwidth() for _ in range(opts.repeat)), key=sum)
    print(f"256 MiB transfer: host->device {h2d:.1f} GB/s, device->host {d2h:.1f} GB/s")


if __name__ == "__main__":
    main()
