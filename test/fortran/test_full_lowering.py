"""`lower-acc-to-runtime` on flang 22's output (issue 12 item 5, "through the full
pipeline"): every program of examples/fortran, imported by acc-import, is lowered
by `acc-order-data-actions,acc-descriptor-attach,expand-attach-recipes,
lower-acc-to-runtime` to libomptarget calls and kernel launches, and `acc-run
--check-lowering` finds it unchanged: same output, exit status (faults included),
host bytes and data-environment events before and after.

flang's forms the lowering takes: variables as `!fir.ref`/`!fir.ptr`/`!fir.heap`
cast from `!llvm.ptr`, `varType` the whole variable (sections count its
elements), flang's casts of a clause's result back to `!llvm.ptr`, the implicit
`firstprivate` of scalars and `private` copies of a compute construct, and a
descriptor by value (`var(%box : !fir.box<...>)`: assumed-shape and explicit-shape
dummies, arrays with other lower bounds) listed by a compute construct, whose
kernel gets a copy of the descriptor describing the device data, or by `acc.data`
when nothing else uses the clause's result. One whose result `host_data` uses is
refused, located."""

import subprocess
import sys
from pathlib import Path

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, SymbolRefAttr

from fortran.flang22 import EXAMPLES, import_example, needs_flang
from fortran.test_examples import run_options

BIN = Path(sys.executable).parent
PIPELINE = "acc-order-data-actions,acc-descriptor-attach,expand-attach-recipes,lower-acc-to-runtime"

LOWERED = sorted(p.stem for p in EXAMPLES.glob("*.f90"))
DESCRIPTOR_BY_VALUE = ("assumed_shape_dummy", "copy_lower_bound_zero", "explicit_shape_dummy")
"""The programs whose compute construct lists a descriptor by value."""


def _check_lowering(source: Path, mlir: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run([BIN / "acc-run", str(mlir), "-p", PIPELINE, "--check-lowering",
                           *run_options(source)], capture_output=True, text=True)


@needs_flang
@pytest.mark.parametrize("name", LOWERED)
def test_full_pipeline_agrees(name: str, tmp_path: Path):
    result = _check_lowering(EXAMPLES / f"{name}.f90", import_example(name, tmp_path))
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
@pytest.mark.parametrize("name", DESCRIPTOR_BY_VALUE)
def test_kernel_gets_a_rebased_descriptor_copy(name: str, tmp_path: Path):
    """After the pipeline, the kernel builds its descriptor from words passed by value
    (an `llvm.alloca` of 24 + 24 * rank bytes, rank 1 here: 48), the host's
    descriptor is not a kernel argument (device code cannot read it)."""
    from accdialect.tools.loading import apply_pipeline, make_context, parse_file

    ctx = make_context()
    module = parse_file(str(import_example(name, tmp_path)), ctx)
    apply_pipeline(PIPELINE, ctx, module)
    kernels = [op for op in module.walk() if isinstance(op, llvm.FuncOp)
               and op.sym_name.data.startswith("__omp_offloading_")]
    assert len(kernels) == 1
    sizes = [count.value.value.data for op in kernels[0].walk()
             if isinstance(op, llvm.AllocaOp)
             and isinstance(count := op.size.owner, llvm.ConstantOp)
             and isinstance(count.value, IntegerAttr)]
    assert 48 in sizes


@needs_flang
def test_descriptor_by_value_in_a_data_construct(tmp_path: Path):
    """`!$acc data copy(v)` of an assumed-shape `v` (its result listed by the
    construct and its exit only): the data action, then the region inlined."""
    source = tmp_path / "box_data.f90"
    source.write_text("""program box_data
  real :: a(4)
  a = 1
  call twice(a)
  print *, a
contains
  subroutine twice(v)
    real :: v(:)
    integer :: i
    !$acc data copy(v)
    !$acc parallel loop present(v)
    do i = 1, size(v)
      v(i) = 2 * v(i)
    end do
    !$acc end data
  end subroutine
end program
""")
    mlir = tmp_path / "box_data.mlir"
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    result = _check_lowering(source, mlir)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("check-lowering: same output, exit status, 4 "
                                    "data-environment events")


@needs_flang
def test_descriptor_by_value_used_by_host_data_is_refused(tmp_path: Path):
    """`host_data use_device(v)` of an assumed-shape `v`: the region uses the
    descriptor of the device data, which the lowering does not make."""
    source = tmp_path / "box_host_data.f90"
    source.write_text("""program box_host_data
  use iso_c_binding
  real, target :: a(4)
  a = 1
  call show(a)
contains
  subroutine show(v)
    real, target :: v(:)
    type(c_ptr) :: p
    !$acc data copy(v)
    !$acc host_data use_device(v)
    p = c_loc(v)
    !$acc end host_data
    !$acc end data
    print *, c_associated(p, c_loc(v))
  end subroutine
end program
""")
    mlir = tmp_path / "box_host_data.mlir"
    subprocess.run([BIN / "acc-import", str(source), "-o", str(mlir)], check=True,
                   capture_output=True, text=True)
    run = subprocess.run([BIN / "acc-run", str(mlir)], capture_output=True, text=True)
    assert run.stdout == " F\n"  # OpenACC 3.3 §2.8.1: the device address inside
    result = _check_lowering(source, mlir)
    assert (result.returncode, result.stdout) == (1, "")
    line, = result.stderr.splitlines()
    assert line.startswith(f"{mlir}:")
    assert line.endswith(": error: 'acc.use_device' op cannot lower: a descriptor by value "
                         "(!fir.box<!fir.array<?xf32>>) listed by 'acc.host_data' (only "
                         "compute constructs)")
