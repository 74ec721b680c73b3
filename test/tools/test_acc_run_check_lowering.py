"""`acc-run --check-lowering -p PASSES` (passes issue): the command line of
translation validation."""

from accdialect.tools.acc_run import run
from support.paths import EXAMPLES

EXAMPLE = EXAMPLES / "omp_struct_member_pointer.mlir"


def test_cli_reports_agreement(capsys):
    assert run(["--check-lowering", "-p", "canonicalize,cse", str(EXAMPLE)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("check-lowering: same output, exit status, 12 data-environment events")


def test_cli_needs_passes(capsys):
    assert run(["--check-lowering", str(EXAMPLE)]) == 1
    assert capsys.readouterr().err == "acc-run: error: --check-lowering needs -p PASSES\n"
