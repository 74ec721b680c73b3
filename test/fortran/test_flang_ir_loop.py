"""Seed 001 on flang's own IR, the loop a flang engineer runs: flang 22's HLFIR of each
seed 001 program (test/passes/flang-ir/Inputs, from examples/fortran) through
`acc-opt -p acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes`; the
result is upstream IR that fir-opt 22 reads, and `acc-run` (which continues flang's
pipeline from it, as acc-import does) gives the outcome OpenACC 3.3 requires: the
program's output and status as its header says (`test_examples.expected`), and the
attachment counters of seed 001 in the simulator's attachment trace
(`LIBOMPTARGET_INFO` bit 0x10000): a repeated attach of the same target counts up, a
moved target restarts at 1, the last detach restores the device descriptor from the
host."""

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from fortran.flang22 import EXAMPLES, needs_flang
from fortran.test_examples import expected

BIN = Path(sys.executable).parent
INPUTS = Path(__file__).parents[1] / "passes" / "flang-ir" / "Inputs"
PIPELINE = "acc-descriptor-attach,acc-order-data-actions,expand-attach-recipes"
FIR_OPT = "/usr/lib/llvm-22/bin/fir-opt"

ATTACHMENTS = {
    # enter data copyin(t1), then copyin(p): t1's descriptor and p's (inside d) each
    # attached once
    "seed001_pointer_dummy": ["attach 1", "attach 1"],
    "seed001_allocatable_dummy": ["attach 1"],
    # copyin(d%p) with d%p => t1, then with d%p => t2: a new target, the counter at 1
    # again; copyout(d%p) detaches and restores
    "moving_target": ["attach 1", "attach 1", "detach 0 restored"],
    "derived_type_allocatable_component": ["attach 1", "detach 0 restored"],
    # attach(d%p) twice: 1, 2; detach twice: 1, then 0 and the host's descriptor back
    "attach_detach_counter": ["attach 1", "attach 2", "detach 1", "detach 0 restored"],
    # copyin(d%p) twice, then acc_detach twice: the device descriptor ends with the
    # host's base address, and the serial region faults on it (seed 001)
    "seed001_acc_detach": ["attach 1", "attach 2", "detach 1", "detach 0 restored"],
    # enter data copyin(d%p), then present(d%p) on the serial construct: the same target
    # again; exit data delete(d%p) detaches
    "seed001_implied_copy": ["attach 1", "attach 2", "detach 1", "detach 0 restored"],
}

_EVENT = re.compile(r"accsim device 0 info: (Attached pointer|Attachment unchanged for pointer"
                    r"|Detach of) .*AttachCount=(\d+)(, device pointer restored from host)?")


def attachment_events(trace: str) -> list[str]:
    """The simulator's attachment trace as `attach N` / `detach N [restored]`."""
    events = []
    for match in _EVENT.finditer(trace):
        kind = "detach" if match[1] == "Detach of" else "attach"
        events.append(f"{kind} {match[2]}" + (" restored" if match[3] else ""))
    return events


@needs_flang
@pytest.mark.parametrize("name", sorted(ATTACHMENTS))
def test_seed001_case_through_the_loop(name: str, tmp_path: Path):
    transformed = tmp_path / f"{name}.mlir"
    subprocess.run([BIN / "acc-opt", "-p", PIPELINE, str(INPUTS / f"{name}.hlfir.mlir"),
                    "-o", str(transformed)], check=True, capture_output=True, text=True)
    upstream = subprocess.run([FIR_OPT, str(transformed)], capture_output=True, text=True)
    assert (upstream.returncode, upstream.stderr) == (0, "")
    run = subprocess.run([BIN / "acc-run", str(transformed), "--trace"],
                         capture_output=True, text=True,
                         env={**os.environ, "LIBOMPTARGET_INFO": str(0x10000)})
    stdout, error = expected(EXAMPLES / f"{name}.f90")
    if error is None:
        assert (run.returncode, run.stdout) == (0, stdout)
    else:
        assert run.returncode == error[0]
        assert error[1] in run.stderr
    assert attachment_events(run.stderr) == ATTACHMENTS[name]


@needs_flang
def test_check_lowering_takes_flang_ir(tmp_path: Path):
    """`acc-run --check-lowering -p acc-descriptor-attach,expand-attach-recipes` on a
    file of flang's IR: the imported program runs the same before and after."""
    source = tmp_path / "seed001_pointer_dummy.mlir"
    source.write_text((INPUTS / "seed001_pointer_dummy.hlfir.mlir").read_text())
    run = subprocess.run([BIN / "acc-run", "--check-lowering", "-p",
                          "acc-descriptor-attach,expand-attach-recipes", str(source)],
                         capture_output=True, text=True)
    assert (run.returncode, run.stderr) == (0, "")
    assert run.stdout == ("check-lowering: same output, exit status, 10 data-environment "
                          "events and 31 named host objects before and after "
                          "'acc-descriptor-attach,expand-attach-recipes'\n")
