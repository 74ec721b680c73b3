"""How often the command-line tools run Python's cyclic garbage collector.

xDSL's IR is a web of reference cycles (operations, blocks and regions point at
their parents), and parsing or lowering a large module allocates millions of
objects. With CPython's default thresholds (700, 10, 10) the collector walks the
young objects every 700 allocations and the survivors again and again; on
`bench/passes_bench.py` that was half the time of `lower-acc-to-runtime`. A tool
run is short-lived and its IR stays alive to the end, so the tools collect less
often; garbage cycles (erased operations) are still collected.
"""

import gc
from collections.abc import Iterator
from contextlib import contextmanager

THRESHOLDS = (50_000, 50, 10)


@contextmanager
def imports_frozen() -> Iterator[None]:
    """Around a tool's imports (its console script, `console`): the collector paused,
    then what the imports made frozen (`gc.freeze`) and the collector on again. The
    imports define a few hundred xDSL operation and attribute classes and the
    interpreter's tables, hundreds of thousands of objects and none of them garbage,
    which the full collections walked again during the imports (0.9 against 0.5 s
    of `acc-run omp_struct_member_pointer.mlir`, docs/performance.md "Start-up") and
    while the tool runs; frozen, the collections see only what the run makes."""
    gc.disable()
    try:
        yield
    finally:
        gc.freeze()
        gc.enable()


def collect_less_often() -> None:
    gc.set_threshold(*THRESHOLDS)


@contextmanager
def parsed_module_frozen() -> Iterator[None]:
    """Around what a tool does with a module it has parsed (`acc-opt`: the passes, the
    verifications, the print): the objects alive on entry (the parsed module, the
    tool's own) are left out of the collector's passes (`gc.freeze`), which otherwise
    walk that whole module again at each full collection while the passes allocate
    (`bench/passes_bench.py`, 20k data operations: 1-1.7 s of the passes' 5-7 s).
    They are handed back to the collector on exit (`gc.unfreeze`): a garbage cycle
    among them is collected later, not lost. The collector does not run in between
    (`gc.disable`, its state restored on exit): the objects a pass makes, 10^6 for a
    lowering of 40k data operations, were walked again by each collection of the
    older generations, which made the lowering superlinear (4000 constructs: 4.95 s
    against 4.20 s without the collector, 2000: 2.17 against 2.11 s; the highest
    resident size the same, 593 MB); the garbage a pass leaves (erased operations)
    is collected after."""
    enabled = gc.isenabled()
    gc.freeze()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()
        gc.unfreeze()
