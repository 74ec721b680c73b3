"""FIR's types as tco 22 lays them out (`type_layout.fir_layout`), and the element a
Fortran data clause's bounds count in (`section_element`). The sizes are those of
the LLVM types tco 22 gives them (`!fir.box<!fir.heap<!fir.array<?xf32>>>` is
`!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<1 x array<3 x i64>>)>`, 48 bytes)."""

import pytest
from xdsl.dialects.builtin import f32, f64, i32

from accdialect.dialects.type_layout import UnknownLayoutError, layout, section_element
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context


def fir(text: str):
    return LocatedParser(make_context(), text, "t").parse_type()


@pytest.mark.parametrize("text, size", [
    ("!fir.ref<!fir.array<10xf64>>", 8),
    ("!fir.heap<!fir.array<?xf32>>", 8),
    ("!fir.array<10xf64>", 80),
    ("!fir.array<3x4xi32>", 48),
    ("!fir.logical<4>", 4),
    ("!fir.char<1,7>", 7),
    ("!fir.box<!fir.heap<!fir.array<?xf32>>>", 48),
    ("!fir.box<!fir.ptr<!fir.array<?x?xf64>>>", 72),
    ("!fir.box<!fir.ptr<f32>>", 24),
    ("!fir.type<t{i:i32,x:f64}>", 16),
])
def test_sizes(text: str, size: int):
    assert layout(fir(text)).size == size


def test_an_array_of_unknown_extent_has_no_layout():
    with pytest.raises(UnknownLayoutError):
        layout(fir("!fir.array<?xf32>"))


def test_bounds_count_the_array_elements():
    assert section_element(fir("!fir.array<10xf64>")) == f64
    assert section_element(fir("!fir.box<!fir.heap<!fir.array<?xf32>>>")) == f32
    assert section_element(i32) == i32
