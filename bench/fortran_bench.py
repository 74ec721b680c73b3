"""acc-run's speed on a Fortran OpenACC program (issue 12): bench/fortran/saxpy.f90,
y = a*x + y in a parallel loop over N elements of allocatable arrays, with a host
loop before (initialisation) and after (the sum): 3N loop iterations in all.

For each N (default 10^4, 10^5, 10^6): acc-import's time (flang 22's pipeline and
the normalization, once per N), acc-run's wall-clock time, and the loop iterations
it ran per second; the program's output is checked (sum = N*(N+2)). Needs flang 22;
says why it is skipped without it.

    python bench/fortran_bench.py [N ...]
"""

import subprocess
import sys
import tempfile
import time
from pathlib import Path

from accdialect.importers.flang import FLANG_INSTALL_HINT
from accdialect.tools.acc_import import ImportError_, find_tool

KERNEL = Path(__file__).parent / "fortran" / "saxpy.f90"
BIN = Path(sys.executable).parent


def main(sizes: list[int]) -> None:
    try:
        find_tool("flang", FLANG_INSTALL_HINT)
    except ImportError_ as error:
        print(f"fortran_bench: skipped: {error}")
        return
    with tempfile.TemporaryDirectory() as scratch:
        source = Path(scratch) / "saxpy.F90"  # .F90: preprocessed, N from -DN=...
        source.write_text(KERNEL.read_text())
        print(f"{'N':>9} {'import s':>9} {'acc-run s':>10} {'iterations/s':>13}")
        for n in sizes:
            mlir = Path(scratch) / f"saxpy{n}.mlir"
            start = time.perf_counter()
            subprocess.run([BIN / "acc-import", str(source), f"-DN={n}", "-o", str(mlir)],
                           check=True)
            imported = time.perf_counter() - start
            start = time.perf_counter()
            out = subprocess.run([BIN / "acc-run", str(mlir)], check=True, capture_output=True,
                                 text=True).stdout
            ran = time.perf_counter() - start
            assert float(out) == n * (n + 2), out
            print(f"{n:>9} {imported:>9.2f} {ran:>10.2f} {3 * n / ran:>13,.0f}")


if __name__ == "__main__":
    main([int(a) for a in sys.argv[1:]] or [10**4, 10**5, 10**6])
