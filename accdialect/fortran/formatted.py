"""Formatted output as flang 22's runtime writes it (Fortran 2018 §13), for the edit
descriptors acc-run supports: `Iw[.m]`, `Fw.d`, `Ew.d[Ee]`, `ESw.d[Ee]`,
`ENw.d[Ee]`, `Gw.d[Ee]`, `G0[.d]`, `Aw`/`A`, `Lw`, `nX`, `/`, `:`, character string
edit descriptors ('...' or "..."), repeat counts and parenthesized groups (`*(...)`
repeated as long as there are items); a COMPLEX item is two real items. Measured on
flang 22's runtime (test/fortran/native/formatted.f90, g_en_edit.f90,
complex_output.f90, strings_advance.f90 and their recorded output):

- a number that does not fit its width is `w` asterisks; `I0`/`F0.d` take the
  width they need; `Iw.m` has at least m digits;
- `Fw.d` and `Ew.d` round to nearest (ties to even, on the exact binary value);
  `Ew.d` writes `0.DDDDE+XX` and `ESw.d` `D.DDDDE+XX`; the optional zero before the
  decimal point is written when the width has room for it;
- the exponent field (§13.7.2.3.3): `E±dd`, or `±ddd` without the `E` beyond 99;
  with `Ee` always `E±` and e digits; asterisks over the whole width when the
  exponent does not fit; `ENw.d` writes 1 to 3 digits before the point and an
  exponent divisible by 3 (§13.7.2.3.4);
- `Gw.d` of a real (§13.7.5.2.3, flang's `EditForGOutput`): s, the decimal
  exponent of the value rounded to d significant digits (1 for zero), chooses
  `F(w-n).(d-s)` followed by n blanks (n = 4, or e+2 with `Ee`) when 0 <= s <= d,
  else `Ew.d[Ee]`; `G0` takes d = the kind's decimal precision (6, 15) and the
  fewest digits that read back (`accdialect.fortran.decimal`), `G0`/`G0.d` write
  no optional zero and the fewest exponent digits (`.4E-1`, `.100E+6`); `Gw.d`
  of an integer, logical or character item is `Iw`, `Lw`, `Aw` (`G0`: `I0`,
  `L1`, `A`); `F0.d` writes no optional zero either (`.500`);
- `Aw` right-justifies a shorter string, keeps the leftmost `w` characters of a
  longer one; `Lw` right-justifies `T` or `F`;
- `nX` moves the position: blanks appear only if something follows in the record;
- when the items outlast the format, a new record starts and the format resumes
  at its last top-level parenthesized group (the whole format if it has none);
  when the items run out, output continues up to the next data edit descriptor.
"""

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from decimal import ROUND_HALF_EVEN, Decimal

from accdialect.fortran.decimal import minimal_digits

DATA_EDITS = ("I", "F", "E", "ES", "EN", "G", "A", "L")
DECIMAL_PRECISION = {4: 6, 8: 15}
"""The decimal precision of `real(kind)` (Fortran's `PRECISION`), G0's d."""


class FormatError(ValueError):
    """A format acc-run cannot read or does not support."""


@dataclass(frozen=True)
class Edit:
    """One edit descriptor: `kind` one of DATA_EDITS, `X`, `/`, `:` or `'` (a string)."""

    kind: str
    width: int | None = None
    digits: int | None = None
    text: str = ""
    exponent_digits: int | None = None
    """e of `Ee`."""


UNLIMITED = -1
"""The repeat count of `*(...)`, the unlimited format item (Fortran 2018 §13.4): the
group repeats as long as there are items, in the same record."""


@dataclass
class Group:
    repeat: int
    items: list["Edit | Group"]


_TOKEN = re.compile(r"\s*(?:(\d+|\*)?\s*(\()|(\))|('(?:[^']|'')*'|\"(?:[^\"]|\"\")*\")|(,)|(/|:)"
                    r"|(\d+)?\s*(ES|EN|I|F|E|G|A|L|X)\s*(\d+)?(?:\.(\d+))?(?:E(\d+))?)",
                    re.IGNORECASE)


def parse_format(text: str) -> Group:
    """The format `(...)` as a group of edit descriptors."""
    pos, stack = 0, [Group(1, [])]
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise FormatError(f"format '{text}': cannot read '{text[pos:]}'")
        pos = m.end()
        (repeat_group, open_, close, string, _, slash, repeat, kind, width, digits,
         exponent_digits) = m.groups()
        if open_:
            stack.append(Group(UNLIMITED if repeat_group == "*" else int(repeat_group or 1),
                               []))
        elif close:
            group = stack.pop()
            if not stack:
                raise FormatError(f"format '{text}': unbalanced parentheses")
            stack[-1].items.append(group)
        elif string:
            quote = string[0]
            stack[-1].items.append(Edit("'", text=string[1:-1].replace(quote * 2, quote)))
        elif slash:
            stack[-1].items.append(Edit(slash))
        elif kind:
            kind = kind.upper()
            if kind == "X":
                stack[-1].items.append(Edit("X", int(repeat or width or 1)))
                continue
            edit = Edit(kind, None if width is None else int(width),
                        None if digits is None else int(digits),
                        exponent_digits=None if exponent_digits is None else int(exponent_digits))
            stack[-1].items.extend([edit] * int(repeat or 1))
    if len(stack) != 1 or len(stack[0].items) != 1 or not isinstance(stack[0].items[0], Group):
        raise FormatError(f"format '{text}' is not one parenthesized list")
    return stack[0].items[0]


