"""Property (passes issue): for random OpenACC and OpenMP data programs, running
the program as written and after the full pipeline shows the same thing
(`acc-run --check-lowering`): same output, exit status, host bytes and
data-environment events. Programs: enter/exit data, data and compute constructs
(also under `if(false)`, a parallel loop and a loop reduction), updates (also
`if_present`) and host writes over three arrays and a struct whose member points to
one of them (attached on entry)."""

from functools import partial

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from accdialect.ir.parser import LocatedParser
from accdialect.runtime import RuntimeOptions
from accdialect.tools.loading import apply_pipeline, make_context
from accdialect.validation.translation import validate

PIPELINE = ("acc-order-data-actions,omp-order-maps,acc-descriptor-attach,expand-attach-recipes,"
            "lower-acc-to-runtime,lower-omp-to-runtime")
ARRAY = "!llvm.array<8 x i32>"
STRUCT = "!llvm.struct<(ptr, i32)>"


def _bump(ptr: str, k: int) -> str:
    """`ptr[0] += 1` (device or host code)."""
    return (f"    %v{k} = llvm.load {ptr} : !llvm.ptr -> i32\n"
            f"    %i{k} = llvm.mlir.constant(1 : i32) : i32\n"
            f"    %w{k} = llvm.add %v{k}, %i{k} : i32\n"
            f"    llvm.store %w{k}, {ptr} : i32, !llvm.ptr\n")


