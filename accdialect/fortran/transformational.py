"""MATMUL, RESHAPE and TRANSPOSE as flang 22's runtime computes them (flang-rt
`matmul.cpp`, `transformational.cpp`), over the elements of arrays in array element
order (the first subscript varying fastest):

- MATMUL (Fortran 2018 §16.9.124): each result element is the sum over k = 1..n of
  `x(i,k) * y(k,j)`, accumulated in the result's type from zero in increasing k,
  every product and sum rounded to it (flang-rt's `MatrixTimesMatrix`: `*p += x * y`
  in `ResultType`); a rank-1 `x` is a row, a rank-1 `y` a column;
- RESHAPE (§16.9.163): SOURCE's elements, then PAD's repeated, fill the result in
  the order of its dimensions ORDER gives (default 1, 2, ...);
- TRANSPOSE (§16.9.198): element (i, j) of the result is element (j, i) of MATRIX.

Checked against flang 22's native output: `test/fortran/native/array_intrinsics.*`.
"""

from collections.abc import Callable, Sequence
from typing import TypeVar, cast

T = TypeVar("T")
Number = int | float


def matmul(x: Sequence[Number], x_shape: Sequence[int], y: Sequence[Number],
           y_shape: Sequence[int], rounded: Callable[[Number], Number]
           ) -> tuple[list[Number], list[int]]:
    """MATMUL of `x` and `y` (module doc), `rounded` bringing a value to the result's
    type; the result's elements and shape."""
    rows = x_shape[0] if len(x_shape) == 2 else 1
    n = x_shape[-1]
    cols = y_shape[1] if len(y_shape) == 2 else 1
    if y_shape[0] != n:
        raise ValueError(f"MATMUL: the operands' shapes {list(x_shape)} and {list(y_shape)} "
                         "do not conform")
    product: list[Number] = []
    for j in range(cols):
        for i in range(rows):
            total: Number = rounded(0)
            for k in range(n):
                total = rounded(total + rounded(x[i + k * rows] * y[k + j * n]))
            product.append(total)
    if len(x_shape) == 1:
        return product, [cols]
    if len(y_shape) == 1:
        return product, [rows]
    return product, [rows, cols]


def reshape(source: Sequence[T], shape: Sequence[int], pad: Sequence[T],
            order: Sequence[int] | None) -> list[T]:
    """RESHAPE's result in array element order (module doc); `order` 1-based."""
    count = 1
    for extent in shape:
        count *= extent
    if len(source) < count and not pad:
        raise ValueError(f"RESHAPE: SOURCE has {len(source)} elements, the result "
                         f"{count}, and there is no PAD")
    stream = [source[k] if k < len(source) else pad[(k - len(source)) % len(pad)]
              for k in range(count)]
    dims = [d - 1 for d in order] if order else list(range(len(shape)))
    result: list[T | None] = [None] * count
    subscript = [0] * len(shape)
    for value in stream:
        linear, step = 0, 1
        for d, extent in enumerate(shape):
            linear += subscript[d] * step
            step *= extent
        result[linear] = value
        for d in dims:  # the next subscript, ORDER's first dimension fastest
            subscript[d] += 1
            if subscript[d] < shape[d]:
                break
            subscript[d] = 0
    return cast(list[T], result)


def transpose(matrix: Sequence[T], shape: Sequence[int]) -> tuple[list[T], list[int]]:
    """TRANSPOSE of a rank-2 `matrix` of `shape`: its elements and shape."""
    rows, cols = shape
    return [matrix[i + j * rows] for i in range(rows) for j in range(cols)], [cols, rows]
