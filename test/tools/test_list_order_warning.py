"""The list-order mode of `acc-run` (issue 11, cause 7): LLVM 22's by default, with a
located warning where the order of a construct's list items decides the outcome, and
OpenMP 6.0's order independence with `--openmp=6.0`. The program is
test/conformance/omp-c/order_exit_from_delete.c, recorded natively (`x 1 y 8`: LLVM 22
loses the copy back of `map(from: x) map(delete: x)`); OpenMP 6.0 copies x back
(SEMANTICS §3, LLVM PR #165494)."""

import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.tools.acc_import import import_program
from support.checks import split_reports
from support.llvm22 import needs_llvm
from support.paths import ROOT

SOURCE = ROOT / "test" / "conformance" / "omp-c" / "order_exit_from_delete.c"
ACC_RUN = Path(sys.executable).parent / "acc-run"
WARNING = ("15:3: warning: the outcome depends on the order of the list items: 'x' was "
           "released by an earlier list item of this construct: LLVM 22 does not copy it "
           "back to the host; OpenMP 6.0 does (--openmp=6.0)\n")

pytestmark = needs_llvm


@pytest.fixture(scope="module")
def program(tmp_path_factory: pytest.TempPathFactory) -> Path:
    path = tmp_path_factory.mktemp("order") / "order.mlir"
    path.write_text(import_program(SOURCE, ["-g"]))
    return path


def _run(program: Path, *flags: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(ACC_RUN), str(program), *flags], capture_output=True, text=True)


def test_default_is_llvm22_with_a_located_warning(program: Path):
    """The warning, and the checks' report of what it warns of: the host reads `x`,
    which LLVM 22 did not copy back."""
    run = _run(program)
    assert (run.returncode, run.stdout) == (0, SOURCE.with_suffix(".stdout").read_text())
    reports, warning = split_reports(run.stderr, SOURCE)
    assert [line.split(": ")[1:3] for line in reports] == [
        ["stale host data", "'x'"], ["checks", "1 report, 1 occurrence"]]
    file, location = warning.split(":", 1)
    assert Path(file).resolve() == SOURCE.resolve()
    assert location == WARNING


def test_compat_llvm22_names_the_default(program: Path):
    assert _run(program, "--compat=llvm22").stdout == "x 1 y 8\n"


def test_openmp_60_is_order_independent_and_silent(program: Path):
    run = _run(program, "--openmp=6.0")
    assert (run.returncode, run.stdout, run.stderr) == (0, "x 7 y 8\n", "")


def test_no_warning_in_the_libomptarget_trace(program: Path):
    run = _run(program, "--trace=libomptarget")
    assert "warning" not in run.stderr and run.stdout == "x 1 y 8\n"
