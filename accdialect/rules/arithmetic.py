"""The arithmetic a shared rule is written over.

`Arithmetic[V]` computes on values of type `V` mixed with Python ints (constants):
the interpreter's `INTEGERS` computes on ints; a pass's IR builder returns an int
when both operands are known and emits an operation otherwise.
"""

from typing import Protocol, TypeVar

V = TypeVar("V")


class Arithmetic(Protocol[V]):
    """Two's-complement 64-bit integer arithmetic on `V | int`."""

    def operand(self, value: V) -> V | int:
        """An operand of the program as a value of this arithmetic (a builder casts
        it to its integer type, or folds a constant)."""
        ...

    def add(self, a: V | int, b: V | int) -> V | int: ...

    def sub(self, a: V | int, b: V | int) -> V | int: ...

    def mul(self, a: V | int, b: V | int) -> V | int: ...


class IntegerArithmetic:
    """`Arithmetic[int]`: the values are known."""

    def operand(self, value: int) -> int:
        return value

    def add(self, a: int, b: int) -> int:
        return a + b

    def sub(self, a: int, b: int) -> int:
        return a - b

    def mul(self, a: int, b: int) -> int:
        return a * b


INTEGERS: Arithmetic[int] = IntegerArithmetic()
