"""Real clang 22 OpenMP offload programs on the simulated device (issue: real programs).

Each program of test/reference/libomptarget-22, and each C and C++ program of
test/conformance/omp-c and omp-cxx (issue 11: written for the project, recorded
natively with the oracle's `record.sh`, which keeps the recordings beside them),
is compiled and imported with
`acc-import`, run with `acc-run --host-plugin --trace=libomptarget` (LLVM's host
plugin lets device code read host memory; the recordings were made on it), and
its stderr normalized by the oracle's own `normalize.py`. The normalized trace must
equal the recording's `.trace` line for line, the exit status its `.rc`, and stdout
its `.stdout` once addresses are masked, in the default mode (LLVM 22's handling of
the list items of one construct, as the recordings were made).
Needs LLVM 22 (clang-22, mlir-22-tools, libomp-22-dev); skipped, saying so, without.
"""

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

RECORDINGS = REFERENCE / "libomptarget-22"
NORMALIZE = REFERENCE / "oracle" / "normalize.py"
CONFORMANCE = ROOT / "test" / "conformance"
RECORDED = sorted(RECORDINGS.glob("*.c"))
PROGRAMS = RECORDED + sorted(p for folder in ("omp-c", "omp-cxx")
                             for p in (CONFORMANCE / folder).glob("*.c*")
                             if p.suffix in (".c", ".cc", ".cpp"))
KNOWN_DIFFERENCES: dict[str, str] = {}
"""Programs whose replay still differs from their recording, and why (strict: each
fails the run once it matches)."""


def _program(source: Path):
    reason = KNOWN_DIFFERENCES.get(source.stem)
    marks = [pytest.mark.xfail(strict=True, reason=reason)] if reason else []
    return pytest.param(source, marks=marks, id=f"{source.parent.name}/{source.name}")
ACC_RUN = Path(sys.executable).parent / "acc-run"


pytestmark = needs_llvm


def _header(source: Path, key: str) -> str | None:
    for line in source.read_text().splitlines()[:20]:
        match = re.search(rf"// {key}: (.*)", line)
        if match:
            return match.group(1).strip()
    return None


RECORDING_MACHINE = ["--num-procs", "2"]
"""The recordings were made on 2 processors, which shaped libomp's teams of threads and
leagues (interpreter/kmpc_team.py); the simulated runs see as many whatever machine runs
the tests."""


def recording_environment() -> dict[str, str]:
    """The tests' environment as `record.sh` ran the programs: without OMP_NUM_THREADS."""
    return {k: v for k, v in os.environ.items() if k != "OMP_NUM_THREADS"}


def _mask_addresses(text: str) -> str:
    return re.sub(r"0x[0-9a-fA-F]+", "0xADDR", text)


def test_all_recordings_are_here():
    assert len(RECORDED) == 16


@pytest.mark.parametrize("source", [_program(p) for p in PROGRAMS])
def test_program_matches_libomptarget_22(source: Path, tmp_path: Path):
    flags = (_header(source, "FLAGS") or "").split()
    program = tmp_path / f"{source.stem}.mlir"
    program.write_text(import_program(source, flags))
    info = (_header(source, "INFO") or "-1").split()[0]
    run = subprocess.run([str(ACC_RUN), str(program), "--host-plugin", "--trace=libomptarget",
                          *RECORDING_MACHINE], capture_output=True, text=True,
                         env={**recording_environment(), "LIBOMPTARGET_INFO": info})
    raw, rc = tmp_path / "trace.raw", tmp_path / "rc"
    reports, trace = split_reports(run.stderr, source)
    assert reports == expected_reports(source)
    raw.write_text(trace)
    rc.write_text(f"{run.returncode}\n")
    normalized = subprocess.run([sys.executable, str(NORMALIZE), str(raw), str(rc)],
                                capture_output=True, text=True, check=True).stdout
    recording = source.with_suffix("")
    assert normalized == Path(f"{recording}.trace").read_text()
    assert run.returncode == int(Path(f"{recording}.rc").read_text())
    assert _mask_addresses(run.stdout) == _mask_addresses(Path(f"{recording}.stdout").read_text())
