"""The parts of the C library that benchmark drivers call around their kernels (issue
11): number conversions, the pseudo-random generator, `qsort`, and the clocks. glibc
2.36's (Debian 12, where the native recordings are made) results:

- `strtol`/`strtoll`/`strtoul`/`strtoull` (C11 7.22.1.4): white space, a sign, a
  `0x`/`0X` prefix for base 16 or 0, a leading `0` meaning octal for base 0; an
  out-of-range value gives the type's limit; `*endptr` is set after the last digit
  used (to `nptr` when nothing converted); `atoi`/`atol`/`atoll` are `strtol(s, NULL,
  10)` brought to their type;
- `strtod`/`strtof`/`atof` (7.22.1.3): decimal and hexadecimal floating constants,
  `inf`/`infinity`, `nan`/`nan(chars)`, case-insensitive, correctly rounded;
- `rand`/`srand` (7.22.2): glibc's default `random` generator (TYPE_3: 31 words of
  state, seeded by the 16807 LCG, separation 3, 310 outputs discarded, each output
  the state word's sum shifted right by one; the seed read as `int32_t`), unseeded
  as after `srand(1)`;
  `srand(0)` is `srand(1)`;
- `qsort` (7.22.5.2): glibc's merge sort (`msort.c`): halves sorted first, then
  merged taking the left element while `compar(left, right) <= 0`, so equal elements
  keep their order and `compar` is called in glibc's order, with the addresses of
  the elements where they are at that moment; elements over 32 bytes are sorted
  through pointers (they stay in place until the end, as glibc's indirect sort);
- `getenv` (7.22.4.6): the value in `acc-run`'s own environment (the program runs
  in its process), a string of the program's memory made once per name; NULL when
  the name is not set;
- `assert` (7.2.1.1): a failed assertion (`__assert_fail`) writes glibc's message to
  `stderr`, `prog: file.c:12: main: Assertion `x > 0' failed.`, and aborts (status
  134), the file named as clang was given it;
- `clock()` (7.27.2.1) is the interpreter's processor time in microseconds
  (`CLOCKS_PER_SEC` is 1000000), `time` (7.27.2.4) and `gettimeofday` (POSIX) the
  host's wall clock.
"""

import math
import os
import re
import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from accdialect.interpreter.libc import CLibrary

_STATE_WORDS, _SEPARATION, _DISCARDED = 31, 3, 310
_MASK32 = 0xFFFFFFFF
_INDIRECT_ABOVE = 32
"""glibc's `qsort` sorts pointers to elements of more than 32 bytes."""
_SPACE = b" \t\n\v\f\r"
_FLOAT = re.compile(
    rb"[+-]?(?:0[xX](?:[0-9a-fA-F]+\.?[0-9a-fA-F]*|\.[0-9a-fA-F]+)(?:[pP][+-]?[0-9]+)?"
    rb"|(?:[0-9]+\.?[0-9]*|\.[0-9]+)(?:[eE][+-]?[0-9]+)?"
    rb"|(?i:infinity|inf|nan(?:\([0-9a-zA-Z_]*\))?))")


class RandomGenerator:
    """glibc's `random_r` state of TYPE_3 (see the module doc)."""

    def __init__(self) -> None:
        self.state: list[int] = []
        self.front = self.rear = 0
        self.seed(1)

    def seed(self, seed: int) -> None:
        seed = (seed & _MASK32) or 1
        word, state = seed - (1 << 32) if seed >> 31 else seed, [seed]  # int32_t word
        for _ in range(1, _STATE_WORDS):
            hi, lo = divmod(abs(word), 127773)  # C's / and %: toward zero
            hi, lo = (-hi, -lo) if word < 0 else (hi, lo)
            word = 16807 * lo - 2836 * hi
            if word < 0:
                word += 2147483647
            state.append(word & _MASK32)
        self.state, self.front, self.rear = state, _SEPARATION, 0
        for _ in range(_DISCARDED):
            self.next()

    def next(self) -> int:
        state = self.state
        value = state[self.front] = (state[self.front] + state[self.rear]) & _MASK32
        self.front = (self.front + 1) % _STATE_WORDS
        self.rear = (self.rear + 1) % _STATE_WORDS
        return value >> 1


