"""Stack variables kept in frame slots (`accdialect/interpreters/llvm_promotion.py`): which
`alloca`s are promoted (LLVM's `isAllocaPromotable` test, within one region), and that
a promoted variable reads back exactly what memory would give."""

import math
import struct

import pytest
from hypothesis import given
from hypothesis import strategies as st
from xdsl.dialects import llvm
from xdsl.dialects.builtin import Float16Type, Float32Type, Float64Type, i8, i16, i32, i64

from accdialect.interpreter.data_layout import scalar_codecs, stored
from accdialect.interpreters.llvm_promotion import promoted_allocas
from support.interpreter import load, parse

DECISIONS = """
llvm.func @use(!llvm.ptr)
llvm.mlir.global internal @slot() : !llvm.ptr
llvm.func @kept(%x: i32) -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.return %v : i32
}
llvm.func @passed() {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.call @use(%a) : (!llvm.ptr) -> ()
  llvm.return
}
llvm.func @address_stored() {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %g = llvm.mlir.addressof @slot : !llvm.ptr
  llvm.store %a, %g : !llvm.ptr, !llvm.ptr
  llvm.return
}
llvm.func @offset() -> i8 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %b = llvm.getelementptr %a[1] : (!llvm.ptr) -> !llvm.ptr, i8
  %v = llvm.load %b : !llvm.ptr -> i8
  llvm.return %v : i8
}
llvm.func @punned(%x: i32) -> f32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %x, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> f32
  llvm.return %v : f32
}
llvm.func @two_elements() {
  %n = llvm.mlir.constant(2 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.return
}
llvm.func @aggregate() {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x !llvm.struct<(i32, i32)> : (i32) -> !llvm.ptr
  llvm.return
}
llvm.func @nested(%c: i1) -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  %z = llvm.mlir.constant(0 : i32) : i32
  llvm.store %z, %a : i32, !llvm.ptr
  scf.if %c {
    %v = llvm.load %a : !llvm.ptr -> i32
    scf.yield
  }
  llvm.return %z : i32
}
llvm.func @restores() -> i32 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %sp = llvm.intr.stacksave : !llvm.ptr
  %a = llvm.alloca %n x i32 : (i32) -> !llvm.ptr
  llvm.store %n, %a : i32, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i32
  llvm.intr.stackrestore %sp : !llvm.ptr
  llvm.return %v : i32
}
"""


def test_only_an_alloca_nothing_can_observe_is_promoted():
    module = parse(DECISIONS)
    promoted = {}
    for function in module.ops:
        if isinstance(function, llvm.FuncOp) and function.body.blocks:
            ops = list(function.walk())[1:]
            promoted[function.sym_name.data] = len(promoted_allocas(function, ops))
    assert promoted == {"kept": 1, "passed": 0, "address_stored": 0, "offset": 0,
                        "punned": 0, "two_elements": 0, "aggregate": 0, "nested": 0,
                        "restores": 0}


VALUES = """
llvm.func @fresh() -> i64 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i64 : (i32) -> !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i64
  llvm.return %v : i64
}
llvm.func @use(!llvm.ptr)
llvm.func @fresh_in_memory() -> i64 {
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x i64 : (i32) -> !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> i64
  llvm.call @use(%a) : (!llvm.ptr) -> ()
  llvm.return %v : i64
}
llvm.func @loop(%n: i32) -> i32 {
  %one = llvm.mlir.constant(1 : i32) : i32
  %zero = llvm.mlir.constant(0 : i32) : i32
  %i = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  %s = llvm.alloca %one x i32 : (i32) -> !llvm.ptr
  llvm.store %zero, %i : i32, !llvm.ptr
  llvm.store %zero, %s : i32, !llvm.ptr
  llvm.br ^test
^test:
  %iv = llvm.load %i : !llvm.ptr -> i32
  %more = llvm.icmp "slt" %iv, %n : i32
  llvm.cond_br %more, ^body, ^done
^body:
  %sv = llvm.load %s : !llvm.ptr -> i32
  %iv2 = llvm.load %i : !llvm.ptr -> i32
  %sum = llvm.add %sv, %iv2 : i32
  llvm.store %sum, %s : i32, !llvm.ptr
  %next = llvm.add %iv2, %one : i32
  llvm.store %next, %i : i32, !llvm.ptr
  llvm.br ^test
^done:
  %r = llvm.load %s : !llvm.ptr -> i32
  llvm.return %r : i32
}
"""
ROUND_TRIPS = [("i8", 200, -56), ("i16", -1, -1), ("i32", 2**32 - 1, -1),
               ("i64", 2**63, -(2**63)), ("!llvm.ptr", -1, 2**64 - 1),
               ("f32", 0.1, struct.unpack("<f", struct.pack("<f", 0.1))[0]),
               ("f64", 0.1, 0.1)]


def _round_trip(t: str) -> str:
    return f"""llvm.func @through_{t.strip('!').replace('.', '_')}(%x: {t}) -> {t} {{
  %n = llvm.mlir.constant(1 : i32) : i32
  %a = llvm.alloca %n x {t} : (i32) -> !llvm.ptr
  llvm.store %x, %a : {t}, !llvm.ptr
  %v = llvm.load %a : !llvm.ptr -> {t}
  llvm.return %v : {t}
}}
"""


@pytest.fixture(scope="module")
def values_run():
    return load(VALUES + "".join(_round_trip(t) for t, *_ in ROUND_TRIPS),
                externals={"use": lambda *args: ()})


def test_a_variable_read_before_any_store_holds_what_its_memory_holds(values_run):
    assert values_run.call1("fresh") == values_run.call1("fresh_in_memory")


def test_variables_carried_around_a_loop(values_run):
    assert values_run.call1("loop", 100) == 4950


@pytest.mark.parametrize(("t", "given_", "read"), ROUND_TRIPS, ids=[t for t, *_ in ROUND_TRIPS])
def test_a_variable_gives_back_what_memory_would(values_run, t, given_, read):
    assert values_run.call1(f"through_{t.strip('!').replace('.', '_')}", given_) == read


@given(st.integers(min_value=-(2**70), max_value=2**70))
def test_stored_integers_and_pointers_are_what_their_struct_reads_back(value):
    for t in (i8, i16, i32, i64, llvm.LLVMPointerType()):
        codecs = scalar_codecs(t)
        assert codecs is not None
        load_codec, store_codec, m = codecs
        expected = load_codec.unpack(store_codec.pack(value & m if m is not None else value))[0]
        assert stored(t)(value) == expected


@given(st.floats(allow_nan=False))
def test_stored_floats_are_what_their_struct_reads_back(value):
    for t in (Float16Type(), Float32Type(), Float64Type()):
        codecs = scalar_codecs(t)
        assert codecs is not None
        codec = codecs[1]
        try:
            expected = codec.unpack(codec.pack(value))[0]
        except OverflowError:  # too large for the type: the store writes infinity
            expected = math.copysign(math.inf, value)
        assert stored(t)(value) == expected
