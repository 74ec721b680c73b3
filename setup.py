"""The build of accdialect beyond what pyproject.toml declares: the runtime's map
operations compiled by mypyc (the modules `accdialect/runtime/compiled.py` lists;
docs/runtime.md, "Compiled"; docs/performance.md, "Sixth pass").

`ACCDIALECT_PURE_PYTHON=1` builds no extension: the package then runs every module from
its source. A build that fails (no C compiler) is reported in the install's output
(`pip -v`) and the install goes on without it, as with that variable.
"""

import ast
import os

from setuptools import setup
from setuptools.command.build_ext import build_ext

COMPILED_LIST = os.path.join("accdialect", "runtime", "compiled.py")


class OptionalBuildExt(build_ext):
    """`build_ext` whose failure leaves the package to run from source (a build that
    stopped half-way misses a module: `compiled.use_sources_if_stale` loads the sources)."""

    def run(self) -> None:
        try:
            super().run()
        except Exception as err:  # any build failure: the sources remain
            print(f"warning: the runtime is not compiled ({err}); it runs from source")


def _constants(path: str, *names: str) -> dict:
    """The literal values assigned to `names` at the top level of the module at `path`."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    return {node.targets[0].id: ast.literal_eval(node.value) for node in tree.body
            if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id in names}


def compiled_extensions() -> list:
    if os.environ.get("ACCDIALECT_PURE_PYTHON"):
        return []
    from mypyc.build import mypycify

    listed = _constants(COMPILED_LIST, "MODULES", "GROUP")
    paths = [os.path.join("accdialect", "runtime", f"{name}.py") for name in listed["MODULES"]]
    # The modules they import run from source; their typing is basedpyright's to check.
    options = ["--follow-imports=silent"]
    try:
        return mypycify([*options, *paths], group_name=f"accdialect.runtime.{listed['GROUP']}",
                        opt_level="3")
    except (Exception, SystemExit) as err:  # mypy refused them: the sources remain
        print(f"warning: the runtime is not compiled ({err}); it runs from source")
        return []


setup(ext_modules=compiled_extensions(), cmdclass={"build_ext": OptionalBuildExt})