def _skip_space(text: bytes) -> int:
    return len(text) - len(text.lstrip(_SPACE))


def parse_integer(text: bytes, base: int, bits: int, signed: bool) -> tuple[int, int]:
    """`strtol`'s value of `text` in `base` (2 to 36, or 0) for a `bits`-bit type, and
    the number of bytes it used (0 when nothing converted)."""
    at = _skip_space(text)
    negative = text[at:at + 1] == b"-"
    at += text[at:at + 1] in (b"+", b"-")
    prefixed = text[at:at + 2].lower() == b"0x" and _digit(text[at + 2:at + 3], 16) is not None
    if base in (0, 16) and prefixed:
        base, at = 16, at + 2
    elif base == 0:
        base = 8 if text[at:at + 1] == b"0" else 10
    start, value = at, 0
    while at < len(text) and (digit := _digit(text[at:at + 1], base)) is not None:
        value, at = value * base + digit, at + 1
    if at == start:
        return 0, 0
    if signed:
        low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
        value = max(low, min(high, -value if negative else value))
    else:
        limit = (1 << bits) - 1
        value = limit if value > limit else (-value if negative else value) & limit
    return value, at


def _digit(char: bytes, base: int) -> int | None:
    """The value of an ASCII digit or letter in `base`, None if it is not one."""
    if not char:
        return None
    c = char[0] | 0x20  # lower case
    value = (char[0] - 0x30 if 0x30 <= char[0] <= 0x39
             else c - 0x61 + 10 if 0x61 <= c <= 0x7A else None)
    return value if value is not None and value < base else None


def parse_float(text: bytes) -> tuple[float, int]:
    """`strtod`'s value of `text` and the number of bytes it used (0: none)."""
    at = _skip_space(text)
    match = _FLOAT.match(text, at)
    if match is None:
        return 0.0, 0
    token = match.group().decode().lower()
    negative = token.startswith("-")
    body = token.lstrip("+-")
    if body.startswith("inf"):
        value = math.inf
    elif body.startswith("nan"):
        value = math.nan
    elif body.startswith("0x"):
        value = float.fromhex(body if "p" in body else body + "p0")
    else:
        value = float(body)
    return (-value if negative else value), match.end()


