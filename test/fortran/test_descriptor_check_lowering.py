"""`acc-descriptor-attach` on flang 22's own output (issue 12 item 5, seed 001):
the Fortran programs of examples/fortran that map whole ALLOCATABLE and POINTER
arrays and derived types with such components, imported by acc-import, are
rewritten into seed 001's form (the data clause with `augPtr` and the attach and
detach recipes, the descriptor's own clause beside it), and `acc-run
--check-lowering` finds the program unchanged: same output, exit status, host
bytes and data-environment events (creation, copies, attachment with seed 001's
counter, detachment and restore, removal), before and after the passes."""

import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.dialects import acc
from accdialect.tools.loading import apply_pipeline, make_context, parse_file
from fortran.flang22 import import_example, needs_flang

BIN = Path(sys.executable).parent
PIPELINES = ("acc-descriptor-attach", "acc-descriptor-attach,expand-attach-recipes")

# program -> (operations given augPtr, clauses on a descriptor itself), in IR order:
# what the seed 001 form of each program's clauses must be
REWRITTEN = {
    # copy(a) of an allocatable: the data's copyin/copyout with the recipes, then
    # the descriptor's own copyin
    "allocatable_copy": (["acc.copyin", "acc.copyout"], ["acc.copyin"]),
    "pointer_array_copy": (["acc.copyin", "acc.copyout"], ["acc.copyin"]),
    # enter data copyin(h%v) / exit data copyout(h%v) of a component
    "derived_type_allocatable_component": (["acc.copyin", "acc.getdeviceptr", "acc.copyout"],
                                           ["acc.copyin", "acc.getdeviceptr"]),
    # attach(d%p) / detach(d%p): the attachment alone, no descriptor clause
    "attach_detach_counter": (["acc.attach", "acc.attach", "acc.getdeviceptr", "acc.detach",
                               "acc.getdeviceptr", "acc.detach"], []),
    # copyin(t1) and copyin(p) of two POINTER dummies (copyin(d) is no descriptor)
    "seed001_pointer_dummy": (["acc.copyin", "acc.copyin"], ["acc.copyin", "acc.copyin"]),
}


@needs_flang
@pytest.mark.parametrize("name", sorted(REWRITTEN))
def test_flang_descriptors_in_seed001_form(name: str, tmp_path: Path):
    ctx = make_context()
    module = parse_file(str(import_example(name, tmp_path)), ctx)
    apply_pipeline("acc-descriptor-attach", ctx, module)
    clauses = [op for op in module.walk() if isinstance(op, (acc.DataEntryOp, acc.DataExitOp))]
    augmented = [op.name for op in clauses if op.aug_ptr is not None]
    descriptors = [op.name for op in clauses if "acc.descriptor" in op.attributes]
    assert (augmented, descriptors) == REWRITTEN[name]


@needs_flang
@pytest.mark.parametrize("pipeline", PIPELINES)
@pytest.mark.parametrize("name", [*sorted(REWRITTEN), "moving_target", "seed001_detach_twice",
                                  "openacc_attach_detach", "allocatable_enter_exit",
                                  "unallocated_enter_exit"])
def test_check_lowering_agrees(name: str, pipeline: str, tmp_path: Path):
    result = subprocess.run([BIN / "acc-run", "-p", pipeline, "--check-lowering",
                             str(import_example(name, tmp_path))], capture_output=True, text=True)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("check-lowering: same output, exit status, ")
