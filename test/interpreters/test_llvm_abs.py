"""`llvm.intr.abs` as mlir-translate 22 writes it (clang -O2's `x < 0 ? -x : x`, scalar
and vectorized), with LangRef's values: the signed reading's absolute value, the
minimum value wrapping to itself."""

import pytest

from support.interpreter import load

FUNCTIONS = """
llvm.func @abs8(%a: i8) -> i8 {
  %r = "llvm.intr.abs"(%a) <{is_int_min_poison = false}> : (i8) -> i8
  llvm.return %r : i8
}
llvm.func @abs_lanes(%a: vector<4xi32>) -> vector<4xi32> {
  %r = "llvm.intr.abs"(%a) <{is_int_min_poison = true}> : (vector<4xi32>) -> vector<4xi32>
  llvm.return %r : vector<4xi32>
}
"""


@pytest.mark.parametrize(("value", "expected"), [(5, 5), (-5, 5), (0, 0), (-128, -128), (127, 127)])
def test_abs_scalar(value: int, expected: int):
    assert load(FUNCTIONS).call1("abs8", value) == expected


def test_abs_vector():
    assert list(load(FUNCTIONS).call1("abs_lanes", (-3, 4, -(2**31), 0))) == [3, 4, -(2**31), 0]
