"""LLVM types on the simulated machine: their layout in memory, and the Python values
that stand for them while a program runs.

Layout: `accdialect.dialects.type_layout` (x86-64, little endian), shared with the
passes.

Values:
- iN: a Python int in [-2^(N-1), 2^(N-1)), the signed reading of its two's complement
  bits, as xDSL's `arith` interpreter keeps them; i1 is 0 or 1 (False/True).
  `wrap(N)` brings any int there: the wrap-around of LLVM integer arithmetic.
- floats: a Python float, rounded to the type's precision (f16, f32).
- pointers: the address, an int in [0, 2^64); null is 0.
- arrays, vectors, structs: tuples of their elements' values.
- `undef` and `poison` stand as the type's zero value.
"""

import math
import operator
import struct
from array import array
from collections.abc import Callable
from functools import cache
from typing import Any, Protocol

from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    Float80Type,
    Float128Type,
    IndexType,
    IntegerType,
    VectorType,
)
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType
from xdsl.ir import Attribute

from accdialect.dialects.llvm import STRUCT_TYPES
from accdialect.dialects.type_layout import Layout, UnknownLayoutError
from accdialect.dialects.type_layout import layout as type_layout
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.expressions import inline

AGGREGATE_TYPES = (*STRUCT_TYPES, LLVMArrayType, VectorType)
"""The types whose values are tuples of their elements' values."""

POINTER_BITS = 64
POINTER_MASK = (1 << POINTER_BITS) - 1


class Accessor(Protocol):
    """What loads and stores use: host `Memory` or a device's `DeviceAccessor`."""

    def read(self, addr: int, size: int) -> bytes: ...
    def write(self, addr: int, data: bytes) -> None: ...
    def read_int(self, addr: int, size: int = 8) -> int: ...
    def read_uint(self, addr: int, size: int = 8) -> int: ...
    def write_uint(self, addr: int, value: int, size: int = 8) -> None: ...
    def load(self, addr: int, codec: struct.Struct) -> Any: ...
    def store(self, addr: int, codec: struct.Struct, value: Any) -> None: ...


# ---- layout: accdialect.dialects.type_layout ----------------------------------------
def layout(t: Attribute) -> Layout:
    """Size, alignment and field offsets of `t`; a `ProgramError` if not modelled."""
    try:
        return type_layout(t)
    except UnknownLayoutError as error:
        raise ProgramError(str(error)) from None


def element_type(t: Attribute) -> Attribute:
    """The element type of an array or vector."""
    if isinstance(t, LLVMArrayType):
        return t.type
    if isinstance(t, VectorType):
        return t.element_type
    raise ProgramError(f"{t} is not an array or vector type")


def elements(t: Attribute) -> tuple[list[Attribute], tuple[int, ...]]:
    """The element types of an aggregate and their byte offsets."""
    if isinstance(t, STRUCT_TYPES):
        return list(t.types.data), layout(t).offsets
    if isinstance(t, LLVMArrayType):
        step = layout(t.type).size
        return [t.type] * t.size.data, tuple(i * step for i in range(t.size.data))
    if isinstance(t, VectorType):
        step = layout(t.element_type).store
        n = t.get_shape()[0]
        return [t.element_type] * n, tuple(i * step for i in range(n))
    raise ProgramError(f"{t} is not an aggregate type")


# ---- integers -------------------------------------------------------------------------
def int_width(t: Attribute) -> int:
    """Bit width of an integer, `index` or pointer type."""
    if isinstance(t, IntegerType):
        return t.width.data
    if isinstance(t, IndexType | LLVMPointerType):
        return POINTER_BITS
    raise ProgramError(f"{t} is not an integer type")


def mask(bits: int) -> int:
    return (1 << bits) - 1


@cache
def wrap(bits: int) -> Callable[[int], int]:
    """The iN value of an int: wrap-around at the width (i1: 0 or 1); an `inline`
    expression."""
    if bits == 1:
        return inline(lambda x: f"({x}) & 1")
    half, m = 1 << (bits - 1), (1 << bits) - 1
    return inline(lambda x: f"((({x}) + {half}) & {m}) - {half}")


@cache
def signed(bits: int) -> Callable[[int], int]:
    """The signed reading of an iN value (i1: 0 or -1)."""
    return (lambda x: -(x & 1)) if bits == 1 else wrap(bits)


def _divisor(b: int) -> int:
    """Division by zero is undefined behaviour (LangRef); x86 traps: so does the run."""
    if b == 0:
        raise ProgramError("integer division by zero")
    return b


def sdiv(a: int, b: int) -> int:
    """Signed division rounding toward zero (LangRef `sdiv`, C `/`)."""
    if b == 0:
        _divisor(b)
    q = abs(a) // abs(b)
    return -q if (a < 0) != (b < 0) else q


def srem(a: int, b: int) -> int:
    """Remainder with the sign of the dividend (LangRef `srem`, C `%`): the
    remainder of the magnitudes, negative when the dividend is."""
    if b == 0:
        _divisor(b)
    r = abs(a) % abs(b)
    return -r if a < 0 else r


