"""Calls of the real host libraries (`hostlib.native`): the program's memory is what
native code sees at the program's addresses, a bad pointer is the program's located
error before the call, a function of the program passed to a library runs
interpreted, and what native code prints reaches the program's streams in order.
Expected values are glibc's (C17 7.22, 7.24) for the same arguments."""

import subprocess
import sys
from pathlib import Path

import pytest

from accdialect.interpreter.errors import ProgramError
from accdialect.runtime import DeviceFaultError
from accdialect.runtime.errors import OutOfBoundsError, UnsupportedError, UseAfterFreeError
from accdialect.runtime.events import ProgramOutput
from support.interpreter import load

BIN = Path(sys.executable).parent

STRINGS = """
llvm.func @strlen(!llvm.ptr) -> i64
llvm.func @strrchr(!llvm.ptr, i32) -> !llvm.ptr
llvm.func @memcpy(!llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
llvm.func @strtod(!llvm.ptr, !llvm.ptr) -> f64
llvm.func @length(%p: !llvm.ptr) -> i64 {
  %n = llvm.call @strlen(%p) : (!llvm.ptr) -> i64
  llvm.return %n : i64
}
llvm.func @last(%p: !llvm.ptr, %c: i32) -> !llvm.ptr {
  %r = llvm.call @strrchr(%p, %c) : (!llvm.ptr, i32) -> !llvm.ptr
  llvm.return %r : !llvm.ptr
}
llvm.func @copy(%d: !llvm.ptr, %s: !llvm.ptr, %n: i64) -> !llvm.ptr {
  %r = llvm.call @memcpy(%d, %s, %n) : (!llvm.ptr, !llvm.ptr, i64) -> !llvm.ptr
  llvm.return %r : !llvm.ptr
}
llvm.func @number(%s: !llvm.ptr, %end: !llvm.ptr) -> f64 {
  %r = llvm.call @strtod(%s, %end) : (!llvm.ptr, !llvm.ptr) -> f64
  llvm.return %r : f64
}
"""


def _text(run, data: bytes) -> int:
    addr = run.memory.allocate(len(data)).begin
    run.memory.write(addr, data)
    return addr


def test_string_functions_are_glibc_on_simulated_memory():
    run = load(STRINGS)
    path = _text(run, b"/a/b/prog.c\0")
    assert run.call1("length", path) == 11
    assert run.call1("last", path, ord("/")) == path + 4
    assert run.call1("last", path, ord("z")) == 0
    end = run.memory.allocate(8).begin
    number = _text(run, b"  -2.5e3xyz\0")
    assert run.call1("number", number, end) == -2500.0
    assert run.memory.read_uint(end) == number + 8


def test_unterminated_string_is_located_before_the_call():
    run = load(STRINGS)
    text = _text(run, b"abcd")
    with pytest.raises(OutOfBoundsError, match=r"in a call of 'strlen': .* not NUL-terminated"):
        run.call("length", text)


def test_copy_past_the_end_is_located_before_the_call():
    run = load(STRINGS)
    source, target = _text(run, b"12345678"), run.memory.allocate(4).begin
    with pytest.raises(OutOfBoundsError, match=r"in a call of 'memcpy': .*8 bytes.*crosses the end"):
        run.call("copy", target, source, 8)
    assert run.memory.read(target, 4) == bytes(4)  # nothing was written


def test_freed_block_is_a_use_after_free():
    run = load(STRINGS)
    text = _text(run, b"abc\0")
    run.memory.free(text)
    with pytest.raises(UseAfterFreeError, match="in a call of 'strlen'"):
        run.call("length", text)


def test_device_code_may_not_pass_host_memory():
    """A kernel's call reaches only what the device may access (SEMANTICS §1)."""
    run = load(STRINGS)
    text = _text(run, b"host\0")
    with run.interpreter.device_code(run.interpreter.runtime.device_access()), \
            pytest.raises(DeviceFaultError, match="in a call of 'strlen'"):
        run.call("length", text)


