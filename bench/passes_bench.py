"""Time of the full pass pipeline on large generated modules (passes issue).

Generates a module of `acc.enter_data`/`acc.exit_data` constructs over `!llvm.ptr`
variables (10 data operations per construct: copyins and creates with bounds,
member-pointer attachments, copyouts and deletes) and prints, best of 3, the time
of parse+print alone and of parse+pipeline+print, for 20k data operations in 2k
constructs and for 40k in 4k. Both sides run as `acc-opt` does: the garbage
collector set as the tools set it, the parsed module verified, and (pipeline) the
result verified once more after the last pass. Goals: the pipeline at most 1.5x
parse+print, and the 40k module at most 2.2x the 20k one. Times are the process's CPU
time: on a machine shared with other work, wall time varied by 2-4x between runs of
the same phase (docs/performance.md, "Runtime and pipeline").
"""

import sys
import time
from io import StringIO

from accdialect.diagnostics import verify_located
from accdialect.parser import LocatedParser
from accdialect.printer import AccPrinter
from accdialect.tools.collector import collect_less_often
from accdialect.tools.loading import apply_pipeline, make_context

PIPELINE = "acc-order-data-actions,acc-descriptor-attach,expand-attach-recipes,lower-acc-to-runtime"
REPEAT = 3


def construct(i: int) -> str:
    """One enter data (6 data operations) and its exit data (4)."""
    return f"""
  %s{i} = llvm.getelementptr %base[{i}] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, f32)>
  %p{i} = llvm.load %s{i} : !llvm.ptr -> !llvm.ptr
  %a{i} = acc.copyin varPtr(%p{i} : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr
      {{name = "s{i}.p", structured = false}}
  %c{i} = acc.create varPtr(%s{i} : !llvm.ptr) varType(!llvm.struct<(ptr, f32)>) -> !llvm.ptr
      {{name = "s{i}", structured = false}}
  %t{i} = acc.attach varPtr(%p{i} : !llvm.ptr) varType(f32) varPtrPtr(%s{i} : !llvm.ptr) bounds(%b)
      -> !llvm.ptr {{name = "s{i}.p", structured = false}}
  %x{i} = acc.copyin varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {{name = "x", structured = false}}
  %y{i} = acc.create varPtr(%y : !llvm.ptr) varType(!llvm.array<16 x i32>) -> !llvm.ptr
      {{name = "y", structured = false}}
  %z{i} = acc.copyin varPtr(%z : !llvm.ptr) varType(i64) -> !llvm.ptr {{name = "z", structured = false}}
  acc.enter_data dataOperands(%a{i}, %c{i}, %t{i}, %x{i}, %y{i}, %z{i}
      : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %g{i} = acc.getdeviceptr varPtr(%p{i} : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr
      {{dataClause = #acc<data_clause acc_copyout>, structured = false}}
  %h{i} = acc.getdeviceptr varPtr(%s{i} : !llvm.ptr) varType(!llvm.struct<(ptr, f32)>) -> !llvm.ptr
      {{dataClause = #acc<data_clause acc_delete>, structured = false}}
  acc.exit_data dataOperands(%g{i}, %h{i} : !llvm.ptr, !llvm.ptr)
  acc.copyout accPtr(%g{i} : !llvm.ptr) bounds(%b) to varPtr(%p{i} : !llvm.ptr) varType(f32)
      {{structured = false}}
  acc.delete accPtr(%h{i} : !llvm.ptr) {{structured = false}}"""


def module(constructs: int) -> str:
    body = "".join(construct(i) for i in range(constructs))
    return f"""llvm.func @f(%base: !llvm.ptr, %x: !llvm.ptr, %y: !llvm.ptr, %z: !llvm.ptr) {{
  %lb = llvm.mlir.constant(0 : i64) : i64
  %ub = llvm.mlir.constant(63 : i64) : i64
  %b = acc.bounds lowerbound(%lb : i64) upperbound(%ub : i64){body}
  llvm.return
}}
"""


def timed_run(text: str, pipeline: str | None) -> dict[str, float]:
    """One run as `acc-opt` does it, timed by phase."""
    phases: dict[str, float] = {}
    clock = time.process_time()

    def lap(name: str) -> None:
        nonlocal clock
        now = time.process_time()
        phases[name] = phases.get(name, 0.0) + now - clock
        clock = now

    ctx = make_context()
    parsed = LocatedParser(ctx, text, "bench.mlir").parse_module()
    lap("parse")
    verify_located(parsed)
    lap("verify")
    if pipeline:
        apply_pipeline(pipeline, ctx, parsed)  # the passes, then a verification
        lap("passes+verify")
    AccPrinter(stream=StringIO()).print_op(parsed)
    lap("print")
    return phases


def best(text: str, pipeline: str | None) -> dict[str, float]:
    """The fastest of REPEAT runs, with its phases."""
    runs = [timed_run(text, pipeline) for _ in range(REPEAT)]
    return min(runs, key=lambda phases: sum(phases.values()))


def breakdown(phases: dict[str, float]) -> str:
    return ", ".join(f"{name} {seconds:.2f}" for name, seconds in phases.items())


def main() -> None:
    collect_less_often()
    pipeline = sys.argv[1] if len(sys.argv) > 1 else PIPELINE
    print(f"pipeline: {pipeline}")
    totals = {}
    for constructs in (2000, 4000):
        text = module(constructs)
        alone, full = best(text, None), best(text, pipeline)
        alone_s, full_s = sum(alone.values()), sum(full.values())
        totals[constructs] = full_s
        print(f"{constructs * 10:6d} data ops in {constructs} constructs (CPU s): parse+print "
              f"{alone_s:6.2f}, parse+pipeline+print {full_s:6.2f}, "
              f"ratio {full_s / alone_s:.2f} (goal <= 1.5)")
        print(f"    parse+print: {breakdown(alone)}")
        print(f"    parse+pipeline+print: {breakdown(full)}")
    print(f"40k / 20k pipeline time: {totals[4000] / totals[2000]:.2f} (goal <= 2.2)")


if __name__ == "__main__":
    main()
