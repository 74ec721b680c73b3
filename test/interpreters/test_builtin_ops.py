"""`arith`, `scf`, `cf` and `func`: what the project adds to xDSL's interpreters (casts,
unsigned and rounding divisions, i1 as 0/1, f32 rounding), loops that run in constant
scope depth, declarations that call external functions."""

import math
import struct

import pytest

from accdialect.interpreter.errors import ProgramError
from support.interpreter import load

ARITH = [
    ("arith.extsi %a : i8 to i32", "i8", "i32", -1, -1),
    ("arith.extui %a : i8 to i32", "i8", "i32", -1, 255),
    ("arith.extui %a : i1 to i32", "i1", "i32", 1, 1),
    ("arith.trunci %a : i32 to i8", "i32", "i8", 300, 44),
    ("arith.sitofp %a : i32 to f32", "i32", "f32", 16777217, 16777216.0),
    ("arith.uitofp %a : i8 to f64", "i8", "f64", -1, 255.0),
    ("arith.fptosi %a : f64 to i32", "f64", "i32", -2.75, -2),
    ("arith.fptoui %a : f64 to i8", "f64", "i8", 200.5, -56),
    ("arith.extf %a : f32 to f64", "f32", "f64", 0.5, 0.5),
    ("arith.truncf %a : f64 to f32", "f64", "f32", 0.1,
     struct.unpack("<f", struct.pack("<f", 0.1))[0]),
    ("arith.bitcast %a : f32 to i32", "f32", "i32", -2.0, -0x40000000),
    ("arith.index_cast %a : i32 to index", "i32", "index", -5, -5),
    ("arith.index_cast %a : index to i8", "index", "i8", 257, 1),
    ("arith.negf %a : f64", "f64", "f64", 0.0, -0.0),
]

ARITH_BINARY = [
    ("arith.divui", "i8", -1, 2, 127),
    ("arith.remui", "i8", -1, 7, 3),
    ("arith.divsi", "i32", -7, 2, -3),
    ("arith.remsi", "i32", -7, 2, -1),
    ("arith.floordivsi", "i32", -7, 2, -4),
    ("arith.ceildivsi", "i32", -7, 2, -3),
    ("arith.ceildivsi", "i32", 7, 2, 4),
    ("arith.ceildivui", "i32", 7, 2, 4),
    ("arith.minsi", "i32", -1, 1, -1),
    ("arith.maxsi", "i32", -1, 1, 1),
    ("arith.minui", "i32", -1, 1, 1),
    ("arith.maxui", "i32", -1, 1, -1),
    ("arith.addi", "i8", 100, 100, -56),
    ("arith.andi", "i1", 1, 1, 1),
    ("arith.shli", "i8", 3, 6, -64),
    ("arith.shrui", "i8", -2, 1, 127),
    ("arith.shrsi", "i8", -2, 1, -1),
    ("arith.divf", "f64", 1.0, 0.0, math.inf),
    ("arith.mulf", "f32", 1e30, 1e30, math.inf),
]


@pytest.fixture(scope="module")
def arith_run():
    text = "".join(f"""func.func @cast{i}(%a: {src}) -> {dst} {{
  %r = {op}
  func.return %r : {dst}
}}
""" for i, (op, src, dst, *_) in enumerate(ARITH))
    text += "".join(f"""func.func @binary{i}(%a: {t}, %b: {t}) -> {t} {{
  %r = {op} %a, %b : {t}
  func.return %r : {t}
}}
""" for i, (op, t, *_) in enumerate(ARITH_BINARY))
    text += """func.func @predicates(%a: i32, %b: i32) -> (i1, i1, i1) {
  %t = arith.constant true
  %ult = arith.cmpi ult, %a, %b : i32
  %slt = arith.cmpi slt, %a, %b : i32
  func.return %t, %ult, %slt : i1, i1, i1
}
func.func @cmpf(%a: f64, %b: f64) -> (i1, i1) {
  %ult = arith.cmpf ult, %a, %b : f64
  %olt = arith.cmpf olt, %a, %b : f64
  func.return %ult, %olt : i1, i1
}
"""
    return load(text)


@pytest.mark.parametrize("index", range(len(ARITH)), ids=[a[0].split()[0] for a in ARITH])
def test_arith_conversions(arith_run, index):
    *_, value, expected = ARITH[index]
    result = arith_run.call1(f"cast{index}", value)
    assert result == expected and math.copysign(1, result) == math.copysign(1, expected)


@pytest.mark.parametrize("index", range(len(ARITH_BINARY)),
                         ids=[f"{op}-{t}" for op, t, *_ in ARITH_BINARY])
def test_arith_binary(arith_run, index):
    _, _, a, b, expected = ARITH_BINARY[index]
    assert arith_run.call1(f"binary{index}", a, b) == expected


