"""Fortran programs without OpenACC, run by acc-run after acc-import, print what
flang 22's own runtime prints: native/NAME.f90 was compiled with flang-22 and run,
its standard output, standard error and exit status recorded beside it."""

import subprocess
import sys
from pathlib import Path

import pytest

from fortran.flang22 import needs_flang

NATIVE = Path(__file__).parent / "native"
BIN = Path(sys.executable).parent


def run_fortran(source: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    """acc-import SOURCE, then acc-run it."""
    mlir = tmp_path / (source.stem + ".mlir")
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    return subprocess.run([BIN / "acc-run", str(mlir)], capture_output=True, text=True)


@needs_flang
@pytest.mark.parametrize("name", sorted(p.stem for p in NATIVE.glob("*.f90")))
def test_same_output_as_flang_runtime(name: str, tmp_path: Path):
    result = run_fortran(NATIVE / f"{name}.f90", tmp_path)
    assert result.stdout == (NATIVE / f"{name}.stdout").read_text()
    stderr, rc = NATIVE / f"{name}.stderr", NATIVE / f"{name}.rc"
    assert result.stderr == (stderr.read_text() if stderr.exists() else "")
    assert result.returncode == (int(rc.read_text()) if rc.exists() else 0)
