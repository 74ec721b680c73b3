"""The quotient of two COMPLEX values as a program compiled by flang 22 computes it:
flang writes `(a + bi) / (c + di)` of COMPLEX(4) and COMPLEX(8) as a call of
`__divsc3` / `__divdc3`, which the flang driver links from GCC 12's `libgcc`
(`libgcc2.c`, Debian's `gcc-12`):

- `__divsc3` (float): the parts widened to double, `x = (ac + bd) / (cc + dd)`,
  `y = (bc - ad) / (cc + dd)` in double, each rounded to float once at the end;
- `__divdc3` (double): Smith's method with the scaling of McGehearty's algorithm:
  the larger of |c|, |d| divides the other (`ratio`); operands halved when it is at
  least DBL_MAX/2, multiplied by 1/DBL_EPSILON when it is below DBL_EPSILON (or when
  a numerator part is below DBL_MIN while the others are below DBL_MAX/2*DBL_EPSILON);
  a subnormal `ratio` takes the other order of the products;
- both: a NaN + NaN i result is mended as C11 Annex G asks: a non-NaN numerator over
  zero is an infinity, an infinite numerator over a finite denominator an infinity, a
  finite numerator over an infinite denominator a zero.

Checked against flang 22's native output: `test/fortran/native/complex_arith.*` and
`complex_division.*` (120 quotients of operands from 1e-280 to 1e280, the edge cases).
"""

import math
import sys
from collections.abc import Callable

_RBIG = sys.float_info.max / 2
_RMIN = sys.float_info.min
_RMIN2 = sys.float_info.epsilon
_RMINSCAL = 1 / sys.float_info.epsilon
_RMAX2 = _RBIG * _RMIN2


def _scaled(a: float, b: float, c: float, d: float, big: float) -> tuple[float, ...]:
    """libgcc's scaling, `big` the larger of |c|, |d|."""
    if abs(big) >= _RBIG:
        a, b, c, d, big = a / 2, b / 2, c / 2, d / 2, big / 2
    if abs(big) < _RMIN2 or (abs(a) < _RMIN and abs(b) < _RMAX2 and abs(big) < _RMAX2) \
            or (abs(b) < _RMIN and abs(a) < _RMAX2 and abs(big) < _RMAX2):
        a, b, c, d = a * _RMINSCAL, b * _RMINSCAL, c * _RMINSCAL, d * _RMINSCAL
    return a, b, c, d


def _smith(a: float, b: float, c: float, d: float) -> tuple[float, float]:
    """libgcc's double-precision quotient before the NaN recovery (module doc)."""
    if abs(c) < abs(d):
        a, b, c, d = _scaled(a, b, c, d, d)
        ratio = c / d
        denom = c * ratio + d
        if abs(ratio) > _RMIN:
            return (a * ratio + b) / denom, (b * ratio - a) / denom
        return (c * (a / d) + b) / denom, (c * (b / d) - a) / denom
    a, b, c, d = _scaled(a, b, c, d, c)
    ratio = d / c
    denom = d * ratio + c
    if abs(ratio) > _RMIN:
        return (b * ratio + a) / denom, (b - a * ratio) / denom
    return (a + d * (b / c)) / denom, (b - d * (a / c)) / denom


def _recover(x: float, y: float, a: float, b: float, c: float,
             d: float) -> tuple[float, float]:
    """libgcc's recovery of infinities and zeros computed as NaN + NaN i."""
    if not (math.isnan(x) and math.isnan(y)):
        return x, y
    if c == 0.0 and d == 0.0 and (not math.isnan(a) or not math.isnan(b)):
        inf = math.copysign(math.inf, c)
        return inf * a, inf * b
    if (math.isinf(a) or math.isinf(b)) and math.isfinite(c) and math.isfinite(d):
        a = math.copysign(1.0 if math.isinf(a) else 0.0, a)
        b = math.copysign(1.0 if math.isinf(b) else 0.0, b)
        return math.inf * (a * c + b * d), math.inf * (b * c - a * d)
    if (math.isinf(c) or math.isinf(d)) and math.isfinite(a) and math.isfinite(b):
        c = math.copysign(1.0 if math.isinf(c) else 0.0, c)
        d = math.copysign(1.0 if math.isinf(d) else 0.0, d)
        return 0.0 * (a * c + b * d), 0.0 * (b * c - a * d)
    return x, y


def _ieee_div(p: float, q: float) -> float:
    """IEEE division (Python raises on a zero divisor)."""
    if q == 0.0:
        if p == 0.0 or math.isnan(p):
            return math.nan
        return math.copysign(math.inf, p) * math.copysign(1.0, q)
    return p / q


def divdc3(a: float, b: float, c: float, d: float) -> tuple[float, float]:
    """`__divdc3`: (a + bi) / (c + di) in double precision (module doc)."""
    try:
        x, y = _smith(a, b, c, d)
    except ZeroDivisionError:
        x = y = math.nan  # c == d == 0 (or NaN parts): recovered below
    return _recover(x, y, a, b, c, d)


def divsc3(to_float: Callable[[float], float], a: float, b: float, c: float, d: float
           ) -> tuple[float, float]:
    """`__divsc3`: (a + bi) / (c + di) of floats, through double (module doc), each
    float part rounded by `to_float` (the C library's conversion to float)."""
    denom = c * c + d * d
    x = to_float(_ieee_div(a * c + b * d, denom))
    y = to_float(_ieee_div(b * c - a * d, denom))
    x, y = _recover(x, y, a, b, c, d)
    return to_float(x), to_float(y)

