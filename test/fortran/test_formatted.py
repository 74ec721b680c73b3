"""Formatted output (`accdialect.fortran.formatted`) against flang 22's runtime:
native/formatted.f90's records, edit by edit (the whole program runs in
test_native_programs.py)."""

import pytest

from accdialect.fortran.formatted import FormatError, FormattedOutput, parse_format


def edit(fmt: str, *items: int | float | bool | str) -> str:
    out = FormattedOutput(parse_format(fmt))
    for item in items:
        out.item(item)
    return out.text()


def test_reals():
    # recorded: native/formatted.stdout lines 1-9, 18-21
    assert edit("(F6.2)", 0.5) == "  0.50\n"
    assert edit("(F8.3,F8.3)", 3.14159, -2.71828) == "   3.142  -2.718\n"
    assert edit("(F4.1)", 123.4) == "****\n"
    assert edit("(E12.4)", -0.00012345) == " -0.1234E-03\n"
    assert edit("(ES12.4)", 1234.5) == "  1.2345E+03\n"
    assert edit("(E10.3)", 0.0) == " 0.000E+00\n"
    assert edit("(F0.3)", 3.5) == "3.500\n"
    assert edit("(2F6.1)", 1.25, 1.35) == "   1.2   1.4\n"  # ties to even, binary value
    assert edit("(F5.0)", 2.5) == "   2.\n"


def test_integers_strings_logicals_and_positions():
    assert edit("(I5,I0,I3)", 42, -7, 12345) == "   42-7***\n"
    assert edit("(I5.3)", 7) == "  007\n"
    assert edit("(A,A5,A2)", "abc", "xy", "long") == "abc   xylo\n"
    assert edit("(L3,L1)", True, False) == "  TF\n"
    assert edit("(2X,I2,3X,I2)", 1, 2) == "   1    2\n"
    assert edit('("n = ",I0," done")', 5) == "n = 5 done\n"


def test_reversion_and_records():
    assert edit("(3(I2,1X))", 1, 2, 3, 4, 5) == " 1  2  3\n 4  5\n"
    assert edit("(I2/I2)", 1, 2) == " 1\n 2\n"


def test_an_unsupported_edit_is_an_error():
    with pytest.raises(FormatError, match="edit descriptor I for a float"):
        edit("(I3)", 1.5)
    with pytest.raises(FormatError, match="cannot read"):
        parse_format("(G12.4)")
