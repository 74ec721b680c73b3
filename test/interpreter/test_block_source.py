"""Blocks compiled into one Python function each (`accdialect.interpreter.block_source`):
what writing operations inline must not change. Composed arithmetic keeps LLVM's
meaning (LangRef: iN wraps around), a constant-length `memcpy` is checked and copies
as `memmove` does, a store through a freed pointer is a use after free, and
`--max-steps` stops at an operation that needs no code of its own (a constant)."""

import pytest

from accdialect.interpreter.errors import StepLimitError, located_message
from accdialect.runtime import OutOfBoundsError, UseAfterFreeError
from support.interpreter import load

BITS = """llvm.func @and8(%a: i8, %b: i8) -> i8 {
  %r = llvm.and %a, %b : i8
  llvm.return %r : i8
}
llvm.func @add32(%a: i32, %b: i32) -> i32 {
  %r = llvm.add %a, %b : i32
  llvm.return %r : i32
}
llvm.func @mul8(%a: i8, %b: i8) -> i8 {
  %r = llvm.mul %a, %b : i8
  llvm.return %r : i8
}
"""


def test_inline_arithmetic_wraps_the_whole_operation():
    """LangRef `and`, `add`, `mul` on iN: the result wrapped to N bits. 3 & 1 = 1 (an
    expression wrapped without its own parentheses would give 3 & 129 - 128 = -127);
    INT32_MAX + 1 = INT32_MIN; 100 * 3 = 300 = 44 mod 256."""
    run = load(BITS)
    assert run.call1("and8", 3, 1) == 1
    assert run.call1("and8", -1, -56) == -56
    assert run.call1("add32", 2**31 - 1, 1) == -(2**31)
    assert run.call1("mul8", 100, 3) == 44


MOVE = """llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @shift_right_by_one() -> i64 {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c1 = llvm.mlir.constant(1 : i64) : i64
  %bytes = llvm.mlir.constant(578437695752307201 : i64) : i64
  %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  llvm.store %bytes, %p : i64, !llvm.ptr
  %q = llvm.getelementptr %p[%c1] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  "llvm.intr.memmove"(%q, %p, %c4) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i64) -> ()
  %r = llvm.load %p : !llvm.ptr -> i64
  llvm.return %r : i64
}
llvm.func @copy_too_much() {
  %c8 = llvm.mlir.constant(8 : i64) : i64
  %c48 = llvm.mlir.constant(48 : i32) : i32
  %p = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  %q = llvm.call @malloc(%c8) : (i64) -> !llvm.ptr
  "llvm.intr.memcpy"(%q, %p, %c48) <{isVolatile = false}> : (!llvm.ptr, !llvm.ptr, i32) -> ()
  llvm.return
}
"""


def test_a_constant_length_move_copies_overlapping_bytes_as_through_a_buffer():
    """Bytes 01..08 (little endian 0x0807060504030201); `memmove(p + 1, p, 4)` (C11
    7.24.2.2: as if through a temporary array) gives 01 01 02 03 04 06 07 08."""
    run = load(MOVE)
    assert run.call1("shift_right_by_one") == 0x0807060403020101


def test_a_constant_length_copy_across_the_end_is_out_of_bounds_at_the_copy():
    run = load(MOVE, "copy.mlir")
    with pytest.raises(OutOfBoundsError) as info:
        run.call("copy_too_much")
    assert located_message(info.value).startswith("copy.mlir:19:3: error: ")
    assert "48 bytes" in str(info.value)


STORE_AFTER_FREE = """llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @write_after_free() {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %no = llvm.mlir.constant(false) : i1
  %yes = llvm.mlir.constant(true) : i1
  %p = llvm.call @malloc(%c4) : (i64) -> !llvm.ptr
  llvm.br ^write(%no : i1)
^write(%freed: i1):
  llvm.store %c7, %p : i32, !llvm.ptr
  llvm.cond_br %freed, ^done, ^free
^free:
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  llvm.br ^write(%yes : i1)
^done:
  llvm.return
}
"""


def test_a_store_that_wrote_an_allocation_faults_once_it_is_freed():
    """The same `llvm.store` writes, then after `free` is a use after free (SEMANTICS
    §1), located at the store."""
    run = load(STORE_AFTER_FREE, "free.mlir")
    with pytest.raises(UseAfterFreeError) as info:
        run.call("write_after_free")
    assert located_message(info.value).startswith("free.mlir:11:3: error: use after free: ")


COUNT = """llvm.func @count(%n: i64) -> i64 {
  %c0 = llvm.mlir.constant(0 : i64) : i64
  llvm.br ^loop(%c0 : i64)
^loop(%i: i64):
  %one = llvm.mlir.constant(1 : i64) : i64
  %next = llvm.add %i, %one : i64
  %more = llvm.icmp "slt" %next, %n : i64
  llvm.cond_br %more, ^loop(%next : i64), ^done
^done:
  llvm.return %next : i64
}
"""


def test_the_step_limit_stops_at_an_operation_without_code():
    """2 steps before the loop, 4 per round: step 11 is the third round's constant,
    which writes no code of its own (its value is a global of the block's code)."""
    run = load(COUNT, "count.mlir", max_steps=10)
    with pytest.raises(StepLimitError) as info:
        run.call("count", 5)
    assert located_message(info.value) == \
        "count.mlir:5:10: error: stopped after 10 steps (--max-steps)"
    assert run.interpreter.steps == 11
    assert load(COUNT).call1("count", 5) == 5


READ_FREE_READ = """llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @free(!llvm.ptr)
llvm.func @read_free_read() -> i32 {
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %c7 = llvm.mlir.constant(7 : i32) : i32
  %p = llvm.call @malloc(%c4) : (i64) -> !llvm.ptr
  llvm.store %c7, %p : i32, !llvm.ptr
  %v = llvm.load %p : !llvm.ptr -> i32
  llvm.call @free(%p) : (!llvm.ptr) -> ()
  %w = llvm.load %p : !llvm.ptr -> i32
  %s = llvm.add %v, %w : i32
  llvm.return %s : i32
}
"""


def test_an_access_checked_before_a_call_in_the_same_block_is_checked_again():
    """The store and the first load of `p` share one check; `free` is a call, after
    which the second load of the same address is a use after free, at that load."""
    run = load(READ_FREE_READ, "reread.mlir")
    with pytest.raises(UseAfterFreeError) as info:
        run.call("read_free_read")
    assert located_message(info.value).startswith("reread.mlir:10:8: error: use after free: ")
