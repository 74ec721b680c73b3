"""A real program on the simulated device, beside its native run: bench/data/saxpy_loop.c,
a C program whose `omp target` region runs a loop of 10^6 iterations.

Figures:
- acc-import: `acc-import saxpy_loop.c -o saxpy_loop.mlir` (clang 22 -O0, mlir-translate
  22, the project's reading and printing), wall clock of the command;
- parse: reading the imported .mlir (`acc-run`'s `parse_file`), in this process;
- acc-run: `acc-run saxpy_loop.mlir`, wall clock of the command (start-up, parse,
  linking, the run, every check on: docs/checks.md), and the ratio acc-run / parse:
  goal at most 30x (issue 13);
- the checks' cost: `acc-run` against `acc-run --check=none`, their runs alternating,
  CPU time: goal at most 1.5x (issue 27);
- interpretation alone: the operations the run executes and their rate (wall and CPU
  time of this process);
- native: the same source built with clang 22 (`-O0 -fopenmp
  -fopenmp-targets=x86_64-unknown-linux-gnu`, as acc-import compiles it) and run on
  LLVM 22's libomptarget (host device), wall clock.

Each figure is the best of R runs (the range follows), wall clock; parse and acc-run
also in CPU time (of this process, of the acc-run processes), which other work on a
loaded machine disturbs less, and their ratio in CPU time. The simulated and native
outputs must be the same line. Without LLVM 22 the program is read from
bench/data/saxpy_loop.mlir (imported once with acc-import) and the acc-import and
native figures are skipped, saying so.

Usage: python bench/real_program_bench.py [--repeat R]
"""

import argparse
import io
import os
import resource
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

from accdialect.interpreters import build_interpreter
from accdialect.runtime import OffloadRuntime
from accdialect.runtime.options import RuntimeOptions
from accdialect.tools.acc_import import ImportError_, find_tool
from accdialect.tools.acc_run import parse_file
from accdialect.tools.collector import collect_less_often
from accdialect.tools.loading import make_context

DATA = Path(__file__).parent / "data"
SOURCE = DATA / "saxpy_loop.c"
IMPORTED = DATA / "saxpy_loop.mlir"
EXPECTED = "y[1] = 2.0, y[999999] = 1150.0\n"
NATIVE_FLAGS = ("-O0", "-fopenmp", "-fopenmp-targets=x86_64-unknown-linux-gnu")
GOAL = 30.0
CHECKS_GOAL = 1.5
BIN = Path(sys.executable).parent


def timed(action: Callable[[], object], repeat: int) -> list[float]:
    """Wall seconds of each of `repeat` runs of `action`."""
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return times


def cpu_timed(action: Callable[[], object], repeat: int, children: bool = False) -> list[float]:
    """CPU seconds (user and system) of each of `repeat` runs of `action`: of this
    process, or with `children` of the processes it ran."""
    who = resource.RUSAGE_CHILDREN if children else resource.RUSAGE_SELF
    times = []
    for _ in range(repeat):
        before = resource.getrusage(who)
        action()
        after = resource.getrusage(who)
        times.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
    return times


def spread(times: list[float]) -> str:
    return f"{min(times):.3f} s (runs {min(times):.3f}-{max(times):.3f})"


def run_command(command: list[str], env: dict[str, str] | None = None) -> str:
    done = subprocess.run(command, capture_output=True, text=True, env=env)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(command)} failed ({done.returncode}):\n{done.stderr}")
    return done.stdout


def check(output: str, who: str) -> None:
    if output != EXPECTED:
        raise RuntimeError(f"{who} printed {output!r}, expected {EXPECTED!r}")


def interpretation(mlir: Path) -> tuple[int, float, float]:
    """(operations, wall seconds, CPU seconds) of running `main` in this process."""
    module = parse_file(str(mlir), make_context())
    out = io.StringIO()
    interpreter, functions = build_interpreter(module, OffloadRuntime(RuntimeOptions(trace=False)),
                                               out, sys.stderr)
    assert functions.libc is not None
    start, start_cpu = time.perf_counter(), time.process_time()
    functions.libc.start_main([str(mlir)])
    wall, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    check(out.getvalue(), "the interpreter")
    return interpreter.steps, wall, cpu


