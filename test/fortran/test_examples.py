"""The Fortran OpenACC corpus (examples/fortran/): each program's header says the
output a discrete-memory OpenACC device must give (OpenACC 3.3), as lines
`! Expected ...:` followed by `!  LINE` (the program's line after `! `, for a line
that starts with a blank as list-directed output does) or `!|LINE` (any line), or
`! Expected error, status N ...: TEXT` (exit status N, TEXT in the one error
line). A line `! acc-run options: OPTIONS` gives acc-run's options for the run
(`--num-devices 2`; the program's arguments after `--`, last).

With flang 22 each `.f90` is imported by acc-import and run by acc-run; the
acc-import output of some of them, kept in examples/fortran/Inputs/ (where lit
does not look for tests), runs without flang."""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from fortran.flang22 import needs_flang
from support.checks import expected_reports, split_reports

EXAMPLES = Path(__file__).parents[2] / "examples" / "fortran"
BIN = Path(sys.executable).parent


def expected(source: Path) -> tuple[str | None, tuple[int, str] | None]:
    """(standard output, (exit status, error text)) the header of `source` expects."""
    lines = source.read_text().splitlines()
    for i, line in enumerate(lines):
        if line.startswith("! Expected error"):
            status = re.search(r"status (\d+)", line)
            assert status is not None, line
            return None, (int(status[1]), line.partition(": ")[2].strip())
        if line.startswith("! Expected") and line.endswith(":"):
            out = []
            for body in lines[i + 1:]:
                if not body.startswith(("!  ", "!|")):
                    break
                out.append(body[2:] + "\n")
            return "".join(out), None
    raise AssertionError(f"{source.name} has no '! Expected' header")


def run_options(source: Path) -> list[str]:
    """The acc-run options the header of `source` gives (`! acc-run options: ...`)."""
    for line in source.read_text().splitlines():
        if line.startswith("! acc-run options:"):
            return line.partition(":")[2].split()
    return []


def check(source: Path, mlir: Path) -> None:
    """The program's output and status as its header says, and the reports of the
    checks its `NAME.checks` lists (a bug the program shows on purpose), no other."""
    result = subprocess.run([BIN / "acc-run", str(mlir), *run_options(source)],
                            capture_output=True, text=True)
    stdout, error = expected(source)
    reports, stderr = split_reports(result.stderr, source)
    assert reports == expected_reports(source)
    if error is None:
        assert (result.stdout, stderr, result.returncode) == (stdout, "", 0)
    else:
        assert result.returncode == error[0]
        assert error[1] in stderr and len(stderr.splitlines()) == 1


@needs_flang
@pytest.mark.parametrize("name", sorted(p.stem for p in EXAMPLES.glob("*.f90")))
def test_fortran_program(name: str, tmp_path: Path):
    mlir = tmp_path / f"{name}.mlir"
    subprocess.run([BIN / "acc-import", str(EXAMPLES / f"{name}.f90"), "-o", str(mlir)],
                   check=True, capture_output=True, text=True)
    check(EXAMPLES / f"{name}.f90", mlir)


@pytest.mark.parametrize("name", sorted(p.stem for p in (EXAMPLES / "Inputs").glob("*.mlir")))
def test_imported_program_without_flang(name: str):
    check(EXAMPLES / f"{name}.f90", EXAMPLES / "Inputs" / f"{name}.mlir")