def test_arith_predicates_and_i1_constants(arith_run):
    assert arith_run.call("predicates", -1, 1) == (1, 0, 1)
    assert arith_run.call("cmpf", math.nan, 1.0) == (1, 0)


SCF = """
func.func @triangle(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %s = arith.addi %acc, %i : index
    scf.yield %s : index
  }
  func.return %r : index
}
func.func @collatz(%n: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %zero = arith.constant 0 : i64
  %r:2 = scf.while (%x = %n, %steps = %zero) : (i64, i64) -> (i64, i64) {
    %more = arith.cmpi ne, %x, %c1 : i64
    scf.condition(%more) %x, %steps : i64, i64
  } do {
  ^bb0(%x: i64, %steps: i64):
    %odd = arith.remui %x, %c2 : i64
    %is_odd = arith.cmpi eq, %odd, %c1 : i64
    %next = scf.if %is_odd -> (i64) {
      %t = arith.muli %x, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    } else {
      %h = arith.divui %x, %c2 : i64
      scf.yield %h : i64
    }
    %s = arith.addi %steps, %c1 : i64
    scf.yield %next, %s : i64, i64
  }
  func.return %r#1 : i64
}
func.func @region() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.constant 5 : i32
    scf.yield %c : i32
  }
  func.return %r : i32
}
"""


def test_scf_loops_and_regions():
    run = load(SCF)
    assert run.call1("triangle", 100) == 4950
    assert run.call1("collatz", 27) == 111
    assert run.call1("region") == 5


CF = """
func.func @count(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0, %c0 : i32, i32)
^loop(%i: i32, %acc: i32):
  %more = arith.cmpi slt, %i, %n : i32
  cf.cond_br %more, ^body, ^done(%acc : i32)
^body:
  %acc2 = arith.addi %acc, %i : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^loop(%i2, %acc2 : i32, i32)
^done(%r: i32):
  func.return %r : i32
}
func.func @pick(%v: i32) -> i32 {
  %a = arith.constant 10 : i32
  %b = arith.constant 20 : i32
  cf.switch %v : i32, [
    default: ^d(%v : i32),
    1: ^d(%a : i32),
    2: ^d(%b : i32)
  ]
^d(%r: i32):
  func.return %r : i32
}
func.func @check(%ok: i1) {
  cf.assert %ok, "must hold"
  func.return
}
"""


def test_cf_branches_switch_assert():
    run = load(CF)
    assert run.call1("count", 10) == 45
    assert [run.call1("pick", v) for v in (1, 2, 7)] == [10, 20, 7]
    run.call("check", 1)
    with pytest.raises(ProgramError, match="assertion failed: must hold"):
        run.call("check", 0)


LOOPS = """
func.func private @probe()
func.func @cf_loop(%n: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%c0 : i32)
^loop(%i: i32):
  func.call @probe() : () -> ()
  %i2 = arith.addi %i, %c1 : i32
  %more = arith.cmpi slt, %i2, %n : i32
  cf.cond_br %more, ^loop(%i2 : i32), ^done
^done:
  func.return
}
func.func @scf_loop(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    func.call @probe() : () -> ()
  }
  func.return
}
llvm.func @llvm_loop(%n: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c1 = llvm.mlir.constant(1 : i32) : i32
  llvm.br ^loop(%c0 : i32)
^loop(%i: i32):
  llvm.call @probe() : () -> ()
  %i2 = llvm.add %i, %c1 : i32
  %more = llvm.icmp "slt" %i2, %n : i32
  llvm.cond_br %more, ^loop(%i2 : i32), ^done
^done:
  llvm.return
}
"""


@pytest.mark.parametrize("loop", ["cf_loop", "scf_loop", "llvm_loop"])
def test_loops_run_in_constant_scope_depth(loop):
    """Time linear in the trip count: every iteration sees the same scope depth (xDSL
    0.74 pushed a scope per block entered)."""
    depths = []
    run = load(LOOPS, externals={"probe": lambda: depths.append(len(list(
        run.interpreter.scope_names())))})
    run.call(loop, 500)
    assert len(depths) == 500 and len(set(depths)) == 1
    assert list(run.interpreter.scope_names()) == ["root"]


def test_func_declaration_calls_the_external():
    run = load("""func.func private @scale(i64, f64) -> f32
func.func @f(%a: i64) -> f32 {
  %h = arith.constant 0.1 : f64
  %r = func.call @scale(%a, %h) : (i64, f64) -> f32
  func.return %r : f32
}
""", externals={"scale": lambda a, h: a * h})
    assert run.call1("f", 3) == struct.unpack("<f", struct.pack("<f", 3 * 0.1))[0]
