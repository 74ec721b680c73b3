"""`_FortranAInitialize` of a derived-type object: flang 22 calls it for a local
array of a derived type; a type whose description says `noinitializationneeded`
needs nothing (examples/fortran/array_of_structs.f90 runs through it), one with a
default component value is not supported yet: one located line naming the type's
description, exit status 1, no traceback. (Natively the program prints
` 7 7 7 1. 1. 1.`.)"""

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
def test_default_initialization_is_a_located_error(tmp_path: Path):
    source, mlir = tmp_path / "tinit.f90", tmp_path / "tinit.mlir"
    source.write_text(DEFAULT_VALUE)
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    run = subprocess.run([BIN / "acc-run", str(mlir)], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (1, "")
    (line,) = run.stderr.splitlines()
    assert line.startswith(f"{mlir}:") and line.endswith(
        ": error: default initialization of the derived type '_QMtmEXdtXt' is not supported "
        "by acc-run")