def _flatten(items: list["Edit | Group"]) -> Iterator[Edit]:
    for item in items:
        if isinstance(item, Group):
            count = 0
            while item.repeat == UNLIMITED or count < item.repeat:
                yield from _flatten(item.items)
                count += 1
        else:
            yield item


def _fit(text: str, width: int | None) -> str:
    if width is None or width == 0:
        return text
    return "*" * width if len(text) > width else text.rjust(width)


def integer_text(value: int, width: int | None, minimum: int | None) -> str:
    digits = str(abs(value)).zfill(minimum or 0)
    if minimum == 0 and value == 0:
        digits = ""
    return _fit(("-" if value < 0 else "") + digits, width)


def _optional_zero(sign: str, body: str, width: int | None) -> str:
    """`0.5` as `0.50`, or `.50` when only that fits."""
    text = sign + body
    if width and len(text) > width and body.startswith("0."):
        text = sign + body[1:]
    return _fit(text, width)


def _special(x: float, width: int | None) -> str | None:
    if math.isfinite(x):
        return None
    return _fit("NaN" if math.isnan(x) else ("-Inf" if x < 0 else "Inf"), width)


def _sign(x: float) -> str:
    return "-" if math.copysign(1.0, x) < 0 else ""


def fixed_text(x: float, width: int | None, digits: int | None, kind: int = 8) -> str:
    """`Fw.d`; `F0.d` without the optional zero; no d (G0): the fewest digits."""
    special = _special(x, width)
    if special is not None:
        return special
    if digits is None:
        return _sign(x) + _minimal_fixed(abs(x), kind)
    body = f"{abs(x):.{digits}f}"
    if digits == 0:
        body += "."
    sign = "-" if x < 0 or (x == 0 and math.copysign(1, x) < 0) else ""
    if not width and body.startswith("0.") and len(body) > 2:
        body = body[1:]
    return _optional_zero(sign, body, width)


def _minimal_fixed(x: float, kind: int) -> str:
    if x == 0:
        return "0."
    digits, point = minimal_digits(x, kind)
    if point <= 0:
        return "." + "0" * -point + digits
    if point >= len(digits):
        return digits + "0" * (point - len(digits)) + "."
    return f"{digits[:point]}.{digits[point:]}"


def _round(x: float, significant: int) -> tuple[str, int]:
    """|x| rounded to `significant` digits (ties to even on the exact binary value):
    (the digits, e) with |x| ~ 0.DIGITS x 10^e; zero: ("000...", 0)."""
    if x == 0:
        return "0" * significant, 0
    mantissa, _, exponent = f"{abs(x):.{significant - 1}e}".partition("e")
    return mantissa.replace(".", ""), int(exponent) + 1


def exponent_field(exponent: int, digits: int | None) -> str | None:
    """§13.7.2.3.3's exponent field; None when it does not fit; `digits` 0: the
    fewest digits (flang's G0)."""
    magnitude = abs(exponent)
    sign = "-" if exponent < 0 else "+"
    if digits == 0:
        return f"E{sign}{magnitude}"
    if digits is not None:
        return f"E{sign}{magnitude:0{digits}d}" if magnitude < 10**digits else None
    if magnitude <= 99:
        return f"E{sign}{magnitude:02d}"
    return f"{sign}{magnitude:03d}" if magnitude <= 999 else None


def exponent_text(x: float, width: int | None, digits: int | None, style: str = "E",
                  exponent_digits: int | None = None, kind: int = 8) -> str:
    """`Ew.d`, `ESw.d` or `ENw.d` (`style`), with `Ee`; width 0 (flang's G0, G0.d):
    no optional zero, the fewest exponent digits, and with no d the fewest digits."""
    special = _special(x, width)
    if special is not None:
        return special
    sign = _sign(x) if x != 0 else ""
    if digits is None:  # G0's E form
        significant, exponent = minimal_digits(abs(x), kind) if x else ("0", 0)
        mantissa, exponent_digits = "." + significant, 0
    elif style == "ES":
        significant, exponent = _round(x, digits + 1)
        mantissa, exponent = f"{significant[0]}.{significant[1:]}", exponent - 1 if x else 0
    elif style == "EN":
        mantissa, exponent = _engineering(x, digits)
    else:
        significant, exponent = _round(x, digits)
        mantissa = ("0." if width else ".") + significant
        if x == 0:
            exponent = 0
    field = exponent_field(exponent, exponent_digits)
    if field is None:
        return "*" * (width or 1)
    return _optional_zero(sign, mantissa + field, width)


