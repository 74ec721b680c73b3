"""`func`, `arith`, `cf` and `scf` on the simulated machine: xDSL's interpreters, with
integer and float semantics shared with the `llvm` dialect (`data_layout`: wrap-around at
the type's width, i1 as 0/1, f32 rounding), the casts and operations xDSL 0.74 lacks,
and what a kernel's hot path needs: facts about an operation (its type's width, its
callee, its successors) decoded once, on its first execution, and kept in a `PerOp`.

A call of a declaration (a `func.func` or `llvm.func` without body) goes to the table of
external functions (`libc`, the runtime's C entry points): name -> Python callable.
"""

from collections.abc import Callable, Mapping
from typing import Any, cast

from xdsl.dialects import arith, cf, func, llvm, scf
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
    ModuleOp,
)
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    Successor,
    impl,
    impl_callable,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Attribute, Block, Operation
from xdsl.traits import SymbolTable
from xdsl.utils.hints import isa

from accdialect.dialects import arith as project_arith
from accdialect.dialects import func as project_func
from accdialect.dialects import llvm as project_llvm
from accdialect.dialects.llvm import SWITCH_CASE_OPERAND_SEGMENTS, SWITCH_CASE_VALUES
from accdialect.interpreter.block_source import BlockWriter
from accdialect.interpreter.by_name import Evaluator, impl_table
from accdialect.interpreter.core import OffloadInterpreter, PerOp
from accdialect.interpreter.data_layout import (
    floordiv,
    int_width,
    mask,
    signed,
    value_of,
    wrap,
)
from accdialect.interpreter.decoded import Frame, Site, Step, compiled_as, write_results
from accdialect.interpreter.emitted import emitted
from accdialect.interpreter.errors import ProgramError, UndefinedSymbolError
from accdialect.interpreters.llvm_arith import (
    ARITHMETIC,
    operand_width,
    plain,
    result_type,
    result_width,
    unsigned,
    wrapped,
)
from accdialect.interpreters.xdsl_tables import ArithFunctions as XArithFunctions
from accdialect.interpreters.xdsl_tables import BuiltinFunctions
from accdialect.interpreters.xdsl_tables import CfFunctions as XCfFunctions
from accdialect.interpreters.xdsl_tables import FuncFunctions as XFuncFunctions
from accdialect.interpreters.xdsl_tables import ScfFunctions as XScfFunctions

Externals = Mapping[str, Callable[..., Any]]


def external_call(externals: Externals, name: str, result_types: tuple[Attribute, ...],
                  native: Callable[[], Callable[..., Any] | None] = lambda: None
                  ) -> Callable[[PythonValues], PythonValues]:
    """Calls of the declared function `name`: its entry in the externals table (the
    simulator's models), else the host library function `native()` finds, the result
    brought to the declared type."""
    function = externals.get(name) or native()
    if function is None:
        raise UndefinedSymbolError(f"call of undefined function '@{name}'")
    if not result_types:
        def call_void(args: PythonValues) -> PythonValues:
            function(*args)
            return ()
        return call_void
    convert = value_of(result_types[0])
    return lambda args: (convert(function(*args)),)


def resolve_callee(op: Operation, symbol: Any) -> Operation:
    """The function `symbol` names, seen from `op` in its module (or from the module
    itself), looked up once per call site. The symbol table is the enclosing
    `builtin.module`'s: an unregistered operation claims every trait, so it is not
    taken for a table."""
    module: Operation | None = op
    while module is not None and not isinstance(module, ModuleOp):
        module = module.parent_op()
    callee = SymbolTable.lookup_symbol(module or op, symbol)
    if callee is None:
        raise UndefinedSymbolError(f"call of undefined function '@{symbol.root_reference.data}'")
    return callee


def emit_branch(_fs: InterpreterFunctions, _: Interpreter, site: Site, out: BlockWriter
                ) -> None:
    """`br`: its operands are its successor's arguments."""
    out.jump(0, out.operands())


