"""Vector values of the `llvm` dialect (clang's -O3 output, issue 11 cause 3), each with
the exact value LLVM LangRef gives: lane-wise arithmetic, integer and floating-point
comparisons, `select` with a vector or a scalar condition, conversions, `insertelement`/`extractelement`,
`shufflevector` (a -1 mask lane is poison: the zero value here), the vector
reductions (ordered `fadd`), the min/max intrinsics, loads and stores of vectors."""

import pytest

from support.interpreter import load

FUNCTIONS = """
llvm.func @add(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi8> {
  %r = llvm.add %a, %b : vector<2xi8>
  llvm.return %r : vector<2xi8>
}
llvm.func @fmul(%a: vector<2xf32>, %b: vector<2xf32>) -> vector<2xf32> {
  %r = llvm.fmul %a, %b : vector<2xf32>
  llvm.return %r : vector<2xf32>
}
llvm.func @icmp_select(%a: vector<3xi32>, %b: vector<3xi32>) -> vector<3xi32> {
  %c = llvm.icmp "slt" %a, %b : vector<3xi32>
  %r = llvm.select %c, %a, %b : vector<3xi1>, vector<3xi32>
  llvm.return %r : vector<3xi32>
}
llvm.func @fcmp_select(%a: vector<2xf64>, %b: vector<2xf64>) -> vector<2xf64> {
  %c = llvm.fcmp "olt" %a, %b : vector<2xf64>
  %r = llvm.select %c, %a, %b : vector<2xi1>, vector<2xf64>
  llvm.return %r : vector<2xf64>
}
llvm.func @scalar_select(%c: i1, %a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %r = llvm.select %c, %a, %b : i1, vector<2xi32>
  llvm.return %r : vector<2xi32>
}
llvm.func @trunc(%a: vector<2xi32>) -> vector<2xi16> {
  %r = llvm.trunc %a : vector<2xi32> to vector<2xi16>
  llvm.return %r : vector<2xi16>
}
llvm.func @uitofp(%a: vector<2xi32>) -> vector<2xf64> {
  %r = "llvm.uitofp"(%a) : (vector<2xi32>) -> vector<2xf64>
  llvm.return %r : vector<2xf64>
}
llvm.func @insert(%v: vector<4xi32>, %x: i32, %i: i64) -> vector<4xi32> {
  %r = llvm.insertelement %x, %v[%i : i64] : vector<4xi32>
  llvm.return %r : vector<4xi32>
}
llvm.func @extract(%v: vector<4xi32>, %i: i64) -> i32 {
  %r = "llvm.extractelement"(%v, %i) : (vector<4xi32>, i64) -> i32
  llvm.return %r : i32
}
llvm.func @shuffle(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<4xi32> {
  %r = llvm.shufflevector %a, %b [3, 0, -1, 2] : vector<2xi32>
  llvm.return %r : vector<4xi32>
}
llvm.func @bitcast_lanes(%a: vector<2xi32>) -> vector<4xi16> {
  %r = llvm.bitcast %a : vector<2xi32> to vector<4xi16>
  llvm.return %r : vector<4xi16>
}
llvm.func @bitcast_to_scalar(%a: vector<2xi32>) -> i64 {
  %r = llvm.bitcast %a : vector<2xi32> to i64
  llvm.return %r : i64
}
llvm.func @splat_constant() -> vector<2xf64> {
  %r = llvm.mlir.constant(dense<1.5> : vector<2xf64>) : vector<2xf64>
  llvm.return %r : vector<2xf64>
}
llvm.func @reduce_add(%v: vector<4xi8>) -> i8 {
  %r = "llvm.intr.vector.reduce.add"(%v) : (vector<4xi8>) -> i8
  llvm.return %r : i8
}
llvm.func @reduce_smax(%v: vector<4xi8>) -> i8 {
  %r = "llvm.intr.vector.reduce.smax"(%v) : (vector<4xi8>) -> i8
  llvm.return %r : i8
}
llvm.func @reduce_umin(%v: vector<4xi8>) -> i8 {
  %r = "llvm.intr.vector.reduce.umin"(%v) : (vector<4xi8>) -> i8
  llvm.return %r : i8
}
llvm.func @reduce_xor(%v: vector<4xi8>) -> i8 {
  %r = "llvm.intr.vector.reduce.xor"(%v) : (vector<4xi8>) -> i8
  llvm.return %r : i8
}
llvm.func @reduce_fadd(%s: f32, %v: vector<3xf32>) -> f32 {
  %r = "llvm.intr.vector.reduce.fadd"(%s, %v) <{fastmathFlags = #llvm.fastmath<none>}>
    : (f32, vector<3xf32>) -> f32
  llvm.return %r : f32
}
llvm.func @umax(%a: i8, %b: i8) -> i8 {
  %r = "llvm.intr.umax"(%a, %b) : (i8, i8) -> i8
  llvm.return %r : i8
}
llvm.func @smin_lanes(%a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi8> {
  %r = "llvm.intr.smin"(%a, %b) : (vector<2xi8>, vector<2xi8>) -> vector<2xi8>
  llvm.return %r : vector<2xi8>
}
llvm.func @store_load(%v: vector<2xf64>) -> f64 {
  %one = llvm.mlir.constant(1 : i64) : i64
  %p = llvm.alloca %one x !llvm.array<2 x f64> : (i64) -> !llvm.ptr
  llvm.store %v, %p : vector<2xf64>, !llvm.ptr
  %q = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, !llvm.array<2 x f64>
  %r = llvm.load %q : !llvm.ptr -> f64
  llvm.return %r : f64
}
"""


