"""flang 22's total reductions (accdialect/fortran/reductions.py) against the values
flang 22's own runtime printed for test/fortran/native/reductions.f90 (its .stdout);
test_native_programs.py runs the whole program with flang."""

from accdialect.fortran.reductions import (
    compare_characters,
    extremum,
    integer_dot_product,
    integer_product,
    integer_sum,
    location,
    real_dot_product,
    real_product,
    real_sum,
    round_real,
)

F4 = round_real(4)
R4 = [F4(v) for v in (1.0e8, 1.0, -1.0e8, 3.0, 1.0e-3, 16777216.0, 1.0)]
R4B = [F4(v) for v in (1.5, -2.25, 3.0, 0.1, 0.2, 0.3)]


def test_real_sum_is_compensated_in_the_kind():
    # natively: sum(r8) = 2.3 (a plain sum gives .30000000000000004)
    assert real_sum([1.0e16, 1.0, 1.0, -1.0e16, 0.1, 0.2], 8) == 2.3
    # natively (ES17.9): 1.677722000E+07 and -1.499999762E-01 (r4b < 3.0)
    assert f"{real_sum(R4, 4):.9E}" == "1.677722000E+07"
    assert f"{real_sum([v for v in R4B if v < 3.0], 4):.9E}" == "-1.499999762E-01"


def test_real_product_in_the_kind():
    assert f"{real_product(R4B, 4):.9E}" == "-6.075000763E-02"
    assert real_product([F4(v) for v in R4 if v < 1.0e7], 4) == -3.0e5
    assert real_product([], 4) == 1.0


def test_integers_wrap_around():
    assert integer_product([100, 27, -5, 3], 1) == -52
    assert integer_product([30000, 2000, -7], 2) == 20224
    assert integer_sum([3, -7, 9, 2, 0, 2147483647], 4) == -2147483642
    assert integer_sum([9000000000000000000, 1, -3], 8) == 8999999999999999998
    assert integer_dot_product([3, -7, 9, 2, 0], [-7, 9, 2, 0, 2147483647], 4) == -66


def test_dot_product_accumulates_in_double():
    assert real_dot_product(R4[:3], [1.0, 1.0, 1.0], 4) == 1.0


def test_extrema_of_no_element():
    assert extremum([], True, 8, True) == -1.7976931348623157e308
    assert extremum([], True, 8, False) == 1.7976931348623157e308
    assert extremum([], True, 4, True) == -3.4028234663852886e38  # -HUGE(1.0)
    assert extremum([], False, 4, True) == -2147483648
    assert extremum([], False, 4, False) == 2147483647
    assert extremum([3, -7, 9], False, 4, True) == 9


def test_character_comparison_pads_with_blanks():
    assert compare_characters(b"abc", b"abc   ") == 0
    assert compare_characters(b"abc   ", b"abd   ") == -1
    assert compare_characters(b"abd", b"abc   ") == 1
    assert compare_characters(b"ab", b"ab\x01") == 1


def test_location_first_or_last_extreme_and_zeros_without_one():
    # natively: maxloc(r) 2, minloc(r) 3, with BACK 4 and 6 (r = 1, 4, -2, 4, 3.5, -2)
    pairs = [(v, (i,)) for i, v in enumerate([1.0, 4.0, -2.0, 4.0, 3.5, -2.0], start=1)]
    assert location(pairs, 1, True, False) == [2]
    assert location(pairs, 1, False, False) == [3]
    assert location(pairs, 1, True, True) == [4]
    assert location(pairs, 1, False, True) == [6]
    assert location([], 2, True, False) == [0, 0]