def emit_conditional(_fs: InterpreterFunctions, _: Interpreter, site: Site, out: BlockWriter
                     ) -> None:
    """A conditional branch (`conditional_targets`): to the first successor if the
    condition holds, else to the second, each with its arguments."""
    n_then = conditional_targets(cast(cf.ConditionalBranchOp | llvm.CondBrOp, site.op))[2]
    condition, *args = out.operands()
    out.line(f"if {condition}:")
    out.indented(lambda: out.jump(0, args[:n_then]))
    out.jump(1, args[n_then:])


def emit_return(_fs: InterpreterFunctions, _: Interpreter, site: Site, out: BlockWriter
                ) -> None:
    """A terminator that returns its operands from its region."""
    out.returning(out.operands())


def emit_call(call: Callable[..., PythonValues]
              ) -> Callable[[Any, Interpreter, Site, BlockWriter], None]:
    """The emitter of a call operation: `call(interpreter, op, operand values)` gives
    its results."""
    def emit(_fs: Any, _: Interpreter, site: Site, out: BlockWriter) -> None:
        values = "".join(f"{v}, " for v in out.operands())
        out.results_of(f"{out.bind(call, 'call')}(interpreter, {out.bind(site.op, 'op')}, "
                       f"({values}))")
    return emit


# ---- func -----------------------------------------------------------------------------
@register_impls
class FuncFunctions(XFuncFunctions):
    """`func.call` resolved once per call site; declarations call the externals table;
    `func.constant` and `func.call_indirect`."""

    def __init__(self, externals: Externals):
        self.externals = externals
        self.callee = PerOp[func.CallOp, Operation](lambda op: resolve_callee(op, op.callee))
        self.external = PerOp[func.FuncOp, Callable[[PythonValues], PythonValues]](
            lambda op: external_call(
                self.externals, op.sym_name.data, tuple(op.function_type.outputs.data)))

    def call(self, interpreter: Interpreter, op: func.CallOp, args: PythonValues
             ) -> PythonValues:
        return interpreter.call_op(self.callee[op], args)

    run_call = emitted(impl(func.CallOp), lambda fs, interpreter, site, out: emit_call(fs.call)(
        fs, interpreter, site, out))

    run_return = emitted(impl_terminator(func.ReturnOp), emit_return)

    @impl(project_func.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: project_func.ConstantOp,
                     args: PythonValues) -> PythonValues:
        """A function as a value: the function operation itself, which
        `func.call_indirect` calls."""
        return (resolve_callee(op, op.value),)

    @impl(project_func.CallIndirectOp)
    def run_call_indirect(self, interpreter: Interpreter, op: project_func.CallIndirectOp,
                          args: PythonValues) -> PythonValues:
        return interpreter.call_op(args[0], args[1:])

    @impl_callable(func.FuncOp)
    def call_func(self, interpreter: Interpreter, op: func.FuncOp, args: PythonValues):
        if not op.body.blocks:
            return self.external[op](args)
        return interpreter.run_ssacfg_region(op.body, args, op.sym_name.data)


# ---- arith ----------------------------------------------------------------------------
def _constant(op: arith.ConstantOp) -> Any:
    attr = op.value
    if not isinstance(attr, IntegerAttr | FloatAttr):
        raise ProgramError(f"constant {attr} is not supported")
    return value_of(result_type(op))(attr.value.data)