@pytest.fixture(scope="module")
def run():
    return load(FUNCTIONS)


CASES = [
    ("add", (100, -1), (100, 1), (-56, 0)),                       # each lane wraps at i8
    ("fmul", (0.1, 3.0), (3.0, 0.5), (0.30000001192092896, 1.5)),  # each lane rounded to f32
    ("icmp_select", (1, 7, -3), (2, 5, -3), (1, 5, -3)),           # lane-wise min
    ("fcmp_select", (1.0, float("nan")), (2.0, 0.5), (1.0, 0.5)),  # olt: NaN unordered
    ("trunc", (65537, -1), None, (1, -1)),
    ("uitofp", (-1, 3), None, (4294967295.0, 3.0)),
    ("shuffle", (10, 11), (20, 21), (21, 10, 0, 20)),              # -1: poison
]


@pytest.mark.parametrize("name,a,b,expected", CASES, ids=[c[0] for c in CASES])
def test_lanewise_operations(run, name, a, b, expected):
    args = (a,) if b is None else (a, b)
    assert run.call1(name, *args) == expected


def test_scalar_condition_chooses_whole_vectors(run):
    assert run.call1("scalar_select", 1, (1, 2), (3, 4)) == (1, 2)
    assert run.call1("scalar_select", 0, (1, 2), (3, 4)) == (3, 4)


def test_insert_and_extract_element(run):
    assert run.call1("insert", (1, 2, 3, 4), 9, 2) == (1, 2, 9, 4)
    assert run.call1("extract", (1, 2, 3, 4), 3) == 4
    assert run.call1("insert", (1, 2, 3, 4), 9, 4) == (0, 0, 0, 0)  # past the end: poison
    assert run.call1("extract", (1, 2, 3, 4), 7) == 0


def test_bitcast_reads_the_whole_value(run):
    # little-endian bits: lane 0 of <2 x i32> is the low half of the i64
    assert run.call1("bitcast_lanes", (0x00020001, -1)) == (1, 2, -1, -1)
    assert run.call1("bitcast_to_scalar", (1, 2)) == 0x0000000200000001


def test_splat_constant(run):
    assert run.call1("splat_constant") == (1.5, 1.5)


def test_integer_reductions(run):
    assert run.call1("reduce_add", (100, 100, 50, 6)) == 0  # 256 wraps at i8
    assert run.call1("reduce_smax", (-1, -128, 5, 3)) == 5
    assert run.call1("reduce_umin", (-1, -128, 5, 3)) == 3  # -1 is 255, -128 is 128
    assert run.call1("reduce_xor", (1, 2, 4, 8)) == 15


def test_fadd_reduction_is_ordered(run):
    # in f32, ((2^24 + 1) + 1) + 2: each + 1 rounds back to 2^24 (ties to even), then
    # 2^24 + 2; summed in another order (1 + 1 + 2 first) it would be 2^24 + 4
    assert run.call1("reduce_fadd", 16777216.0, (1.0, 1.0, 2.0)) == 16777218.0


def test_min_max_intrinsics(run):
    assert run.call1("umax", -1, 5) == -1  # 255 unsigned, the i8 value -1
    assert run.call1("smin_lanes", (-1, 7), (3, -8)) == (-1, -8)


def test_vector_store_then_scalar_load(run):
    assert run.call1("store_load", (2.5, -4.0)) == -4.0


