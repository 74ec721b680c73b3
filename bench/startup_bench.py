"""Start-up of the command-line tools and the time of the test suite (issue 14).

Goals: `acc-opt` and `acc-run` finish a trivial program in at most 0.6 s (a fresh
process each time: Python, the imports, parse, run, print); `acc-run` imports and
runs a C program of about 50 lines in at most 1.5 s (issue 32), imported anew
(`--no-import-cache`: clang, mlir-translate, mlir-opt, the import's own steps, then
the run) and from the import cache; `make test` in at most 4 minutes on 2 cores.
Prints the median and best of REPEAT runs of each command, `mlir-opt` 22's own
start-up beside them when it is installed, and with `--suite` the wall time of each
phase of `make test` (lint, lit, pytest).
"""

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BIN = Path(sys.executable).parent
REPEAT = 7
GOAL_START = 0.6
GOAL_SUITE = 240.0
GOAL_SOURCE = 1.5
TRIVIAL_OMP = ROOT / "examples" / "omp_struct_member_pointer.mlir"
TRIVIAL_ACC = ROOT / "examples" / "acc_descriptor_allocatable.mlir"
MLIR_OPT = Path("/usr/lib/llvm-22/bin/mlir-opt")
CLANG = Path("/usr/lib/llvm-22/bin/clang")
SMALL_C = [ROOT / "test" / "reference" / "libomptarget-22" / name
           for name in ("e_struct_member_ptr.c", "f_partial_struct.c")]
"""Two C programs of 46 and 47 lines (libomptarget's reference cases: a struct with a
pointer member, a struct mapped in part)."""


def _wall(command: list[str]) -> float:
    start = time.perf_counter()
    subprocess.run(command, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   check=False)
    return time.perf_counter() - start


def _row(label: str, command: list[str], goal: float | None) -> None:
    _wall(command)  # warm the file cache and Python's bytecode cache
    times = [_wall(command) for _ in range(REPEAT)]
    median = statistics.median(times)
    verdict = "" if goal is None else (f"  goal <= {goal} s: " +
                                       ("met" if median <= goal else "NOT met"))
    print(f"{label:<44} median {median:5.2f} s  best {min(times):5.2f} s{verdict}")


def startup() -> None:
    print(f"start-up, fresh process each run, {REPEAT} runs")
    _row("acc-opt --version", [str(BIN / "acc-opt"), "--version"], None)
    _row(f"acc-opt {TRIVIAL_OMP.name}", [str(BIN / "acc-opt"), str(TRIVIAL_OMP)], GOAL_START)
    _row(f"acc-run {TRIVIAL_OMP.name}", [str(BIN / "acc-run"), str(TRIVIAL_OMP)], GOAL_START)
    _row(f"acc-run {TRIVIAL_ACC.name}", [str(BIN / "acc-run"), str(TRIVIAL_ACC)], GOAL_START)
    if MLIR_OPT.exists():
        _row(f"mlir-opt 22 {TRIVIAL_OMP.name}", [str(MLIR_OPT), str(TRIVIAL_OMP)], None)
    if not CLANG.exists():
        print("acc-run of a C source: not measured (LLVM 22 is not installed)")
        return
    for source in SMALL_C:
        run = [str(BIN / "acc-run"), str(source.relative_to(ROOT))]
        _row(f"acc-run {source.name} (imported anew)", [*run[:1], "--no-import-cache", *run[1:]],
             GOAL_SOURCE)
        _row(f"acc-run {source.name} (import cached)", run, GOAL_SOURCE)


def suite() -> None:
    print("make test, by phase (wall time)")
    total = 0.0
    for phase in ("lint", "lit", "pytest"):
        start = time.perf_counter()
        done = subprocess.run(["make", phase], cwd=ROOT, stdout=subprocess.DEVNULL,
                              stderr=subprocess.DEVNULL, check=False)
        seconds = time.perf_counter() - start
        total += seconds
        status = "" if done.returncode == 0 else f"  (exit {done.returncode})"
        print(f"  {phase:<8} {seconds:6.1f} s{status}")
    verdict = "met" if total <= GOAL_SUITE else "NOT met"
    print(f"  {'total':<8} {total:6.1f} s  goal <= {GOAL_SUITE:.0f} s: {verdict}")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--suite", action="store_true", help="also time `make test` by phase")
    args = parser.parse_args()
    if shutil.which("make") is None and args.suite:
        sys.exit("startup_bench: --suite needs make")
    startup()
    if args.suite:
        suite()


if __name__ == "__main__":
    main()
