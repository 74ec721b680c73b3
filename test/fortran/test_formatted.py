"""Formatted output (`accdialect.fortran.formatted`) against flang 22's runtime:
native/formatted.f90's and g_en_edit.f90's records, edit by edit (the whole
programs run in test_native_programs.py)."""

import struct
from pathlib import Path

import pytest

from accdialect.fortran.formatted import FormatError, FormattedOutput, parse_format

NATIVE = Path(__file__).parent / "native"


def _f32(x: float) -> float:
    return struct.unpack("<f", struct.pack("<f", x))[0]


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
        parse_format("(Z8)")


def test_g_chooses_f_or_e_by_the_rounded_exponent():
    # recorded: native/g_en_edit.stdout lines 1-12 (G12.4, G15.5E3, G0, G0.3)
    recorded = (NATIVE / "g_en_edit.stdout").read_text().splitlines()
    row = '(G12.4, "|", G15.5E3, "|", G0, "|", G0.3, "|")'
    values = [0.0, 0.04, 0.09996, 0.1, 0.5, 1.0, 9.9996, 123.456, 99999.4, 99999.6, 1.0e10,
              -0.00123]
    assert [edit(row, x, x, x, x).rstrip("\n") for x in values] == recorded[:12]
    assert edit("(G12.4)", 9.9996) == "   10.00    \n"  # rounds to 10.00: s = 2
    assert edit("(G0)", 0.04) == ".4E-1\n"


def test_g_of_other_types_and_g0_of_real4():
    # recorded: native/g_en_edit.stdout lines 13-15, 37
    r = [_f32(x) for x in (1.0, -2.5, 3.14159, 1e-3)]
    out = FormattedOutput(parse_format("(4(G0,1X))"))
    for x in r:
        out.item(x, 4)
    assert out.text() == "1. -2.5 3.14159 .1E-2\n"
    assert edit('(G8.2, "|", G0, "|", G6.1, "|", G0, "|", G5.1, "|", G0, "|")',
                42, -7, True, False, "ab", "xyz") == "      42|-7|     T|F|   ab|xyz|\n"
    out = FormattedOutput(parse_format("(G0, 1X, G0)"))
    out.item(_f32(1.0e6), 4)  # 7 > 6, real(4)'s decimal precision: E form
    out.item(_f32(123456.0), 4)
    assert out.text() == ".1E+7 123456.\n"


def test_en_and_exponent_fields():
    # recorded: native/g_en_edit.stdout lines 18-33, 38-40
    assert edit('(EN12.3, "|", EN14.4E3, "|")', 0.0, 0.0) == "   0.000E+00|   0.0000E+000|\n"
    assert edit('(EN12.3, "|", EN14.4E3, "|")', 99999.6, 99999.6) == \
        " 100.000E+03|  99.9996E+003|\n"
    assert edit("(EN10.2)", _f32(0.5)) == "500.00E-03\n"
    assert edit("(EN12.3)", 999.9996) == "   1.000E+03\n"
    assert edit("(F0.3, 1X, F0.3, 1X, F0.1)", 0.5, -0.25, 0.0) == ".500 -.250 .0\n"
    assert edit("(E12.4, 1X, E12.4, 1X, ES12.4, 1X, E10.3E1, 1X, E12.3E4)",
                1e-100, 1e200, 1e300, 1e10, 1e-5) == \
        "  0.1000E-99   0.1000+201   1.0000+300 **********  0.100E-0004\n"
    assert edit('(G12.4E1, "|", EN10.2E1, "|")', 1e20, 1e20) == "************|**********|\n"