def _engineering(x: float, digits: int) -> tuple[str, int]:
    """The mantissa (1 <= m < 1000, d fraction digits) and exponent (a multiple of 3)
    of `ENw.d`, rounded on the exact binary value."""
    if x == 0:
        return "0." + "0" * digits, 0
    value = abs(Decimal(x))
    exponent = 3 * ((value.adjusted()) // 3)
    while True:
        mantissa = value.scaleb(-exponent).quantize(Decimal(1).scaleb(-digits), ROUND_HALF_EVEN)
        if mantissa < 1000:
            text = f"{mantissa:f}"
            return (text if digits else text + "."), exponent
        exponent += 3


def general_text(x: float, width: int | None, digits: int | None,
                 exponent_digits: int | None, kind: int) -> str:
    """`Gw.d[Ee]`, `G0`, `G0.d` of a real (module doc; flang's EditForGOutput)."""
    w = width or 0
    significant = digits if digits is not None else DECIMAL_PRECISION.get(kind, 15)
    if not math.isfinite(x) or (w > 0 and significant == 0):
        return exponent_text(x, width, digits, "E", exponent_digits, kind)
    s = 1 if x == 0 else _round(x, significant)[1]
    if s < 0 or s > significant:
        if w == 0 and exponent_digits is None:
            exponent_digits = 0
        return exponent_text(x, width, digits, "E", exponent_digits, kind)
    blanks = 0
    if w > 0:
        blanks = exponent_digits + 2 if exponent_digits else 4
    fixed = fixed_text(x, max(0, w - blanks) if w else None,
                       None if digits is None else max(0, digits - s), kind)
    return fixed + " " * blanks


@dataclass
class FormattedOutput:
    """The records of one formatted output statement (module doc)."""

    format: Group
    records: list[str] = field(default_factory=lambda: [""])
    pending_blanks: int = 0
    edits: Iterator[Edit] = field(init=False)

    def __post_init__(self) -> None:
        self.edits = _flatten(self.format.items)

    def _reversion(self) -> Iterator[Edit]:
        """After the format's end: a new record, then its last top-level group."""
        groups = [item for item in self.format.items if isinstance(item, Group)]
        self.records.append("")
        self.pending_blanks = 0
        return _flatten([groups[-1]] if groups else self.format.items)

    def _write(self, text: str) -> None:
        self.records[-1] += " " * self.pending_blanks + text
        self.pending_blanks = 0

    def _control(self, edit: Edit) -> None:
        if edit.kind == "'":
            self._write(edit.text)
        elif edit.kind == "X":
            self.pending_blanks += edit.width or 1
        elif edit.kind == "/":
            self.records.append("")
            self.pending_blanks = 0

    def _next_data_edit(self) -> Edit:
        reverted = False
        while True:
            edit = next(self.edits, None)
            if edit is None:
                if reverted:
                    raise FormatError("the format has no data edit descriptor for an item")
                self.edits, reverted = self._reversion(), True
                continue
            if edit.kind in DATA_EDITS:
                return edit
            self._control(edit)

    def item(self, value: int | float | bool | str, kind: int = 8) -> None:
        """One output item: an int, a float (of `real(kind)`), a bool (LOGICAL), a
        str (CHARACTER)."""
        edit = self._next_data_edit()
        width, digits, exponent_digits = edit.width, edit.digits, edit.exponent_digits
        if isinstance(value, bool):
            if edit.kind in ("L", "G"):
                self._write(_fit("T" if value else "F", width or 1))
                return
        elif isinstance(value, int):
            if edit.kind in ("I", "G"):
                self._write(integer_text(value, width, digits if edit.kind == "I" else None))
                return
        elif isinstance(value, float):
            if edit.kind == "F":
                self._write(fixed_text(value, width, digits or 0, kind))
                return
            if edit.kind in ("E", "ES", "EN"):
                self._write(exponent_text(value, width, digits or 0, edit.kind, exponent_digits,
                                          kind))
                return
            if edit.kind == "G":
                self._write(general_text(value, width, digits, exponent_digits, kind))
                return
        elif edit.kind in ("A", "G"):
            self._write(value if not width else value[:width].rjust(width))
            return
        raise FormatError(f"edit descriptor {edit.kind} for a {type(value).__name__} item "
                          "is not supported by acc-run")

    def text(self) -> str:
        """The statement's output: the rest of the format up to its next data edit
        descriptor or colon (§13.8.3: no item is left), then the records, each ended
        by a newline."""
        for edit in self.edits:
            if edit.kind in (*DATA_EDITS, ":"):
                break
            self._control(edit)
        return "".join(record + "\n" for record in self.records)
