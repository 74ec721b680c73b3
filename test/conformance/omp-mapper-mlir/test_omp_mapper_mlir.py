"""`omp.declare_mapper` at the omp dialect level against clang 22 and libomptarget 22
(issue 11, cause 1).

Each `NAME.mlir` of this folder writes the C program `NAME.c` beside it in the omp
dialect; `NAME.c` was recorded natively with the oracle's `record.sh` (clang 22,
libomptarget 22's host plugin), which left `NAME.stdout`, `NAME.rc` and the normalized
`NAME.trace`. `acc-run --host-plugin --trace=libomptarget` of the MLIR, its stderr
normalized by the oracle's `normalize.py`, must equal the recording line for line, its
exit status and stdout too: the components the dialect-level mapper gives the runtime
are those of clang's mapper functions. The same holds for the program lowered by
`omp-order-maps,lower-omp-to-runtime` (the mapper functions `lower-omp-to-runtime`
emits, run by the runtime as clang's are), and `--check-lowering` finds the same run
before and after, on the simulated device and on the host plugin. With LLVM 22: the
full trace (copies too, which the recording's `// INFO:` value may leave out) equals
that of the C program itself imported with `acc-import` (clang's own mapper
functions, run by the same runtime); and upstream's own translation of the MLIR
(`mlir-opt-22 --convert-scf-to-cf --convert-to-llvm`, `mlir-translate-22
--mlir-to-llvmir`: its `OpenMPIRBuilder` mapper functions), imported and run, gives
the native recording too, once the names upstream takes from the operations' locations
(the MLIR file's name) are put back to clang's (none for a component, `unknown` for a
list item).
"""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.tools.acc_import import find_tool, import_program
from support.llvm22 import needs_llvm
from support.paths import REFERENCE

HERE = Path(__file__).parent
PROGRAMS = sorted(c.with_suffix(".mlir") for c in HERE.glob("*.c"))
"""The MLIR twins of the recorded C programs (the folder's other `.mlir` files are lit
tests: pointer_member.mlir)."""
NORMALIZE = REFERENCE / "oracle" / "normalize.py"
ACC_RUN = Path(sys.executable).parent / "acc-run"
LOWERING = "omp-order-maps,lower-omp-to-runtime"


def _info(source: Path) -> str:
    match = re.search(r"// INFO: (\S+)", source.read_text())
    return match.group(1) if match else "-1"


def _normalized_run(program: Path, info: str, tmp_path: Path) -> tuple[str, int, str]:
    # --check=none: the forms of the program run here report its deliberate stale
    # reads each in its own words; the trace is what these tests hold
    run = subprocess.run([str(ACC_RUN), str(program), "--host-plugin", "--trace=libomptarget",
                          "--check=none"], capture_output=True, text=True,
                         env={**os.environ, "LIBOMPTARGET_INFO": info})
    raw, rc = tmp_path / f"{program.stem}.trace.raw", tmp_path / f"{program.stem}.rc"
    raw.write_text(run.stderr)
    rc.write_text(f"{run.returncode}\n")
    normalized = subprocess.run([sys.executable, str(NORMALIZE), str(raw), str(rc)],
                                capture_output=True, text=True, check=True).stdout
    return normalized, run.returncode, run.stdout


def test_every_program_has_its_twin_and_recording():
    assert [p.stem for p in PROGRAMS] == ["mapper_decay"]
    for program in PROGRAMS:
        for suffix in (".mlir", ".trace", ".rc", ".stdout"):
            assert program.with_suffix(suffix).exists()


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_dialect_level_run_matches_libomptarget_22(program: Path, tmp_path: Path):
    source = program.with_suffix(".c")
    trace, rc, stdout = _normalized_run(program, _info(source), tmp_path)
    assert trace == program.with_suffix(".trace").read_text()
    assert rc == int(program.with_suffix(".rc").read_text())
    assert stdout == program.with_suffix(".stdout").read_text()


@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_lowered_run_matches_libomptarget_22(program: Path, tmp_path: Path):
    lowered = tmp_path / "lowered" / program.name
    lowered.parent.mkdir()
    subprocess.run([str(ACC_RUN.parent / "acc-opt"), "-p", LOWERING, str(program),
                    "-o", str(lowered)], check=True)
    assert "llvm.func internal @\".omp_mapper." in lowered.read_text()
    trace, rc, stdout = _normalized_run(lowered, _info(program.with_suffix(".c")),
                                        tmp_path / "lowered")
    assert trace == program.with_suffix(".trace").read_text()
    assert rc == int(program.with_suffix(".rc").read_text())
    assert stdout == program.with_suffix(".stdout").read_text()


@pytest.mark.parametrize("device", [[], ["--host-plugin"]], ids=["simulated", "host-plugin"])
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_check_lowering_agrees(program: Path, device: list[str]):
    run = subprocess.run([str(ACC_RUN), *device, "--check-lowering", "-p", LOWERING,
                          str(program)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert run.stdout.startswith("check-lowering: same output, exit status, 51 data-environment")


@needs_llvm
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_full_trace_matches_clangs_mapper_functions(program: Path, tmp_path: Path):
    imported = tmp_path / "c" / f"{program.stem}.mlir"
    imported.parent.mkdir()
    imported.write_text(import_program(program.with_suffix(".c"), []))
    from_c = _normalized_run(imported, "-1", tmp_path / "c")
    dialect = _normalized_run(program, "-1", tmp_path)
    assert dialect == from_c
    assert "copy.h2d" in dialect[0] and "copy.d2h" in dialect[0]


@needs_llvm
@pytest.mark.parametrize("program", PROGRAMS, ids=lambda p: p.name)
def test_mlir_translate_of_the_program_matches_libomptarget_22(program: Path, tmp_path: Path):
    llvm_dialect, llvm_ir = tmp_path / "llvm.mlir", tmp_path / f"{program.stem}.ll"
    subprocess.run([find_tool("mlir-opt"), "--convert-scf-to-cf", "--convert-to-llvm",
                    "--reconcile-unrealized-casts", "--mlir-print-debuginfo", str(program),
                    "-o", str(llvm_dialect)], check=True)
    subprocess.run([find_tool("mlir-translate"), "--mlir-to-llvmir", str(llvm_dialect),
                    "-o", str(llvm_ir)], check=True)
    assert "define internal void @.omp_mapper." in llvm_ir.read_text()
    imported = tmp_path / "translated" / f"{program.stem}.mlir"
    imported.parent.mkdir()
    imported.write_text(import_program(llvm_ir, []))
    trace, rc, stdout = _normalized_run(imported, _info(program.with_suffix(".c")),
                                        tmp_path / "translated")
    located = re.escape(str(program))
    trace = re.sub(rf" name={located}$", "", trace, flags=re.M)
    trace = re.sub(rf"\({located}\)", "(unknown)", trace)
    assert trace == program.with_suffix(".trace").read_text()
    assert rc == int(program.with_suffix(".rc").read_text())
    assert stdout == program.with_suffix(".stdout").read_text()
