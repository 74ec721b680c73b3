"""The `llvm` dialect's arithmetic on the simulated machine (LLVM LangRef semantics).

Integers wrap around at their type's width and are read signed or unsigned as each
instruction says, floats are rounded to their type's precision; a result LLVM calls
poison (an out-of-range shift, `fptosi` of NaN) has one defined value here
(`data_layout`). `ARITHMETIC` has each operation's *evaluator*: what decodes the
operation, once, into the function of its operand values that gives its result (the
width, signedness and rounding of its types fixed in it); `arith`'s operations run the
same (`builtin_ops`).
"""

import math
import operator
import re
from collections.abc import Callable
from functools import partial
from typing import Any

from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import Float32Type, IntegerType, VectorType
from xdsl.interpreter import InterpreterFunctions, register_impls
from xdsl.ir import Attribute, Operation

from accdialect.dialects import llvm as project_llvm
from accdialect.fortran.integer_power import integer_power
from accdialect.hostlib.libm import LIBM
from accdialect.hostlib.libm_float import LIBM_FLOAT
from accdialect.interpreter.by_name import Evaluator, impl_table
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
    layout,
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
from accdialect.interpreter.decoded import unchanged
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.expressions import inline, source_of
from accdialect.interpreters.llvm_vector import lanewise


def result_type(op: Operation) -> Attribute:
    return op.results[0].type


def result_width(op: Operation) -> int:
    return int_width(result_type(op))


def operand_width(op: Operation) -> int:
    return int_width(op.operands[0].type)


def _predicate(op: Operation) -> int:
    assert isinstance(op, arith.CmpiOp | llvm.ICmpOp | arith.CmpfOp | llvm.FCmpOp), op
    return op.predicate.value.data


def plain(f: Callable[..., Any]) -> Evaluator:
    """`f` of the operands."""
    return lambda op: f


def wrapped(f: Callable[[int, int], int]) -> Evaluator:
    """`f` of the two operands, wrapped around at the result's width (an `inline`
    expression: `f` written inline when it is an operator of Python's)."""
    def evaluator(op: Operation) -> Callable[[int, int], int]:
        w = wrap(result_width(op))
        infix, wrapping = source_of(f), source_of(w)
        if wrapping is None:
            return lambda a, b: w(f(a, b))
        around = wrapping[0]
        if infix is not None:
            operation = infix[0]
            return inline(lambda a, b: around(operation(a, b)))
        return inline(lambda a, b, F: around(f"{F}({a}, {b})"), F=f)
    return evaluator


def unsigned(f: Callable[[int, int], int]) -> Evaluator:
    """`f` of the unsigned readings of the two operands, wrapped around."""
    def evaluator(op: Operation) -> Callable[[int, int], int]:
        w, m = wrap(result_width(op)), mask(result_width(op))
        return lambda a, b: w(f(a & m, b & m))
    return evaluator


def rounded(f: Callable[..., float], arity: int = 2) -> Evaluator:
    """`f` of its `arity` operands, rounded to the result's precision (f64 results
    need no rounding: Python's floats are doubles); an `inline` expression when `f`
    is an operator of Python's."""
    def evaluator(op: Operation) -> Callable[..., float]:
        r = rounding(result_type(op))
        if r is float:
            return f
        infix = source_of(f)
        if infix is not None:
            operation = infix[0]
            return inline(lambda a, b, R: f"{R}({operation(a, b)})", R=r)
        if arity == 1:
            return lambda a: r(f(a))
        if arity == 2:
            return lambda a, b: r(f(a, b))
        return lambda *args: r(f(*args))
    return evaluator


def _libm(name: str, arity: int = 1) -> Evaluator:
    """A math intrinsic LLVM lowers to the C library's `name` (`namef` for f32): the
    host libm's float function where it has it (`libm_float`), else `name` of
    doubles rounded to the result's precision."""
    double = rounded(LIBM[name], arity)
    single = LIBM_FLOAT.get(name + "f")

    def evaluator(op: Operation) -> Callable[..., float]:
        if single is not None and isinstance(result_type(op), Float32Type):
            return single
        return double(op)
    return evaluator


def _mul_add(op: Operation) -> Callable[[float, float, float], float]:
    """`llvm.intr.fmuladd`: LangRef lets it be fused or not; clang's default x86-64
    target has no FMA instruction and computes it as a rounded multiply, then a rounded
    add, as here."""
    r = rounding(result_type(op))
    if r is float:
        return inline(lambda a, b, c: f"{a} * {b} + {c}")
    return inline(lambda a, b, c, R: f"{R}({R}({a} * {b}) + {c})", R=r)


