"""Time of the full pass pipeline on large generated modules (passes issue).

Generates a module of `acc.enter_data`/`acc.exit_data` constructs over `!llvm.ptr`
variables (10 data operations per construct: copyins and creates with bounds,
member-pointer attachments, copyouts and deletes) and prints, best of 3, the time
of parse+print alone and of parse+pipeline+print, for 20k data operations in 2k
constructs and for 40k in 4k. Goals: the pipeline at most 1.5x parse+print, and
the 40k module at most 2.2x the 20k one.
"""

import sys
import time
from io import StringIO

from accdialect.parser import LocatedParser
from accdialect.printer import AccPrinter
from accdialect.tools.loading import apply_pipeline, make_context

PIPELINE = "acc-order-data-actions,acc-descriptor-attach,expand-attach-recipes,lower-acc-to-runtime"
REPEAT = 3


def construct(i: int) -> str:
    """One enter data (6 data operations) and its exit data (4)."""
    return f"""
  %s{i} = llvm.getelementptr %base[{i}] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(ptr, f32)>
  %p{i} = llvm.load %s{i} : !llvm.ptr -> !llvm.ptr
  %a{i} = acc.copyin varPtr(%p{i} : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr {{name = "s{i}.p", structured = false}}
  %c{i} = acc.create varPtr(%s{i} : !llvm.ptr) varType(!llvm.struct<(ptr, f32)>) -> !llvm.ptr {{name = "s{i}", structured = false}}
  %t{i} = acc.attach varPtr(%p{i} : !llvm.ptr) varType(f32) varPtrPtr(%s{i} : !llvm.ptr) bounds(%b) -> !llvm.ptr {{name = "s{i}.p", structured = false}}
  %x{i} = acc.copyin varPtr(%x : !llvm.ptr) varType(f64) -> !llvm.ptr {{name = "x", structured = false}}
  %y{i} = acc.create varPtr(%y : !llvm.ptr) varType(!llvm.array<16 x i32>) -> !llvm.ptr {{name = "y", structured = false}}
  %z{i} = acc.copyin varPtr(%z : !llvm.ptr) varType(i64) -> !llvm.ptr {{name = "z", structured = false}}
  acc.enter_data dataOperands(%a{i}, %c{i}, %t{i}, %x{i}, %y{i}, %z{i} : !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr)
  %g{i} = acc.getdeviceptr varPtr(%p{i} : !llvm.ptr) varType(f32) bounds(%b) -> !llvm.ptr {{dataClause = #acc<data_clause acc_copyout>, structured = false}}
  %h{i} = acc.getdeviceptr varPtr(%s{i} : !llvm.ptr) varType(!llvm.struct<(ptr, f32)>) -> !llvm.ptr {{dataClause = #acc<data_clause acc_delete>, structured = false}}
  acc.exit_data dataOperands(%g{i}, %h{i} : !llvm.ptr, !llvm.ptr)
  acc.copyout accPtr(%g{i} : !llvm.ptr) bounds(%b) to varPtr(%p{i} : !llvm.ptr) varType(f32) {{structured = false}}
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


def best(action) -> float:
    times = []
    for _ in range(REPEAT):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def parse_print(text: str, pipeline: str | None) -> None:
    ctx = make_context()
    parsed = LocatedParser(ctx, text, "bench.mlir").parse_module()
    if pipeline:
        apply_pipeline(pipeline, ctx, parsed)
    AccPrinter(stream=StringIO()).print_op(parsed)


def main() -> None:
    pipeline = sys.argv[1] if len(sys.argv) > 1 else PIPELINE
    print(f"pipeline: {pipeline}")
    totals = {}
    for constructs in (2000, 4000):
        text = module(constructs)
        alone = best(lambda: parse_print(text, None))
        full = best(lambda: parse_print(text, pipeline))
        totals[constructs] = full
        print(f"{constructs * 10:6d} data ops in {constructs} constructs: parse+print {alone:6.2f} s, "
              f"parse+pipeline+print {full:6.2f} s, ratio {full / alone:.2f} (goal <= 1.5)")
    print(f"40k / 20k pipeline time: {totals[4000] / totals[2000]:.2f} (goal <= 2.2)")


if __name__ == "__main__":
    main()
