"""List-directed output as flang 22's runtime writes it (Fortran 2018 §13.10.4).

Measured on flang 22's own runtime (`print *, ...` compiled with flang-22 and run;
the corpus in test/fortran/ carries the recordings):

- every item but a character item is preceded by one blank, also at the start of a
  record; a character item follows another character item with no blank
  (`'ab', 'c'` prints ` abc`), and any other item with one;
- a record holds 79 characters: a non-character item that would end beyond column
  79 starts a new record; a character item is never moved but split at column 79,
  its rest continuing on a new record after one blank;
- an integer is written with as many digits as it needs (`I0`), a logical as `T`
  or `F`;
- a real is written with the fewest significant digits that read back as the same
  value (`0.1d0` as `.1`), chosen as flang's runtime chooses them
  (`accdialect.fortran.decimal`: not always the nearest such string), in F form
  without a leading zero (`.099`, `12345.678`, `100000000000000.`) when its value
  rounded to one significant digit has a decimal exponent (`0.d` × 10^e) from 0 to
  the kind's decimal precision (15 for `real(8)`, 6 for `real(4)`), otherwise in E
  form with one digit before the point and an exponent of at least two digits
  (`1.E-02`, `1.2345678901234568E+17`); infinities and NaN as `Inf`, `-Inf`, `NaN`.
"""

import math
from dataclasses import dataclass, field

from accdialect.fortran.decimal import minimal_digits

RECORD_LENGTH = 79
"""The characters flang 22's list-directed output puts in a record of standard
output (measured: test/fortran/native/record_length.f90)."""

DECIMAL_PRECISION = {4: 6, 8: 15}
"""The decimal precision of `real(kind)` (Fortran's `PRECISION`)."""


def shortest_digits(x: float, kind: int) -> tuple[str, int]:
    """The significant decimal digits flang writes for `x` (of `real(kind)`): as
    few as read back, chosen as flang's runtime chooses them
    (`accdialect.fortran.decimal`), and the decimal exponent `e` with
    `|x| = 0.DIGITS × 10^e`; ("0", 0) for zero."""
    if x == 0:
        return "0", 0
    return minimal_digits(x, kind)


def one_digit_exponent(x: float) -> int:
    """The decimal exponent of |x| rounded to one significant digit (`0.d × 10^e`)."""
    if x == 0:
        return 0
    return int(f"{abs(x):.0e}".partition("e")[2]) + 1


def real_text(x: float, kind: int) -> str:
    """A `real(kind)` value as list-directed output writes it (module doc)."""
    if math.isnan(x):
        return "NaN"
    sign = "-" if math.copysign(1.0, x) < 0 else ""
    if math.isinf(x):
        return sign + "Inf"
    digits, point = shortest_digits(x, kind)
    expo = one_digit_exponent(x)
    if 0 <= expo <= DECIMAL_PRECISION.get(kind, 15):
        if digits == "0":
            return sign + "0."
        if point <= 0:
            return f"{sign}.{'0' * -point}{digits}"
        if point >= len(digits):
            return f"{sign}{digits}{'0' * (point - len(digits))}."
        return f"{sign}{digits[:point]}.{digits[point:]}"
    exponent = point - 1
    return f"{sign}{digits[0]}.{digits[1:]}E{'+' if exponent >= 0 else '-'}{abs(exponent):02d}"


def logical_text(value: int) -> str:
    return "T" if value else "F"


@dataclass
class ListOutput:
    """The records of one list-directed output statement (module doc)."""

    records: list[str] = field(default_factory=lambda: [""])
    last_was_character: bool = False
    record_length: int = RECORD_LENGTH
    """79 on a unit; an internal file's record is its variable's length."""

    def item(self, text: str) -> None:
        """A non-character item."""
        if self.records[-1] and len(self.records[-1]) + 1 + len(text) > self.record_length:
            self.records.append("")
        self.records[-1] += " " + text
        self.last_was_character = False

    def character(self, text: str) -> None:
        """A character item (no blank after another character item; split at the
        record's end)."""
        rest = text if self.last_was_character and self.records[-1] else " " + text
        while True:
            room = self.record_length - len(self.records[-1])
            self.records[-1] += rest[:room]
            rest = rest[room:]
            if not rest:
                break
            self.records.append("")
            rest = " " + rest
        self.last_was_character = True

    def text(self) -> str:
        """The statement's output: its records, each ended by a newline."""
        return "".join(record + "\n" for record in self.records)
