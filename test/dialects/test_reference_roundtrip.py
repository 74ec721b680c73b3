"""Every file of test/reference/mlir-opt-22 parses, and printing it gives
mlir-opt 22's text (custom and generic) up to the normalizations of
`roundtrip.py`."""

import pytest
from roundtrip import normalize

from support.acc_opt import run_acc_opt
from support.paths import REFERENCE

REFERENCE = REFERENCE / "mlir-opt-22"
CANONICAL = sorted(REFERENCE.glob("*/*.canonical.mlir"))
GENERIC = sorted(REFERENCE.glob("*/*.generic.mlir"))


def _sibling(path, kind):
    twin = path.with_name(path.name.split(".")[0] + f".{kind}.mlir")
    return twin if twin.exists() else None


def _printed(path, generic: bool) -> list[str]:
    run = run_acc_opt(str(path), *(["--print-op-generic"] if generic else []))
    assert run.status == 0, run.stderr
    return normalize(run.stdout)


def _cases():
    for source in CANONICAL + GENERIC + sorted(REFERENCE.glob("*/*.input.mlir")):
        for kind in ("canonical", "generic"):
            expected = _sibling(source, kind)
            if expected is not None:
                yield pytest.param(source, expected, id=f"{source.parent.name}/{source.name}->{kind}")


def test_reference_folder_is_there():
    assert len(CANONICAL) == 6 and len(GENERIC) == 4


@pytest.mark.parametrize(("source", "expected"), list(_cases()))
def test_prints_like_mlir_opt_22(source, expected):
    generic = expected.name.endswith(".generic.mlir")
    assert _printed(source, generic) == normalize(expected.read_text())


@pytest.mark.parametrize("source", CANONICAL, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_generic_form_round_trips(source, tmp_path):
    """Files without a recorded generic twin: our generic form reads back to
    the same custom text."""
    generic = tmp_path / "generic.mlir"
    generic.write_text(run_acc_opt(str(source), "--print-op-generic").stdout)
    assert _printed(generic, False) == normalize(source.read_text())
