"""The reports of acc-run's checks (docs/checks.md) in a program's standard error, and
what a program of the conformance set expects of them: the lines of `NAME.checks`
beside it (none when there is no such file: a correct program gets no report). The
conformance programs are compiled without `-g`, as they were recorded, so their
reports are located in the imported .mlir: that place is left out, and a place in it a
report names is `<mlir>` (the programs of test/checks hold the places to their
sources)."""

import re
import subprocess
import sys
from pathlib import Path

from accdialect.runtime.visibility import Check
from accdialect.tools.acc_import import import_program
from accdialect.tools.source_program import default_flags

_IN_MLIR = re.compile(r"^\S+\.mlir:\d+:\d+: ")
_MLIR_PLACE = re.compile(r"\S+\.mlir:\d+:\d+")
_REPORT = re.compile(
    r"^(?:\S+:\d+:\d+|<unknown>): (?:"
    + "|".join(re.escape(check.title) for check in Check) + r"): |^acc-run: checks: ")


def split_reports(stderr: str, source: Path) -> tuple[list[str], str]:
    """(the report lines, `plain`; the rest of `stderr`)."""
    reports, rest = [], []
    for line in stderr.splitlines(keepends=True):
        if _REPORT.match(line):
            reports.append(_MLIR_PLACE.sub("<mlir>", plain(line.rstrip("\n"), source)))
        else:
            rest.append(line)
    return reports, "".join(rest)


def plain(line: str, source: Path) -> str:
    """A line of acc-run's standard error about `source`, without the directories of
    the paths it names, nor its place in an imported .mlir."""
    directories = re.compile(rf"(?:[^\s'/]+/)+(?={re.escape(source.name)})|"
                             r"(?<![\w.])/(?:[^/\s':]+/)+")
    return _IN_MLIR.sub("", directories.sub("", line))


def expected_reports(source: Path) -> list[str]:
    """The reports the program's `NAME.checks` lists (its bugs, said in its comment)."""
    expected = source.with_suffix(".checks")
    return expected.read_text().splitlines() if expected.exists() else []


ACC_RUN = Path(sys.executable).parent / "acc-run"


def directives(source: Path, key: str) -> list[str]:
    """The values of the program's `// KEY: ...` (`! KEY: ...`) comment lines."""
    return [m.group(1) for line in source.read_text().splitlines()
            if (m := re.match(rf"\s*(?://|!) {key}: (.*)$", line))]


def run_program(source: Path, tmp_path: Path, *options: str) -> subprocess.CompletedProcess[str]:
    """acc-run's run of `source`, imported with the flags `acc-run source` gives it
    (its lines kept: `source_program.default_flags`) and those of its `FLAGS:` lines."""
    program = tmp_path / f"{source.stem}.mlir"
    flags = " ".join(directives(source, "FLAGS")).split()
    default = default_flags(source, source.read_text())
    program.write_text(import_program(source, [*(f for f in default if f not in flags), *flags]))
    return subprocess.run([str(ACC_RUN), str(program), *options], capture_output=True,
                          text=True)
