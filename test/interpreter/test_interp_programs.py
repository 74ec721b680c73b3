"""C programs compiled by clang 22 at -O0 (`Inputs/*.c`, imported to MLIR's `llvm`
dialect by `Inputs/regenerate.sh`) print and return what the native programs did."""

import pytest
from interp_support import INPUTS, load

from accdialect.runtime.trace import ProgramOutput

PROGRAMS = sorted(path.stem for path in INPUTS.glob("*.c"))


def test_there_are_programs():
    assert {"basics", "floats", "heap_strings"} <= set(PROGRAMS)


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_runs_as_natively(name):
    source = INPUTS / f"{name}.mlir"
    run = load(source.read_text(), str(source))
    status = run.functions.libc.start_main(["./" + name])
    assert run.stdout.getvalue() == (INPUTS / f"{name}.stdout").read_text()
    assert run.stderr.getvalue() == (INPUTS / f"{name}.stderr").read_text()
    assert status == int((INPUTS / f"{name}.rc").read_text())


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_output_is_in_the_trace(name):
    source = INPUTS / f"{name}.mlir"
    run = load(source.read_text(), str(source))
    run.functions.libc.start_main()
    lines = [event.text for event in run.interpreter.runtime.trace.of_type(ProgramOutput)]
    assert lines == run.stdout.getvalue().splitlines()
