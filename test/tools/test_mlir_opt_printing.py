"""acc-opt prints what mlir-opt 22 prints (issue 29) and what fir-opt 22 prints (issue
28): value, block and operation names, clause order, attributes and the generic form,
on inputs written for the project whose mlir-opt 22.1.8 and fir-opt 22 output is
recorded beside them (`Inputs/mlir-opt-22/README.md`, `Inputs/fir-opt-22/README.md`)."""

from pathlib import Path

import pytest

from support.acc_opt import run_acc_opt

INPUTS = Path(__file__).parent / "Inputs"
RECORDED = {"mlir-opt-22": 26, "fir-opt-22": 9}
"""Each folder of recordings and how many inputs it holds."""
SOURCES = sorted(source for folder in RECORDED for source in (INPUTS / folder).glob("*.mlir"))


@pytest.mark.parametrize("folder", sorted(RECORDED))
def test_the_recordings_are_here(folder: str):
    sources = sorted((INPUTS / folder).glob("*.mlir"))
    assert len(sources) == RECORDED[folder]
    for source in sources:
        assert source.with_suffix(".out").exists() and source.with_suffix(".generic.out").exists()


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: f"{p.parent.name}/{p.stem}")
@pytest.mark.parametrize("form", ["custom", "generic"])
def test_acc_opt_prints_what_the_tool_prints(source: Path, form: str):
    flags = ["--print-op-generic"] if form == "generic" else []
    recorded = source.with_suffix(".generic.out" if form == "generic" else ".out")
    run = run_acc_opt(str(source), *flags)
    assert (run.status, run.stderr) == (0, "")
    assert run.stdout == recorded.read_text()
