"""The project's passes, as one table of lazy factories by pass name.

Each pass is an xDSL `ModulePass` in a module of this package; `acc-opt`
registers exactly the passes of `get_all_passes()` on top of xDSL's generic
ones (`canonicalize`, `cse`, `dce`, ...).
"""

from collections.abc import Callable

from xdsl.passes import ModulePass


def get_all_passes() -> dict[str, Callable[[], type[ModulePass]]]:
    """The project's own passes by name (filled by the passes issue)."""
    return {}
