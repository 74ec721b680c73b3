"""`_FortranAInitialize` of a derived-type object: flang 22 calls it for a local
array of a derived type, and flang's runtime (run natively by acc-run) gives each
component its default value, as in a native run, which prints ` 7 7 7 1. 1. 1.`."""

import subprocess
import sys
from pathlib import Path

from fortran.flang22 import needs_flang

BIN = Path(sys.executable).parent

DEFAULT_VALUE = """module tm
  type t
    integer :: k = 7
    real :: r
  end type
end module
program tinit
  use tm
  integer :: n
  n = 3
  call f(n)
contains
  subroutine f(m)
    integer :: m
    type(t) :: b(m)
    b%r = 1.0
    print *, b%k, b%r
  end subroutine
end program
"""


@needs_flang
def test_default_initialization_as_flang_runtime(tmp_path: Path):
    source, mlir = tmp_path / "tinit.f90", tmp_path / "tinit.mlir"
    source.write_text(DEFAULT_VALUE)
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    run = subprocess.run([BIN / "acc-run", str(mlir)], capture_output=True, text=True)
    assert (run.returncode, run.stdout, run.stderr) == (0, " 7 7 7 1. 1. 1.\n", "")