class StandardLibrary:
    """`stdlib.h` and `time.h` entry points of one program (see the module doc)."""

    def __init__(self, libc: "CLibrary", text: Callable[[int], bytes]):
        self.libc, self._text = libc, text
        """`text(addr)`: the NUL-terminated string at `addr`."""
        self.random = RandomGenerator()
        self.environment: dict[bytes, int] = {}
        """The strings `getenv` returned, by name."""

    def externals(self) -> dict[str, Callable[..., Any]]:
        integer = {f"strto{name}": self._strtol(bits, signed)
                   for name, bits, signed in (("l", 64, True), ("ll", 64, True),
                                              ("ul", 64, False), ("ull", 64, False))}
        return {
            **integer,
            "atoi": lambda s: parse_integer(self._text(s), 10, 64, True)[0],
            "atol": lambda s: parse_integer(self._text(s), 10, 64, True)[0],
            "atoll": lambda s: parse_integer(self._text(s), 10, 64, True)[0],
            "strtod": self.strtod, "strtof": self.strtod,
            "atof": lambda s: parse_float(self._text(s))[0],
            "rand": self.random.next, "srand": self.random.seed,
            "qsort": self.qsort,
            "clock": lambda: int(time.process_time() * 1_000_000),
            "time": self.time, "gettimeofday": self.gettimeofday,
            "getenv": self.getenv,
            "__assert_fail": self.assert_fail,
        }

    def _set_end(self, endptr: int, nptr: int, used: int) -> None:
        if endptr:
            self.libc.memory.write_uint(endptr, nptr + used, 8)

    def _strtol(self, bits: int, signed: bool) -> Callable[[int, int, int], int]:
        def strtol(nptr: int, endptr: int, base: int) -> int:
            value, used = parse_integer(self._text(nptr), base, bits, signed)
            self._set_end(endptr, nptr, used)
            return value
        return strtol

    def strtod(self, nptr: int, endptr: int) -> float:
        value, used = parse_float(self._text(nptr))
        self._set_end(endptr, nptr, used)
        return value

    def getenv(self, name: int) -> int:
        key = self._text(name)
        value = os.environb.get(key)
        if value is None:
            return 0
        if key not in self.environment:
            memory = self.libc.interpreter.runtime.memory
            addr = memory.allocate(len(value) + 1, "global", name=f"getenv {key.decode()}").begin
            memory.write(addr, value + b"\0")
            self.environment[key] = addr
        return self.environment[key]

    def assert_fail(self, assertion: int, file: int, line: int, function: int) -> None:
        libc = self.libc
        name = libc.program_name
        text = (f"{name}: " if name else "").encode() + self._text(file) + \
            f":{line & _MASK32}: ".encode() + \
            (self._text(function) + b": " if function else b"") + \
            b"Assertion `" + self._text(assertion) + b"' failed.\n"
        libc.streams[libc.memory.read_uint(libc.data_symbols["stderr"])].write(text)
        libc.abort()

    def time(self, tloc: int) -> int:
        now = int(time.time())
        if tloc:
            self.libc.memory.write_uint(tloc, now, 8)
        return now

    def gettimeofday(self, tv: int, _tz: int) -> int:
        """`struct timeval {time_t tv_sec; suseconds_t tv_usec;}`, 8 bytes each."""
        if tv:
            micros = time.time_ns() // 1000
            self.libc.memory.write_uint(tv, micros // 1_000_000, 8)
            self.libc.memory.write_uint(tv + 8, micros % 1_000_000, 8)
        return 0

    # ---- qsort ---------------------------------------------------------------------------
    def qsort(self, base: int, count: int, size: int, compar: int) -> None:
        if count < 2 or size == 0:
            return
        memory = self.libc.memory
        compare = self._comparison(compar)
        if size > _INDIRECT_ABOVE:
            order = _merge_sort([base + i * size for i in range(count)], compare)
            data = b"".join(memory.read(addr, size) for addr in order)
            memory.write(base, data)
            return
        self._sort_in_place(base, count, size, compare)

    def _sort_in_place(self, base: int, count: int, size: int,
                       compare: Callable[[int, int], int]) -> None:
        """glibc's `msort_with_tmp`: both halves, then their merge written back."""
        if count <= 1:
            return
        n1 = count // 2
        n2 = count - n1
        self._sort_in_place(base, n1, size, compare)
        self._sort_in_place(base + n1 * size, n2, size, compare)
        memory = self.libc.memory
        left, right, merged = base, base + n1 * size, bytearray()
        while n1 > 0 and n2 > 0:
            if compare(left, right) <= 0:
                merged += memory.read(left, size)
                left, n1 = left + size, n1 - 1
            else:
                merged += memory.read(right, size)
                right, n2 = right + size, n2 - 1
        merged += memory.read(left, n1 * size) if n1 else b""
        memory.write(base, bytes(merged))

    def _comparison(self, compar: int) -> Callable[[int, int], int]:
        """The program's comparison function, called on two addresses; its `int`
        result read as signed."""
        interpreter = self.libc.interpreter
        functions = interpreter.llvm_functions
        entry = functions.entry[functions.function_at(interpreter, compar)]

        def compare(a: int, b: int) -> int:
            (result,) = entry(interpreter, (a, b))
            result &= _MASK32
            return result - (1 << 32) if result >> 31 else result
        return compare


def _merge_sort(items: Sequence[int], compare: Callable[[int, int], int]) -> list[int]:
    """glibc's merge of pointers (its indirect sort): the same order of comparisons."""
    if len(items) <= 1:
        return list(items)
    n1 = len(items) // 2
    left, right = _merge_sort(items[:n1], compare), _merge_sort(items[n1:], compare)
    merged: list[int] = []
    i = j = 0
    while i < len(left) and j < len(right):
        if compare(left[i], right[j]) <= 0:
            merged.append(left[i])
            i += 1
        else:
            merged.append(right[j])
            j += 1
    return merged + left[i:] + right[j:]
