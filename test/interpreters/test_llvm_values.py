"""The `llvm` dialect's value operations, each with exact values (LLVM LangRef
semantics): integer and floating-point arithmetic, comparisons, conversions,
constants and aggregates."""

import math
import struct

import pytest

from support.interpreter import load

# ---- integer arithmetic -----------------------------------------------------------------
INT_CASES = [
    ("add", "i8", 127, 1, -128),
    ("add", "i1", 1, 1, 0),
    ("sub", "i8", -128, 1, 127),
    ("mul", "i32", 65536, 65536, 0),
    ("mul", "i64", 2**62, 4, 0),
    ("mul", "i128", 2**64, 2**63, -(2**127)),
    ("sdiv", "i32", -7, 2, -3),
    ("sdiv", "i32", 7, -2, -3),
    ("sdiv", "i32", -(2**31), -1, -(2**31)),
    ("srem", "i32", -7, 2, -1),
    ("srem", "i32", 7, -2, 1),
    ("udiv", "i32", -1, 2, 2**31 - 1),
    ("urem", "i8", -1, 7, 255 % 7),
    ("and", "i16", -1, 0x0F0F, 0x0F0F),
    ("or", "i8", 0x70, 0x0F, 127),
    ("xor", "i8", -1, 0x0F, -16),
    ("xor", "i1", 1, 1, 0),
    ("shl", "i8", 1, 7, -128),
    ("shl", "i32", 1, 32, 0),  # amount >= width: poison, 0 here
    ("lshr", "i8", -128, 7, 1),
    ("lshr", "i32", -1, 28, 15),
    ("ashr", "i8", -128, 7, -1),
    ("ashr", "i64", -16, 2, -4),
]


def _binary(name: str, op: str, t: str) -> str:
    return f"""llvm.func @{name}(%a: {t}, %b: {t}) -> {t} {{
  %r = llvm.{op} %a, %b : {t}
  llvm.return %r : {t}
}}
"""


@pytest.fixture(scope="module")
def int_run():
    return load("".join(_binary(f"case{i}", op, t) for i, (op, t, *_) in enumerate(INT_CASES)))


@pytest.mark.parametrize("index", range(len(INT_CASES)),
                         ids=[f"{op}-{t}-{a}-{b}" for op, t, a, b, _ in INT_CASES])
def test_integer_arithmetic_wraps_at_the_width(int_run, index):
    _, _, a, b, expected = INT_CASES[index]
    assert int_run.call1(f"case{index}", a, b) == expected


def test_division_by_zero_is_an_error(int_run):
    from accdialect.interpreter.errors import ProgramError

    index = next(i for i, case in enumerate(INT_CASES) if case[0] == "sdiv")
    with pytest.raises(ProgramError, match="integer division by zero"):
        int_run.call(f"case{index}", 1, 0)


ICMP = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


@pytest.fixture(scope="module")
def icmp_run():
    text = ""
    for t in ("i32", "i1", "!llvm.ptr"):
        for p in ICMP:
            name = f"{p}_{t.strip('!').replace('.', '_')}"
            text += f"""llvm.func @{name}(%a: {t}, %b: {t}) -> i1 {{
  %r = llvm.icmp "{p}" %a, %b : {t}
  llvm.return %r : i1
}}
"""
    return load(text)


@pytest.mark.parametrize("predicate, expected", list(zip(ICMP, [0, 1, 1, 1, 0, 0, 0, 0, 1, 1])))
def test_icmp_reads_signed_or_unsigned(icmp_run, predicate, expected):
    assert icmp_run.call1(f"{predicate}_i32", -1, 1) == expected


@pytest.mark.parametrize("predicate, expected", list(zip(ICMP, [0, 1, 1, 1, 0, 0, 0, 0, 1, 1])))
def test_icmp_on_i1_true_is_minus_one_signed(icmp_run, predicate, expected):
    assert icmp_run.call1(f"{predicate}_i1", 1, 0) == expected


@pytest.mark.parametrize("predicate, expected", list(zip(ICMP, [0, 1, 1, 1, 0, 0, 0, 0, 1, 1])))
def test_icmp_on_pointers(icmp_run, predicate, expected):
    assert icmp_run.call1(f"{predicate}_llvm_ptr", 2**63, 16) == expected


FCMP = ["_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
        "ueq", "ugt", "uge", "ult", "ule", "une", "uno", "_true"]
FCMP_LESS = [0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1]  # 1.0 vs 2.0
FCMP_NAN = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1]  # 1.0 vs NaN
FCMP_EQUAL = [0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1]  # 2.0 vs 2.0


