"""Programs with a mapping bug each, and their correct twins (`programs/`): `acc-run`
reports the bug in the located lines the program's `// REPORT:` comments give (its
file named without directories; flang places an OpenACC construct, and the
mappings it makes, at its directive's name, a clause's other actions at its variable,
and a statement at its start),
then the summary (none when the bug stops the program), and
keeps the program's output (`// OUT:`, unless the bug leaves it undefined) and exit
status (0, or `// STATUS:` for a program the bug stops, with the rest of its standard
error in `// ERROR:`, placed as the reports are); the twin (`NAME_fixed.*`) gets no
report. Each program says what its bug is in its first lines; the rules are
docs/checks.md's.
Needs LLVM 22 (clang-22, flang-22, mlir-22-tools); skipped, saying so, without.
"""

import re
from pathlib import Path

import pytest

from support.checks import directives, plain, run_program, split_reports
from support.llvm22 import needs_llvm

PROGRAMS = Path(__file__).parent / "programs"
_GLOBAL = re.compile(r"0x00000000004[0-9a-f]{5}")
"""An address in the globals' region: where a global lies varies with the checkout's
path (flang's globals include the source's path, and a fresh clone placed `a` of
acc_bounds_copyin.f90 64 bytes further), so it is not compared."""
SOURCES = sorted(p for p in PROGRAMS.iterdir() if p.suffix in (".c", ".cpp", ".f90"))

pytestmark = needs_llvm


def test_every_bug_has_its_correct_twin():
    bugs = {p.stem for p in SOURCES if not p.stem.endswith("_fixed")}
    twins = {p.stem.removesuffix("_fixed") for p in SOURCES if p.stem.endswith("_fixed")}
    assert bugs == twins and len(bugs) >= 5


@pytest.mark.parametrize("source", SOURCES, ids=[p.name for p in SOURCES])
def test_reports_exactly_the_bug(source: Path, tmp_path: Path):
    run = run_program(source, tmp_path)
    reports, rest = split_reports(run.stderr, source)
    errors = [_GLOBAL.sub("0x<global>", plain(line, source)) for line in rest.splitlines()]
    expected_errors = [_GLOBAL.sub("0x<global>", line) for line in directives(source, "ERROR")]
    assert (reports, errors) == (directives(source, "REPORT"), expected_errors)
    expected_output = directives(source, "OUT")
    if expected_output:  # (none for a value the bug leaves undefined)
        assert run.stdout == "".join(f"{line}\n" for line in expected_output)
    assert run.returncode == int(next(iter(directives(source, "STATUS")), 0))


def test_the_checks_can_be_turned_off_and_can_set_the_exit_status(tmp_path: Path):
    source = PROGRAMS / "stale_host_release.c"
    assert run_program(source, tmp_path, "--check=none").stderr == ""
    assert run_program(source, tmp_path, "--check=uninitialized,leak").stderr == ""
    flagged = run_program(source, tmp_path, "--check=stale-host", "--error-exitcode=9")
    assert flagged.returncode == 9 and "stale host data" in flagged.stderr
