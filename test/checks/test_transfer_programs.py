"""Programs with an inefficient data mapping each (`transfers/`): `acc-run
--report=transfers` prints, after the run, the report the program's `// TRANSFERS:`
comments give (docs/checks.md, "The transfer report"), and the program's output
(`// OUT:`) and exit status stay its own. The report's table is compared cell by cell
(its columns are two spaces apart or more), its places without directories.
Needs LLVM 22 (clang-22, flang-22, mlir-22-tools); skipped, saying so, without.
"""

import re
from pathlib import Path

import pytest

from support.checks import directives, run_program
from support.llvm22 import needs_llvm

PROGRAMS = Path(__file__).parent / "transfers"
SOURCES = sorted(p for p in PROGRAMS.iterdir() if p.suffix in (".c", ".f90"))
HEADER = ["waste", "time", "directive", "variable", "to device", "from device", "allocations",
          "inefficiencies"]

pytestmark = needs_llvm


def _cells(line: str, source: Path) -> list[str]:
    """A line of the report as its cells, without the directories of the paths it
    names."""
    line = re.sub(rf"(?:[^\s/]+/)+(?={re.escape(source.name)})|(?<![\w.])/(?:[^/\s:]+/)+",
                  "", line)
    return re.split(r" {2,}", line.strip())


def test_every_class_has_its_program():
    assert {p.stem for p in SOURCES} >= {"round_trip", "duplicate_always", "unused_map",
                                         "repeated_map", "acc_round_trip", "omp_unused"}


@pytest.mark.parametrize("source", SOURCES, ids=[p.name for p in SOURCES])
def test_reports_exactly_the_waste(source: Path, tmp_path: Path):
    run = run_program(source, tmp_path, "--report=transfers")
    head, header, *table = run.stderr.splitlines()
    summary, *rows = directives(source, "TRANSFERS")
    assert head == summary
    assert _cells(header, source) == HEADER
    assert [_cells(row, source) for row in table] == [_cells(row, source) for row in rows]
    assert run.stdout == "".join(f"{line}\n" for line in directives(source, "OUT"))
    assert run.returncode == 0


def test_without_the_option_there_is_no_report(tmp_path: Path):
    run = run_program(PROGRAMS / "round_trip.c", tmp_path)
    assert (run.stdout, run.stderr, run.returncode) == ("32640\n", "", 0)
