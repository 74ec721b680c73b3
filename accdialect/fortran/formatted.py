"""Formatted output as flang 22's runtime writes it (Fortran 2018 §13), for the edit
descriptors acc-run supports: `Iw[.m]`, `Fw.d`, `Ew.d`, `ESw.d`, `Aw`/`A`, `Lw`,
`nX`, `/`, character string edit descriptors ('...' or "..."), repeat counts and
parenthesized groups. Measured on flang 22's runtime (test/fortran/native/
formatted.f90 and its recorded output):

- a number that does not fit its width is `w` asterisks; `I0`/`F0.d` take the
  width they need; `Iw.m` has at least m digits;
- `Fw.d` and `Ew.d` round to nearest (ties to even, on the exact binary value);
  `Ew.d` writes `0.DDDDE+XX` and `ESw.d` `D.DDDDE+XX`; the optional zero before the
  decimal point is written when the width has room for it;
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

DATA_EDITS = ("I", "F", "E", "ES", "A", "L")


class FormatError(ValueError):
    """A format acc-run cannot read or does not support."""


@dataclass(frozen=True)
class Edit:
    """One edit descriptor: `kind` one of DATA_EDITS, `X`, `/`, or `'` (a string)."""

    kind: str
    width: int | None = None
    digits: int | None = None
    text: str = ""


@dataclass
class Group:
    repeat: int
    items: list["Edit | Group"]


_TOKEN = re.compile(r"\s*(?:(\d+)?\s*(\()|(\))|('(?:[^']|'')*'|\"(?:[^\"]|\"\")*\")|(,)|(/)"
                    r"|(\d+)?\s*(ES|I|F|E|A|L|X)\s*(\d+)?(?:\.(\d+))?)", re.IGNORECASE)


def parse_format(text: str) -> Group:
    """The format `(...)` as a group of edit descriptors."""
    pos, stack = 0, [Group(1, [])]
    text = text.strip()
    while pos < len(text):
        m = _TOKEN.match(text, pos)
        if m is None or m.end() == pos:
            raise FormatError(f"format '{text}': cannot read '{text[pos:]}'")
        pos = m.end()
        repeat_group, open_, close, string, _, slash, repeat, kind, width, digits = m.groups()
        if open_:
            stack.append(Group(int(repeat_group or 1), []))
        elif close:
            group = stack.pop()
            if not stack:
                raise FormatError(f"format '{text}': unbalanced parentheses")
            stack[-1].items.append(group)
        elif string:
            quote = string[0]
            stack[-1].items.append(Edit("'", text=string[1:-1].replace(quote * 2, quote)))
        elif slash:
            stack[-1].items.append(Edit("/"))
        elif kind:
            kind = kind.upper()
            if kind == "X":
                stack[-1].items.append(Edit("X", int(repeat or width or 1)))
                continue
            edit = Edit(kind, None if width is None else int(width),
                        None if digits is None else int(digits))
            stack[-1].items.extend([edit] * int(repeat or 1))
    if len(stack) != 1 or len(stack[0].items) != 1 or not isinstance(stack[0].items[0], Group):
        raise FormatError(f"format '{text}' is not one parenthesized list")
    return stack[0].items[0]


def _flatten(items: list["Edit | Group"]) -> Iterator[Edit]:
    for item in items:
        if isinstance(item, Group):
            for _ in range(item.repeat):
                yield from _flatten(item.items)
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


def fixed_text(x: float, width: int | None, digits: int) -> str:
    if not math.isfinite(x):
        return _fit("NaN" if math.isnan(x) else ("-Inf" if x < 0 else "Inf"), width)
    body = f"{abs(x):.{digits}f}"
    if digits == 0:
        body += "."
    sign = "-" if x < 0 or (x == 0 and math.copysign(1, x) < 0) else ""
    return _optional_zero(sign, body, width)


def exponent_text(x: float, width: int | None, digits: int, scientific: bool) -> str:
    if not math.isfinite(x):
        return _fit("NaN" if math.isnan(x) else ("-Inf" if x < 0 else "Inf"), width)
    sign = "-" if x < 0 else ""
    if scientific:
        mantissa, _, exponent = f"{abs(x):.{digits}e}".partition("e")
        return _fit(f"{sign}{mantissa}E{int(exponent):+03d}", width)
    if x == 0:
        body, exponent_value = "0." + "0" * digits, 0
    else:
        mantissa, _, exponent = f"{abs(x):.{max(digits - 1, 0)}e}".partition("e")
        body = "0." + mantissa.replace(".", "")[:digits]
        exponent_value = int(exponent) + 1
    return _optional_zero(sign, f"{body}E{exponent_value:+03d}", width)


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

    def item(self, value: int | float | bool | str) -> None:
        """One output item: an int, a float, a bool (LOGICAL), a str (CHARACTER)."""
        edit = self._next_data_edit()
        if edit.kind == "I" and isinstance(value, int) and not isinstance(value, bool):
            self._write(integer_text(value, edit.width, edit.digits))
        elif edit.kind == "F" and isinstance(value, float):
            self._write(fixed_text(value, edit.width, edit.digits or 0))
        elif edit.kind in ("E", "ES") and isinstance(value, float):
            self._write(exponent_text(value, edit.width, edit.digits or 0, edit.kind == "ES"))
        elif edit.kind == "A" and isinstance(value, str):
            width = edit.width
            self._write(value if width is None else value[:width].rjust(width))
        elif edit.kind == "L" and isinstance(value, bool):
            self._write(_fit("T" if value else "F", edit.width or 1))
        else:
            raise FormatError(f"edit descriptor {edit.kind} for a {type(value).__name__} item "
                              "is not supported by acc-run")

    def text(self) -> str:
        """The statement's output: the rest of the format up to its next data edit
        descriptor, then the records, each ended by a newline."""
        for edit in self.edits:
            if edit.kind in DATA_EDITS:
                break
            self._control(edit)
        return "".join(record + "\n" for record in self.records)
