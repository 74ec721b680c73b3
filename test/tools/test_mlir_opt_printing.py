"""acc-opt prints what mlir-opt 22 prints (issue 29): value, block and operation names,
clause order, attributes and the generic form, on inputs written for the project whose
mlir-opt 22.1.8 output is recorded beside them (`Inputs/mlir-opt-22/README.md`)."""

from pathlib import Path

import pytest

from support.acc_opt import run_acc_opt

INPUTS = Path(__file__).parent / "Inputs" / "mlir-opt-22"
SOURCES = sorted(INPUTS.glob("*.mlir"))


def test_the_recordings_are_here():
    assert len(SOURCES) == 25
    for source in SOURCES:
        assert source.with_suffix(".out").exists() and source.with_suffix(".generic.out").exists()


@pytest.mark.parametrize("source", SOURCES, ids=lambda p: p.stem)
@pytest.mark.parametrize("form", ["custom", "generic"])
def test_acc_opt_prints_what_mlir_opt_22_prints(source: Path, form: str):
    flags = ["--print-op-generic"] if form == "generic" else []
    recorded = source.with_suffix(".generic.out" if form == "generic" else ".out")
    run = run_acc_opt(str(source), *flags)
    assert (run.status, run.stderr) == (0, "")
    assert run.stdout == recorded.read_text()
