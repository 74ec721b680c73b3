"""The project's dialect table: xDSL's dialects with `acc`, `omp`, `llvm`, `memref`,
`arith`, `func` and `gpu` replaced.

The replacements are registered only through this table (and so only in the
project's tools); they are never published through the `xdsl.universe` entry
point, where a second `acc`, `omp` or `llvm` would clash with xDSL's own. The table
is xDSL's own list (`xdsl.dialects.get_all_dialects`), not the entry points of every
installed plugin: reading those (`importlib.metadata`) was a twentieth of a tool's
start-up (docs/performance.md, "Start-up").
"""

from collections.abc import Callable

from xdsl.dialects import get_all_dialects as xdsl_dialects
from xdsl.ir import Dialect


def _acc() -> Dialect:
    from accdialect.dialects.acc import ACC

    return ACC


def _omp() -> Dialect:
    from accdialect.dialects.omp import OMP

    return OMP


def _llvm() -> Dialect:
    from accdialect.dialects.llvm import LLVM

    return LLVM


def _memref() -> Dialect:
    from accdialect.dialects.memref import MEMREF

    return MEMREF


def _arith() -> Dialect:
    from accdialect.dialects.arith import ARITH

    return ARITH


def _func() -> Dialect:
    from accdialect.dialects.func import FUNC

    return FUNC


def _gpu() -> Dialect:
    from accdialect.dialects.gpu import GPU

    return GPU


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Every dialect the project's tools know, as lazy factories by name."""
    dialects = xdsl_dialects()
    dialects["acc"] = _acc
    dialects["omp"] = _omp
    dialects["llvm"] = _llvm
    dialects["memref"] = _memref
    dialects["arith"] = _arith
    dialects["func"] = _func
    dialects["gpu"] = _gpu
    return dialects
