"""Interpreted operations per second for one loop kernel written two ways: `scf.for` (a
region run per iteration) and `llvm.br`/`llvm.cond_br` (blocks of one region), at 10^4
and 10^5 iterations, and the ratio time(10^5)/time(10^4) for each (10 when the time is
linear in the trip count).

Goals (issue 13): at least 1.5M operations per second on both kernels (xDSL 0.74's own
interpreter does about 100k), ratio at most 11. Each iteration does the same work both
ways: square the counter, store it to a 16-slot buffer, load it back, add it to a sum.

Each figure is the best of REPEAT runs, wall clock; the range of the runs follows, and
the rate and the ratio in CPU time of the process (`time.process_time`), which other
processes on a loaded machine disturb less.

    python bench/interp_bench.py
"""

import time

from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreters.llvm import register_llvm_and_builtins
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context

KERNELS = """
func.func @scf_kernel(%n: index, %buf: !llvm.ptr) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : i64
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %sq = arith.muli %x, %x : i64
    %k = arith.andi %x, %c15 : i64
    %p = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i64
    llvm.store %sq, %p : i64, !llvm.ptr
    %v = llvm.load %p : !llvm.ptr -> i64
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  func.return %sum : i64
}

llvm.func @cfg_kernel(%n: i64, %buf: !llvm.ptr) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c15 = llvm.mlir.constant(15 : i64) : i64
  llvm.br ^loop(%c0, %c0 : i64, i64)
^loop(%i: i64, %acc: i64):
  %more = llvm.icmp "slt" %i, %n : i64
  llvm.cond_br %more, ^body, ^done
^body:
  %sq = llvm.mul %i, %i : i64
  %k = llvm.and %i, %c15 : i64
  %p = llvm.getelementptr %buf[%k] : (!llvm.ptr, i64) -> !llvm.ptr, i64
  llvm.store %sq, %p : i64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  %next = llvm.add %acc, %v : i64
  %i2 = llvm.add %i, %c1 : i64
  llvm.br ^loop(%i2, %next : i64, i64)
^done:
  llvm.return %acc : i64
}
"""
SIZES = (10**4, 10**5)
REPEAT = 5
GOAL_OPS = 1.5e6
GOAL_RATIO = 11


def _interpreter() -> OffloadInterpreter:
    ctx = make_context(allow_unregistered=False)
    interpreter = OffloadInterpreter(LocatedParser(ctx, KERNELS, "kernels").parse_module())
    register_llvm_and_builtins(interpreter)
    return interpreter


def _run(interpreter: OffloadInterpreter, kernel: str, n: int, buf: int
         ) -> tuple[list[float], float, int]:
    """Wall seconds of each of REPEAT runs, the least CPU seconds of one, and the
    operations one run executes."""
    walls, cpu = [], float("inf")
    for _ in range(REPEAT):
        interpreter.steps = 0
        start, start_cpu = time.perf_counter(), time.process_time()
        (result,) = interpreter.call_op(kernel, (n, buf))
        walls.append(time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
        assert result == sum(i * i for i in range(n)), result
    return walls, cpu, interpreter.steps


def main() -> None:
    interpreter = _interpreter()
    buf = interpreter.runtime.alloc(16 * 8, name="buf")
    for kernel in ("scf_kernel", "cfg_kernel"):
        best, best_cpu = {}, {}
        for n in SIZES:
            walls, cpu, steps = _run(interpreter, kernel, n, buf)
            best[n], best_cpu[n] = min(walls), cpu
            print(f"{kernel:11} n={n:>6}: {steps:>7} ops in {best[n]:6.3f} s = "
                  f"{steps / best[n] / 1e6:5.2f}M ops/s (runs {steps / max(walls) / 1e6:.2f}-"
                  f"{steps / min(walls) / 1e6:.2f}M; CPU time {steps / cpu / 1e6:.2f}M), "
                  f"goal >= {GOAL_OPS / 1e6:.1f}M")
        print(f"{kernel:11} time(10^5)/time(10^4) = {best[SIZES[1]] / best[SIZES[0]]:.2f} "
              f"(CPU time {best_cpu[SIZES[1]] / best_cpu[SIZES[0]]:.2f}), goal <= {GOAL_RATIO}")


if __name__ == "__main__":
    main()