SORT = """
llvm.func @qsort(!llvm.ptr, i64, i64, !llvm.ptr)
llvm.func @descending(%a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %x = llvm.load %a : !llvm.ptr -> i32
  %y = llvm.load %b : !llvm.ptr -> i32
  %d = llvm.sub %y, %x : i32
  llvm.return %d : i32
}
llvm.func @broken(%a: !llvm.ptr, %b: !llvm.ptr) -> i32 {
  %zero = llvm.mlir.zero : !llvm.ptr
  %x = llvm.load %zero : !llvm.ptr -> i32
  llvm.return %x : i32
}
llvm.func @sort(%p: !llvm.ptr, %n: i64) {
  %f = llvm.mlir.addressof @descending : !llvm.ptr
  %four = llvm.mlir.constant(4 : i64) : i64
  llvm.call @qsort(%p, %n, %four, %f) : (!llvm.ptr, i64, i64, !llvm.ptr) -> ()
  llvm.return
}
llvm.func @sort_broken(%p: !llvm.ptr, %n: i64) {
  %f = llvm.mlir.addressof @broken : !llvm.ptr
  %four = llvm.mlir.constant(4 : i64) : i64
  llvm.call @qsort(%p, %n, %four, %f) : (!llvm.ptr, i64, i64, !llvm.ptr) -> ()
  llvm.return
}
"""


def _ints(run, values: list[int]) -> int:
    return _text(run, b"".join(v.to_bytes(4, "little", signed=True) for v in values))


def test_qsort_calls_the_programs_comparator():
    run = load(SORT)
    array = _ints(run, [3, -1, 7, 0, 7, 2])
    run.call("sort", array, 6)
    data = run.memory.read(array, 24)
    assert [int.from_bytes(data[i:i + 4], "little", signed=True) for i in range(0, 24, 4)] == \
        [7, 7, 3, 2, 0, -1]


def test_an_error_in_the_comparator_is_the_programs_error():
    run = load(SORT)
    array = _ints(run, [2, 1])
    with pytest.raises(ProgramError, match="null"):
        run.call("sort_broken", array, 2)


def test_sort_past_the_end_is_located():
    run = load(SORT)
    array = _ints(run, [2, 1])
    with pytest.raises(OutOfBoundsError, match="in a call of 'qsort'"):
        run.call("sort", array, 3)


OUTPUT = """
llvm.mlir.global private constant @a("a=%d,\\00") : !llvm.array<6 x i8>
llvm.mlir.global private constant @b("b\\00") : !llvm.array<2 x i8>
llvm.func @printf(!llvm.ptr, ...) -> i32
llvm.func @puts(!llvm.ptr) -> i32
llvm.func @main() -> i32 {
  %a = llvm.mlir.addressof @a : !llvm.ptr
  %b = llvm.mlir.addressof @b : !llvm.ptr
  %one = llvm.mlir.constant(1 : i32) : i32
  %0 = llvm.call @printf(%a, %one) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %1 = llvm.call @puts(%b) : (!llvm.ptr) -> i32
  %2 = llvm.call @printf(%a, %0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.return %z : i32
}
"""


def test_native_output_is_the_programs_in_order():
    run = load(OUTPUT)
    assert run.libc.start_main() == 0
    assert run.stdout.getvalue() == "a=1,b\na=4,"
    trace = run.interpreter.runtime.trace
    assert trace is not None
    lines = [e.text for e in trace.events if isinstance(e, ProgramOutput)]
    assert lines == ["a=1,b", "a=4,"]


BAD_FILE = """
llvm.mlir.global private constant @s("x\\00") : !llvm.array<2 x i8>
llvm.func @fputs(!llvm.ptr, !llvm.ptr) -> i32
llvm.func @main() -> i32 {
  %s = llvm.mlir.addressof @s : !llvm.ptr
  %bogus = llvm.mlir.constant(8 : i64) : i64
  %f = llvm.inttoptr %bogus : i64 to !llvm.ptr
  %r = llvm.call @fputs(%s, %f) : (!llvm.ptr, !llvm.ptr) -> i32
  llvm.return %r : i32
}
"""


