"""The C library's `float` functions (`sinf`, `expf`, ...) as a natively compiled
program calls them: the host's own libm, through ctypes.

glibc's `float` functions are not the `double` function rounded to `float`:
`sinf`, `cosf`, `tanf`, `erff` & co. are computed in their own way and differ from
`(float) sin((double) x)` in the last place for some arguments (recorded with flang
22: `test/fortran/native/math_intrinsics.*`). LLVM lowers `llvm.sin.f32` and the
other math intrinsics of `float` to these functions, and C programs call them by
name; calling the same library gives the native results bit for bit. Without a
loadable libm (not a glibc system), each is the `double` function of `libc.LIBM`
rounded to `float`.
"""

import ctypes
import math
import struct
from collections.abc import Callable

FLOAT_FUNCTIONS = {
    "sinf": 1, "cosf": 1, "tanf": 1, "asinf": 1, "acosf": 1, "atanf": 1, "atan2f": 2,
    "sinhf": 1, "coshf": 1, "tanhf": 1, "expf": 1, "exp2f": 1, "logf": 1, "log2f": 1,
    "log10f": 1, "powf": 2, "erff": 1, "erfcf": 1,
}
"""The functions taken from the host's libm, with their number of arguments."""


def _to_float(x: float) -> float:
    """A double rounded to float (what the C call's argument conversion does); an
    overflow is an infinity, as the conversion gives."""
    try:
        return struct.unpack("<f", struct.pack("<f", x))[0]
    except OverflowError:
        return math.copysign(math.inf, x)


GLIBC_LIBM = "libm.so.6"
"""glibc's libm by its soname, loaded without a search: `ctypes.util.find_library`
runs `ldconfig` (and imports `subprocess` and `platform`), a tenth of an `acc-run`'s
start-up; it is asked only where this name does not load."""


def _open_libm() -> ctypes.CDLL | None:
    try:
        return ctypes.CDLL(GLIBC_LIBM)
    except OSError:
        pass
    from ctypes.util import find_library

    name = find_library("m")
    if name is None:
        return None
    try:
        return ctypes.CDLL(name)
    except OSError:
        return None


def _load() -> dict[str, Callable[..., float]]:
    libm = _open_libm()
    if libm is None:
        return {}
    table: dict[str, Callable[..., float]] = {}
    for function, arity in FLOAT_FUNCTIONS.items():
        c_function = getattr(libm, function, None)
        if c_function is None:
            continue
        c_function.restype = ctypes.c_float
        c_function.argtypes = [ctypes.c_float] * arity
        table[function] = (lambda *args, f=c_function: float(f(*map(_to_float, args))))
    return table


LIBM_FLOAT: dict[str, Callable[..., float]] = _load()
"""The host libm's `float` functions by C name (empty without a loadable libm)."""
