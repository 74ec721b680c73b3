"""The arithmetic a shared rule is written over.

`Arithmetic[V]` computes on values of type `V` mixed with Python ints (constants):
the interpreter's `INTEGERS` computes on ints; a pass's IR builder returns an int
when both operands are known and emits an operation otherwise.

Both are two's-complement 64-bit, as the code a compiler emits for the rule: clang
and upstream's `mlir-translate` compute a section's offset and size with LLVM's
`i64` `add`, `sub` and `mul`, which wrap around at 64 bits. A known quantity is
therefore always the `int64_t` the emitted code would hold (`to_int64`), whether
the interpreter evaluates the rule or a builder folds it, and a builder's constant
always fits its type.
"""

from typing import Protocol, TypeVar

V = TypeVar("V")

_INT64_SIGN = 1 << 63
_UINT64_MASK = (1 << 64) - 1


def to_int64(x: int) -> int:
    """`x` wrapped to a two's-complement 64-bit integer, in [-2**63, 2**63): the
    value an `i64` holds after LLVM's wrapping arithmetic, or after a wider integer
    is truncated to `i64`."""
    return ((x + _INT64_SIGN) & _UINT64_MASK) - _INT64_SIGN


def to_int32(x: int) -> int:
    """`x` wrapped to a two's-complement 32-bit integer: a C `int` argument, which
    arrives as its 32-bit pattern."""
    return ((x + (1 << 31)) & 0xFFFF_FFFF) - (1 << 31)


def to_uint64(x: int) -> int:
    """`x` modulo 2**64, in [0, 2**64): an address after pointer arithmetic
    (`getelementptr` wraps around the 64-bit address space)."""
    return x & _UINT64_MASK


class Arithmetic(Protocol[V]):
    """Two's-complement 64-bit integer arithmetic on `V | int` (see the module doc)."""

    def operand(self, value: V) -> V | int:
        """An operand of the program as a value of this arithmetic (a builder casts
        it to its integer type, or folds a constant)."""
        ...

    def add(self, a: V | int, b: V | int) -> V | int: ...

    def sub(self, a: V | int, b: V | int) -> V | int: ...

    def mul(self, a: V | int, b: V | int) -> V | int: ...


class IntegerArithmetic:
    """`Arithmetic[int]`: the values are known; each result is `to_int64` of the
    exact one, and an operand (the interpreter's value of an integer or index of any
    width, signed) is sign-extended or truncated to 64 bits as a builder casts it."""

    def operand(self, value: int) -> int:
        return to_int64(value)

    def add(self, a: int, b: int) -> int:
        return to_int64(a + b)

    def sub(self, a: int, b: int) -> int:
        return to_int64(a - b)

    def mul(self, a: int, b: int) -> int:
        return to_int64(a * b)


INTEGERS: Arithmetic[int] = IntegerArithmetic()
