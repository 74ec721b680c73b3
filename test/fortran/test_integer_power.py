"""`x**n` with an INTEGER(4) exponent (`accdialect.fortran.integer_power`): compiler-rt's
`__powisf2`/`__powidf2`, which flang 22's `llvm.intr.powi` becomes; the values are
lines of flang 22's native output (native/integer_power.stdout, which
test_native_programs.py compares whole), and the import turns the intrinsic into
the call."""

import math

from accdialect.hostlib.fortran_program import INTEGER_POWER
from accdialect.importers.flang import integer_powers_as_calls

POWISF2 = INTEGER_POWER["__powisf2"]
POWIDF2 = INTEGER_POWER["__powidf2"]


def test_overflow_and_underflow_of_real4():
    # native: " 1.7014118E+38 Inf 0. 0." for 2.0**127, **128, **(-149), **(-150)
    assert POWISF2(2.0, 127) == 2.0 ** 127
    assert POWISF2(2.0, 128) == math.inf
    # 2**149 overflows real(4) before the reciprocal: 0., where 2**-149 is representable
    assert POWISF2(2.0, -149) == 0.0
    assert POWISF2(2.0, -150) == 0.0


def test_products_rounded_to_real8():
    # native: " 1.0000000000000006E+308 Inf 0." for 10d0**308, **309, **(-324)
    assert POWIDF2(10.0, 308) == 1.0000000000000006e+308
    assert POWIDF2(10.0, 309) == math.inf
    assert POWIDF2(10.0, -324) == 0.0


def test_zero_exponent_and_reciprocal_of_zero():
    assert POWISF2(0.0, 0) == 1.0
    assert POWISF2(-0.0, -3) == -math.inf  # 1 / (-0.)**3 = 1 / -0.


def test_intrinsic_becomes_a_call():
    text = ("module {\n  llvm.func @f(%arg0: f32, %arg1: i32) -> f32 {\n"
            "    %0 = llvm.intr.powi(%arg0, %arg1) {fastmathFlags = #llvm.fastmath<contract>} "
            ": (f32, i32) -> f32\n    llvm.return %0 : f32\n  }\n}\n")
    assert integer_powers_as_calls(text) == (
        "module {\n  llvm.func @f(%arg0: f32, %arg1: i32) -> f32 {\n"
        "    %0 = llvm.call @__powisf2(%arg0, %arg1) : (f32, i32) -> f32\n"
        "    llvm.return %0 : f32\n  }\n  llvm.func @__powisf2(f32, i32) -> f32\n}\n")
