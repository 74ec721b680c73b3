"""C's `printf` conversions (C17 7.21.6.1), with glibc's choices where C leaves them open:
`%p` is `0x` and lowercase hex, `(nil)` for null; a null `%s` is `(null)`; NaN prints as
`nan` or `-nan`.

The result is bytes, as C's: strings come from simulated memory byte for byte. Each
argument is read as its conversion says (`%d` an int, `%lu` an unsigned long, `%f` a
double), as `va_arg` would: an i64 given to `%d` prints its low 32 bits.
"""

import math
import re
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from accdialect.interpreter.errors import ProgramError

_CONVERSION = re.compile(
    rb"%(?P<flags>[-+ #0']*)(?P<width>\*|\d+)?(?:\.(?P<precision>\*|\d*))?"
    rb"(?P<length>hh|h|ll|l|j|z|t|L|q)?(?P<conversion>[diouxXfFeEgGaAcsp%n])")

# Bits of the argument read by each length modifier (int for none, char for hh...).
_LENGTH_BITS = {None: 32, b"hh": 8, b"h": 16, b"l": 64, b"ll": 64, b"q": 64, b"j": 64,
                b"z": 64, b"t": 64, b"L": 64}


def conversions(fmt: bytes) -> Iterator[str]:
    """What each argument of `fmt` is read as, in order: "int" (an integer or a pointer;
    a `*` width or precision too), "double", or "long double" (`%Lf`)."""
    for spec in _CONVERSION.finditer(fmt):
        kinds = ["int"] * ((spec["width"] == b"*") + (spec["precision"] == b"*"))
        conversion = spec["conversion"]
        if conversion in b"fFeEgGaA":
            kinds.append("long double" if spec["length"] == b"L" else "double")
        elif conversion != b"%":
            kinds.append("int")
        yield from kinds


def format_c(fmt: bytes, args: Sequence[Any], read_string: Callable[[int, int | None], bytes]
             ) -> bytes:
    """`fmt` with its conversions replaced by `args`; `read_string(addr, limit)` reads a
    C string (at most `limit` bytes) for `%s`."""
    values = iter(args)
    out = bytearray()
    pos = 0
    for spec in _CONVERSION.finditer(fmt):
        out += fmt[pos:spec.start()]
        pos = spec.end()
        out += _convert(spec, values, read_string)
    out += fmt[pos:]
    return bytes(out)


def _next(values: Iterator[Any]) -> Any:
    try:
        return next(values)
    except StopIteration:
        raise ProgramError("printf: fewer arguments than conversions") from None


def _int_arg(values: Iterator[Any], bits: int, signed: bool) -> int:
    value = int(_next(values)) & ((1 << bits) - 1)
    if signed and value >> (bits - 1):
        value -= 1 << bits
    return value


def _convert(spec: re.Match[bytes], values: Iterator[Any],
             read_string: Callable[[int, int | None], bytes]) -> bytes:
    conversion = spec["conversion"]
    if conversion == b"%":
        return b"%"
    if conversion == b"n":
        raise ProgramError("printf: %n is not supported")
    flags = spec["flags"].decode()
    width = spec["width"]
    if width == b"*":
        width = _int_arg(values, 32, True)
        if width < 0:
            flags, width = flags + "-", -width
    else:
        width = int(width or 0)
    precision = spec["precision"]
    if precision == b"*":
        precision = _int_arg(values, 32, True)
        precision = None if precision < 0 else precision
    elif precision is not None:
        precision = int(precision or 0)
    bits = _LENGTH_BITS[spec["length"]]

    if conversion in b"di":
        value = _int_arg(values, bits, True)
        return _integer(str(abs(value)), _sign(value < 0, flags), "", flags, width, precision)
    if conversion in b"ouxX":
        value = _int_arg(values, bits, False)
        digits = {b"o": "%o", b"u": "%d", b"x": "%x", b"X": "%X"}[conversion] % value
        prefix = ""
        if "#" in flags and conversion in b"xX" and value:
            prefix = "0" + conversion.decode()
        elif "#" in flags and conversion == b"o":
            precision = max(precision or 0, len(digits) + (digits[0] != "0"))
        return _integer(digits, "", prefix, flags, width, precision)
    if conversion == b"p":
        value = _int_arg(values, 64, False)
        if not value:
            return _pad(b"(nil)", flags, width)
        return _integer(f"{value:x}", "", "0x", flags, width, precision)
    if conversion in b"fFeEgGaA":
        return _floating(float(_next(values)), conversion.decode(), flags, width, precision)
    if conversion == b"c":
        return _pad(bytes([_int_arg(values, 8, False)]), flags, width)
    address = _int_arg(values, 64, False)
    if not address:
        text = b"(null)" if precision is None or precision >= 6 else b""
    else:
        text = read_string(address, precision)
    return _pad(text, flags, width)


