"""Issue 15, items 3 and 7: interpreted programs at the limits of the machine. Deep
recursion runs (a real 8 MiB stack holds about 100,000 small frames); what does not
fit ends in one located error of the runtime's, never a Python exception's text:
a stack overflow naming its function, a global that cannot be loaded, `malloc`'s
NULL (C 7.22.3), a loop step MLIR forbids, `getelementptr` indices LLVM's verifier
rejects. An exception the program and the runtime do not explain is the tool's
internal error."""

import sys

import pytest

from accdialect.interpreter import core
from accdialect.interpreter.errors import (
    InternalError,
    ProgramError,
    internal_message,
    located_message,
)
from accdialect.runtime import OffloadRuntime, StackOverflowError
from support.interpreter import load

LLVM_DEPTH = """llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d\\0A\\00") {addr_space = 0 : i32}
llvm.func @depth(%n: i64) -> i64 {
  %zero = llvm.mlir.constant(0 : i64) : i64
  %one = llvm.mlir.constant(1 : i64) : i64
  %done = llvm.icmp "eq" %n, %zero : i64
  llvm.cond_br %done, ^base, ^rec
^base:
  llvm.return %zero : i64
^rec:
  %m = llvm.sub %n, %one : i64
  %r = llvm.call @depth(%m) : (i64) -> i64
  %s = llvm.add %r, %one : i64
  llvm.return %s : i64
}
llvm.func @main() -> i32 {
  %n = llvm.mlir.constant(DEPTH : i64) : i64
  %d = llvm.call @depth(%n) : (i64) -> i64
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %d) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i64) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
"""

FUNC_DEPTH = """func.func @depth(%n: i64) -> i64 {
  %zero = arith.constant 0 : i64
  %one = arith.constant 1 : i64
  %done = arith.cmpi eq, %n, %zero : i64
  %r = scf.if %done -> (i64) {
    scf.yield %zero : i64
  } else {
    %m = arith.subi %n, %one : i64
    %d = func.call @depth(%m) : (i64) -> i64
    %s = arith.addi %d, %one : i64
    scf.yield %s : i64
  }
  return %r : i64
}
func.func @main() -> i32 {
  %n = arith.constant 10000 : i64
  %d = func.call @depth(%n) : (i64) -> i64
  %r = arith.trunci %d : i64 to i32
  return %r : i32
}
"""


def test_ten_thousand_nested_llvm_calls():
    """140 nested calls exhausted Python's recursion limit before; the limit is raised
    while the program runs, and put back."""
    limit = sys.getrecursionlimit()
    run = load(LLVM_DEPTH.replace("DEPTH", "10000"))
    assert run.libc.start_main() == 0
    assert run.stdout.getvalue() == "10000\n"
    assert sys.getrecursionlimit() == limit


def test_ten_thousand_nested_func_calls_in_regions():
    """`func.call` under `scf.if`: more Python frames per call, the same depth."""
    run = load(FUNC_DEPTH)
    assert run.libc.start_main() == 10000 & 0xFF


def test_a_call_past_the_depth_limit_is_a_stack_overflow(monkeypatch):
    """One call more than `MAX_CALL_DEPTH` (100,000; 60 here) is a stack overflow,
    located at the call, naming the function called."""
    monkeypatch.setattr(core, "MAX_CALL_DEPTH", 60)
    run = load(LLVM_DEPTH.replace("DEPTH", "100"), "deep.mlir")
    with pytest.raises(StackOverflowError) as err:
        run.libc.start_main()
    assert located_message(err.value) == \
        "deep.mlir:12:8: error: stack overflow in '@depth': more than 60 nested calls"
    assert run.interpreter.call_depth == 0


ALLOCA = """llvm.func @grow(%n: i64) {
  %buf = llvm.alloca %n x i32 : (i64) -> !llvm.ptr
  llvm.return
}
llvm.func @grow32(%n: i32) {
  %buf = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.return
}
"""


def test_an_alloca_that_does_not_fit_overflows_the_stack():
    """The element count is unsigned (as code generators read it): -100 elements of 4
    bytes ask for 2^64 - 400 bytes; an i32 count of -1 for (2^32 - 1) * 4."""
    run = load(ALLOCA, "grow.mlir")
    with pytest.raises(StackOverflowError) as err:
        run.call("grow", -100)
    assert located_message(err.value) == (
        "grow.mlir:2:10: error: stack overflow in '@grow': cannot allocate "
        "18446744073709551216 bytes of stack (the simulated stack region has 268435456 "
        "bytes of addresses, 0 of them taken), variable 'buf'")
    with pytest.raises(StackOverflowError, match="cannot allocate 17179869180 bytes"):
        run.call("grow32", -1)


BIG_GLOBAL = """llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.mlir.global internal constant @fmt("%d %d\\0A\\00") {addr_space = 0 : i32}
llvm.mlir.global external @big() {addr_space = 0 : i32} : !llvm.array<SIZE x i8> {
  %0 = llvm.mlir.zero : !llvm.array<SIZE x i8>
  llvm.return %0 : !llvm.array<SIZE x i8>
}
llvm.func @main() -> i32 {
  %b = llvm.mlir.addressof @big : !llvm.ptr
  %i = llvm.mlir.constant(LAST : i64) : i64
  %last = llvm.getelementptr %b[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %old = llvm.load %last : !llvm.ptr -> i8
  %seven = llvm.mlir.constant(7 : i8) : i8
  llvm.store %seven, %last : i8, !llvm.ptr
  %new = llvm.load %last : !llvm.ptr -> i8
  %o = llvm.sext %old : i8 to i32
  %n = llvm.sext %new : i8 to i32
  %f = llvm.mlir.addressof @fmt : !llvm.ptr
  %r = llvm.call @printf(%f, %o, %n) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
"""