_SAME_AS_LLVM: dict[type[Operation], type[Operation] | str] = {
    arith.AddiOp: llvm.AddOp, arith.SubiOp: llvm.SubOp, arith.MuliOp: llvm.MulOp,
    arith.AndIOp: llvm.AndOp, arith.OrIOp: llvm.OrOp, arith.XOrIOp: llvm.XOrOp,
    arith.ShLIOp: llvm.ShlOp, arith.ShRSIOp: llvm.AShrOp, arith.ShRUIOp: llvm.LShrOp,
    arith.DivSIOp: llvm.SDivOp, arith.RemSIOp: llvm.SRemOp, arith.DivUIOp: llvm.UDivOp,
    arith.RemUIOp: llvm.URemOp, arith.CmpiOp: project_llvm.ICmpOp, arith.CmpfOp: llvm.FCmpOp,
    arith.ExtSIOp: llvm.SExtOp, arith.ExtUIOp: llvm.ZExtOp, project_arith.TruncIOp: llvm.TruncOp,
    arith.SIToFPOp: llvm.SIToFPOp, arith.UIToFPOp: "llvm.uitofp", arith.FPToSIOp: "llvm.fptosi",
    arith.FPToUIOp: "llvm.fptoui", arith.ExtFOp: llvm.FPExtOp, arith.TruncFOp: llvm.FPTruncOp,
    arith.BitcastOp: llvm.BitcastOp, arith.AddfOp: llvm.FAddOp, arith.SubfOp: llvm.FSubOp,
    arith.MulfOp: llvm.FMulOp, arith.DivfOp: llvm.FDivOp, arith.NegfOp: llvm.FNegOp,
}
"""The `arith` operations that are an `llvm` one, whose step (`ARITHMETIC`) they run."""


def _ceil_div(a: int, b: int) -> int:
    return -floordiv(-a, b)


def _unsigned_extreme(extreme: Callable[..., int]) -> Evaluator:
    """`minui`/`maxui`: the operand whose unsigned reading is the least/greatest."""
    def evaluator(op: Operation) -> Callable[[int, int], int]:
        m = mask(result_width(op))
        return lambda a, b: extreme(a, b, key=lambda v: v & m)
    return evaluator


def _index_cast(op: Operation) -> Callable[[int], int]:
    """`index_cast`: the signed reading of the operand, wrapped to the result."""
    w, s = wrap(result_width(op)), signed(operand_width(op))
    return lambda a: w(s(a))


def _index_castui(op: Operation) -> Callable[[int], int]:
    """`index_castui`: the unsigned reading of the operand, wrapped to the result."""
    w, m = wrap(result_width(op)), mask(operand_width(op))
    return lambda a: w(a & m)


_ARITH: dict[type[Operation] | str, Evaluator] = {
    **{op: ARITHMETIC[same] for op, same in _SAME_AS_LLVM.items()},
    arith.FloorDivSIOp: wrapped(floordiv), arith.CeilDivSIOp: wrapped(_ceil_div),
    arith.CeilDivUIOp: unsigned(_ceil_div), arith.MinSIOp: plain(min), arith.MaxSIOp: plain(max),
    arith.MinUIOp: _unsigned_extreme(min), arith.MaxUIOp: _unsigned_extreme(max),
    arith.IndexCastOp: _index_cast, project_arith.IndexCastUIOp: _index_castui,
}


def _emit_constant(_fs: InterpreterFunctions, _: Interpreter, site: Site, out: BlockWriter
                   ) -> None:
    out.result(out.bind(_constant(cast(arith.ConstantOp, site.op)), "c"))


@register_impls
@impl_table(_ARITH)
class ArithFunctions(XArithFunctions):
    """MLIR `arith`: its integer and float operations are LLVM's (the same wrap-around,
    signedness and rounding)."""

    run_constant = emitted(impl(arith.ConstantOp), _emit_constant)


# ---- cf -------------------------------------------------------------------------------
def conditional_targets(op: cf.ConditionalBranchOp | llvm.CondBrOp) -> tuple[Block, Block, int]:
    """(then block, else block, number of then-arguments) of a conditional branch whose
    operands are (condition, then-arguments..., else-arguments...)."""
    return op.successors[0], op.successors[1], len(op.then_arguments)


Target = tuple[Block, int, int]


