"""The runtime modules that mypyc compiles, and the guard that keeps a stale build out.

The modules of the map operations (`MODULES`: the present table and its keys, the
entries, the device, libomptarget's look-ups and the OpenMP construct steps) are
compiled into C extensions by mypyc when the package is installed (`setup.py`;
docs/runtime.md, "Compiled"; docs/performance.md, "Sixth pass"): the same source, its rules
unchanged, run as native code. They form one group, the shared library
`accdialect.runtime.map_ops__mypyc`, whose modules call each other natively.

Python's import system finds an extension module before its source, so an edited
source would be shadowed by the build of its old text. `use_sources_if_stale`, which
the package runs before any of them is imported, loads every module of the group from
its source when one extension is older than its source, or when the group's library
cannot be loaded (a build for another interpreter); `COMPILED` says which way they
were loaded. The package imports this module first, which runs the guard.
`ACCDIALECT_PURE_PYTHON=1` at install time builds no extension; at run time it loads the
sources (Python frames in tracebacks and debuggers).

`setup.py` reads `MODULES` and `GROUP` from this file's text, without importing it.
"""

import importlib
import importlib.machinery
import importlib.util
import os
import sys
from importlib.machinery import ModuleSpec

MODULES = ("sorted_keys", "present_table", "entry", "device", "mapping", "omp_mapping")
"""The compiled modules of `accdialect.runtime`, which import one another. `memory` and
its parts (`regions`, `memory_manager`, `checked_access`) are not among them: the
interpreter reads the allocations' fields in every load and store, and a field of a
compiled class costs interpreted code a call (`regions.Allocation.data`): the
real-program bench executed 2.8 % more instructions with `memory` compiled."""
GROUP = "map_ops"
"""The group's name: its shared library is the module `accdialect.runtime.map_ops__mypyc`."""

_PACKAGE = "accdialect.runtime"
_HERE = os.path.dirname(os.path.abspath(__file__))
_SUFFIX = importlib.machinery.EXTENSION_SUFFIXES[0]

COMPILED = False
"""Whether the modules of `MODULES` run compiled (set by `use_sources_if_stale`)."""


class SourceFinder:
    """A finder (`sys.meta_path`) that gives the modules of the group from their
    source files, ahead of the extensions beside them."""

    @staticmethod
    def find_spec(fullname: str, path: object = None, target: object = None
                  ) -> ModuleSpec | None:
        package, _, name = fullname.rpartition(".")
        if package != _PACKAGE or name not in MODULES:
            return None
        return importlib.util.spec_from_file_location(fullname,
                                                      os.path.join(_HERE, name + ".py"))


def built(directory: str) -> bool | None:
    """True if every module of the group in `directory` has an extension at least as
    new as its source; None if none has one (a source-only install); False otherwise."""
    found = 0
    fresh = True
    for name in MODULES:
        try:
            made = os.stat(os.path.join(directory, name + _SUFFIX)).st_mtime_ns
        except OSError:
            fresh = False
            continue
        found += 1
        if made < os.stat(os.path.join(directory, name + ".py")).st_mtime_ns:
            fresh = False
    return None if not found else fresh


def use_sources_if_stale() -> None:
    """Load the group from its sources unless its build is complete, up to date and
    loadable, and `ACCDIALECT_PURE_PYTHON` is not set (see the module doc)."""
    global COMPILED
    fresh = built(_HERE)
    if fresh is None:
        return
    if fresh and not os.environ.get("ACCDIALECT_PURE_PYTHON"):
        try:
            importlib.import_module(f"{_PACKAGE}.{GROUP}__mypyc")
            COMPILED = True
            return
        except ImportError:
            pass
    if SourceFinder not in sys.meta_path:
        sys.meta_path.insert(0, SourceFinder)  # type: ignore[arg-type]


use_sources_if_stale()
