"""What flang 22's OpenMP host code calls that clang's C rarely does, in the generic form
mlir-translate imports it with:

- `llvm.intr.powi`, `x**n` of a real and an INTEGER(4): the compiler runtime's
  square-and-multiply, each product rounded to the type (expected values: flang 22's
  native output, test/fortran/native/integer_power.stdout);
- `llvm.intr.lround` (NINT): C's `lround`, halfway cases away from zero;
- `llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"` (INT of a REAL), the overloaded
  name with its types: toward zero, saturated, NaN 0 (LangRef);
- `__kmpc_fork_call_if` (`parallel if(...)`): libomp 22 forks when the condition holds,
  else runs the region on one thread, a nesting level that is not active.
"""

import io
import math

import pytest

from accdialect.interpreters import build_interpreter
from accdialect.runtime import OffloadRuntime
from accdialect.runtime.options import RuntimeOptions
from support.interpreter import load, parse

FUNCTIONS = """
llvm.func @powi_f32(%x: f32, %n: i32) -> f32 {
  %r = "llvm.intr.powi"(%x, %n) <{fastmathFlags = #llvm.fastmath<none>}> : (f32, i32) -> f32
  llvm.return %r : f32
}
llvm.func @powi_f64(%x: f64, %n: i32) -> f64 {
  %r = "llvm.intr.powi"(%x, %n) <{fastmathFlags = #llvm.fastmath<none>}> : (f64, i32) -> f64
  llvm.return %r : f64
}
llvm.func @nint(%x: f64) -> i32 {
  %r = "llvm.intr.lround"(%x) : (f64) -> i32
  llvm.return %r : i32
}
llvm.func @int_of_real(%x: f64) -> i32 {
  %r = llvm.call_intrinsic "llvm.fptosi.sat.i32.f64"(%x) : (f64) -> i32
  llvm.return %r : i32
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


@pytest.mark.parametrize(("x", "expected"), [
    (2.5, 3), (-2.5, -3), (0.49999999999999994, 0), (-0.5, -1), (1e9 + 0.5, 1000000001),
])
def test_nint_rounds_halfway_cases_away_from_zero(run, x: float, expected: int):
    assert run.call1("nint", x) == expected


@pytest.mark.parametrize(("x", "expected"), [
    (-2.7, -2), (3.9e9, 2**31 - 1), (-1e300, -2**31), (math.nan, 0),
])
def test_int_of_a_real_saturates(run, x: float, expected: int):
    assert run.call1("int_of_real", x) == expected


FORK_IF = """
llvm.func @__kmpc_fork_call_if(!llvm.ptr, i32, !llvm.ptr, i32, !llvm.ptr)
llvm.func @omp_get_num_threads() -> i32
llvm.func @omp_get_level() -> i32
llvm.func @omp_get_active_level() -> i32
llvm.func @region(%gtid: !llvm.ptr, %btid: !llvm.ptr, %out: !llvm.ptr) {
  %threads = llvm.call @omp_get_num_threads() : () -> i32
  %level = llvm.call @omp_get_level() : () -> i32
  %active = llvm.call @omp_get_active_level() : () -> i32
  %tid = llvm.load %gtid : !llvm.ptr -> i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %first = llvm.icmp "eq" %tid, %zero : i32
  llvm.cond_br %first, ^record, ^done
^record:
  %hundred = llvm.mlir.constant(100 : i32) : i32
  %ten = llvm.mlir.constant(10 : i32) : i32
  %a = llvm.mul %threads, %hundred : i32
  %b = llvm.mul %level, %ten : i32
  %c = llvm.add %a, %b : i32
  %d = llvm.add %c, %active : i32
  llvm.store %d, %out : i32, !llvm.ptr
  llvm.br ^done
^done:
  llvm.return
}
llvm.func @run(%cond: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %out = llvm.alloca %one x i32 : (i64) -> !llvm.ptr
  %loc = llvm.mlir.zero : !llvm.ptr
  %argc = llvm.mlir.constant(1 : i32) : i32
  %region = llvm.mlir.addressof @region : !llvm.ptr
  llvm.call @__kmpc_fork_call_if(%loc, %argc, %region, %cond, %out)
      : (!llvm.ptr, i32, !llvm.ptr, i32, !llvm.ptr) -> ()
  %r = llvm.load %out : !llvm.ptr -> i32
  llvm.return %r : i32
}
"""


@pytest.mark.parametrize(("cond", "expected"), [(1, 211), (0, 110)])
def test_parallel_if_forks_or_runs_serialized(cond: int, expected: int):
    """threads * 100 + omp_get_level() * 10 + omp_get_active_level() in the region, on
    2 host processors: a team of 2 at an active level, or 1 thread at an inactive one."""
    runtime = OffloadRuntime(RuntimeOptions(host_processors=2, host_threads=2))
    interpreter, _ = build_interpreter(parse(FORK_IF), runtime, stdout=io.StringIO())
    (result,) = interpreter.call_op("run", (cond,))
    assert result == expected
