"""The console scripts `acc-opt`, `acc-run` and `acc-import` (pyproject.toml's
`[project.scripts]`): each imports its tool with the collector paused and what the
imports made frozen (`collector.imports_frozen`), then runs it. Importing a tool's
module as a library (the tests do) leaves the collector alone."""

from collections.abc import Callable
from importlib import import_module

from accdialect.tools.collector import imports_frozen


def _launch(module: str) -> Callable[[], int | None]:
    def main() -> int | None:
        with imports_frozen():
            tool_main = import_module(module).main
        return tool_main()
    main.__doc__ = f"The console script of `{module}`."
    return main


acc_opt = _launch("accdialect.tools.acc_opt")
acc_run = _launch("accdialect.tools.acc_run")
acc_import = _launch("accdialect.tools.acc_import")
