"""What a native library function reads and writes through its pointer arguments,
checked before the call as the sanitizers' interceptors check it.

Each entry names the byte ranges one call touches, from C 7.24 (`<string.h>`),
7.22 (`<stdlib.h>`) and 7.21 (`<stdio.h>`): a NUL-terminated string read, or `n` bytes
read or written where `n` is another argument (or a product of two). A range is checked
against the simulated memory with the accessor of the code that calls (the host's
`Memory`, or a device's `DeviceAccessor`), so that a bad pointer is the same located
error as an interpreted access of those bytes, raised before native code could fault.
A pointer argument of a function the table does not describe must point at one
accessible byte (or be NULL); `NativeCall` checks that.
"""

from collections.abc import Callable, Sequence
from struct import Struct
from typing import Any

from accdialect.runtime import DeviceAccessor, Memory
from accdialect.runtime.checked_access import CheckedAccess
from accdialect.runtime.errors import OutOfBoundsError, UnsupportedError
from accdialect.runtime.memory import nul_offset

Check = Callable[[CheckedAccess, Sequence[Any]], None]


def string_length(accessor: CheckedAccess, addr: int, limit: int | None = None) -> int:
    """The length of the NUL-terminated string at `addr` (at most `limit`), which must
    lie within one allocation the accessor may read."""
    alloc, off = accessor.located(addr, 1)
    end = alloc.size if limit is None else min(alloc.size, off + limit)
    nul = nul_offset(alloc, off, end)
    if nul < 0:
        if limit is not None and end == off + limit:
            return limit
        raise OutOfBoundsError(addr, alloc.size - off,
                               "the string is not NUL-terminated within " + alloc.describe())
    return nul - off


def c_string(memory: Memory | DeviceAccessor, addr: int, limit: int | None = None) -> bytes:
    """The bytes of the NUL-terminated string at `addr` (at most `limit` of them), which
    must lie within one allocation accessible to the code running (the same rule as a
    host library's string argument, `string_length`)."""
    return memory.read(addr, string_length(memory, addr, limit))


def _string(i: int) -> Check:
    """Argument `i` is a string the call reads."""
    return lambda acc, args: None if args[i] == 0 else (string_length(acc, args[i]), None)[1]


def _bounded_string(i: int, n: int) -> Check:
    """Argument `i` is a string the call reads up to argument `n` bytes of."""
    return lambda acc, args: (string_length(acc, args[i], args[n]), None)[1]


def _bytes(i: int, *sizes: int) -> Check:
    """Argument `i` points at the product of arguments `sizes` bytes."""
    def check(acc: CheckedAccess, args: Sequence[Any]) -> None:
        size = 1
        for n in sizes:
            size *= args[n]
        if size:
            acc.located(args[i], size)
    return check


def _optional_pointer(i: int) -> Check:
    """Argument `i`, where not NULL, points at a pointer the call writes (`endptr`)."""
    return lambda acc, args: None if args[i] == 0 else (acc.located(args[i], 8), None)[1]


def _copy_of_string(dst: int, src: int) -> Check:
    """`strcpy`-like: the string at `src` and its length plus one byte at `dst`."""
    def check(acc: CheckedAccess, args: Sequence[Any]) -> None:
        acc.located(args[dst], string_length(acc, args[src]) + 1)
    return check


def _append_of_string(dst: int, src: int) -> Check:
    """`strcat`: both strings, and their lengths plus one byte at `dst`."""
    def check(acc: CheckedAccess, args: Sequence[Any]) -> None:
        acc.located(args[dst], string_length(acc, args[dst]) + string_length(acc, args[src]) + 1)
    return check


_SIG_DFL, _SIG_IGN = 0, 1
_POINTER = Struct("<Q")


def _no_program_handler(function: str, handler: Callable[[CheckedAccess, Sequence[Any]], int]
                        ) -> Check:
    """A signal disposition the call sets must not be one of the program's functions:
    the kernel would run it asynchronously, in the simulator's own process, at an
    address that holds no native code. `SIG_DFL` and `SIG_IGN` are set natively."""
    def check(acc: CheckedAccess, args: Sequence[Any]) -> None:
        if handler(acc, args) not in (_SIG_DFL, _SIG_IGN):
            raise UnsupportedError(
                f"{function}({args[0]}, ...) installs one of the program's functions as a "
                "signal handler: acc-run does not deliver signals to the program")
    return check


def _sigaction_handler(acc: CheckedAccess, args: Sequence[Any]) -> int:
    """`sa_handler` (or `sa_sigaction`, the same field) of the new `struct sigaction`;
    SIG_DFL when the call only reads the old one."""
    return acc.load(args[1], _POINTER) if args[1] else _SIG_DFL


_STRTO = (_string(0), _optional_pointer(1))

INTERCEPTORS: dict[str, tuple[Check, ...]] = {
    "strlen": (_string(0),), "strnlen": (_bounded_string(0, 1),),
    "strchr": (_string(0),), "strrchr": (_string(0),), "strchrnul": (_string(0),),
    "strstr": (_string(0), _string(1)), "strcasestr": (_string(0), _string(1)),
    "strcmp": (_string(0), _string(1)), "strcasecmp": (_string(0), _string(1)),
    "strcoll": (_string(0), _string(1)),
    "strncmp": (_bounded_string(0, 2), _bounded_string(1, 2)),
    "strncasecmp": (_bounded_string(0, 2), _bounded_string(1, 2)),
    "strspn": (_string(0), _string(1)), "strcspn": (_string(0), _string(1)),
    "strpbrk": (_string(0), _string(1)),
    "strcpy": (_copy_of_string(0, 1),), "stpcpy": (_copy_of_string(0, 1),),
    "strcat": (_append_of_string(0, 1),),
    "strncpy": (_bounded_string(1, 2), _bytes(0, 2)),
    "memcpy": (_bytes(0, 2), _bytes(1, 2)), "memmove": (_bytes(0, 2), _bytes(1, 2)),
    "mempcpy": (_bytes(0, 2), _bytes(1, 2)),
    "memset": (_bytes(0, 2),), "memcmp": (_bytes(0, 2), _bytes(1, 2)),
    "memchr": (_bytes(0, 2),),
    "atoi": (_string(0),), "atol": (_string(0),), "atoll": (_string(0),),
    "atof": (_string(0),), "getenv": (_string(0),),
    "strtol": _STRTO, "strtoul": _STRTO, "strtoll": _STRTO, "strtoull": _STRTO,
    "strtod": _STRTO, "strtof": _STRTO,
    "qsort": (_bytes(0, 1, 2),), "bsearch": (_bytes(1, 2, 3),),
    "fputs": (_string(0),), "puts": (_string(0),),
    "fwrite": (_bytes(0, 1, 2),), "fread": (_bytes(0, 1, 2),),
    "fgets": (_bytes(0, 1),),
    "signal": (_no_program_handler("signal", lambda _acc, args: args[1]),),
    "sigaction": (_no_program_handler("sigaction", _sigaction_handler),),
}
"""The checks of each function whose ranges are known, by name."""

STREAM_FUNCTIONS = frozenset({"fputs", "puts", "fwrite", "fread", "fgets", "qsort", "bsearch"})
"""The functions of `INTERCEPTORS` that do input or output, or call back into the
program (which may): the others neither read nor write a stream."""
