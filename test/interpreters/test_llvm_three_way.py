"""`llvm.intr.scmp` and `llvm.intr.ucmp` as mlir-translate 22 writes them (flang -O3's
comparisons of CHARACTER values, clang's `<=>`), with LangRef's values: -1, 0 or 1 in
the result's width, the operands read signed or unsigned."""

import pytest

from support.interpreter import load

FUNCTIONS = """
llvm.func @ucmp8(%a: i8, %b: i8) -> i8 {
  %r = "llvm.intr.ucmp"(%a, %b) : (i8, i8) -> i8
  llvm.return %r : i8
}
llvm.func @scmp64(%a: i64, %b: i64) -> i32 {
  %r = "llvm.intr.scmp"(%a, %b) : (i64, i64) -> i32
  llvm.return %r : i32
}
"""


@pytest.mark.parametrize(("a", "b", "expected"), [
    (1, 2, -1), (2, 1, 1), (7, 7, 0),
    (-1, 1, 1),     # 0xff > 0x01 unsigned
    (0, -128, -1),  # 0x00 < 0x80 unsigned
])
def test_ucmp(a: int, b: int, expected: int):
    assert load(FUNCTIONS).call1("ucmp8", a, b) == expected


@pytest.mark.parametrize(("a", "b", "expected"), [
    (-1, 1, -1), (1, -1, 1), (-(2**63), 2**63 - 1, -1), (5, 5, 0),
])
def test_scmp(a: int, b: int, expected: int):
    assert load(FUNCTIONS).call1("scmp64", a, b) == expected
