"""`x**n` of a real `x` and an INTEGER(4) `n`, as a program compiled by flang 22 computes
it: flang writes LLVM's `llvm.powi` intrinsic (LangRef: "the order of evaluation of
multiplications is not defined"), which LLVM lowers on x86-64 to a call of the
compiler runtime's `__powisf2` (`real(4)`) or `__powidf2` (`real(8)`): compiler-rt's
`lib/builtins/powisf2.c`, `powidf2.c` (libgcc's `__powisf2` makes the same products).

    r = 1
    loop: if b is odd: r = r * a;  b = b / 2 (toward zero);  if b == 0: stop;  a = a * a
    result: 1 / r if the exponent was negative, else r

Every product and the reciprocal are rounded to the type (IEEE round to nearest), so
that `2.0**128` is `Inf` and `x**(-n)` is the reciprocal of `x**n` as computed, not
the correctly rounded power. Checked against flang 22's native output:
`test/fortran/native/integer_power.*`.
"""

import math
from collections.abc import Callable


def integer_power(round_to_type: Callable[[float], float], a: float, b: int) -> float:
    """compiler-rt's `__powi?f2(a, b)`, each operation rounded by `round_to_type`."""
    negative = b < 0
    r = 1.0
    while True:
        if b & 1:
            r = round_to_type(r * a)
        b = int(b / 2)  # C's division: toward zero
        if b == 0:
            break
        a = round_to_type(a * a)
    return _reciprocal(round_to_type, r) if negative else r


def _reciprocal(round_to_type: Callable[[float], float], r: float) -> float:
    """`1 / r` as IEEE divides: a zero gives an infinity of its sign."""
    if r == 0.0:
        return math.copysign(math.inf, r)
    return round_to_type(1.0 / r)

