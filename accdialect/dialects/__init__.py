"""The project's dialect table: xDSL's dialects with `acc`, `omp`, `llvm`, `memref`,
`arith`, `func`, `gpu`, `test`, `fir` and `hlfir` replaced.

The replacements are registered only through this table (and so only in the
project's tools); they are never published through the `xdsl.universe` entry
point, where a second `acc`, `omp` or `llvm` would clash with xDSL's own. The table
is xDSL's own list (`xdsl.dialects.get_all_dialects`), not the entry points of every
installed plugin: reading those (`importlib.metadata`) was a twentieth of a tool's
start-up (docs/performance.md, "Start-up").
"""

from collections.abc import Callable
from importlib import import_module

from xdsl.dialects import get_all_dialects as xdsl_dialects
from xdsl.ir import Dialect

_PROJECT_DIALECTS = {
    "acc": ("accdialect.dialects.acc", "ACC"),
    "omp": ("accdialect.dialects.omp_dialect", "OMP"),
    "llvm": ("accdialect.dialects.llvm", "LLVM"),
    "memref": ("accdialect.dialects.memref", "MEMREF"),
    "arith": ("accdialect.dialects.arith", "ARITH"),
    "func": ("accdialect.dialects.func", "FUNC"),
    "gpu": ("accdialect.dialects.gpu", "GPU"),
    "test": ("accdialect.dialects.upstream_test", "TEST"),
    "fir": ("accdialect.dialects.fir", "FIR"),
    "hlfir": ("accdialect.dialects.hlfir", "HLFIR"),
}
"""The dialects the project replaces: the module and name of each one's `Dialect`."""


def _loader(module: str, name: str) -> Callable[[], Dialect]:
    """A factory that imports `module` when the dialect is first asked for."""
    def load() -> Dialect:
        dialect = getattr(import_module(module), name)
        assert isinstance(dialect, Dialect)
        return dialect
    return load


def get_all_dialects() -> dict[str, Callable[[], Dialect]]:
    """Every dialect the project's tools know, as lazy factories by name."""
    dialects = xdsl_dialects()
    for name, (module, attribute) in _PROJECT_DIALECTS.items():
        dialects[name] = _loader(module, attribute)
    return dialects
