"""The `llvm` dialect's arithmetic on the simulated machine (LLVM LangRef semantics).

Integers wrap around at their type's width and are read signed or unsigned as each
instruction says, floats are rounded to their type's precision; a result LLVM calls
poison (an out-of-range shift, `fptosi` of NaN) has one defined value here
(`data_layout`). The type-derived facts (`wrap`, `round`, ...) are those of
`TypedFunctions`; `ARITHMETIC`, each operation's step, is also what `arith`'s
operations run (`builtin_ops`).
"""

import operator
from collections.abc import Callable
from typing import Any

from xdsl.dialects import arith, llvm
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, register_impls
from xdsl.ir import Attribute, Operation

from accdialect.dialects import llvm as project_llvm
from accdialect.interpreter.by_name import impl_table
from accdialect.interpreter.core import PerOp
from accdialect.interpreter.data_layout import (
    FCMP_PREDICATES,
    POINTER_MASK,
    decoder,
    encoder,
    fdiv,
    float_to_int,
    frem,
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
    wrap,
)
from accdialect.interpreter.libc import LIBM


def result_type(op: Operation) -> Attribute:
    return op.results[0].type


def _operand_type(op: Operation) -> Attribute:
    return op.operands[0].type


def _predicate(op: Operation) -> int:
    assert isinstance(op, arith.CmpiOp | llvm.ICmpOp | arith.CmpfOp | llvm.FCmpOp), op
    return op.predicate.value.data


class TypedFunctions(InterpreterFunctions):
    """Per-operation decoders of result and operand types, for integer and float ops."""

    def __init__(self) -> None:
        self.wrap = PerOp[Operation, Callable[[int], int]](
            lambda op: wrap(int_width(result_type(op))))
        self.mask = PerOp[Operation, int](lambda op: mask(int_width(result_type(op))))
        self.width = PerOp[Operation, int](lambda op: int_width(result_type(op)))
        self.operand_mask = PerOp[Operation, int](lambda op: mask(int_width(_operand_type(op))))
        self.operand_signed = PerOp[Operation, Callable[[int], int]](
            lambda op: signed(int_width(_operand_type(op))))
        self.round = PerOp[Operation, Callable[[float], float]](
            lambda op: rounding(result_type(op)))
        self.icmp = PerOp[Operation, Callable[[Any, Any], bool]](
            lambda op: icmp_predicate(_predicate(op), _operand_type(op)))
        self.fcmp = PerOp[Operation, Callable[[float, float], bool]](
            lambda op: FCMP_PREDICATES[_predicate(op)])
        self.bitcast = PerOp[Operation, Callable[[Any], Any]](
            lambda op: _bitcast(_operand_type(op), result_type(op)))

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


Step = Callable[[TypedFunctions, Interpreter, Operation, PythonValues], PythonValues]
"""An operation's implementation, as `@impl` takes it: (function set, interpreter, the
operation, its operand values) -> its result values."""


def plain(f: Callable[..., Any]) -> Step:
    """`f` of the operands."""
    return lambda _fs, _, op, args: (f(*args),)


def wrapped(f: Callable[..., int]) -> Step:
    """`f` of the operands, wrapped around at the result's width."""
    return lambda fs, _, op, args: (fs.wrap[op](f(*args)),)


def unsigned(f: Callable[[int, int], int]) -> Step:
    """`f` of the unsigned readings of the two operands, wrapped around."""
    def step(fs: TypedFunctions, _: Interpreter, op: Operation, args: PythonValues
             ) -> PythonValues:
        m = fs.mask[op]
        return (fs.wrap[op](f(args[0] & m, args[1] & m)),)
    return step


def rounded(f: Callable[..., float]) -> Step:
    """`f` of the operands, rounded to the result's precision."""
    return lambda fs, _, op, args: (fs.round[op](f(*args)),)


def _unchanged(_fs: TypedFunctions, _: Interpreter, op: Operation, args: PythonValues
               ) -> PythonValues:
    return (args[0],)


def _truncated(fs: TypedFunctions, _: Interpreter, op: Operation, args: PythonValues
               ) -> PythonValues:
    return (fs.wrap[op](args[0]),)