def _sign_extension(op: Operation) -> Callable[[int], int]:
    """`sext`: the signed reading of the operand. An iN value is its signed reading
    already (`data_layout`), except i1's (0 or 1): the value is unchanged."""
    bits = operand_width(op)
    return signed(bits) if bits == 1 else unchanged


def _select(condition: int, if_true: Any, if_false: Any) -> Any:
    return if_true if condition else if_false


def _shift_left(op: Operation) -> Callable[[int, int], int]:
    """`shl`: an amount not below the width is poison (0 here)."""
    bits = result_width(op)
    w = wrap(bits)

    def shl(a: int, b: int) -> int:
        amount = shift_amount(b, bits)
        return 0 if amount is None else w(a << amount)
    return shl


def _shift_right(arithmetic: bool) -> Evaluator:
    """`lshr` shifts the unsigned reading in zeros, `ashr` the signed one."""
    def evaluator(op: Operation) -> Callable[[int, int], int]:
        bits = result_width(op)
        w, m, read_signed = wrap(bits), mask(bits), signed(bits)

        def shr(a: int, b: int) -> int:
            amount = shift_amount(b, bits)
            if amount is None:
                return 0
            return w((read_signed(a) if arithmetic else a & m) >> amount)
        return shr
    return evaluator


def _bitcast(op: Operation) -> Callable[[Any], Any]:
    """`bitcast`: the same bits read as another type of the same size. A vector of
    integers narrower than a byte is its lanes' bits side by side, lane 0 the lowest
    (LangRef `bitcast`: "as if the value had been stored to memory and read back", and
    `<4 x i1>` is 4 bits), as clang and flang's -O3 reduce a vector of `i1` to `i4`."""
    source, target = op.operands[0].type, result_type(op)
    if _packed_lanes(source) is None and _packed_lanes(target) is None:
        encode, decode = encoder(source), decoder(target)
        return lambda value: decode(encode(value), 0)
    to_bits, from_bits = _bits_of(source), _from_bits(target)
    return lambda value: from_bits(to_bits(value))


def _packed_lanes(t: Attribute) -> tuple[int, int] | None:
    """(lanes, bits) of a vector of integers whose lanes are not whole bytes."""
    if isinstance(t, VectorType) and isinstance(t.element_type, IntegerType) \
            and t.element_type.width.data % 8:
        return t.get_shape()[0], t.element_type.width.data
    return None


def _bits_of(t: Attribute) -> Callable[[Any], int]:
    """A value of type `t` as its bit pattern (an unsigned integer)."""
    packed = _packed_lanes(t)
    if packed is not None:
        lanes, bits = packed
        m = mask(bits)
        return lambda value: sum((lane & m) << (i * bits) for i, lane in enumerate(value))
    encode = encoder(t)
    return lambda value: int.from_bytes(encode(value), "little")


def _from_bits(t: Attribute) -> Callable[[int], Any]:
    """The value of type `t` whose bit pattern is the unsigned integer given."""
    packed = _packed_lanes(t)
    if packed is not None:
        lanes, bits = packed
        m, w = mask(bits), wrap(bits)
        return lambda pattern: tuple(w((pattern >> (i * bits)) & m) for i in range(lanes))
    decode, size = decoder(t), layout(t).size
    return lambda pattern: decode(pattern.to_bytes(size, "little"), 0)


def _to_float(read: Callable[[Operation], Callable[[int], int]]) -> Evaluator:
    """`sitofp`/`uitofp`: the integer read by `read(op)`, rounded to the result type
    (an `inline` expression when the reading is)."""
    def evaluator(op: Operation) -> Callable[[int], float]:
        r, reading = rounding(result_type(op)), read(op)
        source = source_of(reading)
        if source is not None and not source[1]:
            value = source[0]
            return inline(lambda a, R: f"{R}(float({value(a)}))", R=r)
        return lambda a: r(float(reading(a)))
    return evaluator


def _unsigned_reading(op: Operation) -> Callable[[int], int]:
    m = mask(operand_width(op))
    return inline(lambda a: f"{a} & {m}")


