"""The C library's `double` math functions as LLVM's math intrinsics need them
(`llvm.sin`, `llvm.pow`, `llvm.lround`, ...: `llvm_arith`), C17 7.12 with glibc's
results where Python raises (NaN for a domain error, infinity for an overflow). A call
of the C function by name (`sin`, `sinf`) is glibc's libm itself (`hostlib.native`).
"""

import math
from collections.abc import Callable
from fractions import Fraction


def ieee(function: Callable[..., float]) -> Callable[..., float]:
    """A `math` function with C's results where Python raises: NaN for a domain error,
    infinity for an overflow."""
    def call(*args: float) -> float:
        try:
            return function(*args)
        except ValueError:
            return math.nan
        except OverflowError:
            return math.inf
    return call


def _integral(function: Callable[[float], int]) -> Callable[[float], float]:
    """`floor`, `ceil`, `trunc`, `round` on doubles: infinities, NaN and the sign of
    zero pass through."""
    return lambda x: math.copysign(float(function(x)), x) if math.isfinite(x) else x


def _round_half_away(x: float) -> int:
    """C `round`: halfway cases away from zero (x minus its integral part is exact)."""
    whole = math.trunc(x)
    return whole + (abs(x - whole) >= 0.5) * (1 if x > 0 else -1)


def _to_long(function: Callable[[float], int]) -> Callable[[float], int]:
    """`lround`, `lrint` and their `ll` forms: the rounded value as a `long`; NaN, an
    infinity or a value out of range give glibc's x86-64 result, LONG_MIN (the
    conversion instruction's "integer indefinite")."""
    def call(x: float) -> int:
        value = function(x) if math.isfinite(x) else None
        return value if value is not None and -2**63 <= value < 2**63 else -2**63
    return call


def _fma(a: float, b: float, c: float) -> float:
    """a * b + c rounded once."""
    if not all(map(math.isfinite, (a, b, c))):
        return a * b + c
    exact = Fraction(a) * Fraction(b) + Fraction(c)
    return float(exact) if exact else (a * b) + c


def _fmin_fmax(choose: Callable[[float, float], float]) -> Callable[[float, float], float]:
    """C `fmin`/`fmax` (LLVM `minnum`/`maxnum`): a NaN operand yields the other one."""
    return lambda a, b: b if math.isnan(a) else a if math.isnan(b) else choose(a, b)


# libm on doubles; the `f` variants (`sqrtf`, ...) are the same, their results rounded
# to float by the call.
LIBM: dict[str, Callable[..., float]] = {
    "sqrt": ieee(math.sqrt), "fabs": math.fabs, "copysign": math.copysign,
    "floor": _integral(math.floor), "ceil": _integral(math.ceil),
    "trunc": _integral(math.trunc), "rint": _integral(round), "nearbyint": _integral(round),
    "round": _integral(_round_half_away),
    "fmod": ieee(math.fmod), "fma": _fma,
    "fmin": _fmin_fmax(min), "fmax": _fmin_fmax(max),
    "pow": ieee(math.pow), "exp": ieee(math.exp), "log": ieee(math.log),
    "sin": ieee(math.sin), "cos": ieee(math.cos), "tan": ieee(math.tan),
    "asin": ieee(math.asin), "acos": ieee(math.acos), "atan": ieee(math.atan),
    "atan2": ieee(math.atan2), "sinh": ieee(math.sinh), "cosh": ieee(math.cosh),
    "tanh": ieee(math.tanh), "log10": ieee(math.log10), "log2": ieee(math.log2),
    "exp2": ieee(math.exp2), "erf": math.erf, "erfc": math.erfc,
    "lround": _to_long(_round_half_away), "llround": _to_long(_round_half_away),
    "lrint": _to_long(round), "llrint": _to_long(round),  # to nearest, ties to even
}