GEP = """
llvm.func @gep_lanes(%p: !llvm.ptr, %q: !llvm.ptr) -> vector<2x!llvm.ptr> {
  %u = "llvm.mlir.poison"() : () -> vector<2x!llvm.ptr>
  %i0 = llvm.mlir.constant(0 : i64) : i64
  %i1 = llvm.mlir.constant(1 : i64) : i64
  %v0 = llvm.insertelement %p, %u[%i0 : i64] : vector<2x!llvm.ptr>
  %v = llvm.insertelement %q, %v0[%i1 : i64] : vector<2x!llvm.ptr>
  %k = llvm.mlir.constant(dense<[2, 8]> : vector<2xi64>) : vector<2xi64>
  %r = llvm.getelementptr %v[%k] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, i8
  llvm.return %r : vector<2x!llvm.ptr>
}
llvm.func @gep_splat(%v: vector<2x!llvm.ptr>, %i: i64) -> vector<2x!llvm.ptr> {
  %r = llvm.getelementptr %v[%i] : (vector<2x!llvm.ptr>, i64) -> vector<2x!llvm.ptr>, i32
  llvm.return %r : vector<2x!llvm.ptr>
}
"""


def test_vector_getelementptr_lane_by_lane():
    """LangRef `getelementptr` on a vector of pointers (clang -O3's vectorized stores
    through several arrays): each lane its base plus its index times the element size,
    a scalar index the same in every lane."""
    gep = load(GEP)
    assert gep.call1("gep_lanes", 0x1000, 0x2000) == (0x1002, 0x2008)
    assert gep.call1("gep_splat", (0x1000, 0x2000), 3) == (0x100C, 0x200C)


POINTER_LANES = """
llvm.func @pointer_lanes(%a: vector<2xi64>, %b: vector<2xi64>) -> vector<2xi64> {
  %p = llvm.inttoptr %a : vector<2xi64> to vector<2x!llvm.ptr>
  %q = llvm.inttoptr %b : vector<2xi64> to vector<2x!llvm.ptr>
  %lt = llvm.icmp "ult" %p, %q : vector<2x!llvm.ptr>
  %m = llvm.select %lt, %p, %q : vector<2xi1>, vector<2x!llvm.ptr>
  %r = llvm.ptrtoint %m : vector<2x!llvm.ptr> to vector<2xi64>
  llvm.return %r : vector<2xi64>
}
"""


def test_vectors_of_pointers_convert_and_compare_lane_by_lane():
    """LangRef `inttoptr`, `icmp` and `ptrtoint` on vectors of pointers (clang -O3's
    overlap checks before a vectorized loop): the lane-wise unsigned minimum here."""
    assert load(POINTER_LANES).call1("pointer_lanes", (0x2000, 0x1000), (0x1800, 0x3000)) \
        == (0x1800, 0x1000)


PACKED = """
llvm.func @all_true(%a: vector<4xi32>) -> i1 {
  %z = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
  %c = llvm.icmp "ne" %a, %z : vector<4xi32>
  %bits = llvm.bitcast %c : vector<4xi1> to i4
  %ones = llvm.mlir.constant(-1 : i4) : i4
  %r = llvm.icmp "eq" %bits, %ones : i4
  llvm.return %r : i1
}
llvm.func @lane_bits(%a: i8) -> vector<8xi1> {
  %r = llvm.bitcast %a : i8 to vector<8xi1>
  llvm.return %r : vector<8xi1>
}
llvm.func @mask_of(%a: vector<4xi32>) -> i4 {
  %z = llvm.mlir.constant(dense<0> : vector<4xi32>) : vector<4xi32>
  %c = llvm.icmp "ne" %a, %z : vector<4xi32>
  %bits = llvm.bitcast %c : vector<4xi1> to i4
  llvm.return %bits : i4
}
"""


def test_bitcast_of_i1_lanes_packs_their_bits():
    """LangRef `bitcast`: `<4 x i1>` is 4 bits, lane 0 the lowest (flang -O3's
    vectorized `.AND.` reduction compares the `i4` with all ones)."""
    packed = load(PACKED)
    assert packed.call1("all_true", (1, 1, 1, 1)) in (1, -1)
    assert packed.call1("all_true", (1, 1, 0, 1)) == 0
    assert packed.call1("mask_of", (1, 0, 0, 0)) == 1
    assert packed.call1("mask_of", (0, 0, 0, 7)) in (8, -8)  # 0b1000 as an i4
    assert [lane & 1 for lane in packed.call1("lane_bits", 0b00000101)] == [1, 0, 1, 0, 0, 0, 0, 0]
