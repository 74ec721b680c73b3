"""The parts of `<stdlib.h>` the simulator models rather than calling glibc's, and why
(everything else of it is glibc itself, `hostlib.native`):

- `rand`/`srand` (7.22.2): glibc's generator has one state per process, and one
  `acc-run` process may run several programs (a translation validation runs two):
  each program gets its own state of glibc's default `random` generator (TYPE_3: 31
  words of state, seeded by the 16807 LCG, separation 3, 310 outputs discarded, each
  output the state word's sum shifted right by one; the seed read as `int32_t`),
  unseeded as after `srand(1)`; `srand(0)` is `srand(1)`;
- `getenv` (7.22.4.6): glibc's result points into the process's environment, which is
  not memory of the program: the value in `acc-run`'s own environment (the program
  runs in its process), a string of the program's memory made once per name; NULL
  when the name is not set;
- `assert` (7.2.1.1): a failed assertion (`__assert_fail`) ends the program: glibc's
  message to `stderr`, `prog: file.c:12: main: Assertion `x > 0' failed.`, then
  `abort` (status 134), the file named as clang was given it.
"""

import os
import re
from collections.abc import Callable
from typing import Any

from accdialect.interpreter.core import OffloadInterpreter

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


class StandardLibrary:
    """The modelled `stdlib.h` entry points of one program (see the module doc)."""

    def __init__(self, interpreter: OffloadInterpreter, text: Callable[[int], bytes],
                 assertion_failed: Callable[[bytes], None]):
        self.interpreter, self._text = interpreter, text
        """`text(addr)`: the NUL-terminated string at `addr`."""
        self._assertion_failed = assertion_failed
        """Reports a failed assertion's message and aborts (`CLibrary`)."""
        self.random = RandomGenerator()
        self.environment: dict[bytes, int] = {}
        """The strings `getenv` returned, by name."""

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {
            "rand": self.random.next, "srand": self.random.seed,
            "getenv": self.getenv,
            "__assert_fail": self.assert_fail,
        }

    def getenv(self, name: int) -> int:
        key = self._text(name)
        value = os.environb.get(key)
        if value is None:
            return 0
        if key not in self.environment:
            memory = self.interpreter.runtime.memory
            addr = memory.allocate(len(value) + 1, "global", name=f"getenv {key.decode()}").begin
            memory.write(addr, value + b"\0")
            self.environment[key] = addr
        return self.environment[key]

    def assert_fail(self, assertion: int, file: int, line: int, function: int) -> None:
        """C 7.2.1.1 as glibc reports it: `prog: file:line: function: Assertion `expr'
        failed.`, then `abort`."""
        self._assertion_failed(
            self._text(file) + f":{line & _MASK32}: ".encode()
            + (self._text(function) + b": " if function else b"")
            + b"Assertion `" + self._text(assertion) + b"' failed.\n")
