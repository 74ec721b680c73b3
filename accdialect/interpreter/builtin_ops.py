"""`func`, `arith`, `cf` and `scf` on the simulated machine: xDSL's interpreters, with
integer and float semantics shared with the `llvm` dialect (`data_layout`: wrap-around at
the type's width, i1 as 0/1, f32 rounding), the casts and operations xDSL 0.74 lacks,
and what a kernel's hot path needs: facts about an operation (its type's width, its
callee, its successors) decoded once, on its first execution, and kept in a `PerOp`.

A call of a declaration (a `func.func` or `llvm.func` without body) goes to the table of
external functions (`libc`, the runtime's C entry points): name -> Python callable.
"""

from collections.abc import Callable, Mapping
from typing import Any

from xdsl.dialects import arith, cf, func, llvm, scf
from xdsl.dialects.builtin import (
    DenseArrayBase,
    DenseIntElementsAttr,
    FloatAttr,
    IntegerAttr,
    IntegerType,
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
from xdsl.interpreters.arith import ArithFunctions as XArithFunctions
from xdsl.interpreters.builtin import BuiltinFunctions
from xdsl.interpreters.cf import CfFunctions as XCfFunctions
from xdsl.interpreters.func import FuncFunctions as XFuncFunctions
from xdsl.interpreters.scf import ScfFunctions as XScfFunctions
from xdsl.ir import Attribute, Block, Operation
from xdsl.traits import SymbolTable
from xdsl.utils.hints import isa

from accdialect.dialects.llvm import SWITCH_CASE_OPERAND_SEGMENTS, SWITCH_CASE_VALUES
from accdialect.interpreter.core import PerOp
from accdialect.interpreter.data_layout import (
    FCMP_PREDICATES,
    decoder,
    encoder,
    fdiv,
    float_to_int,
    floordiv,
    icmp_predicate,
    int_width,
    mask,
    rounding,
    sdiv,
    shift_amount,
    signed,
    srem,
    udiv,
    urem,
    value_of,
    wrap,
)
from accdialect.interpreter.errors import ProgramError, UndefinedSymbolError

Externals = Mapping[str, Callable[..., Any]]
Call = Callable[[Interpreter, PythonValues], PythonValues]


def _result_type(op: Operation) -> Attribute:
    return op.results[0].type


def _operand_type(op: Operation) -> Attribute:
    return op.operands[0].type


IntComparison = arith.CmpiOp | llvm.ICmpOp
FloatComparison = arith.CmpfOp | llvm.FCmpOp


class TypedFunctions(InterpreterFunctions):
    """Per-operation decoders of result and operand types, for integer and float ops."""

    def __init__(self) -> None:
        self.wrap = PerOp[Operation, Callable[[int], int]](
            lambda op: wrap(int_width(_result_type(op))))
        self.mask = PerOp[Operation, int](lambda op: mask(int_width(_result_type(op))))
        self.width = PerOp[Operation, int](lambda op: int_width(_result_type(op)))
        self.operand_mask = PerOp[Operation, int](lambda op: mask(int_width(_operand_type(op))))
        self.operand_signed = PerOp[Operation, Callable[[int], int]](
            lambda op: signed(int_width(_operand_type(op))))
        self.round = PerOp[Operation, Callable[[float], float]](
            lambda op: rounding(_result_type(op)))
        self.icmp = PerOp[IntComparison, Callable[[Any, Any], bool]](
            lambda op: icmp_predicate(op.predicate.value.data, _operand_type(op)))
        self.fcmp = PerOp[FloatComparison, Callable[[float, float], bool]](
            lambda op: FCMP_PREDICATES[op.predicate.value.data])
        self.bitcast = PerOp[Operation, Callable[[Any], Any]](
            lambda op: _bitcast(_operand_type(op), _result_type(op)))

    def shift_left(self, op: Operation, a: int, b: int) -> int:
        """`shl`: an amount not below the width is poison (0 here)."""
        amount = shift_amount(b, self.width[op])
        return 0 if amount is None else self.wrap[op](a << amount)

    def shift_right(self, op: Operation, a: int, b: int, arithmetic: bool) -> int:
        """`lshr` shifts the unsigned reading in zeros, `ashr` the signed one."""
        amount = shift_amount(b, self.width[op])
        if amount is None:
            return 0
        a = self.operand_signed[op](a) if arithmetic else a & self.mask[op]
        return self.wrap[op](a >> amount)


def _bitcast(source: Attribute, target: Attribute) -> Callable[[Any], Any]:
    """`bitcast`: the same bits read as another type of the same size."""
    encode, decode = encoder(source), decoder(target)
    return lambda value: decode(encode(value), 0)


def external_call(externals: Externals, name: str, result_types: tuple[Attribute, ...]
                  ) -> Callable[[PythonValues], PythonValues]:
    """Calls of the declared function `name`: its entry in the externals table, the
    result brought to the declared type."""
    function = externals.get(name)
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
    """The function a call refers to, looked up once per call site."""
    callee = SymbolTable.lookup_symbol(op, symbol)
    if callee is None:
        raise UndefinedSymbolError(f"call of undefined function '@{symbol.root_reference.data}'")
    return callee


# ---- func -----------------------------------------------------------------------------
@register_impls
class FuncFunctions(XFuncFunctions):
    """`func.call` resolved once per call site; declarations call the externals table."""

    def __init__(self, externals: Externals):
        self.externals = externals
        self.callee = PerOp[func.CallOp, Operation](lambda op: resolve_callee(op, op.callee))
        self.external = PerOp[func.FuncOp, Callable[[PythonValues], PythonValues]](
            lambda op: external_call(
                self.externals, op.sym_name.data, tuple(op.function_type.outputs.data)))

    @impl(func.CallOp)
    def run_call(self, interpreter: Interpreter, op: func.CallOp, args: PythonValues):
        return interpreter.call_op(self.callee[op], args)

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
    return value_of(_result_type(op))(attr.value.data)


@register_impls
class ArithFunctions(TypedFunctions, XArithFunctions):
    """MLIR `arith` (its integer ops are LLVM's: the same wrap-around and signedness)."""

    def __init__(self) -> None:
        super().__init__()
        self.constant = PerOp(_constant)

    @impl(arith.ConstantOp)
    def run_constant(self, interpreter: Interpreter, op: arith.ConstantOp, args: PythonValues):
        return (self.constant[op],)

    @impl(arith.AddiOp)
    def run_addi(self, interpreter: Interpreter, op: arith.AddiOp, args: PythonValues):
        return (self.wrap[op](args[0] + args[1]),)

    @impl(arith.SubiOp)
    def run_subi(self, interpreter: Interpreter, op: arith.SubiOp, args: PythonValues):
        return (self.wrap[op](args[0] - args[1]),)

    @impl(arith.MuliOp)
    def run_muli(self, interpreter: Interpreter, op: arith.MuliOp, args: PythonValues):
        return (self.wrap[op](args[0] * args[1]),)

    @impl(arith.AndIOp)
    def run_andi(self, interpreter: Interpreter, op: arith.AndIOp, args: PythonValues):
        return (self.wrap[op](args[0] & args[1]),)

    @impl(arith.OrIOp)
    def run_ori(self, interpreter: Interpreter, op: arith.OrIOp, args: PythonValues):
        return (self.wrap[op](args[0] | args[1]),)

    @impl(arith.XOrIOp)
    def run_xori(self, interpreter: Interpreter, op: arith.XOrIOp, args: PythonValues):
        return (self.wrap[op](args[0] ^ args[1]),)

    @impl(arith.ShLIOp)
    def run_shli(self, interpreter: Interpreter, op: arith.ShLIOp, args: PythonValues):
        return (self.shift_left(op, args[0], args[1]),)

    @impl(arith.ShRSIOp)
    def run_shrsi(self, interpreter: Interpreter, op: arith.ShRSIOp, args: PythonValues):
        return (self.shift_right(op, args[0], args[1], arithmetic=True),)

    @impl(arith.ShRUIOp)
    def run_shrui(self, interpreter: Interpreter, op: arith.ShRUIOp, args: PythonValues):
        return (self.shift_right(op, args[0], args[1], arithmetic=False),)

    @impl(arith.DivSIOp)
    def run_divsi(self, interpreter: Interpreter, op: arith.DivSIOp, args: PythonValues):
        return (self.wrap[op](sdiv(args[0], args[1])),)

    @impl(arith.RemSIOp)
    def run_remsi(self, interpreter: Interpreter, op: arith.RemSIOp, args: PythonValues):
        return (self.wrap[op](srem(args[0], args[1])),)

    @impl(arith.DivUIOp)
    def run_divui(self, interpreter: Interpreter, op: arith.DivUIOp, args: PythonValues):
        m = self.mask[op]
        return (self.wrap[op](udiv(args[0] & m, args[1] & m)),)

    @impl(arith.RemUIOp)
    def run_remui(self, interpreter: Interpreter, op: arith.RemUIOp, args: PythonValues):
        m = self.mask[op]
        return (self.wrap[op](urem(args[0] & m, args[1] & m)),)

    @impl(arith.FloorDivSIOp)
    def run_floordivsi(self, interpreter: Interpreter, op: arith.FloorDivSIOp, args: PythonValues):
        return (self.wrap[op](floordiv(args[0], args[1])),)

    @impl(arith.CeilDivSIOp)
    def run_ceildivsi(self, interpreter: Interpreter, op: arith.CeilDivSIOp, args: PythonValues):
        return (self.wrap[op](-floordiv(-args[0], args[1])),)

    @impl(arith.CeilDivUIOp)
    def run_ceildivui(self, interpreter: Interpreter, op: arith.CeilDivUIOp, args: PythonValues):
        m = self.mask[op]
        return (self.wrap[op](-floordiv(-(args[0] & m), args[1] & m)),)

    @impl(arith.MinSIOp)
    def run_minsi(self, interpreter: Interpreter, op: arith.MinSIOp, args: PythonValues):
        return (min(args),)

    @impl(arith.MaxSIOp)
    def run_maxsi(self, interpreter: Interpreter, op: arith.MaxSIOp, args: PythonValues):
        return (max(args),)

    @impl(arith.MinUIOp)
    def run_minui(self, interpreter: Interpreter, op: arith.MinUIOp, args: PythonValues):
        return (min(args, key=lambda v: v & self.mask[op]),)

    @impl(arith.MaxUIOp)
    def run_maxui(self, interpreter: Interpreter, op: arith.MaxUIOp, args: PythonValues):
        return (max(args, key=lambda v: v & self.mask[op]),)

    @impl(arith.CmpiOp)
    def run_cmpi(self, interpreter: Interpreter, op: arith.CmpiOp, args: PythonValues):
        return (self.icmp[op](args[0], args[1]),)

    @impl(arith.CmpfOp)
    def run_cmpf(self, interpreter: Interpreter, op: arith.CmpfOp, args: PythonValues):
        return (self.fcmp[op](args[0], args[1]),)

    @impl(arith.IndexCastOp)
    def run_indexcast(self, interpreter: Interpreter, op: arith.IndexCastOp, args: PythonValues):
        return (self.wrap[op](self.operand_signed[op](args[0])),)

    @impl(arith.ExtSIOp)
    def run_extsi(self, interpreter: Interpreter, op: arith.ExtSIOp, args: PythonValues):
        return (self.operand_signed[op](args[0]),)

    @impl(arith.ExtUIOp)
    def run_extui(self, interpreter: Interpreter, op: arith.ExtUIOp, args: PythonValues):
        return (args[0] & self.operand_mask[op],)

    @impl(arith.TruncIOp)
    def run_trunci(self, interpreter: Interpreter, op: arith.TruncIOp, args: PythonValues):
        return (self.wrap[op](args[0]),)

    @impl(arith.SIToFPOp)
    def run_sitofp(self, interpreter: Interpreter, op: arith.SIToFPOp, args: PythonValues):
        return (self.round[op](float(self.operand_signed[op](args[0]))),)

    @impl(arith.UIToFPOp)
    def run_uitofp(self, interpreter: Interpreter, op: arith.UIToFPOp, args: PythonValues):
        return (self.round[op](float(args[0] & self.operand_mask[op])),)

    @impl(arith.FPToSIOp)
    def run_fptosi(self, interpreter: Interpreter, op: arith.FPToSIOp, args: PythonValues):
        return (float_to_int(args[0], self.width[op]),)

    @impl(arith.FPToUIOp)
    def run_fptoui(self, interpreter: Interpreter, op: arith.FPToUIOp, args: PythonValues):
        return (float_to_int(args[0], self.width[op]),)

    @impl(arith.ExtFOp)
    def run_extf(self, interpreter: Interpreter, op: arith.ExtFOp, args: PythonValues):
        return (args[0],)

    @impl(arith.TruncFOp)
    def run_truncf(self, interpreter: Interpreter, op: arith.TruncFOp, args: PythonValues):
        return (self.round[op](args[0]),)

    @impl(arith.BitcastOp)
    def run_bitcast(self, interpreter: Interpreter, op: arith.BitcastOp, args: PythonValues):
        return (self.bitcast[op](args[0]),)

    @impl(arith.AddfOp)
    def run_addf(self, interpreter: Interpreter, op: arith.AddfOp, args: PythonValues):
        return (self.round[op](args[0] + args[1]),)

    @impl(arith.SubfOp)
    def run_subf(self, interpreter: Interpreter, op: arith.SubfOp, args: PythonValues):
        return (self.round[op](args[0] - args[1]),)

    @impl(arith.MulfOp)
    def run_mulf(self, interpreter: Interpreter, op: arith.MulfOp, args: PythonValues):
        return (self.round[op](args[0] * args[1]),)

    @impl(arith.DivfOp)
    def run_divf(self, interpreter: Interpreter, op: arith.DivfOp, args: PythonValues):
        return (self.round[op](fdiv(args[0], args[1])),)

    @impl(arith.NegfOp)
    def run_negf(self, interpreter: Interpreter, op: arith.NegfOp, args: PythonValues):
        return (-args[0],)


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


def take_branch(conditional: tuple[Block, Block, int], args: PythonValues) -> Successor:
    then_block, else_block, n_then = conditional
    if args[0]:
        return Successor(then_block, args[1:1 + n_then])
    return Successor(else_block, args[1 + n_then:])


def take_switch(switch: tuple[Target, dict[int, Target]], args: PythonValues) -> Successor:
    default, table = switch
    block, first, end = table.get(args[0], default)
    return Successor(block, args[first:end])


@register_impls
class CfFunctions(XCfFunctions):
    """`cf`: branch targets decoded once per branch; `switch` and `assert`."""

    def __init__(self) -> None:
        self.conditional = PerOp(conditional_targets)
        self.switch = PerOp(switch_targets)

    @impl_terminator(cf.ConditionalBranchOp)
    def run_cond_br(self, interpreter: Interpreter, op: cf.ConditionalBranchOp,
                    args: PythonValues):
        return take_branch(self.conditional[op], args), ()

    @impl_terminator(cf.SwitchOp)
    def run_switch(self, interpreter: Interpreter, op: cf.SwitchOp, args: PythonValues):
        return take_switch(self.switch[op], args), ()

    @impl(cf.AssertOp)
    def run_assert(self, interpreter: Interpreter, op: cf.AssertOp, args: PythonValues):
        if not args[0]:
            raise ProgramError(f"assertion failed: {op.msg.data}")
        return ()


# ---- scf ------------------------------------------------------------------------------
@register_impls
class ScfFunctions(XScfFunctions):
    """xDSL's `scf` (each loop iteration runs its body region in a fresh scope: time
    linear in the trip count) and `scf.execute_region`."""

    @impl(scf.ExecuteRegionOp)
    def run_execute_region(self, interpreter: Interpreter, op: scf.ExecuteRegionOp,
                           args: PythonValues):
        return interpreter.run_ssacfg_region(op.region, (), "execute_region")


def builtin_functions(externals: Externals) -> list[InterpreterFunctions]:
    """xDSL's `builtin`, then the project's `func`, `arith`, `cf`, `scf`."""
    return [BuiltinFunctions(), FuncFunctions(externals), ArithFunctions(), CfFunctions(),
            ScfFunctions()]
