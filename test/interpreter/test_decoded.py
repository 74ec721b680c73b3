"""The decoded hot path (`accdialect.interpreter.decoded`): what the speed must not
change. Block arguments are passed all at once (LLVM's phi nodes, MLIR's successor
operands); each call has its own frame; an error is located at the operation that
failed, even in a block run many times before, with the operations run so far
counted; an operation that cannot be decoded is an error only when it runs; a new
implementation of an operation is used from the next run on."""

import pytest
from xdsl.dialects import llvm
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    impl,
    register_impls,
)

from accdialect.interpreter.core import register_all
from accdialect.interpreter.errors import ProgramError, StepLimitError, located_message
from accdialect.runtime import UseAfterFreeError
from support.interpreter import load

SWAPS = """llvm.func @swap_three_times(%a: i64, %b: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c3 = llvm.mlir.constant(3 : i64) : i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  llvm.br ^loop(%c0, %a, %b : i64, i64, i64)
^loop(%i: i64, %x: i64, %y: i64):
  %more = llvm.icmp "slt" %i, %c3 : i64
  llvm.cond_br %more, ^swap, ^done
^swap:
  %next = llvm.add %i, %c1 : i64
  llvm.br ^loop(%next, %y, %x : i64, i64, i64)
^done:
  %tens = llvm.mul %x, %c10 : i64
  %r = llvm.add %tens, %y : i64
  llvm.return %r : i64
}
llvm.func @rotate_while_positive(%n: i64, %a: i64, %b: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c0 = llvm.mlir.constant(0 : i64) : i64
  %c10 = llvm.mlir.constant(10 : i64) : i64
  llvm.br ^test(%n, %a, %b : i64, i64, i64)
^test(%k: i64, %x: i64, %y: i64):
  %more = llvm.icmp "sgt" %k, %c0 : i64
  %k1 = llvm.sub %k, %c1 : i64
  llvm.cond_br %more, ^pair(%y, %x : i64, i64), ^done(%x : i64)
^pair(%p: i64, %q: i64):
  %tens = llvm.mul %p, %c10 : i64
  %r = llvm.add %tens, %q : i64
  llvm.br ^test(%k1, %r, %p : i64, i64, i64)
^done(%result: i64):
  llvm.return %result : i64
}
"""


def test_branch_arguments_are_passed_all_at_once():
    """A branch that swaps its block's arguments (`^loop(%next, %y, %x)`) reads them
    all before it writes any: three swaps of (1, 2) leave (2, 1)."""
    run = load(SWAPS)
    assert run.call1("swap_three_times", 1, 2) == 21
    assert run.call1("swap_three_times", 7, 9) == 97


def test_conditional_branch_arguments_go_to_the_successor_taken():
    """Each round passes (y, x) to `^pair`, whose (p, q) makes (10 p + q, p):
    (1, 2) -> (21, 2) -> (41, 2); the last round passes x to `^done`."""
    run = load(SWAPS)
    assert run.call1("rotate_while_positive", 0, 1, 2) == 1
    assert run.call1("rotate_while_positive", 1, 1, 2) == 21
    assert run.call1("rotate_while_positive", 2, 1, 2) == 41


RECURSION = """llvm.func @fib(%n: i64) -> i64 {
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %c2 = llvm.mlir.constant(2 : i64) : i64
  %small = llvm.icmp "slt" %n, %c2 : i64
  llvm.cond_br %small, ^base, ^recurse
^base:
  llvm.return %n : i64
^recurse:
  %n1 = llvm.sub %n, %c1 : i64
  %a = llvm.call @fib(%n1) : (i64) -> i64
  %n2 = llvm.sub %n1, %c1 : i64
  %b = llvm.call @fib(%n2) : (i64) -> i64
  %s = llvm.add %a, %b : i64
  llvm.return %s : i64
}
func.func @triangle(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %positive = arith.cmpi sgt, %n, %c0 : i64
  %r = scf.if %positive -> (i64) {
    %m = arith.subi %n, %c1 : i64
    %t = func.call @triangle(%m) : (i64) -> i64
    %s = arith.addi %t, %n : i64
    scf.yield %s : i64
  } else {
    scf.yield %c0 : i64
  }
  func.return %r : i64
}
"""


def test_each_call_has_its_own_frame():
    """`%n1` of a call of `fib` is still its own after the nested calls it makes:
    fib(20) = 6765; `triangle`'s values in its `scf.if` region likewise: 1 + ... + 50."""
    run = load(RECURSION)
    assert run.call1("fib", 20) == 6765
    assert run.call1("triangle", 50) == 1275


