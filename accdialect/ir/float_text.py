"""MLIR 22's text of an f32 or f64 value (`printFloatValue` in MLIR's AsmPrinter), which
rests on LLVM's `APFloat::toString`:

1. the value with six digits after the point in E form (`7.000000e-01`), if reading
   that text back gives the same value;
2. else APFloat's own text with the type's natural precision (9 digits for f32, 17 for
   f64), `0.69999999999999996`, `-1.7976931348623157E+308`, if it has a decimal point;
3. else (an integral value such as 16777216.0) its bit pattern, `0x4B800000`.

APFloat reaches its digits in two steps (`AdjustToPrecision`): it first drops the
decimal digits beyond those the precision needs from the exact binary value,
truncating, then rounds the rest half up. So 0.7 as an f64
(0.69999999999999995559...) is 6.999999e-01 to six digits, which is not 0.7: MLIR
prints the natural form. Python's own formatting rounds the exact value once and
would print 7.000000e-01.
"""

import math
import struct

NATURAL = 0
"""`FormatPrecision` 0: the type's natural precision (2 + bits * 59 / 196 digits)."""


def _decomposed(value: float, bits: int) -> tuple[int, int]:
    """(N, e) with |value| = N * 2**e and N of at most `bits` bits (the significand)."""
    mantissa, exponent = math.frexp(abs(value))
    return int(mantissa * (1 << bits)), exponent - bits


def _digits(value: float, bits: int, precision: int) -> tuple[str, int]:
    """APFloat's decimal digits of |value| (most significant first, no trailing
    zero) and the power of ten of the last one, after both precision steps."""
    significand, exp = _decomposed(value, bits)
    trailing = (significand & -significand).bit_length() - 1
    significand >>= trailing
    exp += trailing
    if exp > 0:
        significand <<= exp
        exp = 0
    elif exp < 0:
        significand *= 5 ** -exp
    required = (precision * 196 + 58) // 59
    active = significand.bit_length()
    if active > required and (removable := (active - required) * 59 // 196):
        exp += removable
        significand //= 10 ** removable
    digits = str(significand)
    stripped = digits.rstrip("0")
    exp += len(digits) - len(stripped)
    digits = stripped
    if len(digits) <= precision:
        return digits, exp
    kept, dropped = digits[:precision], digits[precision:]
    exp += len(dropped)
    if dropped[0] < "5":
        trimmed = kept.rstrip("0")
        return trimmed, exp + len(kept) - len(trimmed)
    while kept and kept[-1] == "9":
        kept = kept[:-1]
        exp += 1
    if not kept:
        return "1", exp
    return kept[:-1] + chr(ord(kept[-1]) + 1), exp


def apfloat_to_string(value: float, bits: int, precision: int = NATURAL,
                      max_padding: int = 3, truncate_zero: bool = True) -> str:
    """`APFloat::toString(Str, precision, max_padding, truncate_zero)` of a finite
    `value` of a type with a `bits`-bit significand (24: f32, 53: f64)."""
    if precision == NATURAL:
        precision = 2 + bits * 59 // 196
    sign = "-" if math.copysign(1.0, value) < 0 else ""
    if value == 0:
        if max_padding:
            return sign + "0"
        if truncate_zero:
            return sign + "0.0E+0"
        return sign + "0.0" + "0" * (precision - 1) + "e+00"
    digits, exp = _digits(value, bits, precision)
    count = len(digits)
    if not max_padding:
        scientific = True
    elif exp >= 0:
        scientific = exp > max_padding or count + exp > precision
    else:
        leading = exp + count - 1
        scientific = leading < 0 and -leading > max_padding
    if scientific:
        exp += count - 1
        fraction = "0" if count == 1 and truncate_zero else digits[1:]
        if not truncate_zero and precision > count - 1:
            fraction += "0" * (precision - count + 1)
        exponent = str(abs(exp))
        if not truncate_zero and len(exponent) < 2:
            exponent = "0" + exponent
        return (f"{sign}{digits[0]}.{fraction}{'E' if truncate_zero else 'e'}"
                f"{'+' if exp >= 0 else '-'}{exponent}")
    if exp >= 0:
        return sign + digits + "0" * exp
    whole = exp + count
    if whole > 0:
        return f"{sign}{digits[:whole]}.{digits[whole:]}"
    return f"{sign}0.{'0' * -whole}{digits}"


def _same(text: str, value: float, bits: int) -> bool:
    read = float(text)
    if bits == 24:
        read = struct.unpack("<f", struct.pack("<f", read))[0]
    return read == value


def mlir_float_text(value: float, bits: int) -> str | None:
    """MLIR's text of a finite f32 (`bits` 24) or f64 (53) value, None where MLIR
    prints its bit pattern (module doc)."""
    short = apfloat_to_string(value, bits, 6, 0, False)
    if _same(short, value, bits):
        return short
    natural = apfloat_to_string(value, bits)
    return natural if "." in natural else None
