"""`__muldc3`/`__mulsc3` (clang's call for `*` of two complex numbers) called from IR
as clang declares them, `{double, double}` and `<2 x float>` results. Expected values:
libgcc's own results (the library clang links on Linux), printed with `%a` by a C
program calling them natively; C11 Annex G.5.1 for the infinite cases."""

import math

import pytest

from accdialect.hostlib.complex_builtins import COMPLEX_BUILTINS
from support.interpreter import load

FUNCTIONS = """
llvm.func @__muldc3(f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
llvm.func @__mulsc3(f32, f32, f32, f32) -> vector<2xf32>
llvm.func @mul(%a: f64, %b: f64, %c: f64, %d: f64) -> !llvm.struct<(f64, f64)> {
  %r = llvm.call @__muldc3(%a, %b, %c, %d) : (f64, f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return %r : !llvm.struct<(f64, f64)>
}
llvm.func @mulf(%a: f32, %b: f32, %c: f32, %d: f32) -> vector<2xf32> {
  %r = llvm.call @__mulsc3(%a, %b, %c, %d) : (f32, f32, f32, f32) -> vector<2xf32>
  llvm.return %r : vector<2xf32>
}
"""
INF, NAN = math.inf, math.nan
H = float.fromhex


def _same(got: tuple[float, float], expected: tuple[float, float]) -> bool:
    return all(math.isnan(e) if math.isnan(e) else g == e for g, e in zip(got, expected, strict=True))


@pytest.mark.parametrize(("operands", "expected"), [
    ((1, 2, 3, 4), (-5, 10)),
    ((H("0x1.999999999999ap-4"), H("0x1.999999999999ap-3"), H("0x1.3333333333333p-2"),
      H("0x1.6666666666666p-1")), (H("-0x1.c28f5c28f5c28p-4"), H("0x1.0a3d70a3d70a4p-3"))),
    ((INF, NAN, 1, 0), (INF, NAN)),           # Annex G: recovered, an infinity
    ((NAN, INF, 2, 3), (-INF, INF)),
    ((1e300, 1e300, 1e300, -1e300), (INF, NAN)),
    ((NAN, NAN, 1, 2), (NAN, NAN)),           # nothing infinite: NaN stays
    ((0, 1, NAN, INF), (-INF, NAN)),
])
def test_muldc3_as_libgcc(operands: tuple[float, ...], expected: tuple[float, float]):
    assert _same(load(FUNCTIONS, externals=COMPLEX_BUILTINS).call1("mul", *map(float, operands)),
                 expected)


@pytest.mark.parametrize(("operands", "expected"), [
    ((H("0x1.99999ap-4"), H("0x1.99999ap-3"), H("0x1.333334p-2"), H("0x1.666666p-1")),
     (H("-0x1.c28f5cp-4"), H("0x1.0a3d7p-3"))),
    ((INF, NAN, 1, 0), (INF, NAN)),
    ((H("0x1.93e594p+99"), H("0x1.93e594p+99"), H("0x1.93e594p+99"), H("-0x1.93e594p+99")),
     (INF, NAN)),
])
def test_mulsc3_rounds_to_float(operands: tuple[float, ...], expected: tuple[float, float]):
    assert _same(load(FUNCTIONS, externals=COMPLEX_BUILTINS).call1("mulf", *operands), expected)