def _statement(kind: str, b: int, k: int) -> str:
    var = f"%b{b}"
    acc_var = f'varPtr({var} : !llvm.ptr) varType({ARRAY})'
    omp_map = f'omp.map.info var_ptr({var} : !llvm.ptr, {ARRAY})'
    match kind:
        case "acc_enter_copyin" | "acc_enter_create":
            op = kind.removeprefix("acc_enter_")
            return (f'  %e{k} = acc.{op} {acc_var} -> !llvm.ptr {{name = "b{b}", structured = false}}\n'
                    f"  acc.enter_data dataOperands(%e{k} : !llvm.ptr)\n")
        case "acc_exit_copyout" | "acc_exit_delete":
            op = kind.removeprefix("acc_exit_")
            to = f" to {acc_var}" if op == "copyout" else ""
            return (f"  %g{k} = acc.getdeviceptr {acc_var} -> !llvm.ptr "
                    f"{{dataClause = #acc<data_clause acc_{op}>, structured = false}}\n"
                    f"  acc.exit_data dataOperands(%g{k} : !llvm.ptr)\n"
                    f"  acc.{op} accPtr(%g{k} : !llvm.ptr){to} {{structured = false}}\n")
        case "acc_data_parallel" | "acc_data_parallel_if_false":
            data_if, compute_if = ("if(%false) ", " if(%false)") if kind.endswith("false") else ("", "")
            return (f'  %c{k} = acc.copyin {acc_var} -> !llvm.ptr {{dataClause = #acc<data_clause acc_copy>, '
                    f'name = "b{b}"}}\n'
                    f"  acc.data {data_if}dataOperands(%c{k} : !llvm.ptr) {{\n"
                    f'    %p{k} = acc.present {acc_var} -> !llvm.ptr {{name = "b{b}"}}\n'
                    f"    acc.parallel dataOperands(%p{k} : !llvm.ptr){compute_if} {{\n"
                    + _bump(f"%p{k}", k) +
                    "      acc.yield\n    }\n"
                    f"    acc.delete accPtr(%p{k} : !llvm.ptr) {{dataClause = "
                    f"#acc<data_clause acc_present>}}\n"
                    "    acc.terminator\n  }\n"
                    f"  acc.copyout accPtr(%c{k} : !llvm.ptr) to {acc_var} {{dataClause = "
                    f"#acc<data_clause acc_copy>}}\n")
        case "acc_parallel_loop":
            return (f'  %lc{k} = acc.copyin {acc_var} -> !llvm.ptr {{dataClause = '
                    f'#acc<data_clause acc_copy>, name = "b{b}"}}\n'
                    f"  acc.parallel combined(loop) dataOperands(%lc{k} : !llvm.ptr) {{\n"
                    f"    %lb{k} = llvm.mlir.constant(0 : i32) : i32\n"
                    f"    %ub{k} = llvm.mlir.constant(2 : i32) : i32\n"
                    f"    acc.loop combined(parallel) control(%iv{k} : i32) = (%lb{k} : i32) to "
                    f"(%ub{k} : i32) step (%ub{k} : i32) {{\n"
                    + _bump(f"%lc{k}", k) +
                    "      acc.yield\n    } attributes {inclusiveUpperbound = array<i1: true>, seq = "
                    "[#acc.device_type<none>]}\n"
                    "    acc.yield\n  }\n"
                    f"  acc.copyout accPtr(%lc{k} : !llvm.ptr) to {acc_var} {{dataClause = "
                    f"#acc<data_clause acc_copy>}}\n")
        case "acc_loop_reduction":
            return (f'  %rc{k} = acc.copyin {acc_var} -> !llvm.ptr {{dataClause = '
                    f'#acc<data_clause acc_copy>, name = "b{b}"}}\n'
                    f"  acc.parallel combined(loop) dataOperands(%rc{k} : !llvm.ptr) {{\n"
                    f"    %rl{k} = llvm.mlir.constant(1 : i32) : i32\n"
                    f"    %ru{k} = llvm.mlir.constant(3 : i32) : i32\n"
                    f"    %rr{k} = acc.reduction varPtr(%rc{k} : !llvm.ptr) varType(i32) "
                    "recipe(@add_i32) -> !llvm.ptr\n"
                    f"    acc.loop combined(parallel) reduction(%rr{k} : !llvm.ptr) control(%ri{k} : i32) = "
                    f"(%rl{k} : i32) to (%ru{k} : i32) step (%rl{k} : i32) {{\n"
                    + _bump(f"%rr{k}", k) +
                    "      acc.yield\n    } attributes {inclusiveUpperbound = array<i1: true>, independent = "
                    "[#acc.device_type<none>]}\n"
                    "    acc.yield\n  }\n"
                    f"  acc.copyout accPtr(%rc{k} : !llvm.ptr) to {acc_var} {{dataClause = "
                    f"#acc<data_clause acc_copy>}}\n")
        case "acc_update_self_if_present":
            return (f"  %u{k} = acc.getdeviceptr {acc_var} -> !llvm.ptr "
                    f"{{dataClause = #acc<data_clause acc_update_self>}}\n"
                    f"  acc.update dataOperands(%u{k} : !llvm.ptr) attributes {{ifPresent}}\n"
                    f"  acc.update_host accPtr(%u{k} : !llvm.ptr) to {acc_var}\n")
        case "omp_enter_to" | "omp_enter_alloc":
            flags = "to" if kind == "omp_enter_to" else "storage"
            return (f'  %m{k} = {omp_map} map_clauses({flags}) capture(ByRef) -> !llvm.ptr {{name = '
                    f'"b{b}"}}\n'
                    f"  omp.target_enter_data map_entries(%m{k} : !llvm.ptr)\n")
        case "omp_exit_from" | "omp_exit_delete":
            flags = "from" if kind == "omp_exit_from" else "delete"
            return (f'  %m{k} = {omp_map} map_clauses({flags}) capture(ByRef) -> !llvm.ptr {{name = '
                    f'"b{b}"}}\n'
                    f"  omp.target_exit_data map_entries(%m{k} : !llvm.ptr)\n")
        case "omp_update_to" | "omp_update_from" | "omp_update_from_if_false":
            flags = kind.removeprefix("omp_update_").removesuffix("_if_false")
            cond = "if(%false) " if kind.endswith("if_false") else ""
            return (f'  %m{k} = {omp_map} map_clauses({flags}) capture(ByRef) -> !llvm.ptr {{name = '
                    f'"b{b}"}}\n'
                    f"  omp.target_update {cond}map_entries(%m{k} : !llvm.ptr)\n")
        case "omp_target" | "omp_target_if_false":
            cond = "if(%false) " if kind.endswith("if_false") else ""
            return (f'  %m{k} = {omp_map} map_clauses(tofrom) capture(ByRef) -> !llvm.ptr {{name = "b{b}"}}\n'
                    f"  omp.target {cond}map_entries(%m{k} -> %a{k} : !llvm.ptr) {{\n"
                    + _bump(f"%a{k}", k) + "    omp.terminator\n  }\n")
        case "acc_member_pointer":
            return (f'  %sc{k} = acc.copyin varPtr(%s : !llvm.ptr) varType({STRUCT}) -> !llvm.ptr '
                    '{name = "s", structured = false}\n'
                    f'  %sp{k} = acc.copyin varPtr(%b2 : !llvm.ptr) varType({ARRAY}) '
                    f'varPtrPtr(%s : !llvm.ptr) -> !llvm.ptr {{name = "s.p", structured = false}}\n'
                    f"  acc.enter_data dataOperands(%sc{k}, %sp{k} : !llvm.ptr, !llvm.ptr)\n")
        case _:  # host write
            return _bump(var, k)


