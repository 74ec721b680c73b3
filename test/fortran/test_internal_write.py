"""WRITE to a CHARACTER variable beyond its length: flang 22's runtime stops the
program with `fatal Fortran runtime error(FILE:LINE): Excessive output to
fixed-size record` and aborts (exit status 134, recorded natively with the program
below); acc-run stops it with one located line saying the same, status 134. What
fits is recorded in native/internal_write.*."""

import subprocess
import sys
from pathlib import Path

from fortran.flang22 import needs_flang

BIN = Path(sys.executable).parent

OVERFLOW = """program overflow
  character(len=6) :: s
  write(s, '(I5,I5)') 1, 2
  print *, s
end program
"""


@needs_flang
def test_excessive_output_to_a_character_variable(tmp_path: Path):
    source, mlir = tmp_path / "overflow.f90", tmp_path / "overflow.mlir"
    source.write_text(OVERFLOW)
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    run = subprocess.run([BIN / "acc-run", str(mlir)], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (134, "")
    (line,) = run.stderr.splitlines()
    assert line.startswith(f"{mlir}:") and ": error: Excessive output to fixed-size record " \
        "(a WRITE to a CHARACTER(6) variable)" in line
