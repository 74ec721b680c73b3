"""The saturation arithmetic intrinsics as mlir-translate 22 writes them (clang -O3's
`n > k ? n - k : 0`, a taskloop's trip count), with LangRef's values: the exact
result clamped to the type's unsigned or signed range."""

import pytest

from support.interpreter import load

FUNCTIONS = """
llvm.func @usub(%a: i8, %b: i8) -> i8 {
  %r = "llvm.intr.usub.sat"(%a, %b) : (i8, i8) -> i8
  llvm.return %r : i8
}
llvm.func @uadd(%a: i8, %b: i8) -> i8 {
  %r = "llvm.intr.uadd.sat"(%a, %b) : (i8, i8) -> i8
  llvm.return %r : i8
}
llvm.func @sadd(%a: i8, %b: i8) -> i8 {
  %r = "llvm.intr.sadd.sat"(%a, %b) : (i8, i8) -> i8
  llvm.return %r : i8
}
llvm.func @ssub(%a: i8, %b: i8) -> i8 {
  %r = "llvm.intr.ssub.sat"(%a, %b) : (i8, i8) -> i8
  llvm.return %r : i8
}
"""


@pytest.mark.parametrize(("name", "a", "b", "expected"), [
    ("usub", 5, 3, 2), ("usub", 3, 5, 0), ("usub", -1, 1, -2),  # 255 - 1 = 254
    ("uadd", 200 - 256, 100, -1),                              # 200 + 100 -> 255
    ("uadd", 1, 2, 3),
    ("sadd", 100, 100, 127), ("sadd", -100, -100, -128), ("sadd", -5, 3, -2),
    ("ssub", -100, 100, -128), ("ssub", 100, -100, 127), ("ssub", 7, 9, -2),
])
def test_saturating(name: str, a: int, b: int, expected: int):
    assert load(FUNCTIONS).call1(name, a, b) == expected
