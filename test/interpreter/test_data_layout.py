"""The x86-64 data layout of LLVM types and the byte encoding of their values."""

from typing import Literal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from accdialect.dialects.type_layout import struct_layout
from accdialect.interpreter.data_layout import (
    decoder,
    encoder,
    layout,
    signed,
    value_of,
    wrap,
)
from support.interpreter import parse


def type_of(text: str):
    (op,) = parse(f'"test.op"() : () -> {text}').ops
    return op.results[0].type


# (type, size, alignment, store size, field offsets), as clang's data layout for
# x86_64-pc-linux-gnu gives them (LLVM's DataLayout::getTypeAllocSize & co.).
LAYOUTS = [
    ("i1", 1, 1, 1, ()),
    ("i8", 1, 1, 1, ()),
    ("i16", 2, 2, 2, ()),
    ("i24", 4, 4, 3, ()),
    ("i32", 4, 4, 4, ()),
    ("i64", 8, 8, 8, ()),
    ("i128", 16, 16, 16, ()),
    ("i256", 32, 16, 32, ()),
    ("f16", 2, 2, 2, ()),
    ("f32", 4, 4, 4, ()),
    ("f64", 8, 8, 8, ()),
    ("f80", 16, 16, 10, ()),
    ("!llvm.ptr", 8, 8, 8, ()),
    ("index", 8, 8, 8, ()),
    ("!llvm.array<3 x i16>", 6, 2, 6, ()),
    ("!llvm.array<2 x array<3 x i8>>", 6, 1, 6, ()),
    ("!llvm.struct<(i8, i32, f64, array<3 x i16>)>", 24, 8, 24, (0, 4, 8, 16)),
    ('!llvm.struct<"struct.S", (i8, i64, i8)>', 24, 8, 24, (0, 8, 16)),
    ("!llvm.struct<(i8, struct<(i8, i16)>)>", 6, 2, 6, (0, 2)),
    ("!llvm.struct<()>", 0, 1, 0, ()),
    ("vector<4xi32>", 16, 16, 16, ()),
    ("vector<3xi32>", 16, 16, 12, ()),
    ("vector<2xf32>", 8, 8, 8, ()),
]


@pytest.mark.parametrize("text, size, align, store, offsets", LAYOUTS, ids=[x[0] for x in LAYOUTS])
def test_layout(text, size, align, store, offsets):
    shape = layout(type_of(text))
    assert (shape.size, shape.align, shape.store, shape.offsets) == (size, align, store, offsets)


def test_packed_struct_layout():
    """`<{i8, i32, i16}>`: no padding, alignment 1 (xDSL 0.74 cannot spell the type)."""
    fields = [layout(type_of(t)) for t in ("i8", "i32", "i16")]
    packed = struct_layout(fields, packed=True)
    assert (packed.size, packed.align, packed.offsets) == (7, 1, (0, 1, 5))
    natural = struct_layout(fields)
    assert (natural.size, natural.align, natural.offsets) == (12, 4, (0, 4, 8))


@given(bits=st.integers(2, 130), value=st.integers(-(2**140), 2**140))
def test_wrap_is_twos_complement(bits, value):
    w = wrap(bits)(value)
    assert -(2 ** (bits - 1)) <= w < 2 ** (bits - 1)
    assert (w - value) % 2**bits == 0
    assert signed(bits)(w) == w


def test_i1_is_zero_or_one():
    assert [wrap(1)(v) for v in (0, 1, 2, 3, -1, True)] == [0, 1, 0, 1, 1, 1]
    assert [signed(1)(v) for v in (0, 1)] == [0, -1]


@given(st.data())
@pytest.mark.parametrize("text", ["i1", "i8", "i24", "i64", "i128", "!llvm.ptr", "f16", "f32",
                                  "f64", "!llvm.struct<(i8, f32, array<2 x i16>, ptr)>",
                                  "vector<3xi8>"])
def test_values_survive_memory(text, data):
    t = type_of(text)
    value = data.draw(_values(t))
    encoded = encoder(t)(value)
    assert len(encoded) == layout(t).store
    decoded = decoder(t)(b"\x99" + encoded, 1)
    assert repr(decoded) == repr(value)  # NaN and the sign of zero included


def _values(t):
    from xdsl.dialects.builtin import Float16Type, Float32Type, Float64Type, VectorType
    from xdsl.dialects.llvm import LLVMArrayType, LLVMStructType

    from accdialect.interpreter.data_layout import elements

    if isinstance(t, LLVMStructType | LLVMArrayType | VectorType):
        return st.tuples(*[_values(e) for e in elements(t)[0]])
    widths: dict[type, Literal[16, 32, 64]] = {Float16Type: 16, Float32Type: 32, Float64Type: 64}
    width = widths.get(type(t))
    if width is not None:
        return st.floats(width=width)
    return st.integers(-(2**140), 2**140).map(value_of(t))
