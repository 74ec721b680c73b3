"""The bit manipulation intrinsics clang -O2 emits for `__builtin_popcount`, `clz`,
`ctz`, `bswap` and rotates (LangRef "Bit Manipulation Intrinsics"), and the rounding
intrinsics of `round`/`trunc`/`rint`, with LangRef's values."""

import pytest

from support.interpreter import load

FUNCTIONS = """
llvm.func @ctpop(%a: i32) -> i32 {
  %r = "llvm.intr.ctpop"(%a) : (i32) -> i32
  llvm.return %r : i32
}
llvm.func @ctlz(%a: i64) -> i64 {
  %r = "llvm.intr.ctlz"(%a) <{is_zero_poison = false}> : (i64) -> i64
  llvm.return %r : i64
}
llvm.func @cttz(%a: i16) -> i16 {
  %r = "llvm.intr.cttz"(%a) <{is_zero_poison = false}> : (i16) -> i16
  llvm.return %r : i16
}
llvm.func @bswap(%a: i32) -> i32 {
  %r = "llvm.intr.bswap"(%a) : (i32) -> i32
  llvm.return %r : i32
}
llvm.func @bitreverse(%a: i8) -> i8 {
  %r = "llvm.intr.bitreverse"(%a) : (i8) -> i8
  llvm.return %r : i8
}
llvm.func @fshl(%a: i8, %b: i8, %c: i8) -> i8 {
  %r = "llvm.intr.fshl"(%a, %b, %c) : (i8, i8, i8) -> i8
  llvm.return %r : i8
}
llvm.func @fshr(%a: i8, %b: i8, %c: i8) -> i8 {
  %r = "llvm.intr.fshr"(%a, %b, %c) : (i8, i8, i8) -> i8
  llvm.return %r : i8
}
llvm.func @round(%a: f64) -> f64 {
  %r = "llvm.intr.round"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
  llvm.return %r : f64
}
llvm.func @roundeven(%a: f64) -> f64 {
  %r = "llvm.intr.roundeven"(%a) <{fastmathFlags = #llvm.fastmath<none>}> : (f64) -> f64
  llvm.return %r : f64
}
"""


@pytest.fixture(scope="module")
def run():
    return load(FUNCTIONS)


@pytest.mark.parametrize(("name", "args", "expected"), [
    ("ctpop", (0,), 0), ("ctpop", (-1,), 32), ("ctpop", (0x9E3779B9,), 20),
    ("ctlz", (0,), 64), ("ctlz", (1,), 63), ("ctlz", (-1,), 0),
    ("cttz", (0,), 16), ("cttz", (0x0008,), 3), ("cttz", (-32768,), 15),
    ("bswap", (0x11223344,), 0x44332211), ("bswap", (0x000000FF,), -16777216),
    ("bitreverse", (1,), -128), ("bitreverse", (0x0F,), -16),
    # LangRef: fshl(i8 255, i8 0, i8 15) = 128 (15 % 8 = 7), fshr(i8 15, i8 15, i8 11) = 225
    ("fshl", (-1, 0, 15), -128), ("fshl", (0x12, 0x34, 4), 0x23),
    ("fshr", (15, 15, 11), -31), ("fshr", (0x12, 0x34, 4), 0x23),
])
def test_bit_intrinsics(run, name: str, args: tuple[int, ...], expected: int):
    assert run.call1(name, *args) == expected


@pytest.mark.parametrize(("name", "value", "expected"), [
    ("round", 2.5, 3.0), ("round", -2.5, -3.0), ("round", 0.49999999999999994, 0.0),
    ("roundeven", 2.5, 2.0), ("roundeven", 3.5, 4.0), ("roundeven", -0.5, -0.0),
])
def test_rounding_intrinsics(run, name: str, value: float, expected: float):
    result = run.call1(name, value)
    assert result == expected and str(result) == str(expected)
