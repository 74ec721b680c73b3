"""Whether flang 22 and the tools `acc-import` runs for Fortran are installed, for
the tests that compile Fortran (skipped with the reason when they are not)."""

import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.importers.flang import FLANG_INSTALL_HINT
from accdialect.tools.acc_import import ImportError_, find_tool


def _missing_flang() -> str | None:
    try:
        for tool in ("flang", "fir-opt", "tco"):
            find_tool(tool, FLANG_INSTALL_HINT)
    except ImportError_ as error:
        return str(error)
    return None


MISSING = _missing_flang()
needs_flang = pytest.mark.skipif(MISSING is not None, reason=f"skipped: {MISSING}")


EXAMPLES = Path(__file__).parents[2] / "examples" / "fortran"


def import_example(name: str, out_dir: Path) -> Path:
    """`acc-import examples/fortran/NAME.f90 -o OUT_DIR/NAME.mlir`; the output's path."""
    mlir = out_dir / f"{name}.mlir"
    subprocess.run([Path(sys.executable).parent / "acc-import", str(EXAMPLES / f"{name}.f90"),
                    "-o", str(mlir)], check=True, capture_output=True, text=True)
    return mlir
