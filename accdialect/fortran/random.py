"""RANDOM_NUMBER, RANDOM_SEED and RANDOM_INIT as flang 22's runtime computes them
(flang's runtime `random.cpp`; the stream is implementation-defined, Fortran 2018
§16.9.155-157): the same numbers, verified against native runs of flang 22
(test/fortran/native/random_*.f90).

- The generator is C++'s `minstd_rand` (x ← 48271·x mod 2^31−1, state 1 at
  program start), whose outputs lie in [1, 2^31−2]: 30 random bits a word.
- A `real(4)` takes one word w: `(w >> 6) / 2^25`; a `real(8)` two, w1 and w2:
  `((w1 << 30 | (w2 − 1) mod 2^30) >> 7) / 2^54` (in 64-bit unsigned arithmetic);
  each rounded to the kind, and drawn again when that rounds to 1 or more.
- `RANDOM_SEED(SIZE=n)` gives 1; `PUT=s` seeds the generator with `s(1)` (as a
  64-bit unsigned word) and makes `s(1)` itself the next word; `GET=s` gives the
  next word without consuming it; `RANDOM_SEED()` and `RANDOM_INIT(.true., ...)`
  seed with 0 (which `minstd_rand` takes as 1). `RANDOM_INIT(.false., ...)`
  seeds from the clock natively; here with 0 too, so that a run is repeatable.
"""

import math
import struct

MODULUS = 2**31 - 1
MULTIPLIER = 48271
WORD_BITS = 30
"""The whole random bits of one output (its range 2^31−2 is not a power of two)."""
_WORD64 = 2**64 - 1

PRECISION = {4: 24, 8: 53}
"""The binary precision of the `real` kinds RANDOM_NUMBER fills."""
SEED_SIZE = 1


class RandomGenerator:
    """The state of one program's random number generator."""

    def __init__(self) -> None:
        self.state = 1
        self.next_word: int | None = None

    def seed(self, seed: int) -> None:
        self.state = (seed & _WORD64) % MODULUS or 1

    def word(self) -> int:
        if self.next_word is not None:
            word, self.next_word = self.next_word, None
            return word
        self.state = self.state * MULTIPLIER % MODULUS
        return self.state

    def number(self, kind: int) -> float:
        """The next value of RANDOM_NUMBER for a `real(kind)` in [0, 1)."""
        precision = PRECISION[kind]
        words = (precision + WORD_BITS - 1) // WORD_BITS
        while True:
            fraction = self.word()
            for _ in range(1, words):
                low = (self.word() - 1) & ((1 << WORD_BITS) - 1)
                fraction = ((fraction << WORD_BITS) | low) & _WORD64
            fraction >>= words * WORD_BITS - precision
            value = math.ldexp(float(fraction), -(precision + 1))
            if kind == 4:
                value = struct.unpack("<f", struct.pack("<f", value))[0]
            if value < 1.0:
                return value

    def put(self, seed: int) -> None:
        """`RANDOM_SEED(PUT=[seed, ...])`."""
        self.seed(seed)
        self.next_word = seed & _WORD64

    def get(self) -> int:
        """`RANDOM_SEED(GET=s)`: s(1), the next word (not consumed)."""
        self.next_word = self.word()
        return self.next_word
