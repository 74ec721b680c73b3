"""Operations defined once, by their emitters (`accdialect.interpreter.emitted`): what
xDSL's interpreter calls, the emitter's code for the operation alone, does what the
block's code does. `OffloadInterpreter(emitted_code=False)` runs every operation that
way; programs then print, trace and return exactly what they do with it on."""

import re

import pytest
from xdsl.dialects import llvm
from xdsl.interpreter import ReturnedValues, Successor
from xdsl.ir import Region

from accdialect.interpreter.emitted import emitter_of
from accdialect.interpreter.errors import NullDereferenceError
from accdialect.interpreters.llvm import LLVMFunctions
from accdialect.tools import acc_run
from support.interpreter import INPUTS, llvm_func, load
from support.paths import ROOT

PROGRAMS = sorted(path.stem for path in INPUTS.glob("*.c"))


@pytest.mark.parametrize("name", PROGRAMS)
def test_a_c_program_runs_as_natively_with_each_operation_alone(name):
    source = INPUTS / f"{name}.mlir"
    run = load(source.read_text(), str(source), emitted_code=False)
    status = run.libc.start_main(["./" + name])
    assert run.stdout.getvalue() == (INPUTS / f"{name}.stdout").read_text()
    assert run.stderr.getvalue() == (INPUTS / f"{name}.stderr").read_text()
    assert status == int((INPUTS / f"{name}.rc").read_text())


def _example_runs() -> list[tuple[str, str | None]]:
    """Each example with each entry its `RUN:` lines name (None: the default)."""
    runs: list[tuple[str, str | None]] = []
    for path in sorted((ROOT / "examples").glob("*.mlir")):
        entries = {None if m is None else m.group(1)
                   for line in path.read_text().splitlines() if "RUN: " in line
                   and "acc-run" in line for m in [re.search(r"--entry (\w+)", line)]}
        runs += [(path.name, entry) for entry in sorted(entries, key=str)]
    return runs


@pytest.mark.parametrize(("example", "entry"), _example_runs())
def test_an_example_traces_the_same_with_each_operation_alone(example, entry, capsys,
                                                             monkeypatch):
    argv = [str(ROOT / "examples" / example), "--trace", "--symbolic",
            *([] if entry is None else ["--entry", entry])]
    status = acc_run.run(argv)
    emitted = capsys.readouterr()
    built = acc_run.build_interpreter

    def alone(*args, **kwargs):
        interpreter, functions = built(*args, **kwargs)
        interpreter.emitted_code = False
        return interpreter, functions

    monkeypatch.setattr(acc_run, "build_interpreter", alone)
    assert acc_run.run(argv) == status
    each_alone = capsys.readouterr()
    assert (each_alone.out, each_alone.err) == (emitted.out, emitted.err)
    assert emitted.err.strip()  # a trace, or a report


BRANCHES = llvm_func("""
  %a = llvm.mlir.constant(7 : i64) : i64
  llvm.cond_br %c, ^then(%a, %x : i64, i64), ^else(%x : i64)
^then(%p: i64, %q: i64):
  %s = llvm.add %p, %q : i64
  llvm.return %s : i64
^else(%r: i64):
  llvm.return %r : i64
""", "(%c: i1, %x: i64) -> i64")


def _body(run) -> Region:
    """The body of the module's one function."""
    function = run.interpreter.module.body.block.first_op
    assert isinstance(function, llvm.FuncOp)
    return function.body


def test_a_terminator_alone_says_where_control_goes_with_its_arguments():
    """xDSL's interpreter reads a branch's `Successor` (the block and its arguments)
    and a return's `ReturnedValues`."""
    run = load(BRANCHES)
    entry, then, otherwise = _body(run).blocks
    branch, returns = entry.last_op, otherwise.last_op
    assert isinstance(branch, llvm.CondBrOp) and isinstance(returns, llvm.ReturnOp)
    assert emitter_of(LLVMFunctions.run_cond_br) is not None
    went = LLVMFunctions.run_cond_br(run.functions, run.interpreter, branch, (1, 7, 5))
    assert went.terminator_value == Successor(then, (7, 5))
    went = LLVMFunctions.run_cond_br(run.functions, run.interpreter, branch, (0, 7, 5))
    assert went.terminator_value == Successor(otherwise, (5,))
    returned = LLVMFunctions.run_return(run.functions, run.interpreter, returns, (5,))
    assert returned.terminator_value == ReturnedValues((5,))


def test_a_load_alone_reads_memory_through_the_running_code_s_accessor():
    """`llvm.load` and `llvm.store` called as xDSL calls them read and write the
    simulated memory, and a null address is the located error the block's code gives."""
    run = load(llvm_func("""
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x i64 : (i64) -> !llvm.ptr
  llvm.store %x, %p : i64, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
""", "(%x: i64) -> i64"))
    assert run.call1("f", 41) == 41
    _one, alloca, store, load_op, _ret = _body(run).block.ops
    (address,) = run.interpreter.run_op(alloca, (1,))
    assert run.interpreter.run_op(store, (9, address)) == ()
    assert run.interpreter.run_op(load_op, (address,)) == (9,)
    with pytest.raises(NullDereferenceError, match="load from"):
        run.interpreter.run_op(load_op, (0,))
