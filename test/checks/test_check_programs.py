"""Programs with a mapping bug each, and their correct twins (`programs/`): `acc-run`
reports the bug in the located lines the program's `// REPORT:` comments give (its
file named without directories; a Fortran OpenACC program's reports are located in
the imported .mlir, a place left out: flang's FIR keeps the source's locations, tco's
LLVM dialect does not), then the summary (none when the bug stops the program), and
keeps the program's output (`// OUT:`, unless the bug leaves it undefined) and exit
status (0, or `// STATUS:` for a program the bug stops, with the rest of its standard
error in `// ERROR:`, placed as the reports are); the twin (`NAME_fixed.*`) gets no
report. Each program says what its bug is in its first lines; the rules are
docs/checks.md's.
Needs LLVM 22 (clang-22, flang-22, mlir-22-tools); skipped, saying so, without.
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.tools.acc_import import import_program
from support.checks import plain, split_reports
from support.llvm22 import needs_llvm

PROGRAMS = Path(__file__).parent / "programs"
SOURCES = sorted(p for p in PROGRAMS.iterdir() if p.suffix in (".c", ".cpp", ".f90"))
ACC_RUN = Path(sys.executable).parent / "acc-run"

pytestmark = needs_llvm


def _directives(source: Path, key: str) -> list[str]:
    return [m.group(1) for line in source.read_text().splitlines()
            if (m := re.match(rf"\s*(?://|!) {key}: (.*)$", line))]


def _run(source: Path, tmp_path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    program = tmp_path / f"{source.stem}.mlir"
    flags = _directives(source, "FLAGS")
    flags = " ".join(flags).split()
    # flang's OpenACC output (FIR) has its locations without -g, which `flang -fc1` refuses
    debug = [] if source.suffix == ".f90" and "-fopenmp" not in flags else ["-g"]
    program.write_text(import_program(source, [*debug, *flags]))
    return subprocess.run([str(ACC_RUN), str(program), *options], capture_output=True,
                          text=True)


def test_every_bug_has_its_correct_twin():
    bugs = {p.stem for p in SOURCES if not p.stem.endswith("_fixed")}
    twins = {p.stem.removesuffix("_fixed") for p in SOURCES if p.stem.endswith("_fixed")}
    assert bugs == twins and len(bugs) >= 5


@pytest.mark.parametrize("source", SOURCES, ids=[p.name for p in SOURCES])
def test_reports_exactly_the_bug(source: Path, tmp_path: Path):
    run = _run(source, tmp_path)
    reports, rest = split_reports(run.stderr, source)
    errors = [plain(line, source) for line in rest.splitlines()]
    assert (reports, errors) == (_directives(source, "REPORT"), _directives(source, "ERROR"))
    expected_output = _directives(source, "OUT")
    if expected_output:  # (none for a value the bug leaves undefined)
        assert run.stdout == "".join(f"{line}\n" for line in expected_output)
    assert run.returncode == int(next(iter(_directives(source, "STATUS")), 0))


def test_the_checks_can_be_turned_off_and_can_set_the_exit_status(tmp_path: Path):
    source = PROGRAMS / "stale_host_release.c"
    assert _run(source, tmp_path, "--check=none").stderr == ""
    assert _run(source, tmp_path, "--check=uninitialized,leak").stderr == ""
    flagged = _run(source, tmp_path, "--check=stale-host", "--error-exitcode=9")
    assert flagged.returncode == 9 and "stale host data" in flagged.stderr
