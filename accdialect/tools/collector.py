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

THRESHOLDS = (50_000, 50, 10)


def collect_less_often() -> None:
    gc.set_threshold(*THRESHOLDS)
