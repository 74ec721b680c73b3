"""Array sections: the bytes a data clause or map entry with bounds covers.

`acc.bounds` (OpenACC dialect) and `omp.map.bounds` (OpenMP dialect) describe one
dimension each, in rank order (innermost first), normalized to zero-based indices
(the dialects' definition, OpenACCOps.td `acc.bounds`: "a `lowerbound` of 0 means
looking at data at the zero offset from pointer"): `lowerbound` and `upperbound`
are already zero-based; `startIdx` only records the language's lower bound of the
dimension (0 in C, the declared lower bound in Fortran) and takes no part in the
section. Fortran `a(2:5)` of `real :: a(10)` is flang's `lowerbound 1 upperbound 4
extent 10 startIdx 1`. A dimension gives its length by its inclusive `upperbound`
(`upperbound - lowerbound + 1`) or, without one, as `extent`: flang writes the
whole dimension's extent beside the section's upper bound, and the dialect does
not require the two to agree. A stride counts elements
unless `strideInBytes`; a dimension without stride follows the previous one
contiguously (its step is the previous step times the previous length).

The section of elements of `element_size` bytes starts `sum(lower_k * step_k)` bytes
into the variable and ends after the last element, `sum((count_k - 1) * step_k)`
bytes further: its size counts the gaps a strided section spans, as the runtime maps
one contiguous range. Without bounds it is the whole element (offset 0).

The arithmetic is two's-complement 64-bit (`accdialect.rules.arithmetic`), as
clang 22 and upstream's `mlir-translate` emit it (`(ub - lb + 1) * size` in `i64`,
no check): the offset and size are the `int64_t`s a compiled program puts in its
map arrays. Nothing is rejected here, as nothing is rejected there:

- a negative lower bound gives a negative offset: the section begins
  before the variable (pointer arithmetic, as `&p[-1]`);
- a length that computes negative (an upper bound below the lower bound, a negative
  extent) gives a negative size, the `int64_t` libomptarget 22 receives; it adds it
  to the begin address as a `uintptr_t`, so the size reads as 2**64 minus its
  magnitude (what the runtime then does with it is the runtime's rule);
- a size or offset beyond 64 bits wraps around, as the `i64` operations do.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Generic, TypeVar

from .arithmetic import Arithmetic, V

W = TypeVar("W")


@dataclass(frozen=True)
class Dimension(Generic[V]):
    """The operands of one bounds operation (None: absent)."""

    lower: V | int | None
    upper: V | int | None
    extent: V | int | None
    stride: V | int | None
    start: V | int | None
    stride_in_bytes: bool = False

    def evaluate(self, value: "Callable[[V], W | int]") -> "Dimension[W]":
        """The same dimension with each present operand replaced by `value(operand)`
        (the interpreter's values, a builder's converted operands)."""
        def convert(x: V | int | None) -> W | int | None:
            return x if x is None or isinstance(x, int) else value(x)

        return Dimension(convert(self.lower), convert(self.upper), convert(self.extent),
                         convert(self.stride), convert(self.start), self.stride_in_bytes)


def _operand(arith: Arithmetic[V], value: V | int) -> V | int:
    return value if isinstance(value, int) else arith.operand(value)


def section(arith: Arithmetic[V], element_size: V | int, dims: Sequence[Dimension[V]]
            ) -> tuple[V | int, V | int]:
    """(byte offset, byte size) of the section `dims` of `element_size`-byte elements
    (see the module doc)."""
    if not dims:
        return 0, element_size
    offset: V | int = 0
    last: V | int = 0
    previous: tuple[V | int, V | int] = (element_size, 1)  # (step, count) of the last dimension
    for dim in dims:
        lower = 0 if dim.lower is None else _operand(arith, dim.lower)
        if dim.upper is not None:
            count = arith.add(arith.sub(_operand(arith, dim.upper), lower), 1)
        elif dim.extent is not None:
            count = _operand(arith, dim.extent)
        else:
            raise ValueError("a section dimension needs an extent or an upper bound")
        if dim.stride is None:  # contiguous after the previous dimension
            step = arith.mul(*previous)
        else:
            stride = _operand(arith, dim.stride)
            step = stride if dim.stride_in_bytes else arith.mul(stride, element_size)
        offset = arith.add(offset, arith.mul(lower, step))
        last = arith.add(last, arith.mul(arith.sub(count, 1), step))
        previous = (step, count)
    return offset, arith.add(last, element_size)
