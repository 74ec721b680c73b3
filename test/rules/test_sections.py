"""The one section rule (`accdialect.rules.sections`), on integers.

Expected values are the bytes OpenMP 5.2 §5.1.5 / OpenACC 3.3 §2.7.1 array
sections cover in C: `a[lower:length]` of `element`-byte elements starts
`lower * element` bytes in and spans `length * element` bytes; a dimension of a
multi-dimensional section steps over the whole previous dimension.
"""

import pytest

from accdialect.rules.arithmetic import INTEGERS
from accdialect.rules.sections import Dimension, section


def dim(lower=None, upper=None, extent=None, stride=None, start=None, in_bytes=False):
    return Dimension(lower, upper, extent, stride, start, in_bytes)


def test_no_bounds_is_the_whole_element():
    assert section(INTEGERS, 24, []) == (0, 24)


def test_c_section_by_extent():
    # int a[10]; a[2:5] -> bytes [8, 28)
    assert section(INTEGERS, 4, [dim(lower=2, extent=5)]) == (8, 20)


def test_c_section_by_inclusive_upper_bound():
    # a[2:5] given as lower 2, upper 6 (inclusive): the same 5 elements
    assert section(INTEGERS, 4, [dim(lower=2, upper=6)]) == (8, 20)


def test_upper_bound_wins_over_extent():
    # flang 22 writes the whole dimension's extent beside the section's upper bound:
    # `copy(a(2:5))` of `real(8) :: a(10)` is lowerbound 1 upperbound 4 extent 10
    assert section(INTEGERS, 8, [dim(lower=1, upper=4, extent=10, start=1)]) == (8, 32)


def test_absent_lower_bound_is_the_start():
    assert section(INTEGERS, 4, [dim(extent=10)]) == (0, 40)


def test_start_index_is_not_subtracted():
    # bounds are zero-based (OpenACCOps.td): `integer :: arr(5:10)`, `arr(6:8)` is
    # lowerbound 1 upperbound 3 startIdx 5: the second to fourth elements
    assert section(INTEGERS, 4, [dim(lower=1, upper=3, start=5)]) == (4, 12)
    assert section(INTEGERS, 4, [dim(lower=3, extent=2, start=1)]) == (12, 8)

def test_two_dimensions_step_over_the_inner_one():
    # double m[4][6]; m[1:2][0:6] -> rows 1..2, inner dimension first
    inner, outer = dim(lower=0, extent=6), dim(lower=1, extent=2)
    assert section(INTEGERS, 8, [inner, outer]) == (48, 96)


def test_stride_in_elements():
    # a dimension whose consecutive indices lie 3 elements apart (the outer dimension
    # of int a[][3]): indices 1..4 are elements 3, 6, 9, 12
    assert section(INTEGERS, 4, [dim(lower=1, extent=4, stride=3)]) == (12, 40)


def test_stride_in_bytes():
    # a Fortran descriptor's byte stride: 16-byte steps over 8-byte elements
    assert section(INTEGERS, 8, [dim(lower=0, extent=3, stride=16, in_bytes=True)]) == (0, 40)


def test_a_dimension_needs_a_length():
    with pytest.raises(ValueError, match="extent or an upper bound"):
        section(INTEGERS, 4, [dim(lower=0)])


class Recording:
    """An arithmetic on symbols that records the operations a builder would emit."""

    def __init__(self):
        self.ops: list[str] = []

    def operand(self, value):
        return value

    def _op(self, name, a, b):
        self.ops.append(f"{name}({a},{b})")
        return f"{name}({a},{b})"

    def add(self, a, b):
        return self._op("add", a, b)

    def sub(self, a, b):
        return self._op("sub", a, b)

    def mul(self, a, b):
        return self._op("mul", a, b)


def test_symbolic_section_computes_what_it_needs_only():
    # one dimension given by extent: no step of a following dimension is computed
    arith = Recording()
    section(arith, 8, [dim(lower="l", extent="n")])
    assert "mul(mul(8,1),n)" not in arith.ops
    arith = Recording()
    section(arith, 8, [dim(lower="l", extent="n"), dim(lower="k", extent="m")])
    assert "mul(mul(8,1),n)" in arith.ops


# Edge cases: the rule computes as the code clang 22 and mlir-translate emit for it,
# `(ub - lb + 1) * size` and `lb * size` with LLVM's `i64` operations (two's
# complement, wrapping at 64 bits, no check); the values are the `int64_t`s of the
# program's map arrays.

def test_lower_bound_below_the_start_is_a_negative_offset():
    # int *p; p[-1:4]: begins one element before p (pointer arithmetic, &p[-1])
    assert section(INTEGERS, 4, [dim(lower=-1, extent=4)]) == (-4, 16)


def test_upper_bound_below_the_lower_bound_is_a_negative_size():
    # p[1:10] mutated to lower 1, upper -5: (-5 - 1 + 1) * 4 = -20 bytes
    assert section(INTEGERS, 4, [dim(lower=1, upper=-5)]) == (4, -20)


def test_a_negative_extent_is_a_negative_size():
    # p[-1:-1] of one-byte elements: offset -1, size (-1 - 1) * 1 + 1 = -1
    assert section(INTEGERS, 1, [dim(lower=-1, extent=-1)]) == (-1, -1)


def test_a_size_beyond_64_bits_wraps_around():
    # 2**62 ints: 2**64 bytes is 0 in i64; 2**61 + 1 of them: 2**63 + 4 is -2**63 + 4
    assert section(INTEGERS, 4, [dim(lower=0, extent=2**62)]) == (0, 0)
    assert section(INTEGERS, 4, [dim(lower=0, extent=2**61 + 1)]) == (0, -2**63 + 4)


def test_an_offset_beyond_64_bits_wraps_around():
    # lower bound 2**62 of 8-byte elements: 2**65 bytes is 0; 2**31 of 4 bytes fits
    assert section(INTEGERS, 8, [dim(lower=2**62, extent=1)]) == (0, 8)
    assert section(INTEGERS, 4, [dim(lower=2**31, extent=1)]) == (2**33, 4)


def test_operands_are_read_as_64_bit_integers():
    # an i128 extent of 2**64 + 3 is truncated to 3, as a cast to i64 truncates it
    assert section(INTEGERS, 4, [dim(lower=0, extent=2**64 + 3)]) == (0, 12)