def switch_targets(op: Operation) -> tuple[Target, dict[int, Target]]:
    """The default target and the case table (value -> target) of a switch (`cf.switch`,
    `llvm.switch`); a target is (block, first argument, end of arguments) within the
    operands (flag, default operands..., case operands...)."""
    values = op.properties.get(SWITCH_CASE_VALUES)
    segments = op.properties[SWITCH_CASE_OPERAND_SEGMENTS]
    assert isa(segments, DenseArrayBase[IntegerType]), op
    assert values is None or isa(values, DenseIntElementsAttr), op
    counts = segments.get_values()
    wrap_flag = wrap(int_width(op.operands[0].type))
    start = len(op.operands) - sum(counts)
    default = (op.successors[0], 1, start)
    table: dict[int, Target] = {}
    for value, block, count in zip(values.get_values() if values else (),
                                   op.successors[1:], counts):
        table.setdefault(wrap_flag(value), (block, start, start + count))
        start += count
    return default, table


def take_switch(switch: tuple[Target, dict[int, Target]], args: PythonValues) -> Successor:
    default, table = switch
    block, first, end = table.get(args[0], default)
    return Successor(block, args[first:end])


@register_impls
class CfFunctions(XCfFunctions):
    """`cf`: branch targets decoded once per branch; `switch` and `assert`."""

    def __init__(self) -> None:
        self.switch = PerOp(switch_targets)

    run_br = emitted(impl_terminator(cf.BranchOp), emit_branch)

    run_cond_br = emitted(impl_terminator(cf.ConditionalBranchOp), emit_conditional)

    @impl_terminator(cf.SwitchOp)
    def run_switch(self, interpreter: Interpreter, op: cf.SwitchOp, args: PythonValues):
        return take_switch(self.switch[op], args), ()

    @impl(cf.AssertOp)
    def run_assert(self, interpreter: Interpreter, op: cf.AssertOp, args: PythonValues):
        if not args[0]:
            raise ProgramError(f"assertion failed: {op.msg.data}")
        return ()


# ---- scf ------------------------------------------------------------------------------
def _compile_for(_fs: InterpreterFunctions, interpreter: OffloadInterpreter, site: Site
                 ) -> Step:
    """`scf.for` (see `ScfFunctions.run_for`), its body run in the loop's frame."""
    run_body = interpreter.region_runner(cast(scf.ForOp, site.op).body, site.code)
    lower, upper, by, *carried_slots = site.operands
    write = write_results(site.results) if site.results else None

    def step(frame: Frame) -> None:
        first, end, stride = frame[lower], frame[upper], frame[by]
        if stride <= 0:
            raise ProgramError(f"'scf.for' step is {stride}: MLIR requires a positive step")
        carried = tuple([frame[s] for s in carried_slots])
        for i in range(first, end, stride):
            carried = run_body(frame, (i, *carried))
        if write is not None:
            write(frame, carried)
    return step


@register_impls
class ScfFunctions(XScfFunctions):
    """xDSL's `scf` (each loop iteration runs its body region in a fresh scope: time
    linear in the trip count), `scf.for` with its step checked, and
    `scf.execute_region`."""

    @compiled_as(_compile_for)
    @impl(scf.ForOp)
    def run_for(self, interpreter: Interpreter, op: scf.ForOp, args: PythonValues):
        """The body for each induction value of `[lb, ub)`, carrying the iteration
        arguments. MLIR's `scf.for` requires a positive step (a zero step never ends):
        any other is an error at the loop."""
        lb, ub, step, *values = args
        if step <= 0:
            raise ProgramError(f"'scf.for' step is {step}: MLIR requires a positive step", op)
        carried = tuple(values)
        for i in range(lb, ub, step):
            carried = interpreter.run_ssacfg_region(op.body, (i, *carried), "for_loop")
        return carried

    run_yield = emitted(impl_terminator(scf.YieldOp), emit_return)

    @impl(scf.ExecuteRegionOp)
    def run_execute_region(self, interpreter: Interpreter, op: scf.ExecuteRegionOp,
                           args: PythonValues):
        return interpreter.run_ssacfg_region(op.region, (), "execute_region")


def builtin_functions(externals: Externals) -> list[InterpreterFunctions]:
    """xDSL's `builtin`, then the project's `func`, `arith`, `cf`, `scf`."""
    return [BuiltinFunctions(), FuncFunctions(externals), ArithFunctions(), CfFunctions(),
            ScfFunctions()]