@pytest.fixture(scope="module")
def fcmp_run():
    return load("".join(f"""llvm.func @{p.strip('_')}(%a: f64, %b: f64) -> i1 {{
  %r = llvm.fcmp "{p}" %a, %b : f64
  llvm.return %r : i1
}}
""" for p in FCMP))


@pytest.mark.parametrize("index", range(16), ids=FCMP)
def test_fcmp_ordered_and_unordered(fcmp_run, index):
    name = FCMP[index].strip("_")
    assert fcmp_run.call1(name, 1.0, 2.0) == FCMP_LESS[index]
    assert fcmp_run.call1(name, 1.0, math.nan) == FCMP_NAN[index]
    assert fcmp_run.call1(name, 2.0, 2.0) == FCMP_EQUAL[index]


# ---- floating point -------------------------------------------------------------------
def f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


FLOAT_CASES = [
    ("fadd", "f32", f32(0.1), f32(0.2), f32(f32(0.1) + f32(0.2))),
    ("fadd", "f64", 0.1, 0.2, 0.30000000000000004),
    ("fsub", "f32", f32(1.0), f32(1e-8), 1.0),
    ("fmul", "f32", 3e38, 10.0, math.inf),
    ("fdiv", "f32", 1.0, 3.0, f32(1 / 3)),
    ("fdiv", "f64", 1.0, 0.0, math.inf),
    ("fdiv", "f64", -1.0, 0.0, -math.inf),
    ("fdiv", "f64", 1.0, -0.0, -math.inf),
    ("frem", "f64", 7.5, 2.0, 1.5),
    ("frem", "f64", -7.5, 2.0, -1.5),
]


@pytest.fixture(scope="module")
def float_run():
    return load("".join(_binary(f"case{i}", op, t) for i, (op, t, *_) in enumerate(FLOAT_CASES))
                + """llvm.func @nan_div(%a: f64) -> f64 {
  %r = llvm.fdiv %a, %a : f64
  llvm.return %r : f64
}
llvm.func @nan_rem(%a: f64, %b: f64) -> f64 {
  %r = llvm.frem %a, %b : f64
  llvm.return %r : f64
}
llvm.func @neg(%a: f32) -> f32 {
  %r = llvm.fneg %a : f32
  llvm.return %r : f32
}
""")


@pytest.mark.parametrize("index", range(len(FLOAT_CASES)),
                         ids=[f"{op}-{t}-{a}-{b}" for op, t, a, b, _ in FLOAT_CASES])
def test_float_arithmetic_rounds_to_the_type(float_run, index):
    _, _, a, b, expected = FLOAT_CASES[index]
    result = float_run.call1(f"case{index}", a, b)
    assert result == expected and math.copysign(1, result) == math.copysign(1, expected)


def test_float_nan_results(float_run):
    assert math.isnan(float_run.call1("nan_div", 0.0))
    assert math.isnan(float_run.call1("nan_rem", 1.0, 0.0))
    assert math.isnan(float_run.call1("nan_rem", math.inf, 1.0))
    assert math.copysign(1, float_run.call1("neg", 0.0)) == -1


# ---- conversions ----------------------------------------------------------------------
CASTS = [
    ("llvm.sext %a : i8 to i32", "i8", "i32", -1, -1),
    ("llvm.sext %a : i1 to i32", "i1", "i32", 1, -1),
    ("llvm.zext %a : i8 to i32", "i8", "i32", -1, 255),
    ("llvm.zext %a : i1 to i64", "i1", "i64", 1, 1),
    ("llvm.trunc %a : i32 to i8", "i32", "i8", 300, 44),
    ("llvm.trunc %a : i32 to i8", "i32", "i8", 200, -56),
    ("llvm.trunc %a : i32 to i1", "i32", "i1", 3, 1),
    ("llvm.sitofp %a : i32 to f64", "i32", "f64", -3, -3.0),
    ("llvm.sitofp %a : i32 to f32", "i32", "f32", 16777217, 16777216.0),
    ('"llvm.uitofp"(%a) : (i32) -> f64', "i32", "f64", -1, 4294967295.0),
    ('"llvm.fptosi"(%a) : (f64) -> i32', "f64", "i32", -2.75, -2),
    ('"llvm.fptosi"(%a) : (f64) -> i8', "f64", "i8", 300.5, 44),
    ('"llvm.fptoui"(%a) : (f64) -> i32', "f64", "i32", 3e9, 3000000000 - 2**32),
    ('"llvm.fptosi"(%a) : (f64) -> i32', "f64", "i32", math.nan, 0),
    ("llvm.fpext %a : f32 to f64", "f32", "f64", f32(0.1), f32(0.1)),
    ("llvm.fptrunc %a : f64 to f32", "f64", "f32", 0.1, f32(0.1)),
    ("llvm.fptrunc %a : f64 to f32", "f64", "f32", 1e300, math.inf),
    ("llvm.fptrunc %a : f64 to f16", "f64", "f16", 1 / 3, 0.333251953125),
    ("llvm.bitcast %a : f32 to i32", "f32", "i32", 1.0, 0x3F800000),
    ("llvm.bitcast %a : i64 to f64", "i64", "f64", 0xC000000000000000 - 2**64, -2.0),
    ("llvm.bitcast %a : i32 to vector<2xi16>", "i32", "vector<2xi16>", 0x00020001, (1, 2)),
    ("llvm.ptrtoint %a : !llvm.ptr to i64", "!llvm.ptr", "i64", 2**64 - 8, -8),
    ("llvm.ptrtoint %a : !llvm.ptr to i32", "!llvm.ptr", "i32", 0x1_0000_0010, 16),
    ("llvm.inttoptr %a : i64 to !llvm.ptr", "i64", "!llvm.ptr", -8, 2**64 - 8),
    ("llvm.inttoptr %a : i32 to !llvm.ptr", "i32", "!llvm.ptr", -1, 2**32 - 1),
    ('"llvm.freeze"(%a) : (i32) -> i32', "i32", "i32", 5, 5),
    ('"llvm.addrspacecast"(%a) : (!llvm.ptr) -> !llvm.ptr<1>', "!llvm.ptr", "!llvm.ptr<1>",
     64, 64),
]


