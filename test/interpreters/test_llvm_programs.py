"""C programs compiled by clang 22 at -O0 (`Inputs/*.c`, imported to MLIR's `llvm`
dialect by `Inputs/regenerate.sh`) print and return what the native programs did."""

import pytest

from accdialect.runtime.trace import ProgramOutput
from support.interpreter import INPUTS, load
from support.runtime import events

PROGRAMS = sorted(path.stem for path in INPUTS.glob("*.c"))


def test_there_are_programs():
    assert {"basics", "floats", "heap_strings"} <= set(PROGRAMS)


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_runs_as_natively(name):
    source = INPUTS / f"{name}.mlir"
    run = load(source.read_text(), str(source))
    status = run.libc.start_main(["./" + name])
    assert run.stdout.getvalue() == (INPUTS / f"{name}.stdout").read_text()
    assert run.stderr.getvalue() == (INPUTS / f"{name}.stderr").read_text()
    assert status == int((INPUTS / f"{name}.rc").read_text())


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_output_is_in_the_trace(name):
    source = INPUTS / f"{name}.mlir"
    run = load(source.read_text(), str(source))
    run.libc.start_main()
    lines = [event.text for event in events(run.interpreter.runtime, ProgramOutput)]
    assert lines == run.stdout.getvalue().splitlines()


EXIT = """
llvm.mlir.global private constant @msg("bye\\00") : !llvm.array<4 x i8>
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @exit(i32)
llvm.func @abort()
llvm.func @leave(%status: i32) {
  %msg = llvm.mlir.addressof @msg : !llvm.ptr
  %n = llvm.call @printf(%msg) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.call @exit(%status) : (i32) -> ()
  llvm.unreachable
}
llvm.func @entry() {
  %c = llvm.mlir.constant(261 : i32) : i32
  llvm.call @leave(%c) : (i32) -> ()
  llvm.unreachable
}
llvm.func @crash() -> i32 {
  %msg = llvm.mlir.addressof @msg : !llvm.ptr
  %n = llvm.call @printf(%msg) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr) -> i32
  llvm.call @abort() : () -> ()
  llvm.return %n : i32
}
"""


def test_exit_flushes_and_ends_the_program_with_its_status():
    run = load(EXIT)
    assert run.libc.start_main(entry="entry") == 261 & 0xFF
    assert run.stdout.getvalue() == "bye"
    assert events(run.interpreter.runtime, ProgramOutput)[-1].text == "bye"
    assert run.functions.frames == [[]]


def test_abort_ends_the_program_unflushed():
    run = load(EXIT)
    assert run.libc.start_main(entry="crash") == 134
    assert run.stdout.getvalue() == ""