def _to_int(fs: TypedFunctions, _: Interpreter, op: Operation, args: PythonValues
            ) -> PythonValues:
    """`fptosi`, `fptoui`: out of range is poison, one defined value here."""
    return (float_to_int(args[0], fs.width[op]),)


ARITHMETIC: dict[type[Operation] | str, Step] = {
    llvm.SelectOp: lambda _fs, _, op, args: (args[1] if args[0] else args[2],),
    # ---- integer arithmetic (wraps around at the type's width) ----
    llvm.AddOp: wrapped(operator.add), llvm.SubOp: wrapped(operator.sub),
    llvm.MulOp: wrapped(operator.mul), llvm.SDivOp: wrapped(sdiv), llvm.UDivOp: unsigned(udiv),
    llvm.SRemOp: wrapped(srem), llvm.URemOp: unsigned(urem), llvm.AndOp: wrapped(operator.and_),
    llvm.OrOp: wrapped(operator.or_), llvm.XOrOp: wrapped(operator.xor),
    llvm.ShlOp: lambda fs, _, op, args: (fs.shift_left(op, args[0], args[1]),),
    llvm.LShrOp: lambda fs, _, op, args: (
        fs.shift_right(op, args[0], args[1], arithmetic=False),),
    llvm.AShrOp: lambda fs, _, op, args: (
        fs.shift_right(op, args[0], args[1], arithmetic=True),),
    project_llvm.ICmpOp: lambda fs, _, op, args: (fs.icmp[op](args[0], args[1]),),
    # ---- floating point (rounded to the type's precision) ----
    llvm.FAddOp: rounded(operator.add), llvm.FSubOp: rounded(operator.sub),
    llvm.FMulOp: rounded(operator.mul), llvm.FDivOp: rounded(fdiv), llvm.FRemOp: rounded(frem),
    llvm.FNegOp: plain(operator.neg),
    llvm.FCmpOp: lambda fs, _, op, args: (fs.fcmp[op](args[0], args[1]),),
    llvm.FAbsOp: plain(abs), llvm.FCeilOp: plain(LIBM["ceil"]),
    llvm.FFloorOp: plain(LIBM["floor"]), llvm.FSqrtOp: rounded(LIBM["sqrt"]),
    llvm.FCopySignOp: plain(LIBM["copysign"]), llvm.FMAOp: rounded(LIBM["fma"]),
    llvm.VectorFMinOp: plain(LIBM["fmin"]), llvm.VectorFMaxOp: plain(LIBM["fmax"]),
    # ---- conversions ----
    llvm.TruncOp: _truncated, llvm.PtrToIntOp: _truncated,
    llvm.ZExtOp: lambda fs, _, op, args: (args[0] & fs.operand_mask[op],),
    llvm.SExtOp: lambda fs, _, op, args: (fs.operand_signed[op](args[0]),),
    llvm.SIToFPOp: lambda fs, _, op, args: (
        fs.round[op](float(fs.operand_signed[op](args[0]))),),
    "llvm.uitofp": lambda fs, _, op, args: (fs.round[op](float(args[0] & fs.operand_mask[op])),),
    "llvm.fptosi": _to_int, "llvm.fptoui": _to_int, llvm.FPExtOp: _unchanged,
    llvm.FPTruncOp: lambda fs, _, op, args: (fs.round[op](args[0]),),
    llvm.BitcastOp: lambda fs, _, op, args: (fs.bitcast[op](args[0]),),
    # the unsigned reading of the integer, cut to pointer width
    llvm.IntToPtrOp: lambda fs, _, op, args: (args[0] & fs.operand_mask[op] & POINTER_MASK,),
    # values here are never undef or poison: `freeze` passes them on
    "llvm.freeze": _unchanged,
    # one flat address space: the address is the same in every address space
    "llvm.addrspacecast": _unchanged,
}
"""Each `llvm` arithmetic operation's step: by class, or by name for an operation
xDSL 0.74 has no class for."""


@register_impls
@impl_table(ARITHMETIC)
class LLVMArithmeticFunctions(TypedFunctions):
    """`llvm` integer and floating-point arithmetic, comparisons, `select` and
    conversions (`ARITHMETIC`)."""
