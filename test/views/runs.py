"""Running `acc-run` in-process for the tests of its views."""

import json
from pathlib import Path

import pytest

from accdialect.tools.acc_run import run
from support.paths import EXAMPLES

OMP_OFFSET = EXAMPLES / "omp_attach_section_offset.mlir"
"""Seed 004: `target enter data map(to: p, p[1:10])` (attached with an offset), then a
`target` that reads p[1..10] and maps `sum`: ends with p and p[1:10] present."""
OMP_MEMBERS = EXAMPLES / "omp_struct_member_pointer.mlir"
"""Seed 003: one `target` mapping only members of S: the table is empty at the end."""
ACC_MOVING = EXAMPLES / "acc_descriptor_moving_target.mlir"
"""Seed 001 (`--entry moving_target`): d, t1, t2 present, d%p attached to t2."""
ACC_FAULT = EXAMPLES / "acc_descriptor_detach_twice.mlir"
"""Seed 001: attached twice, detached twice, then a device fault (status 134)."""


def acc_run(capsys: pytest.CaptureFixture[str], *argv: str | Path) -> tuple[int, str, str]:
    """acc-run's exit status, standard output and standard error."""
    status = run([str(a) for a in argv])
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def runtime_events(capsys: pytest.CaptureFixture[str], tmp_path: Path, example: Path,
                   *argv: str) -> list[dict]:
    """The runtime's events of a run, from `--trace=json`."""
    lines = tmp_path / "events.jsonl"
    acc_run(capsys, example, *argv, "--trace=json", "--trace-file", lines)
    return [json.loads(line) for line in lines.read_text().splitlines()]
