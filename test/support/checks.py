"""The reports of acc-run's checks (docs/checks.md) in a program's standard error, and
what a program of the conformance set expects of them: the lines of `NAME.checks`
beside it (none when there is no such file: a correct program gets no report). The
conformance programs are compiled without `-g`, as they were recorded, so their
reports are located in the imported .mlir: that place is left out, and a place in it a
report names is `<mlir>` (the programs of test/checks hold the places to their
sources)."""

import re
from pathlib import Path

from accdialect.runtime.visibility import Check

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