def native_times(workdir: Path, repeat: int) -> list[float]:
    """Wall seconds of the native program's runs (ImportError_ without clang 22)."""
    clang = find_tool("clang")
    libdir = Path(clang).resolve().parent.parent / "lib"
    link_dir = workdir / "lib"  # Debian ships libomptarget.so.22.1 without the .so link
    link_dir.mkdir()
    shipped = sorted(libdir.glob("libomptarget.so.*"))
    if shipped:
        (link_dir / "libomptarget.so").symlink_to(shipped[0])
    exe = workdir / "saxpy_loop"
    try:
        run_command([clang, *NATIVE_FLAGS, str(SOURCE), f"-L{link_dir}", "-o", str(exe)])
    except RuntimeError as error:
        raise ImportError_(str(error)) from None
    env = dict(os.environ, LD_LIBRARY_PATH=str(libdir))
    env.pop("LIBOMPTARGET_INFO", None)
    check(run_command([str(exe)], env), "the native program")
    return timed(lambda: run_command([str(exe)], env), repeat)


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").partition("\n")[0])
    parser.add_argument("--repeat", type=int, default=3, help="best of R runs (default 3)")
    opts = parser.parse_args()
    collect_less_often()
    with tempfile.TemporaryDirectory(prefix="real_program_bench") as tmp:
        workdir = Path(tmp)
        mlir = workdir / "saxpy_loop.mlir"
        try:
            find_tool("clang")
            find_tool("mlir-translate")
            imports = timed(lambda: run_command(
                [str(BIN / "acc-import"), str(SOURCE), "-o", str(mlir)]), opts.repeat)
            print(f"acc-import saxpy_loop.c: {spread(imports)}")
        except ImportError_ as why:
            mlir = IMPORTED
            print(f"acc-import skipped (LLVM 22 not usable: {str(why).splitlines()[0]}); "
                  f"reading {IMPORTED.name}")
        parses = timed(lambda: parse_file(str(mlir), make_context()), opts.repeat)
        parse_cpu = min(cpu_timed(lambda: parse_file(str(mlir), make_context()), opts.repeat))
        print(f"parse: {spread(parses)}; CPU time {parse_cpu:.3f} s")
        runs: list[float] = []

        def acc_run(*options: str) -> Callable[[], None]:
            def command() -> None:
                start = time.perf_counter()
                check(run_command([str(BIN / "acc-run"), str(mlir), *options]), "acc-run")
                if not options:
                    runs.append(time.perf_counter() - start)
            return command

        checked_cpu: list[float] = []
        unchecked_cpu: list[float] = []
        for _ in range(opts.repeat):  # alternating: the machine's load falls on both
            checked_cpu += cpu_timed(acc_run(), 1, children=True)
            unchecked_cpu += cpu_timed(acc_run("--check=none"), 1, children=True)
        run_cpu = min(checked_cpu)
        print(f"acc-run: {spread(runs)}, {min(runs) / min(parses):.1f}x parse; CPU time "
              f"{run_cpu:.3f} s, {run_cpu / parse_cpu:.1f}x parse; goal <= {GOAL:.0f}x")
        print(f"checks: acc-run {run_cpu:.3f} s CPU, with --check=none "
              f"{min(unchecked_cpu):.3f} s: {run_cpu / min(unchecked_cpu):.2f}x "
              f"(goal <= {CHECKS_GOAL})")
        steps, wall, cpu = interpretation(mlir)
        print(f"interpretation: {steps} operations in {wall:.3f} s = "
              f"{steps / wall / 1e6:.2f}M ops/s (CPU time {steps / cpu / 1e6:.2f}M), "
              f"{wall / min(parses):.1f}x parse")
        try:
            natives = native_times(workdir, opts.repeat)
            print(f"native (clang 22 -O0, libomptarget 22): {spread(natives)}; "
                  f"acc-run is {min(runs) / min(natives):.0f}x native")
        except ImportError_ as why:
            print(f"native run skipped (clang 22 not usable: {str(why).splitlines()[0]})")


if __name__ == "__main__":
    main()
