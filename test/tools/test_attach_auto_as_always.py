"""LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS (issue 11, cause 5): acc-run reads it from
its environment as libomptarget 22 does, and every ATTACH entry then attaches as
`attach(always)`. `test/conformance/omp-c/attach_auto_as_always.c` was recorded natively
twice: without the variable by `record.sh` (`NAME.trace`, replayed by
test_real_programs.py) and with `LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS=1` in the
same clean environment (`NAME.always.*`), replayed here."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.tools.acc_import import import_program
from support.checks import expected_reports, split_reports
from support.llvm22 import needs_llvm
from support.paths import REFERENCE, ROOT

RECORDING = ROOT / "test" / "conformance" / "omp-c" / "attach_auto_as_always"
NORMALIZE = REFERENCE / "oracle" / "normalize.py"
ACC_RUN = Path(sys.executable).parent / "acc-run"

pytestmark = needs_llvm


def _masked(text: str) -> str:
    return re.sub(r"0x[0-9a-fA-F]+", "0xADDR", text)


@pytest.mark.parametrize("value", ["1", "yes", "ON"])
def test_the_variable_makes_attach_auto_attach_always(value: str, tmp_path: Path):
    program = tmp_path / "p.mlir"
    program.write_text(import_program(RECORDING.with_suffix(".c"), []))
    env = {**os.environ, "LIBOMPTARGET_INFO": "-1",
           "LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS": value}
    run = subprocess.run([str(ACC_RUN), str(program), "--host-plugin", "--trace=libomptarget"],
                         capture_output=True, text=True, env=env, check=False)
    raw, rc = tmp_path / "trace.raw", tmp_path / "rc"
    reports, trace = split_reports(run.stderr, RECORDING.with_suffix(".c"))
    assert reports == expected_reports(Path(f"{RECORDING}.always.c"))
    raw.write_text(trace)
    rc.write_text(f"{run.returncode}\n")
    normalized = subprocess.run([sys.executable, str(NORMALIZE), str(raw), str(rc)],
                                capture_output=True, text=True, check=True).stdout
    assert normalized == Path(f"{RECORDING}.always.trace").read_text()
    assert run.returncode == int(Path(f"{RECORDING}.always.rc").read_text())
    assert _masked(run.stdout) == _masked(Path(f"{RECORDING}.always.stdout").read_text())


def test_other_values_leave_attach_auto():
    """libomptarget's `BoolEnvar`: "2" is not true (checked natively)."""
    from accdialect.tools.acc_run import attach_auto_as_always

    os.environ["LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS"] = "2"
    try:
        assert not attach_auto_as_always()
    finally:
        del os.environ["LIBOMPTARGET_TREAT_ATTACH_AUTO_AS_ALWAYS"]