def udiv(a: int, b: int) -> int:
    """Division of unsigned readings (`udiv`)."""
    return a // _divisor(b)


def urem(a: int, b: int) -> int:
    """Remainder of unsigned readings (`urem`)."""
    return a % _divisor(b)


def floordiv(a: int, b: int) -> int:
    """Division rounding toward negative infinity (arith `floordivsi`)."""
    return a // _divisor(b)


def shift_amount(b: int, bits: int) -> int | None:
    """A shift amount read unsigned; None when it is not below the width (poison)."""
    amount = b & mask(bits)
    return amount if amount < bits else None


# LangRef `icmp` / arith `cmpi` predicates, in their common order.
_ICMP = (operator.eq, operator.ne, operator.lt, operator.le, operator.gt, operator.ge,
         operator.lt, operator.le, operator.gt, operator.ge)


def icmp_predicate(predicate: int, t: Attribute) -> Callable[[Any, Any], bool]:
    """`icmp` predicate number `predicate` (eq ne slt sle sgt sge ult ule ugt uge) on
    values of type `t`: signed predicates read the operands signed, unsigned ones
    unsigned (pointers are unsigned, other integers signed already)."""
    compare, bits = _ICMP[predicate], int_width(t)
    if predicate < 2:
        return compare
    if predicate >= 6:
        m = mask(bits)
        return lambda a, b: compare(a & m, b & m)
    if bits == 1 or isinstance(t, LLVMPointerType):
        s = signed(bits)
        return lambda a, b: compare(s(a), s(b))
    return compare


def _ordered(compare: Callable[[float, float], bool]) -> Callable[[float, float], bool]:
    return lambda a, b: compare(a, b) and not (math.isnan(a) or math.isnan(b))


def _unordered(compare: Callable[[float, float], bool]) -> Callable[[float, float], bool]:
    return lambda a, b: compare(a, b) or math.isnan(a) or math.isnan(b)


# LangRef `fcmp` / arith `cmpf` predicates: false oeq ogt oge olt ole one ord ueq ugt uge
# ult ule une uno true. Python's comparisons are false on NaN (`!=` is true).
FCMP_PREDICATES: tuple[Callable[[float, float], bool], ...] = (
    lambda a, b: False,
    operator.eq, operator.gt, operator.ge, operator.lt, operator.le,
    _ordered(operator.ne),
    lambda a, b: not (math.isnan(a) or math.isnan(b)),
    _unordered(operator.eq), _unordered(operator.gt), _unordered(operator.ge),
    _unordered(operator.lt), _unordered(operator.le),
    operator.ne,
    lambda a, b: math.isnan(a) or math.isnan(b),
    lambda a, b: True,
)


# ---- floats ---------------------------------------------------------------------------
_F16, _F32, _F64 = struct.Struct("<e"), struct.Struct("<f"), struct.Struct("<d")


def _float_struct(t: Attribute) -> struct.Struct:
    if isinstance(t, Float16Type):
        return _F16
    if isinstance(t, Float32Type):
        return _F32
    if isinstance(t, Float64Type):
        return _F64
    raise ProgramError(f"floating-point type {t} is not supported")


def _pack(codec: struct.Struct, x: float) -> bytes:
    """The bits of `x` rounded to nearest; a result too large for the type is infinity."""
    try:
        return codec.pack(x)
    except OverflowError:
        return codec.pack(math.copysign(math.inf, x))


@cache
def rounding(t: Attribute) -> Callable[[float], float]:
    """Rounds a double to the precision of float type `t` (IEEE round to nearest even;
    double rounding through f64 is exact for + - * / of f32 and f16 operands)."""
    codec = _float_struct(t)
    if codec is _F64:
        return float
    if codec is _F32:
        return _round_f32
    return lambda x: codec.unpack(_pack(codec, x))[0]


_F32_CELL = array("f", [0.0])


def _round_f32(x: float, cell: "array[float]" = _F32_CELL) -> float:
    """A double rounded to f32 as C's conversion rounds it (to nearest even; too large
    for f32: a signed infinity, as `_pack` gives), through a one-element f32 array."""
    cell[0] = x
    return cell[0]


def fdiv(a: float, b: float) -> float:
    """IEEE division: by zero gives a signed infinity, or NaN for 0/0 and NaN/0."""
    try:
        return a / b
    except ZeroDivisionError:
        if a == 0 or math.isnan(a):
            return math.nan
        return math.copysign(math.inf, a) * math.copysign(1.0, b)


def frem(a: float, b: float) -> float:
    """LangRef `frem`: C `fmod` (NaN for a zero divisor or an infinite dividend)."""
    try:
        return math.fmod(a, b)
    except ValueError:
        return math.nan


def float_to_int(x: float, bits: int) -> int:
    """`fptosi`/`fptoui`: toward zero; NaN and infinities (poison) give 0."""
    return wrap(bits)(int(x)) if math.isfinite(x) else 0


def is_float(t: Attribute) -> bool:
    return isinstance(t, Float16Type | BFloat16Type | Float32Type | Float64Type | Float80Type
                      | Float128Type)


