"""OpenMP Fortran offload programs compiled by flang 22 on the simulated device (issue 12
part 6).

Each program of test/conformance/omp-fortran was written for the project and recorded
natively with the oracle's `record.sh` (flang 22 -O0 -fopenmp
-fopenmp-targets=x86_64-unknown-linux-gnu, the device runtime's kernel entry stubbed by
the oracle's `kmpc_stub.c`, run on libomptarget 22's host plugin with
LIBOMPTARGET_INFO=-1), which keeps the recordings beside it. Here it is imported with
`acc-import -fopenmp` and run with `acc-run --host-plugin --trace=libomptarget`; its
stderr normalized by the oracle's own `normalize.py` must equal the recording's `.trace`
line for line, the exit status its `.rc`, stdout its `.stdout`. A `! FLAGS: ...` line
in a program's first 20 lines gives flang further flags, as to `record.sh`. Run again on
acc-run's default device, whose code cannot touch host memory (a discrete-memory device),
each program must print the same and exit the same: its kernels use only mapped data
(a `! DISCRETE DEVICE PRINTS: ...` line gives what a program prints there instead,
when what it prints says where its code ran).

flang names every map entry after its source file (`Name=<path of NAME.f90>`), the path
the compiler was given: `record.sh` compiles in `/tmp/oracle_build/record/cc/NAME/`, the
test in its own folder, so the folder is removed from both sides before comparing.
Needs LLVM 22 and flang 22; skipped, saying so, without.
"""

import re
import subprocess
import sys
from pathlib import Path

import pytest
from test_real_programs import ACC_RUN, NORMALIZE, RECORDING_MACHINE, recording_environment

from accdialect.importers.flang import FLANG_INSTALL_HINT
from accdialect.tools.acc_import import ImportError_, find_tool, import_program
from support.checks import expected_reports, split_reports
from support.llvm22 import needs_llvm
from support.paths import ROOT

PROGRAMS = sorted((ROOT / "test" / "conformance" / "omp-fortran").glob("*.f90"))
RECORDING_FOLDER = "/tmp/oracle_build/record/cc/{name}/"
"""Where `record.sh` (default SCRATCH) compiled NAME.f90: the folder in its names."""


def _missing_flang() -> str | None:
    try:
        find_tool("flang", FLANG_INSTALL_HINT)
    except ImportError_ as error:
        return str(error)
    return None


pytestmark = [needs_llvm, pytest.mark.skipif(_missing_flang() is not None,
                                             reason=f"skipped: {_missing_flang()}")]


def test_the_five_kinds_of_program_are_here():
    assert {p.stem for p in PROGRAMS} >= {
        "alloc_tofrom", "array_section", "enter_exit_refcount", "target_update",
        "derived_alloc_component", "derived_pointer_member", "declare_mapper"}


def _flags(source: Path) -> list[str]:
    for line in source.read_text().splitlines()[:20]:
        match = re.match(r"\s*!\s*FLAGS:(.*)", line)
        if match:
            return match.group(1).split()
    return []


@pytest.mark.parametrize("source", PROGRAMS, ids=lambda p: f"omp-fortran/{p.name}")
def test_program_matches_libomptarget_22(source: Path, tmp_path: Path):
    local = tmp_path / source.name
    local.write_text(source.read_text())
    program = tmp_path / f"{source.stem}.mlir"
    program.write_text(import_program(local, ["-fopenmp", *_flags(source)]))
    run = subprocess.run([str(ACC_RUN), str(program), "--host-plugin", "--trace=libomptarget",
                          *RECORDING_MACHINE], capture_output=True, text=True,
                         env={**recording_environment(), "LIBOMPTARGET_INFO": "-1"})
    raw, rc = tmp_path / "trace.raw", tmp_path / "rc"
    reports, trace = split_reports(run.stderr, source)
    assert reports == expected_reports(source)
    raw.write_text(trace)
    rc.write_text(f"{run.returncode}\n")
    normalized = subprocess.run([sys.executable, str(NORMALIZE), str(raw), str(rc)],
                                capture_output=True, text=True, check=True).stdout
    recording = source.with_suffix("")
    expected = Path(f"{recording}.trace").read_text()
    assert normalized.replace(f"{tmp_path}/", "") == \
        expected.replace(RECORDING_FOLDER.format(name=source.stem), "")
    assert run.returncode == int(Path(f"{recording}.rc").read_text())
    assert run.stdout == Path(f"{recording}.stdout").read_text()
    discrete = subprocess.run([str(ACC_RUN), str(program), *RECORDING_MACHINE],
                              capture_output=True, text=True, env=recording_environment())
    expected_stdout = _discrete_stdout(source)
    assert (discrete.stdout, discrete.returncode) == \
        (run.stdout if expected_stdout is None else expected_stdout, run.returncode)


def _discrete_stdout(source: Path) -> str | None:
    """A `! DISCRETE DEVICE PRINTS: ...` line: the one line a program prints on a
    discrete device where the host plugin's shared memory or host code answers
    otherwise (derived from OpenMP 5.2, said in the program's comment)."""
    for line in source.read_text().splitlines()[:20]:
        match = re.match(r"\s*!\s*DISCRETE DEVICE PRINTS:(.*)", line)
        if match:
            return match.group(1) + "\n"
    return None
