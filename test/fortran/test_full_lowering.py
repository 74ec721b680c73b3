"""`lower-acc-to-runtime` on flang 22's output (issue 12 item 5, "through the full
pipeline"): every program of examples/fortran, imported by acc-import, is lowered
by `acc-order-data-actions,acc-descriptor-attach,expand-attach-recipes,
lower-acc-to-runtime` to libomptarget calls and kernel launches, and `acc-run
--check-lowering` finds it unchanged: same output, exit status (faults included),
host bytes and data-environment events before and after.

flang's forms the lowering takes: variables as `!fir.ref`/`!fir.ptr`/`!fir.heap`
cast from `!llvm.ptr`, `varType` the whole variable (sections count its
elements), flang's casts of a clause's result back to `!llvm.ptr`, the implicit
`firstprivate` of scalars and `private` copies of a compute construct. A clause on
a descriptor by value (`var(%box : !fir.box<...>)`: assumed-shape and
explicit-shape dummies, arrays with other lower bounds) is refused, located."""

import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects.builtin import SymbolRefAttr

from fortran.flang22 import needs_flang
from fortran.test_examples import run_options

EXAMPLES = Path(__file__).parents[2] / "examples" / "fortran"
BIN = Path(sys.executable).parent
PIPELINE = "acc-order-data-actions,acc-descriptor-attach,expand-attach-recipes,lower-acc-to-runtime"

DESCRIPTOR_BY_VALUE = {
    # program -> the clause the lowering refuses: (operation, line of the imported
    # MLIR is not stable across flang builds, so the type only)
    "assumed_shape_dummy": ("acc.copyin", "!fir.box<!fir.array<?xf32>>"),
    "copy_lower_bound_zero": ("acc.copyin", "!fir.box<!fir.array<10xi32>>"),
    "explicit_shape_dummy": ("acc.present", "!fir.box<!fir.array<?xf64>>"),
}
LOWERED = sorted(p.stem for p in EXAMPLES.glob("*.f90") if p.stem not in DESCRIPTOR_BY_VALUE)


def _check_lowering(source: Path, mlir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([BIN / "acc-run", str(mlir), *run_options(source), "-p", PIPELINE,
                           "--check-lowering"], capture_output=True, text=True)


def _import(name: str, tmp_path: Path) -> Path:
    mlir = tmp_path / f"{name}.mlir"
    subprocess.run([BIN / "acc-import", str(EXAMPLES / f"{name}.f90"), "-o", str(mlir)],
                   check=True, capture_output=True, text=True)
    return mlir


@needs_flang
@pytest.mark.parametrize("name", LOWERED)
def test_full_pipeline_agrees(name: str, tmp_path: Path):
    result = _check_lowering(EXAMPLES / f"{name}.f90", _import(name, tmp_path))
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("check-lowering: same output, exit status, ")


@pytest.mark.parametrize("name", sorted(p.stem for p in (EXAMPLES / "Inputs").glob("*.mlir")))
def test_full_pipeline_agrees_without_flang(name: str):
    """The imported programs kept in examples/fortran/Inputs (a loop reduction, the
    firstprivate and private copies of a compute construct, a second device)."""
    result = _check_lowering(EXAMPLES / f"{name}.f90", EXAMPLES / "Inputs" / f"{name}.mlir")
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("check-lowering: same output, exit status, ")


def test_lowered_program_has_no_compute_construct():
    """After the pipeline the constructs are runtime calls: kernels launched with
    `__tgt_target_kernel`, no `acc.parallel`/`acc.serial`/`acc.kernels` or data
    clause left (a loop's own `acc.loop` and `acc.private` stay in the kernel)."""
    from accdialect.tools.loading import apply_pipeline, make_context, parse_file

    ctx = make_context()
    module = parse_file(str(EXAMPLES / "Inputs" / "reduction_sum.mlir"), ctx)
    apply_pipeline(PIPELINE, ctx, module)
    names = {op.name for op in module.walk()}
    assert not names & {"acc.parallel", "acc.serial", "acc.kernels", "acc.copyin",
                        "acc.copyout", "acc.firstprivate", "acc.data", "acc.enter_data"}
    calls = {callee.string_value() for op in module.walk()
             if op.name == "llvm.call"
             and isinstance(callee := op.properties.get("callee"), SymbolRefAttr)}
    assert {"__tgt_target_kernel", "__tgt_target_data_begin_mapper",
            "__tgt_target_data_end_mapper"} <= calls


@needs_flang
@pytest.mark.parametrize("name", sorted(DESCRIPTOR_BY_VALUE))
def test_descriptor_by_value_is_refused(name: str, tmp_path: Path):
    result = _check_lowering(EXAMPLES / f"{name}.f90", _import(name, tmp_path))
    operation, var_type = DESCRIPTOR_BY_VALUE[name]
    assert (result.returncode, result.stdout) == (1, "")
    line, = result.stderr.splitlines()
    assert f": error: '{operation}' op cannot lower: a varPtr of type {var_type} " in line
    assert "a descriptor by value is not supported" in line
