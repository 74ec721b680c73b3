"""`llvm.intr.powi`, `x**n` of a real and an INTEGER(4) as flang 22's OpenMP host code
writes it (mlir-translate's generic form): the compiler runtime's square-and-multiply,
each product rounded to the type. Expected values: flang 22's native output,
test/fortran/native/integer_power.stdout (`x**n` of `real(4)` 2.0 and `real(8)` -0.7,
10.0)."""

import math

import pytest
from interp_support import load

FUNCTIONS = """
llvm.func @powi_f32(%x: f32, %n: i32) -> f32 {
  %r = "llvm.intr.powi"(%x, %n) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
  llvm.return %r : f32
}
llvm.func @powi_f64(%x: f64, %n: i32) -> f64 {
  %r = "llvm.intr.powi"(%x, %n) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, i32) -> f64
  llvm.return %r : f64
}
"""


@pytest.fixture(scope="module")
def run():
    return load(FUNCTIONS)


@pytest.mark.parametrize(("name", "x", "n", "expected"), [
    ("powi_f32", 2.0, 127, 1.7014118346046923e38), ("powi_f32", 2.0, 128, math.inf),
    ("powi_f32", 2.0, -149, 0.0),  # the reciprocal of an overflowed 2**149
    ("powi_f64", -0.7, 7, -0.08235429999999995), ("powi_f64", 1.5, 0, 1.0),
    ("powi_f64", 10.0, 308, 1.0000000000000006e308), ("powi_f64", 10.0, 309, math.inf),
    ("powi_f64", 10.0, -324, 0.0),
])
def test_integer_power_as_the_compiler_runtime_computes_it(run, name: str, x: float, n: int,
                                                          expected: float):
    assert run.call1(name, x, n) == expected