@pytest.fixture(scope="module")
def cast_run():
    return load("".join(f"""llvm.func @case{i}(%a: {src}) -> {dst} {{
  %r = {cast}
  llvm.return %r : {dst}
}}
""" for i, (cast, src, dst, *_) in enumerate(CASTS)))


@pytest.mark.parametrize("index", range(len(CASTS)), ids=[c[0].split()[0] for c in CASTS])
def test_conversions(cast_run, index):
    *_, value, expected = CASTS[index]
    assert cast_run.call1(f"case{index}", value) == expected


# ---- select, constants, aggregates ----------------------------------------------------
def test_select_constants_undef_poison_zero():
    run = load("""
llvm.func @f(%c: i1) -> !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)> {
  %a = llvm.mlir.constant(7 : i32) : i32
  %b = llvm.mlir.constant(-1 : i32) : i32
  %s = llvm.select %c, %a, %b : i1, i32
  %d = llvm.mlir.constant(2.5 : f64) : f64
  %t = llvm.mlir.constant(true) : i1
  %z = llvm.mlir.zero : !llvm.ptr
  %arr = llvm.mlir.constant(dense<[3, -4]> : tensor<2xi8>) : !llvm.array<2 x i8>
  %big = llvm.mlir.constant(4294967295 : i64) : i64
  %u = llvm.mlir.undef : i32
  %p = "llvm.mlir.poison"() : () -> i8
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %1 = llvm.insertvalue %s, %0[0] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %2 = llvm.insertvalue %d, %1[1] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %3 = llvm.insertvalue %t, %2[2] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %4 = llvm.insertvalue %z, %3[3] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %5 = llvm.insertvalue %arr, %4[4] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %6 = llvm.insertvalue %big, %5[5] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %7 = llvm.insertvalue %u, %6[6] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  %8 = llvm.insertvalue %p, %7[7] : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
  llvm.return %8 : !llvm.struct<(i32, f64, i1, !llvm.ptr, array<2 x i8>, i64, i32, i8)>
}
""")
    assert run.call1("f", 1) == (7, 2.5, 1, 0, (3, -4), 4294967295, 0, 0)
    assert run.call1("f", 0)[0] == -1


def test_nested_insertvalue_and_extractvalue():
    run = load("""
llvm.func @f(%x: i16) -> i16 {
  %0 = llvm.mlir.zero : !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)>
  %1 = llvm.insertvalue %x, %0[1, 2, 1] : !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)>
  %2 = llvm.extractvalue %1[1, 2, 1] : !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)>
  %3 = llvm.extractvalue %1[1, 1, 1] : !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)>
  %4 = llvm.add %2, %3 : i16
  llvm.return %4 : i16
}
llvm.func @whole(%x: i16) -> !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)>
  %1 = llvm.insertvalue %x, %0[1, 2, 1] : !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)>
  llvm.return %1 : !llvm.struct<(i8, array<3 x struct<(i16, i16)>>)>
}
""")
    assert run.call1("f", 41) == 41
    assert run.call1("whole", 5) == (0, ((0, 0), (0, 0), (0, 5)))
