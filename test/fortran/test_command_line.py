"""A Fortran program's command line, clocks and list-directed READ from a CHARACTER
variable (command_line/command_line.f90): recorded natively with flang 22 with the
arguments of its `! ARGS:` line; acc-run given them after `--` prints the same."""

import subprocess
import sys
from pathlib import Path

from fortran.flang22 import needs_flang

BIN = Path(sys.executable).parent
FOLDER = Path(__file__).parent / "command_line"


@needs_flang
def test_command_line_as_natively(tmp_path: Path):
    source = FOLDER / "command_line.f90"
    (args,) = [line.partition(":")[2].split() for line in source.read_text().splitlines()
               if line.startswith("! ARGS:")]
    mlir = tmp_path / "command_line.mlir"
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    run = subprocess.run([BIN / "acc-run", str(mlir), "--", *args], capture_output=True,
                         text=True)
    assert (run.returncode, run.stderr) == (0, "")
    assert run.stdout == (FOLDER / "command_line.stdout").read_text()