KINDS = ["acc_enter_copyin", "acc_enter_create", "acc_exit_copyout", "acc_exit_delete",
         "acc_data_parallel", "acc_data_parallel_if_false", "acc_update_self_if_present",
         "acc_parallel_loop", "acc_loop_reduction",
         "omp_enter_to", "omp_enter_alloc", "omp_exit_from",
         "omp_exit_delete", "omp_update_to", "omp_update_from", "omp_update_from_if_false",
         "omp_target", "omp_target_if_false",
         "acc_member_pointer", "host_write"]


def program(statements: list[tuple[str, int]]) -> str:
    body = "".join(_statement(kind, b, k) for k, (kind, b) in enumerate(statements))
    prints = "".join(
        f"  %r{b} = llvm.load %b{b} : !llvm.ptr -> i32\n"
        f"  %q{b} = llvm.call @printf(%fmt, %r{b}) vararg(!llvm.func<i32 (ptr, ...)>) "
        ": (!llvm.ptr, i32) -> i32\n"
        for b in range(3))
    return f"""llvm.func @printf(!llvm.ptr, ...) -> i32
acc.reduction.recipe @add_i32 : !llvm.ptr reduction_operator <add> init {{
^bb0(%var: !llvm.ptr):
  %n = llvm.mlir.constant(1 : i64) : i64
  %copy = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i32) : i32
  llvm.store %zero, %copy : i32, !llvm.ptr
  acc.yield %copy : !llvm.ptr
}} combiner {{
^bb0(%lhs: !llvm.ptr, %rhs: !llvm.ptr):
  %l = llvm.load %lhs : !llvm.ptr -> i32
  %r = llvm.load %rhs : !llvm.ptr -> i32
  %sum = llvm.add %l, %r : i32
  llvm.store %sum, %lhs : i32, !llvm.ptr
  acc.yield %lhs : !llvm.ptr
}}
llvm.mlir.global internal constant @format("%d\\0A\\00") {{addr_space = 0 : i32}}
llvm.func @main() -> i32 {{
  %one = llvm.mlir.constant(1 : i64) : i64
  %false = llvm.mlir.constant(false) : i1
  %b0 = llvm.alloca %one x {ARRAY} : (i64) -> !llvm.ptr
  %b1 = llvm.alloca %one x {ARRAY} : (i64) -> !llvm.ptr
  %b2 = llvm.alloca %one x {ARRAY} : (i64) -> !llvm.ptr
  %s = llvm.alloca %one x {STRUCT} : (i64) -> !llvm.ptr
  llvm.store %b2, %s : !llvm.ptr, !llvm.ptr
{body}  %fmt = llvm.mlir.addressof @format : !llvm.ptr
{prints}  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}}
"""


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(st.tuples(st.sampled_from(KINDS), st.integers(0, 2)), min_size=1, max_size=8))
def test_lowering_keeps_the_meaning(statements):
    ctx = make_context()
    module = LocatedParser(ctx, program(statements), "random.mlir").parse_module()
    module.verify()
    verdict = validate(module, partial(apply_pipeline, PIPELINE, ctx), "main", RuntimeOptions())
    assert verdict.difference is None