def _big_global(size: int) -> str:
    return BIG_GLOBAL.replace("SIZE", str(size)).replace("LAST", str(size - 1))


def test_a_gib_zero_global_runs():
    """A real machine runs a 1 GiB `zeroinitializer` global: so does the simulated one
    (zero, with `--poison` too, as a loaded image's data)."""
    run = load(_big_global(1 << 30), runtime=OffloadRuntime(poison=True))
    assert run.libc.start_main() == 0
    assert run.stdout.getvalue() == "0 7\n"


def test_a_global_larger_than_memory_cannot_be_loaded():
    """Beyond the 64 GiB of global addresses: the loader's located error."""
    with pytest.raises(ProgramError) as err:
        load(_big_global((64 << 30) + 1), "huge.mlir")
    assert located_message(err.value) == (
        "huge.mlir:3:1: error: cannot load global '@big': out of host memory: the global "
        "region cannot hold 68719476737 more bytes (the simulated global region has "
        "68719476736 bytes of addresses, 0 of them taken)")


HEAP = """llvm.func @malloc(i64) -> !llvm.ptr
llvm.func @calloc(i64, i64) -> !llvm.ptr
llvm.func @malloc_last(%n: i64) -> i8 {
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %one = llvm.mlir.constant(1 : i64) : i64
  %m = llvm.sub %n, %one : i64
  %last = llvm.getelementptr %p[%m] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  %seven = llvm.mlir.constant(7 : i8) : i8
  llvm.store %seven, %last : i8, !llvm.ptr
  %v = llvm.load %last : !llvm.ptr -> i8
  llvm.return %v : i8
}
llvm.func @malloc_null(%n: i64) -> i1 {
  %p = llvm.call @malloc(%n) : (i64) -> !llvm.ptr
  %null = llvm.mlir.zero : !llvm.ptr
  %is = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.return %is : i1
}
llvm.func @calloc_word(%n: i64, %size: i64) -> i64 {
  %p = llvm.call @calloc(%n, %size) : (i64, i64) -> !llvm.ptr
  %zero = llvm.mlir.constant(0 : i64) : i64
  %null = llvm.mlir.zero : !llvm.ptr
  %is = llvm.icmp "eq" %p, %null : !llvm.ptr
  llvm.cond_br %is, ^none, ^some
^none:
  %minus = llvm.mlir.constant(-1 : i64) : i64
  llvm.return %minus : i64
^some:
  %v = llvm.load %p : !llvm.ptr -> i64
  llvm.return %v : i64
}
"""


def test_malloc_of_a_gib_runs_and_what_cannot_be_allocated_is_null():
    """1 GiB fits the 1.5 GiB heap; `(size_t)-1` bytes do not, nor does a `calloc`
    whose product overflows a `size_t` (C 7.22.3.2); `calloc` zeroes under poison."""
    run = load(HEAP)
    assert run.call1("malloc_last", 1 << 30) == 7
    assert run.call1("malloc_null", -1) == 1
    assert run.call1("calloc_word", 1 << 62, 8) == -1
    poisoned = load(HEAP, runtime=OffloadRuntime(poison=True))
    assert poisoned.call1("calloc_word", 2, 8) == 0


LOOPS = """func.func @loop(%step: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = scf.for %i = %c0 to %c4 step %step iter_args(%acc = %c0) -> (index) {
    %next = arith.addi %acc, %i : index
    scf.yield %next : index
  }
  return %n : index
}
!s = !llvm.struct<(i32, i64)>
llvm.func @field(%p: !llvm.ptr) -> !llvm.ptr {
  %q = llvm.getelementptr %p[0, 2] : (!llvm.ptr) -> !llvm.ptr, !s
  llvm.return %q : !llvm.ptr
}
"""


def test_invalid_loops_and_getelementptr_are_located_errors():
    """`scf.for` needs a positive step; a struct field index must name a field."""
    run = load(LOOPS, "ops.mlir")
    assert run.call1("loop", 1) == 6
    with pytest.raises(ProgramError) as loop:
        run.call("loop", 0)
    assert located_message(loop.value) == \
        "ops.mlir:4:8: error: 'scf.for' step is 0: MLIR requires a positive step"
    with pytest.raises(ProgramError) as gep:
        run.call("field", 0x1000)
    assert located_message(gep.value) == (
        "ops.mlir:12:8: error: invalid 'llvm.getelementptr' indices: a field of "
        "!llvm.struct<(i32, i64)> needs a constant index below 2")


BOOM = """llvm.func @boom() -> i32
llvm.func @main() -> i32 {
  %r = llvm.call @boom() : () -> i32
  llvm.return %r : i32
}
"""


def test_an_exception_of_the_interpreter_is_its_internal_error():
    """An exception that neither the program nor the runtime explains is a failure of
    the tool (`acc-run: internal error: ...`), with where it happened: not dressed as
    an error of the program."""
    run = load(BOOM, "boom.mlir", externals={"boom": lambda: {}["key"]})
    with pytest.raises(InternalError) as err:
        run.libc.start_main()
    assert internal_message(err.value) == \
        "KeyError: 'key' (running 'llvm.call' at boom.mlir:3:8)"
    assert not isinstance(err.value, ProgramError)
    assert internal_message(KeyError("x")) == "KeyError: 'x'"
