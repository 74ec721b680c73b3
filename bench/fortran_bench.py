"""acc-run's speed on a Fortran OpenACC program (issue 12): bench/fortran/saxpy.f90,
y = a*x + y in a parallel loop over N elements of allocatable arrays, with a host
loop before (initialisation) and after (the sum): 3N loop iterations in all.

For each N (default 10^4, 10^5, 10^6): acc-import's time (flang 22's pipeline and
the normalization, once per N), acc-run's wall-clock and CPU time (of the acc-run
process: other work on a loaded machine disturbs it less), best of R runs with the
range, and the loop iterations it ran per second of CPU; the program's output is
checked (sum = N*(N+2)). Needs flang 22; says why it is skipped without it.

    python bench/fortran_bench.py [--repeat R] [N ...]
"""

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from accdialect.importers.flang import FLANG_INSTALL_HINT
from accdialect.tools.acc_import import ImportError_, find_tool

KERNEL = Path(__file__).parent / "fortran" / "saxpy.f90"
BIN = Path(sys.executable).parent


def run_once(mlir: Path, n: int) -> tuple[float, float]:
    """(wall, CPU) seconds of one `acc-run` of `mlir`, its output checked."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run([BIN / "acc-run", str(mlir)], check=True, capture_output=True,
                         text=True).stdout
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    assert float(out) == n * (n + 2), out
    return wall, after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--repeat", type=int, default=1, help="best of R runs (default 1)")
    parser.add_argument("sizes", type=int, nargs="*", default=[10**4, 10**5, 10**6])
    opts = parser.parse_args()
    try:
        find_tool("flang", FLANG_INSTALL_HINT)
    except ImportError_ as error:
        print(f"fortran_bench: skipped: {error}")
        return
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "saxpy.F90"  # .F90: preprocessed, N from -DN=...
        source.write_text(KERNEL.read_text())
        print(f"{'N':>9} {'import s':>9} {'acc-run wall s':>22} {'acc-run CPU s':>22} "
              f"{'iterations/CPU s':>17}")
        for n in opts.sizes:
            mlir = Path(scratch) / f"saxpy{n}.mlir"
            start = time.perf_counter()
            subprocess.run([BIN / "acc-import", str(source), f"-DN={n}", "-o", str(mlir)],
                           check=True)
            imported = time.perf_counter() - start
            walls, cpus = zip(*(run_once(mlir, n) for _ in range(opts.repeat)))
            print(f"{n:>9} {imported:>9.2f} "
                  f"{f'{min(walls):.2f} ({min(walls):.2f}-{max(walls):.2f})':>22} "
                  f"{f'{min(cpus):.2f} ({min(cpus):.2f}-{max(cpus):.2f})':>22} "
                  f"{3 * n / min(cpus):>17,.0f}")


if __name__ == "__main__":
    main()