DIVIDE = """llvm.func @divide_down(%n: i32) -> i32 {
  %c1 = llvm.mlir.constant(1 : i32) : i32
  %c100 = llvm.mlir.constant(100 : i32) : i32
  llvm.br ^loop(%n, %c1 : i32, i32)
^loop(%i: i32, %acc: i32):
  %q = llvm.sdiv %c100, %i : i32
  %acc2 = llvm.add %acc, %q : i32
  %i2 = llvm.sub %i, %c1 : i32
  llvm.br ^loop(%i2, %acc2 : i32, i32)
}
"""


def test_an_error_in_a_block_run_before_is_located_and_counted():
    """The fourth time round, `sdiv` divides by zero (x86 traps): the error is at the
    `sdiv`, and the steps are those run: 3 before the loop, 4 per round for 3 rounds,
    and the `sdiv` itself."""
    run = load(DIVIDE, "divide.mlir")
    with pytest.raises(ProgramError) as info:
        run.call("divide_down", 3)
    assert located_message(info.value) == "divide.mlir:6:8: error: integer division by zero"
    assert run.interpreter.steps == 3 + 3 * 4 + 1


NESTED_LOOP = """func.func @sum_below(%n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %zero) -> (i64) {
    %x = arith.index_cast %i : index to i64
    %b = arith.addi %a, %x : i64
    scf.yield %b : i64
  }
  func.return %s : i64
}
"""


def test_steps_count_the_operations_of_nested_regions():
    """4 operations before the loop's body (the `scf.for` is one), 3 per iteration,
    the return: 20 steps for 5 iterations."""
    run = load(NESTED_LOOP)
    assert run.call1("sum_below", 5) == 10
    assert run.interpreter.steps == 20


def test_the_step_limit_stops_at_the_operation_in_the_nested_region():
    """`--max-steps 10`: steps 5-7 and 8-10 are the first two iterations; the 11th is
    the third `index_cast`."""
    run = load(NESTED_LOOP, "loop.mlir", max_steps=10)
    with pytest.raises(StepLimitError) as info:
        run.call("sum_below", 5)
    assert located_message(info.value) == \
        "loop.mlir:6:10: error: stopped after 10 steps (--max-steps)"
    assert run.interpreter.steps == 11


UNSUPPORTED = """llvm.func @half_precision(%take: i1) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  llvm.cond_br %take, ^unsupported, ^skip
^unsupported:
  %h = llvm.mlir.constant(1.0 : bf16) : bf16
  llvm.return %one : i32
^skip:
  llvm.return %one : i32
}
"""


def test_an_operation_that_cannot_be_decoded_fails_only_when_it_runs():
    """bf16 is not modelled: a program that never reaches its constant runs."""
    run = load(UNSUPPORTED, "bf16.mlir")
    assert run.call1("half_precision", 0) == 1
    with pytest.raises(ProgramError) as info:
        run.call("half_precision", 1)
    assert located_message(info.value) == \
        "bf16.mlir:5:8: error: floating-point type bf16 is not supported"


ADD = """llvm.func @add(%a: i64, %b: i64) -> i64 {
  %s = llvm.add %a, %b : i64
  llvm.return %s : i64
}
"""


@register_impls
class _ConcatenatingAdd(InterpreterFunctions):
    @impl(llvm.AddOp)
    def run_add(self, interpreter: Interpreter, op: llvm.AddOp, args: PythonValues):
        return (args[0] * 1000 + args[1],)


def test_an_implementation_registered_later_replaces_the_decoded_one():
    run = load(ADD)
    assert run.call1("add", 2, 3) == 5
    register_all(run.interpreter, [_ConcatenatingAdd()])
    assert run.call1("add", 2, 3) == 2003


USE_AFTER_FREE = """llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @read_after_free() -> i32 {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %no = llvm.mlir.constant(false) : i1
  %yes = llvm.mlir.constant(true) : i1
  %p = llvm.call @malloc(%c4) : (i64) -> !llvm.ptr
  llvm.store %c7, %p : i32, !llvm.ptr
  llvm.br ^read(%no : i1)
^read(%freed: i1):
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.cond_br %freed, ^done, ^free
^free:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.br ^read(%yes : i1)
^done:
  llvm.return %v : i32
}
"""


def test_a_load_that_read_an_allocation_faults_once_it_is_freed():
    """The same `llvm.load` reads 7, then after `free` the same address is a use
    after free (SEMANTICS §1), located at the load."""
    run = load(USE_AFTER_FREE, "free.mlir")
    with pytest.raises(UseAfterFreeError) as info:
        run.call("read_after_free")
    error = info.value
    assert located_message(error).startswith(
        f"free.mlir:12:8: error: use after free: 4 bytes at 0x{error.addr:016x} in freed heap")
    allocation = run.memory.allocation_at(error.addr)
    assert allocation is not None and allocation.begin == error.addr and not allocation.live
