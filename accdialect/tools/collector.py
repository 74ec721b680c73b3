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