def _min_max(f: Callable[[int, int], int], signedness: str) -> Evaluator:
    """`llvm.intr.{s,u}{max,min}` (LangRef "Standard C/C++ Library Intrinsics"): the
    operand `f` picks from their signed or unsigned readings, as an iN value."""
    def evaluator(op: Operation) -> Callable[[int, int], int]:
        bits = result_width(op)
        w, m = wrap(bits), mask(bits)
        read: Callable[[int], int] = signed(bits) if signedness == "s" else (lambda a: a & m)
        return lambda a, b: w(f(read(a), read(b)))
    return evaluator


def _saturating(f: Callable[[int, int], int], signedness: str) -> Evaluator:
    """`llvm.intr.{u,s}{add,sub}.sat` (LangRef "Saturation Arithmetic Intrinsics"): the
    exact result of `f` on the unsigned or signed readings, clamped to the range of
    the type."""
    def evaluator(op: Operation) -> Callable[[int, int], int]:
        bits = result_width(op)
        m, w = mask(bits), wrap(bits)
        if signedness == "s":
            read, low, high = signed(bits), -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        else:
            read, low, high = (lambda a: a & m), 0, m
        return lambda a, b: w(min(high, max(low, f(read(a), read(b)))))
    return evaluator


def _three_way(signedness: str) -> Evaluator:
    """`llvm.intr.{s,u}cmp` (LangRef "'llvm.scmp.*' Intrinsic", "'llvm.ucmp.*'"): -1, 0
    or 1 as the first operand is less than, equal to or greater than the second, in their
    signed or unsigned reading, as a value of the result's width."""
    def evaluator(op: Operation) -> Callable[[int, int], int]:
        bits = operand_width(op)
        m = mask(bits)
        read: Callable[[int], int] = signed(bits) if signedness == "s" else (lambda a: a & m)
        w = wrap(result_width(op))
        return lambda a, b: w((read(a) > read(b)) - (read(a) < read(b)))
    return evaluator


def _abs(op: Operation) -> Callable[[int], int]:
    """`llvm.intr.abs` (LangRef): the absolute value of the signed reading, wrapped (the
    minimum value stays itself; poison with `is_int_min_poison`, one defined value
    here)."""
    bits = result_width(op)
    w, read = wrap(bits), signed(bits)
    return lambda a: w(abs(read(a)))


def _integer_power(op: Operation) -> Callable[[float, int], float]:
    """`llvm.intr.powi` (`x**n` of a real and an INTEGER(4) in flang 22's OpenMP host
    code): as LLVM lowers it on x86-64, the compiler runtime's `__powisf2`/`__powidf2`
    (`accdialect.fortran.integer_power`, the rule the OpenACC path's calls of them use)."""
    read = signed(int_width(op.operands[1].type))
    power = partial(integer_power, rounding(result_type(op)))
    return lambda a, b: power(a, read(b))


def _round_to_integer(op: Operation) -> Callable[[float], int]:
    """`llvm.intr.lround`/`llround` (flang's NINT in OpenMP host code): as LLVM lowers
    it on x86-64, the C library's `lround` (halfway cases away from zero), the result
    cut to the type's width (the OpenACC path's `llvm.lround.iN.fM` calls the same)."""
    w, lround = wrap(result_width(op)), LIBM["lround"]
    return lambda a: w(int(lround(a)))


def _bit_count(count: Callable[[int, int], int]) -> Evaluator:
    """`llvm.intr.ctpop`, `ctlz`, `cttz`, `bswap`, `bitreverse` (LangRef "Bit
    Manipulation Intrinsics"): `count(value, bits)` of the unsigned reading, as an iN
    value; `ctlz`/`cttz` of 0 is the width (poison with `is_zero_poison`: one defined
    value here)."""
    def evaluator(op: Operation) -> Callable[[int], int]:
        bits = result_width(op)
        w, m = wrap(bits), mask(bits)
        return lambda a: w(count(a & m, bits))
    return evaluator


def _leading_zeros(value: int, bits: int) -> int:
    return bits - value.bit_length()


def _trailing_zeros(value: int, bits: int) -> int:
    return (value & -value).bit_length() - 1 if value else bits


