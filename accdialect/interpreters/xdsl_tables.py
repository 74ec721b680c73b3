"""xDSL's own interpreter function tables for `builtin`, `arith`, `cf`, `func` and `scf`.

The package `xdsl.interpreters` imports every table xDSL ships when it is first
imported (RISC-V, Snitch, linalg, PDL, ...): 0.4 s of `acc-run`'s start-up for
tables it never uses. The five modules the project extends import nothing from
their package, so the package is entered here without running its `__init__`,
and only these five are loaded.
"""

import importlib.util
import sys


def _enter_package_lazily(name: str) -> None:
    """Put package `name` in `sys.modules` without executing its `__init__`, so
    that its submodules can be imported one by one. Does nothing if it is already
    imported."""
    if name in sys.modules:
        return
    spec = importlib.util.find_spec(name)
    assert spec is not None and spec.submodule_search_locations is not None, name
    sys.modules[name] = importlib.util.module_from_spec(spec)


_enter_package_lazily("xdsl.interpreters")

from xdsl.interpreters.arith import ArithFunctions  # noqa: E402
from xdsl.interpreters.builtin import BuiltinFunctions  # noqa: E402
from xdsl.interpreters.cf import CfFunctions  # noqa: E402
from xdsl.interpreters.func import FuncFunctions  # noqa: E402
from xdsl.interpreters.scf import ScfFunctions  # noqa: E402

__all__ = ["ArithFunctions", "BuiltinFunctions", "CfFunctions", "FuncFunctions", "ScfFunctions"]
