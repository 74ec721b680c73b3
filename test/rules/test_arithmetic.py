"""The two's-complement wrapping of `rules.arithmetic`: a C `int` as its 32-bit
pattern (`to_int32`), an `i64` (`to_int64`)."""

from accdialect.rules.arithmetic import to_int32, to_int64


def test_c_int_arguments_from_their_bit_pattern():
    assert [to_int32(v) for v in (0, 5, 0x7FFF_FFFF, 0x8000_0000, 0xFFFF_FFFE, -2)] == [
        0, 5, 2**31 - 1, -(2**31), -2, -2]


def test_i64_wrapping():
    assert (to_int64(2**63), to_int64(2**64 - 1), to_int64(-1)) == (-(2**63), -1, -1)