def _sign(negative: bool, flags: str) -> str:
    if negative:
        return "-"
    return "+" if "+" in flags else " " if " " in flags else ""


def _pad(text: bytes, flags: str, width: int) -> bytes:
    return text.ljust(width) if "-" in flags else text.rjust(width)


def _integer(digits: str, sign: str, prefix: str, flags: str, width: int,
             precision: int | None) -> bytes:
    """An integer conversion: precision is the minimum number of digits (0 prints no
    digits for the value 0); the `0` flag pads with zeros unless a precision is given."""
    if precision is not None:
        digits = "" if precision == 0 and digits == "0" else digits.rjust(precision, "0")
    elif "0" in flags and "-" not in flags:
        digits = digits.rjust(width - len(sign) - len(prefix), "0")
    return _pad((sign + prefix + digits).encode(), flags, width)


def _floating(value: float, conversion: str, flags: str, width: int,
              precision: int | None) -> bytes:
    sign = _sign(math.copysign(1.0, value) < 0, flags)
    if not math.isfinite(value):
        text = "nan" if math.isnan(value) else "inf"
        text = sign + (text.upper() if conversion.isupper() else text)
        return _pad(text.encode(), flags.replace("0", ""), width)
    if conversion in "aA":
        body = _hex_float(abs(value), precision, "#" in flags)
        body = body.upper() if conversion == "A" else body
        prefix, digits = body[:2], body[2:]
        if "0" in flags and "-" not in flags:
            digits = digits.rjust(width - len(sign) - 2, "0")
        return _pad((sign + prefix + digits).encode(), flags, width)
    spec = "%" + flags.replace("'", "").replace("-", "").replace("+", "").replace(" ", "")
    if "-" not in flags and "0" in flags:
        spec += str(max(width - len(sign), 0))
    spec += "" if precision is None else f".{precision}"
    return _pad((sign + (spec + conversion) % abs(value)).encode(), flags, width)


def _hex_float(value: float, precision: int | None, alternate: bool) -> str:
    """glibc's `%a` of a non-negative finite double: `0x1.8p+0`, `0x0p+0`; subnormals
    keep the leading `0`; trailing zeros are dropped unless a precision asks for them."""
    mantissa, exponent = value.hex()[2:].split("p")  # "1.8000000000000", "+0"
    lead, fraction = (int(part, 16) for part in mantissa.split("."))
    fraction <<= 4 * (13 - len(mantissa.split(".")[1]))
    if precision is None:
        digits = f"{fraction:013x}".rstrip("0")
    elif precision >= 13:
        digits = f"{fraction:013x}".ljust(precision, "0")
    else:  # round to `precision` hex digits, half to even (the lead digit counts)
        shift = 4 * (13 - precision)
        kept, rest = divmod(lead << 52 | fraction, 1 << shift)
        half = 1 << (shift - 1)
        kept += rest > half or (rest == half and kept & 1)
        lead, kept = divmod(kept, 1 << (4 * precision))
        digits = f"{kept:0{precision}x}" if precision else ""
    point = "." if digits or alternate else ""
    return f"0x{lead}{point}{digits}p{int(exponent):+d}"
