"""The compiler runtime's complex multiplication and division, which clang calls for
`*` and `/` of two complex numbers (C's `double _Complex`, C++'s
`std::complex<double>` operators through `__complex__`): `__muldc3`, `__divdc3`
(double) and `__mulsc3`, `__divsc3` (float), taking the four parts and returning
`{real, imaginary}` (x86-64: two doubles, or for float one `<2 x float>`, as clang
declares them).

C11 Annex G.5.1: the product is `(ac - bd) + i(ad + bc)`, each product and sum
rounded to the type; when both parts come out NaN, an infinite operand (or an
overflowed partial product) is recovered so that the result is an infinity, the
rule libgcc's `__muldc3` (`libgcc2.c`, linked by clang on Linux) implements.
Division is GCC 12's libgcc's, as flang's programs link it too
(`accdialect.fortran.complex_division`).
"""

import math
from collections.abc import Callable
from functools import partial
from typing import Any

from xdsl.dialects.builtin import Float32Type, Float64Type

from accdialect.fortran.complex_division import divdc3, divsc3
from accdialect.interpreter.data_layout import rounding


def _recover(a: float, b: float, c: float, d: float,
             products: tuple[float, float, float, float]) -> tuple[float, float] | None:
    """Annex G.5.1's recovery of an infinite result from NaN parts; None if there is
    nothing to recover."""
    recalc = False
    if math.isinf(a) or math.isinf(b):
        a = math.copysign(1.0 if math.isinf(a) else 0.0, a)
        b = math.copysign(1.0 if math.isinf(b) else 0.0, b)
        c = math.copysign(0.0, c) if math.isnan(c) else c
        d = math.copysign(0.0, d) if math.isnan(d) else d
        recalc = True
    if math.isinf(c) or math.isinf(d):
        c = math.copysign(1.0 if math.isinf(c) else 0.0, c)
        d = math.copysign(1.0 if math.isinf(d) else 0.0, d)
        a = math.copysign(0.0, a) if math.isnan(a) else a
        b = math.copysign(0.0, b) if math.isnan(b) else b
        recalc = True
    if not recalc and any(math.isinf(p) for p in products):
        a, b, c, d = (math.copysign(0.0, v) if math.isnan(v) else v for v in (a, b, c, d))
        recalc = True
    if not recalc:
        return None
    return math.inf * (a * c - b * d), math.inf * (a * d + b * c)


def _multiply(rounded: Callable[[float], float]
              ) -> Callable[[float, float, float, float], tuple[float, float]]:
    def multiply(a: float, b: float, c: float, d: float) -> tuple[float, float]:
        products = (rounded(a * c), rounded(b * d), rounded(a * d), rounded(b * c))
        ac, bd, ad, bc = products
        x, y = rounded(ac - bd), rounded(ad + bc)
        if math.isnan(x) and math.isnan(y):
            recovered = _recover(a, b, c, d, products)
            if recovered is not None:
                x, y = recovered
        return x, y
    return multiply


COMPLEX_BUILTINS: dict[str, Callable[..., Any]] = {
    "__muldc3": _multiply(rounding(Float64Type())),
    "__mulsc3": _multiply(rounding(Float32Type())),
    "__divdc3": divdc3,
    "__divsc3": partial(divsc3, rounding(Float32Type())),
}
"""The entry points by C name (see the module doc)."""