def _byte_swap(value: int, bits: int) -> int:
    return int.from_bytes(value.to_bytes(bits // 8, "little"), "big")


def _bit_reverse(value: int, bits: int) -> int:
    return int(format(value, f"0{bits}b")[::-1], 2)


def _funnel_shift(left: bool) -> Evaluator:
    """`llvm.intr.fshl`/`fshr` (LangRef): `a` and `b` joined (a the high half), shifted
    by `c` modulo the width; the high half of the result for `fshl`, the low for
    `fshr` (a rotate when `a` is `b`)."""
    def evaluator(op: Operation) -> Callable[[int, int, int], int]:
        bits = result_width(op)
        w, m = wrap(bits), mask(bits)

        def shift(a: int, b: int, c: int) -> int:
            joined, amount = ((a & m) << bits) | (b & m), (c & m) % bits
            return w((joined << amount) >> bits if left else joined >> amount)
        return shift
    return evaluator


def _to_int(op: Operation) -> Callable[[float], int]:
    """`fptosi`, `fptoui`: out of range is poison, one defined value here."""
    bits = result_width(op)
    return lambda x: float_to_int(x, bits)


def _saturating_to_int(op: Operation, is_signed: bool) -> Callable[[float], int]:
    """`llvm.fptosi.sat`/`fptoui.sat` (LangRef "Saturating floating-point to integer
    conversions"; flang 22's INT of a REAL): toward zero, a value beyond the integer
    type's range its nearest end, NaN 0."""
    bits = result_width(op)
    low, high = (-(1 << (bits - 1)), (1 << (bits - 1)) - 1) if is_signed else (0, (1 << bits) - 1)
    w = wrap(bits)
    return lambda x: 0 if math.isnan(x) else w(max(low, min(high, int(x) if math.isfinite(x)
                                                              else (high if x > 0 else low))))


_INTRINSIC_CALLS: dict[str, Evaluator] = {
    "llvm.fptosi.sat": lambda op: _saturating_to_int(op, True),
    "llvm.fptoui.sat": lambda op: _saturating_to_int(op, False),
}
"""The intrinsics MLIR 22 writes as `llvm.call_intrinsic` (it has no op for them)."""


_OVERLOAD_SUFFIX = re.compile(r"(?:\.(?:v\d+)?[if]\d+)+$")
"""The types an overloaded intrinsic's name ends with (`llvm.fptosi.sat.i32.f64`, as
mlir-translate imports flang's LLVM IR; LangRef "Overloaded Intrinsics")."""


def _call_intrinsic(op: Operation) -> Callable[..., Any]:
    assert isinstance(op, llvm.CallIntrinsicOp)
    name = op.intrin.data
    evaluator = _INTRINSIC_CALLS.get(name) or _INTRINSIC_CALLS.get(_OVERLOAD_SUFFIX.sub("", name))
    if evaluator is None:
        raise ProgramError(f"no interpretation of the intrinsic '{op.intrin.data}'")
    return evaluator(op)


def _int_to_ptr(op: Operation) -> Callable[[int], int]:
    """The unsigned reading of the integer, cut to pointer width."""
    m = mask(operand_width(op)) & POINTER_MASK
    return lambda a: a & m


ARITHMETIC: dict[type[Operation] | str, Evaluator] = {op: lanewise(evaluator) for op, evaluator in {
    llvm.SelectOp: plain(_select),
    # ---- integer arithmetic (wraps around at the type's width) ----
    llvm.AddOp: wrapped(operator.add), llvm.SubOp: wrapped(operator.sub),
    llvm.MulOp: wrapped(operator.mul), llvm.SDivOp: wrapped(sdiv), llvm.UDivOp: unsigned(udiv),
    llvm.SRemOp: wrapped(srem), llvm.URemOp: unsigned(urem), llvm.AndOp: wrapped(operator.and_),
    llvm.OrOp: wrapped(operator.or_), llvm.XOrOp: wrapped(operator.xor),
    llvm.ShlOp: _shift_left, llvm.LShrOp: _shift_right(arithmetic=False),
    llvm.AShrOp: _shift_right(arithmetic=True),
    "llvm.intr.smax": _min_max(max, "s"), "llvm.intr.smin": _min_max(min, "s"),
    "llvm.intr.umax": _min_max(max, "u"), "llvm.intr.umin": _min_max(min, "u"),
    "llvm.intr.uadd.sat": _saturating(operator.add, "u"),
    "llvm.intr.usub.sat": _saturating(operator.sub, "u"),
    "llvm.intr.sadd.sat": _saturating(operator.add, "s"),
    "llvm.intr.ssub.sat": _saturating(operator.sub, "s"),
    "llvm.intr.scmp": _three_way("s"), "llvm.intr.ucmp": _three_way("u"),
    "llvm.intr.abs": _abs,
    "llvm.intr.ctpop": _bit_count(lambda a, _bits: a.bit_count()),
    "llvm.intr.ctlz": _bit_count(_leading_zeros), "llvm.intr.cttz": _bit_count(_trailing_zeros),
    "llvm.intr.bswap": _bit_count(_byte_swap), "llvm.intr.bitreverse": _bit_count(_bit_reverse),
    "llvm.intr.fshl": _funnel_shift(left=True), "llvm.intr.fshr": _funnel_shift(left=False),
    project_llvm.ICmpOp: lambda op: icmp_predicate(_predicate(op), op.operands[0].type),
    # ---- floating point (rounded to the type's precision) ----
    llvm.FAddOp: rounded(operator.add), llvm.FSubOp: rounded(operator.sub),
    llvm.FMulOp: rounded(operator.mul), llvm.FDivOp: rounded(fdiv), llvm.FRemOp: rounded(frem),
    llvm.FNegOp: plain(operator.neg),
    llvm.FCmpOp: lambda op: FCMP_PREDICATES[_predicate(op)],
    llvm.FAbsOp: plain(abs), llvm.FCeilOp: plain(LIBM["ceil"]),
    llvm.FFloorOp: plain(LIBM["floor"]), llvm.FSqrtOp: rounded(LIBM["sqrt"], arity=1),
    llvm.FCopySignOp: plain(LIBM["copysign"]), llvm.FMAOp: rounded(LIBM["fma"], arity=3),
    llvm.VectorFMinOp: plain(LIBM["fmin"]), llvm.VectorFMaxOp: plain(LIBM["fmax"]),
    "llvm.intr.fmuladd": _mul_add, "llvm.intr.powi": _integer_power,
    # LLVM lowers these to the C library's functions (`sinf` for f32)
    llvm.FExpOp: _libm("exp"), llvm.FLogOp: _libm("log"), llvm.FSinOp: _libm("sin"),
    llvm.FCosOp: _libm("cos"), llvm.FExp2Op: _libm("exp2"), llvm.FLog2Op: _libm("log2"),
    llvm.FPowOp: _libm("pow", arity=2), "llvm.intr.atan2": _libm("atan2", arity=2),
    **{f"llvm.intr.{name}": _libm(name)
       for name in ("tan", "asin", "acos", "atan", "sinh", "cosh", "tanh", "log10")},
    # LangRef "llvm.round", "llvm.trunc", "llvm.roundeven"/"rint"/"nearbyint" (the
    # default rounding mode: to nearest, ties to even)
    "llvm.intr.round": plain(LIBM["round"]), "llvm.intr.trunc": plain(LIBM["trunc"]),
    "llvm.intr.lround": _round_to_integer, "llvm.intr.llround": _round_to_integer,
    "llvm.intr.roundeven": plain(LIBM["rint"]), "llvm.intr.rint": plain(LIBM["rint"]),
    "llvm.intr.nearbyint": plain(LIBM["rint"]),
    # ---- conversions ----
    llvm.TruncOp: lambda op: wrap(result_width(op)),
    llvm.PtrToIntOp: lambda op: wrap(result_width(op)),
    project_llvm.PtrToIntOp: lambda op: wrap(result_width(op)),
    llvm.ZExtOp: _unsigned_reading,
    llvm.SExtOp: _sign_extension,
    llvm.SIToFPOp: _to_float(lambda op: signed(operand_width(op))),
    "llvm.uitofp": _to_float(_unsigned_reading),
    "llvm.fptosi": _to_int, "llvm.fptoui": _to_int, llvm.FPExtOp: plain(unchanged),
    llvm.CallIntrinsicOp: _call_intrinsic,
    llvm.FPTruncOp: lambda op: rounding(result_type(op)),
    llvm.BitcastOp: _bitcast,
    llvm.IntToPtrOp: _int_to_ptr, project_llvm.IntToPtrOp: _int_to_ptr,
    # values here are never undef or poison: `freeze` passes them on
    "llvm.freeze": plain(unchanged),
    # one flat address space: the address is the same in every address space
    "llvm.addrspacecast": plain(unchanged),
}.items()}
"""Each `llvm` arithmetic operation's evaluator: by class, or by name for an operation
xDSL 0.74 has no class for; on vectors, lane by lane (`llvm_vector.lanewise`)."""


@register_impls
@impl_table(ARITHMETIC)
class LLVMArithmeticFunctions(InterpreterFunctions):
    """`llvm` integer and floating-point arithmetic, comparisons, `select` and
    conversions (`ARITHMETIC`)."""