def test_a_fault_in_native_code_is_one_located_line(tmp_path: Path):
    """glibc's `fputs` given a FILE * that is no stream faults natively; acc-run ends
    with one located line and the status a native run's shell reports (128 +
    SIGSEGV), not with a crash of its own."""
    program = tmp_path / "bad_file.mlir"
    program.write_text(BAD_FILE)
    run = subprocess.run([BIN / "acc-run", str(program)], capture_output=True, text=True)
    assert (run.returncode, run.stdout) == (139, "")
    assert run.stderr == (f"{program}:8:8: error: libc.so.6 ended the program with SIGSEGV "
                          "in a call of 'fputs'\n")


def test_blocks_the_libraries_would_allocate_are_the_simulators():
    """`aligned_alloc`, `posix_memalign` (C 7.22.3.1, POSIX) and `strdup` give blocks
    of the simulated heap, which the program may read, map and free."""
    run = load(STRINGS)
    externals, memory = run.functions.externals, run.memory
    block = externals["aligned_alloc"](256, 100)
    assert block % 256 == 0 and memory.read(block, 100) == bytes(100)
    assert externals["aligned_alloc"](48, 100) == 0  # not a power of two
    out = memory.allocate(8).begin
    assert externals["posix_memalign"](out, 64, 10) == 0
    assert memory.read_uint(out) % 64 == 0
    assert externals["posix_memalign"](out, 4, 10) == 22  # EINVAL: below sizeof(void *)
    copy = externals["strdup"](_text(run, b"offload\0"))
    assert memory.read(copy, 8) == b"offload\0"
    assert memory.read(externals["strndup"](copy, 3), 4) == b"off\0"
    externals["free"](copy)
    with pytest.raises(UseAfterFreeError):
        memory.read(copy, 1)


SIGNALS = """
llvm.func @signal(i32, !llvm.ptr) -> !llvm.ptr
llvm.func @sigaction(i32, !llvm.ptr, !llvm.ptr) -> i32
llvm.func @handler(%sig: i32) {
  llvm.return
}
llvm.func @ignore_usr1() -> !llvm.ptr {
  %sig = llvm.mlir.constant(10 : i32) : i32
  %one = llvm.mlir.constant(1 : i64) : i64
  %ign = llvm.inttoptr %one : i64 to !llvm.ptr
  %old = llvm.call @signal(%sig, %ign) : (i32, !llvm.ptr) -> !llvm.ptr
  %dfl = llvm.mlir.zero : !llvm.ptr
  %back = llvm.call @signal(%sig, %dfl) : (i32, !llvm.ptr) -> !llvm.ptr
  llvm.return %back : !llvm.ptr
}
llvm.func @catch_usr1() -> !llvm.ptr {
  %sig = llvm.mlir.constant(10 : i32) : i32
  %f = llvm.mlir.addressof @handler : !llvm.ptr
  %old = llvm.call @signal(%sig, %f) : (i32, !llvm.ptr) -> !llvm.ptr
  llvm.return %old : !llvm.ptr
}
llvm.func @sigaction_usr1(%act: !llvm.ptr) -> i32 {
  %sig = llvm.mlir.constant(10 : i32) : i32
  %none = llvm.mlir.zero : !llvm.ptr
  %r = llvm.call @sigaction(%sig, %act, %none) : (i32, !llvm.ptr, !llvm.ptr) -> i32
  llvm.return %r : i32
}
"""


def test_default_and_ignored_dispositions_are_set_natively():
    """glibc's `signal` returns the previous disposition: SIG_IGN (1) after SIG_IGN."""
    assert load(SIGNALS).call("ignore_usr1") == (1,)


def test_a_program_signal_handler_is_refused_before_the_call():
    """The kernel would jump to the handler's simulated address asynchronously (a
    SIGSEGV of acc-run without a word before): a located error instead."""
    run = load(SIGNALS)
    with pytest.raises(UnsupportedError, match=r"signal\(10, \.\.\.\) installs one of the "
                       "program's functions as a signal handler"):
        run.call("catch_usr1")
    act = _text(run, run.address("handler").to_bytes(8, "little") + bytes(144))
    with pytest.raises(UnsupportedError, match=r"sigaction\(10, \.\.\.\)"):
        run.call("sigaction_usr1", act)
    assert run.call("sigaction_usr1", _text(run, bytes(152))) == (0,)
