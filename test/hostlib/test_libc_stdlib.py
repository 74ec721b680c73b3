"""The C library's conversions (glibc itself, called as the simulated program calls it)
and its modelled generator against glibc 2.36's own results (a C program printing
them natively, compiled with gcc on Debian 12)."""

import math

import pytest
from xdsl.dialects import llvm

from accdialect.hostlib.libc_stdlib import RandomGenerator
from support.interpreter import load

CONVERSIONS = """
llvm.func @strtol(!llvm.ptr, !llvm.ptr, i32) -> i64
llvm.func @strtoul(!llvm.ptr, !llvm.ptr, i32) -> i64
llvm.func @strtod(!llvm.ptr, !llvm.ptr) -> f64
"""


def _convert(name: str, text: bytes, *base: int) -> tuple[int | float, int]:
    """glibc's `name(text, &end, base...)`: the value, and the bytes it used."""
    run = load(CONVERSIONS)
    declaration = run.interpreter.get_op_for_symbol(name)
    assert isinstance(declaration, llvm.FuncOp)
    function = run.functions.linker.native.function(declaration)
    assert function is not None
    source = run.memory.allocate(len(text) + 1).begin
    run.memory.write(source, text + b"\0")
    end = run.memory.allocate(8).begin
    value = function(source, end, *base)
    return value, run.memory.read_uint(end) - source


def parse_integer(text: bytes, base: int, bits: int, signed: bool) -> tuple[int, int]:
    value, used = _convert("strtol" if signed else "strtoul", text, base)
    assert isinstance(value, int)
    return (value - (1 << bits) if signed and value >> (bits - 1) else value), used


def parse_float(text: bytes) -> tuple[float, int]:
    value, used = _convert("strtod", text)
    return float(value), used


@pytest.mark.parametrize(("seed", "first", "after_400"), [
    (1, [1804289383, 846930886, 1681692777, 1714636915, 1957747793], 777210498),
    (42, [71876166, 708592740, 1483128881, 907283241, 442951012], 913768012),
    (0, [1804289383, 846930886, 1681692777, 1714636915, 1957747793], 777210498),
    (12345, [383100999, 858300821, 357768173, 455528251, 133005921], 756080633),
    (-7, [1013596334, 188151887, 775240502, 507472549, 2011839943], 1572515125),
])
def test_rand_after_srand_as_glibc(seed: int, first: list[int], after_400: int):
    generator = RandomGenerator()
    generator.seed(seed)
    assert [generator.next() for _ in range(5)] == first
    for _ in range(400):
        generator.next()
    assert generator.next() == after_400


def test_rand_unseeded_is_seed_1():
    assert RandomGenerator().next() == 1804289383


@pytest.mark.parametrize(("text", "base", "value", "used"), [
    (b"  -0x1fZ", 0, -31, 7),
    (b"0777", 0, 511, 4),
    (b"99999999999999999999", 10, 2**63 - 1, 20),   # LONG_MAX
    (b"z", 36, 35, 1),
    (b"  42abc", 10, 42, 4),
    (b"4294967297", 10, 4294967297, 10),           # atoi's int is then 1
    (b"-", 10, 0, 0),
    (b"0x", 16, 0, 1),                              # the 0 only: no hex digit follows
])
def test_strtol_as_glibc(text: bytes, base: int, value: int, used: int):
    assert parse_integer(text, base, 64, True) == (value, used)


def test_strtoul_of_a_negative_number_wraps():
    assert parse_integer(b"-1", 10, 64, False) == (2**64 - 1, 2)


@pytest.mark.parametrize(("text", "value", "used"), [
    (b" 1e-3x", float.fromhex("0x1.0624dd2f1a9fcp-10"), 5),
    (b"0x1.8p1", 3.0, 7),
    (b"-.5e+2", -50.0, 6),
    (b"inFinity", math.inf, 8),
    (b"abc", 0.0, 0),
])
def test_strtod_as_glibc(text: bytes, value: float, used: int):
    assert parse_float(text) == (value, used)


def test_strtod_nan_with_chars():
    value, used = parse_float(b"nan(12)")
    assert math.isnan(value) and used == 7


GETENV = """
llvm.mlir.global internal constant @set_name("ACCDIALECT_GETENV_PROBE\\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @unset_name("ACCDIALECT_GETENV_UNSET\\00") {addr_space = 0 : i32}
llvm.func @getenv(!llvm.ptr) -> !llvm.ptr
llvm.func @probe(%which: i1) -> !llvm.ptr {
  %set = llvm.mlir.addressof @set_name : !llvm.ptr
  %unset = llvm.mlir.addressof @unset_name : !llvm.ptr
  %name = llvm.select %which, %set, %unset : i1, !llvm.ptr
  %r = llvm.call @getenv(%name) : (!llvm.ptr) -> !llvm.ptr
  llvm.return %r : !llvm.ptr
}
"""


def test_getenv_reads_the_environment_of_acc_run(monkeypatch: pytest.MonkeyPatch):
    monkeypatch.setenv("ACCDIALECT_GETENV_PROBE", "12 x")
    monkeypatch.delenv("ACCDIALECT_GETENV_UNSET", raising=False)
    run = load(GETENV)
    found = run.call1("probe", 1)
    assert run.memory.read_cstring(found) == "12 x"
    assert run.call1("probe", 1) == found  # one string per name
    assert run.call1("probe", 0) == 0


ASSERT = """
llvm.mlir.global internal constant @expr("x == 3 && \\"kernel result\\"\\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @file("assert_fail.c\\00") {addr_space = 0 : i32}
llvm.mlir.global internal constant @func("int main(void)\\00") {addr_space = 0 : i32}
llvm.func @__assert_fail(!llvm.ptr, !llvm.ptr, i32, !llvm.ptr)
llvm.func @main() -> i32 {
  %e = llvm.mlir.addressof @expr : !llvm.ptr
  %f = llvm.mlir.addressof @file : !llvm.ptr
  %n = llvm.mlir.addressof @func : !llvm.ptr
  %line = llvm.mlir.constant(9 : i32) : i32
  llvm.call @__assert_fail(%e, %f, %line, %n) : (!llvm.ptr, !llvm.ptr, i32, !llvm.ptr) -> ()
  llvm.unreachable
}
"""


def test_failed_assert_prints_glibcs_message_and_aborts():
    """The message of a native run of the same assertion (clang 22, glibc 2.36)."""
    run = load(ASSERT)
    assert run.libc.start_main(["dir/assert_fail.mlir"]) == 134
    assert run.libc.aborted
    assert run.stderr.getvalue() == ("assert_fail: assert_fail.c:9: int main(void): Assertion "
                                     "`x == 3 && \"kernel result\"' failed.\n")
