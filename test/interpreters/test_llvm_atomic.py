"""`llvm.atomicrmw` and `llvm.cmpxchg` as `mlir-translate 22 --import-llvm` writes them
(clang's `#pragma omp atomic`), each with the value LLVM LangRef gives: the old value
returned, the new one stored; signed and unsigned min/max on an i8 whose sign bit is
set; `nand`; `fadd`/`fmax` on f32; `cmpxchg`'s `{old, success}` and no store on a
mismatch."""

import pytest

from support.interpreter import load

OPS = ["xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin"]
"""MLIR 22's `AtomicBinOp` numbering (0 to 10), read back from mlir-translate 22."""

FUNCTIONS = "\n".join(f"""
llvm.func @rmw_{name}(%p: !llvm.ptr, %v: i8) -> i8 {{
  %r = "llvm.atomicrmw"(%p, %v) <{{alignment = 1 : i64, bin_op = {code} : i64, ordering = 2 : i64}}>
    : (!llvm.ptr, i8) -> i8
  llvm.return %r : i8
}}""" for code, name in enumerate(OPS)) + """
llvm.func @rmw_fadd(%p: !llvm.ptr, %v: f32) -> f32 {
  %r = "llvm.atomicrmw"(%p, %v) <{alignment = 4 : i64, bin_op = 11 : i64, ordering = 2 : i64}>
    : (!llvm.ptr, f32) -> f32
  llvm.return %r : f32
}
llvm.func @rmw_fmax(%p: !llvm.ptr, %v: f32) -> f32 {
  %r = "llvm.atomicrmw"(%p, %v) <{alignment = 4 : i64, bin_op = 13 : i64, ordering = 2 : i64}>
    : (!llvm.ptr, f32) -> f32
  llvm.return %r : f32
}
llvm.func @cas(%p: !llvm.ptr, %expected: i32, %new: i32) -> !llvm.struct<(i32, i1)> {
  %r = "llvm.cmpxchg"(%p, %expected, %new) <{alignment = 4 : i64,
    failure_ordering = 7 : i64, success_ordering = 7 : i64}>
    : (!llvm.ptr, i32, i32) -> !llvm.struct<(i32, i1)>
  llvm.return %r : !llvm.struct<(i32, i1)>
}
"""


@pytest.mark.parametrize(("name", "operand", "stored"), [
    ("xchg", 5, 5), ("add", 100, 44),          # 200 + 100 = 300 -> 44 (mod 256)
    ("sub", 201, -1), ("and", 0x0F, 0x08),     # 200 = 0b11001000
    ("nand", 0x0F, ~0x08), ("or", 0x01, -55), ("xor", 0xFF, 55),
    ("max", 100, 100), ("min", 100, -56),      # signed: 200 is -56
    ("umax", 100, -56), ("umin", 100, 100),    # unsigned: 200 > 100
])
def test_atomicrmw_integer(name: str, operand: int, stored: int):
    run = load(FUNCTIONS)
    p = run.libc.malloc(1)
    run.memory.write_uint(p, 200, 1)
    old = run.call1(f"rmw_{name}", p, operand)
    assert old & 0xFF == 200
    assert run.memory.read_int(p, 1) == stored


def test_atomicrmw_float():
    run = load(FUNCTIONS)
    p = run.libc.malloc(4)
    run.memory.write(p, bytes.fromhex("0000c03f"))  # 1.5f
    assert run.call1("rmw_fadd", p, 0.25) == 1.5
    assert run.call1("rmw_fmax", p, float("nan")) == 1.75    # maxnum: NaN yields the other
    assert run.memory.read(p, 4) == bytes.fromhex("0000e03f")  # 1.75f


def test_cmpxchg():
    run = load(FUNCTIONS)
    p = run.libc.malloc(4)
    run.memory.write_uint(p, 7, 4)
    assert tuple(run.call1("cas", p, 3, 9)) == (7, 0)
    assert run.memory.read_int(p, 4) == 7
    assert tuple(run.call1("cas", p, 7, 9)) == (7, 1)
    assert run.memory.read_int(p, 4) == 9