# ---- values in memory -------------------------------------------------------------------
def zero_value(t: Attribute) -> Any:
    """The zero of type `t` (also what `undef` and `poison` stand as)."""
    if is_float(t):
        return 0.0
    if isinstance(t, AGGREGATE_TYPES):
        return tuple(zero_value(e) for e in elements(t)[0])
    return 0


@cache
def decoder(t: Attribute) -> Callable[[bytes, int], Any]:
    """Reads the value of type `t` stored at an offset of a byte buffer."""
    if isinstance(t, AGGREGATE_TYPES):
        parts = [(decoder(e), off) for e, off in zip(*elements(t))]
        return lambda data, at: tuple(d(data, at + off) for d, off in parts)
    if is_float(t):
        unpack = _float_struct(t).unpack_from
        return lambda data, at: unpack(data, at)[0]
    n, norm = layout(t).store, value_of(t)
    return lambda data, at: norm(int.from_bytes(data[at:at + n], "little"))


@cache
def encoder(t: Attribute) -> Callable[[Any], bytes]:
    """The `layout(t).store` bytes of a value of type `t` (padding is zero)."""
    if isinstance(t, AGGREGATE_TYPES):
        parts = [(encoder(e), off) for e, off in zip(*elements(t))]
        size = layout(t).store

        def encode(value: tuple[Any, ...]) -> bytes:
            data = bytearray(size)
            for (enc, off), v in zip(parts, value):
                piece = enc(v)
                data[off:off + len(piece)] = piece
            return bytes(data)

        return encode
    if is_float(t):
        codec = _float_struct(t)
        return lambda value: _pack(codec, value)
    n, m = layout(t).store, mask(8 * layout(t).store)
    return lambda value: (value & m).to_bytes(n, "little")


@cache
def value_of(t: Attribute) -> Callable[[Any], Any]:
    """Brings a Python value (from an attribute, an external function) to the
    representation of type `t` (an aggregate from the sequence of its elements: a
    `{double, double}` or `<2 x float>` result of the complex builtins)."""
    if isinstance(t, LLVMPointerType):
        return lambda x: int(x) & POINTER_MASK
    if isinstance(t, AGGREGATE_TYPES):
        parts = [value_of(e) for e in elements(t)[0]]
        return lambda x: tuple(part(v) for part, v in zip(parts, x, strict=True))
    if is_float(t):
        r = rounding(t)
        return lambda x: r(float(x))
    w = wrap(int_width(t))
    return lambda x: w(int(x))


_INT_CODECS = {bits: (struct.Struct("<" + code), struct.Struct("<" + code.upper()))
               for bits, code in ((8, "b"), (16, "h"), (32, "i"), (64, "q"))}


@cache
def scalar_codecs(t: Attribute) -> tuple[struct.Struct, struct.Struct, int | None] | None:
    """How a load and a store of type `t` read and write it as one `struct` (little
    endian): (load codec, store codec, mask applied before the store). iN (N = 8, 16,
    32, 64) is read signed and written as its N low bits, a pointer read and written
    unsigned, a float as IEEE (a value of a float type is always rounded to it, so
    that packing it is exact). None for the other types, which go through `decoder`
    and `encoder`."""
    if isinstance(t, LLVMPointerType):
        codec = _INT_CODECS[POINTER_BITS][1]
        return codec, codec, POINTER_MASK
    if isinstance(t, IntegerType | IndexType) and int_width(t) in _INT_CODECS:
        load, store = _INT_CODECS[int_width(t)]
        return load, store, mask(int_width(t))
    if isinstance(t, Float16Type | Float32Type | Float64Type):
        codec = _float_struct(t)
        return codec, codec, None
    return None


@cache
def stored(t: Attribute) -> Callable[[Any], Any]:
    """What a load of type `t` gives back after a store of a value of that type, for a
    type `scalar_codecs` moves as one `struct`: iN its N low bits read signed (`wrap`),
    a pointer its 64 bits unsigned, a float rounded to its type; an `inline`
    expression where it is one."""
    codecs = scalar_codecs(t)
    assert codecs is not None, t
    if isinstance(t, LLVMPointerType):
        return inline(lambda x: f"({x}) & {POINTER_MASK}")
    if isinstance(t, IntegerType | IndexType):
        return wrap(int_width(t))
    return rounding(t)


@cache
def reader(t: Attribute) -> Callable[[Accessor, int], Any]:
    """Loads a value of type `t` from an address."""
    codecs = scalar_codecs(t)
    if codecs is not None:
        load = codecs[0]
        return lambda mem, addr: mem.load(addr, load)
    n, decode = layout(t).store, decoder(t)
    return lambda mem, addr: decode(mem.read(addr, n), 0)


@cache
def writer(t: Attribute) -> Callable[[Accessor, int, Any], None]:
    """Stores a value of type `t` at an address."""
    codecs = scalar_codecs(t)
    if codecs is not None:
        _, store, m = codecs
        if m is None:
            return lambda mem, addr, value: mem.store(addr, store, value)
        return lambda mem, addr, value: mem.store(addr, store, value & m)
    encode = encoder(t)
    return lambda mem, addr, value: mem.write(addr, encode(value))
