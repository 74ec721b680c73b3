"""Whether LLVM 22's tools that `acc-import` runs are installed, for the tests that
compile C with clang 22 (skipped with the reason when they are not)."""

import pytest

from accdialect.tools.acc_import import ImportError_, find_tool


def _missing_llvm() -> str | None:
    try:
        for tool in ("clang", "mlir-translate", "mlir-opt"):
            find_tool(tool)
    except ImportError_ as error:
        return str(error)
    return None


MISSING = _missing_llvm()
"""Why the tests that need LLVM 22 are skipped, or None when it is installed."""

needs_llvm = pytest.mark.skipif(MISSING is not None, reason=f"skipped: {MISSING}")
