"""MOD and MODULO of REAL arguments as flang 22's runtime computes them (flang-rt
`numeric.cpp`, `RealMod`; Fortran 2018 §16.9.135, §16.9.136), which flang calls
as `_FortranAModReal4/8` and `_FortranAModuloReal4/8`:

- a NaN argument or an infinite A gives NaN, and so does MODULO of an infinite P
  (MOD of one is A);
- otherwise MOD is C's `fmod(|A|, |P|)` with A's sign (exact: `mod(-6., 2.)` is
  `-0.`); MODULO adds P to a nonzero remainder whose sign differs from P's, and a
  zero remainder takes P's sign (`modulo(6., -2.)` is `-0.`, `modulo(-6., 2.)` `0.`).

A zero P is flang's fatal runtime error (`MOD with P==0`, `MODULO with P==0`).
Checked against flang 22's native output: `test/fortran/native/real_remainder.*`.
"""

import math
from collections.abc import Callable

from accdialect.fortran.reductions import round_real


class ZeroDivisorError(ValueError):
    """MOD or MODULO with P == 0."""


def real_remainder(a: float, p: float, modulo: bool, rounded: Callable[[float], float]) -> float:
    """MOD (MODULO when `modulo`) of `a` and `p`, each step `rounded` to the kind."""
    if p == 0:
        raise ZeroDivisorError("MODULO with P==0" if modulo else "MOD with P==0")
    if math.isnan(a) or math.isnan(p) or math.isinf(a) or (modulo and math.isinf(p)):
        return math.nan
    result = a if math.isinf(p) else math.copysign(math.fmod(abs(a), abs(p)), a)
    if modulo and result == 0:
        return math.copysign(0.0, p)
    if modulo and (result < 0) != (p < 0):
        return rounded(result + p)
    return result


def real_remainder_functions() -> dict[str, Callable[..., float]]:
    """`_FortranAModReal4(a, p, file, line)` & co., without the prefix."""
    def entry(modulo: bool, kind: int) -> Callable[..., float]:
        rounded = round_real(kind)
        return lambda a, p, file, line: real_remainder(a, p, modulo, rounded)

    return {f"{name}Real{kind}": entry(modulo, kind)
            for kind in (4, 8) for name, modulo in (("Mod", False), ("Modulo", True))}
