"""flang 22's runtime stops a program it cannot go on with by `fatal Fortran runtime
error(FILE:LINE): MESSAGE` and `abort()` (exit status 134), recorded natively with
the programs below; acc-run, which runs flang's runtime natively, stops them with one
located line giving the runtime's MESSAGE, status 134, and acc-run itself does not
crash. (What works is recorded in native/internal_write.* and
native/real_remainder.*.)"""

import subprocess
import sys
from pathlib import Path

import pytest

from fortran.flang22 import needs_flang

BIN = Path(sys.executable).parent

PROGRAMS = {
    "overflow": ("""program overflow
  character(len=6) :: s
  write(s, '(I5,I5)') 1, 2
  print *, s
end program
""", "Excessive output to fixed-size record"),
    "modulo_zero": ("""program modulo_zero
  real :: a, p
  a = 3.0
  p = 0.0
  print *, modulo(a, p)
end program
""", "MODULO with P==0"),
}


@needs_flang
@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_fatal_runtime_error(name: str, tmp_path: Path):
    text, message = PROGRAMS[name]
    source, mlir = tmp_path / f"{name}.f90", tmp_path / f"{name}.mlir"
    source.write_text(text)
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    run = subprocess.run([BIN / "acc-run", str(mlir)], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (134, "")
    (line,) = run.stderr.splitlines()
    assert line.startswith(f"{mlir}:") and line.endswith(f": error: {message}")
