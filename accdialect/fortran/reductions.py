"""The total reductions of flang 22's runtime (flang-rt `reduction.h`): SUM,
PRODUCT, MAXVAL, MINVAL (Fortran 2018 §16.9.196, .160, .141, .150), COUNT, ANY,
ALL, over the elements a descriptor describes in array element order, those of
a false MASK left out.

What flang's runtime does beyond the standard, as recorded with flang 22
(`test/fortran/native/reductions.*`):

- SUM of reals is Kahan's compensated sum in the elements' own kind, each
  operation rounded to it: `next = x - c; t = s + next; c = (t - s) - next;
  s = t` (a NaN `next`, from Inf - Inf, adds `x` and clears `c`);
- PRODUCT of reals multiplies in the elements' kind, in order;
- DOT_PRODUCT of reals accumulates `x(i) * y(i)` in (at least) double precision,
  plainly, the result rounded to the kind at the end;
- integer SUM, PRODUCT and DOT_PRODUCT wrap around in the elements' kind (two's complement);
- MAXVAL (MINVAL) of no element is -HUGE (+HUGE) for reals, the most negative
  (HUGE) integer of the kind;
- MAXLOC (MINLOC), §16.9.136: the subscripts, counted from 1, of the first
  extreme element in array element order (BACK: the last), zeros without one.
"""

import math
import struct
from collections.abc import Callable, Sequence

Number = int | float


def round_real(kind: int) -> Callable[[float], float]:
    """The rounding of a Python float to REAL(kind) (4 or 8)."""
    if kind == 8:
        return float
    return lambda x: struct.unpack("<f", struct.pack("<f", x))[0]


def wrap_integer(kind: int) -> Callable[[int], int]:
    """Two's complement wrap-around of INTEGER(kind)."""
    bits = 8 * kind
    return lambda n: (n + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))


def real_sum(values: Sequence[float], kind: int) -> float:
    """SUM of REAL(kind) values (module doc: Kahan's sum in the kind)."""
    rnd = round_real(kind)
    total = correction = 0.0
    for x in values:
        following = rnd(x - correction)
        if math.isnan(following):
            total, correction = rnd(total + x), 0.0
            continue
        previous, total = total, rnd(total + following)
        correction = rnd(rnd(total - previous) - following)
    return total


def real_product(values: Sequence[float], kind: int) -> float:
    rnd = round_real(kind)
    product = 1.0
    for x in values:
        product = rnd(product * x)
    return product


def integer_sum(values: Sequence[int], kind: int) -> int:
    return wrap_integer(kind)(sum(values))


def integer_product(values: Sequence[int], kind: int) -> int:
    return wrap_integer(kind)(math.prod(values))


def real_dot_product(xs: Sequence[float], ys: Sequence[float], kind: int) -> float:
    total = 0.0
    for x, y in zip(xs, ys, strict=True):
        total += x * y
    return round_real(kind)(total)


def integer_dot_product(xs: Sequence[int], ys: Sequence[int], kind: int) -> int:
    return wrap_integer(kind)(sum(x * y for x, y in zip(xs, ys, strict=True)))


def huge(is_real: bool, kind: int) -> Number:
    """HUGE of the kind (Fortran 2018 §16.9.95)."""
    if is_real:
        return struct.unpack("<f", b"\xff\xff\x7f\x7f")[0] if kind == 4 else 1.7976931348623157e308
    return (1 << (8 * kind - 1)) - 1


def extremum(values: Sequence[Number], is_real: bool, kind: int, largest: bool) -> Number:
    """MAXVAL (`largest`) or MINVAL; of no element, -HUGE (+HUGE) for reals, the
    most negative (HUGE) integer."""
    if values:
        return max(values) if largest else min(values)
    top = huge(is_real, kind)
    if not largest:
        return top
    return -top if is_real else -top - 1


def location(values: Sequence[tuple[Number, tuple[int, ...]]], rank: int, largest: bool,
             back: bool) -> list[int]:
    """MAXLOC (`largest`) or MINLOC of (value, 1-based subscripts) pairs in array
    element order."""
    best: tuple[Number, tuple[int, ...]] | None = None
    for value, at in values:
        if best is None or (value > best[0] if largest else value < best[0]) or (
                back and value == best[0]):
            best = (value, at)
    return [0] * rank if best is None else list(best[1])


def compare_characters(x: bytes, y: bytes) -> int:
    """`_FortranACharacterCompareScalar1`: -1, 0 or 1 as `x` collates before,
    with or after `y`, the shorter padded with blanks (Fortran 2018 §10.1.5.5.1)."""
    width = max(len(x), len(y))
    a, b = x.ljust(width, b" "), y.ljust(width, b" ")
    return (a > b) - (a < b)


def norm2(values: Sequence[float], kind: int) -> float:
    """NORM2 (Fortran 2018 §16.9.144) as flang-rt's `Norm2Accumulator` computes it, in
    double precision for REAL(4) and REAL(8): the largest magnitude m so far and the
    sum of the squares of the others' ratios to it (rescaled when m grows), the result
    `m * sqrt(1 + sum)` rounded to the kind (no overflow for large elements)."""
    largest = total = 0.0
    for x in values:
        magnitude = abs(x)
        if not largest:
            largest = magnitude
        elif magnitude > largest:
            ratio = largest / magnitude
            total = total * (ratio * ratio) + ratio * ratio
            largest = magnitude
        else:
            ratio = magnitude / largest
            total += ratio * ratio
    return round_real(kind)(largest * math.sqrt(1 + total))


def slices_along(extents: Sequence[int], dim: int) -> list[list[int]]:
    """For a reduction along dimension `dim` (1-based) of an array of `extents`: for
    each element of the result (the array's shape without `dim`, in array element
    order), the array element order positions of the elements it reduces."""
    stride = 1
    for extent in extents[:dim - 1]:
        stride *= extent
    extent = extents[dim - 1]
    outer = 1
    for e in extents[dim:]:
        outer *= e
    return [[inner + k * stride + block * stride * extent for k in range(extent)]
            for block in range(outer) for inner in range(stride)]
