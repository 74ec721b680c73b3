"""The decimal digits flang 22's runtime writes for a real when it writes "as few
digits as read back" (list-directed output, `G0`): flang's own binary-to-decimal
minimization (flang/lib/Decimal, `BigRadixFloatingPointNumber::Minimize`), which
is not the shortest round-trip string of other languages: among the shortest
candidates it does not take the nearest, and it works on digits of radix 10^16,
so that where the two bounds first differ in a higher digit it keeps more
decimal digits than needed (measured on flang 22: `0.9412154945667281` for the
double whose nearest 16-digit decimal is `...282`).

The algorithm, on exact integers (a value is `D × 10^E`):

1. the value and its two binary neighbours are each converted exactly, with the
   decimal exponent flang's conversion gives them (`_exact`: trailing decimal
   zeros of the 64-bit significand word go to the exponent, a division by a
   power of two appends 16 decimal places at a time, whole zero radix digits are
   dropped);
2. the three are brought to the least exponent; the lower bound is the mean of
   the value and its lower neighbour rounded up, the upper bound the mean with
   its upper neighbour rounded down, less one when exact;
3. in radix 10^16, the highest radix digit where the bounds differ is found; the
   upper bound is cut below it, then decimal digits are dropped (truncating)
   while the bounds' remaining prefixes differ or the last digit is 0; the last
   digit is then the mean of the two bounds' last digits, rounded up.
"""

import math
import struct

_RADIX_DIGITS = 16
_RADIX = 10**_RADIX_DIGITS

_FORMATS = {4: ("<f", "<I", 24, 8), 8: ("<d", "<Q", 53, 11)}
"""kind -> (struct format, its bits' format, binary precision, exponent bits)."""


def minimal_digits(x: float, kind: int) -> tuple[str, int]:
    """The significant digits flang writes for the finite, nonzero `|x|` of
    `real(kind)` and the decimal exponent `e` with `|x| ≈ 0.DIGITS × 10^e`."""
    fmt, bits_fmt, _, _ = _FORMATS[kind]
    bits = struct.unpack(bits_fmt, struct.pack(fmt, abs(x)))[0]
    largest = struct.unpack(bits_fmt, struct.pack(fmt, math.inf))[0] - 1
    value, less, more = (_exact(b, kind) for b in (bits, bits - 1, min(bits + 1, largest)))
    least = min(value[1], less[1], more[1])
    d, lo, hi = (n * 10 ** (e - least) for n, e in (value, less, more))
    lo, lo_rem = divmod(lo + d, 2)
    lo += lo_rem
    hi, hi_rem = divmod(hi + d, 2)
    hi -= 0 if hi_rem else 1
    exponent = least
    k = _highest_differing_radix_digit(lo, hi)
    if k is not None:
        d, exponent = hi // _RADIX**k, least + _RADIX_DIGITS * k
        low, mine = (lo // _RADIX**k) % _RADIX, d % _RADIX
        while True:
            q, r = divmod(mine, 10)
            lq, lr = divmod(low, 10)
            if r != 0 and lq == q:
                d -= (r - lr) >> 1
                break
            low, mine, d, exponent = lq, q, d // 10, exponent + 1
    text = str(d)
    return text.rstrip("0"), exponent + len(text)


def _highest_differing_radix_digit(a: int, b: int) -> int | None:
    k = max(a, b).bit_length() // 50 + 1  # 2^50 < 10^16: an upper bound on the digits
    while k >= 0:
        if (a // _RADIX**k) % _RADIX != (b // _RADIX**k) % _RADIX:
            return k
        k -= 1
    return None


def _exact(bits: int, kind: int) -> tuple[int, int]:
    """(D, E) with D × 10^E the value of the positive `real(kind)` whose bits are
    `bits`, as flang's BigRadixFloatingPointNumber holds it (step 1)."""
    _, _, precision, exponent_bits = _FORMATS[kind]
    word_bits = 8 * kind
    biased = bits >> (precision - 1)
    fraction = bits & ((1 << (precision - 1)) - 1)
    if biased:
        fraction |= 1 << (precision - 1)
    unbiased = max(biased, 1) - ((1 << (exponent_bits - 1)) - 1)
    two_pow = unbiased - (word_bits - 1)
    lshift = exponent_bits
    if two_pow <= -lshift:
        two_pow, lshift = two_pow + lshift, 0
    elif two_pow < 0:
        lshift, two_pow = lshift + two_pow, 0
    d, e = fraction << lshift, 0
    while d and d % 10 == 0:
        d, e = d // 10, e + 1
    while two_pow > 0 and d % 5 == 0:
        d, e, two_pow = d // 5, e + 1, two_pow - 1
    if two_pow > 0:
        d <<= two_pow
    shift = -two_pow
    while shift > 0:
        chunk = min(shift, _RADIX_DIGITS)
        shift -= chunk
        if d % (1 << chunk) == 0:
            d >>= chunk
        else:
            d, e = d * (_RADIX >> chunk), e - _RADIX_DIGITS
    while d and d % _RADIX == 0:
        d, e = d // _RADIX, e + _RADIX_DIGITS
    return d, e
