"""The pointer arguments of the `printf` and `scanf` families, found from their format
as the sanitizers' interceptors find them (C17 7.21.6.1 and 7.21.6.2).

In `printf`'s arguments only `%s` reads through a pointer (a string, at most the
precision's bytes) and `%n` writes an `int`; `%p` prints a pointer's value and touches
nothing. In `scanf`'s, every conversion not suppressed by `*` writes through its
pointer (at least one byte: its size depends on the input). The checks run with the
accessor of the calling code before the native call.
"""

import re
from collections.abc import Callable, Sequence
from typing import Any

from accdialect.hostlib.interceptors import Check, string_length
from accdialect.runtime.checked_access import CheckedAccess

_PRINTF = re.compile(
    rb"%(?:[-+ #0']*)(?P<width>\*|\d+)?(?:\.(?P<precision>\*|\d*))?"
    rb"(?:hh|h|ll|l|j|z|t|L|q)?(?P<conversion>[diouxXfFeEgGaAcspnmCS%])")
_SCANF = re.compile(
    rb"%(?P<suppress>\*)?(?:\d+)?(?:hh|h|ll|l|j|z|t|L|q|m)?"
    rb"(?P<conversion>[diouxXfFeEgGaAcspn%]|\[\^?\]?[^\]]*\])")


def _printf_arguments(accessor: CheckedAccess, fmt: bytes, args: Sequence[Any]) -> None:
    values = iter(args)
    for spec in _PRINTF.finditer(fmt):
        precision = None
        if spec["width"] == b"*":
            next(values, None)
        if spec["precision"] == b"*":
            precision = next(values, None)
        elif spec["precision"] is not None:
            precision = int(spec["precision"] or b"0")
        conversion = spec["conversion"]
        if conversion in (b"%", b"m"):
            continue
        value = next(values, None)
        if value is None:
            return
        if conversion == b"s" and value:
            limit = precision if isinstance(precision, int) and precision >= 0 else None
            string_length(accessor, value, limit)
        elif conversion == b"n":
            accessor.located(value, 4)


def _scanf_arguments(accessor: CheckedAccess, fmt: bytes, args: Sequence[Any]) -> None:
    values = iter(args)
    for spec in _SCANF.finditer(fmt):
        if spec["suppress"] or spec["conversion"] == b"%":
            continue
        value = next(values, None)
        if value is None:
            return
        accessor.located(value, 1)


def _formatted(fmt: int, arguments: Callable[[CheckedAccess, bytes, Sequence[Any]], None]
               ) -> Check:
    """The checks of a function whose format is argument `fmt`: the format a string
    the caller may read, then `arguments(accessor, format, the arguments after it)`."""
    def check(accessor: CheckedAccess, args: Sequence[Any]) -> None:
        length = string_length(accessor, args[fmt])
        alloc, off = accessor.located(args[fmt], length + 1)
        arguments(accessor, bytes(alloc.data[off:off + length]), args[fmt + 1:])
    return check


def printf_checks(fmt: int) -> Check:
    """The checks of a `printf`-like function whose format is argument `fmt`."""
    return _formatted(fmt, _printf_arguments)


def scanf_checks(fmt: int) -> Check:
    """The checks of a `scanf`-like function whose format is argument `fmt`."""
    return _formatted(fmt, _scanf_arguments)


def _bounded_output(buffer: int, size: int, fmt: int) -> Check:
    """`snprintf`: `size` bytes at `buffer`, and the format's arguments."""
    arguments = printf_checks(fmt)

    def check(accessor: CheckedAccess, args: Sequence[Any]) -> None:
        if args[size]:
            accessor.located(args[buffer], args[size])
        arguments(accessor, args)
    return check


FORMATTED: dict[str, Check] = {
    "printf": printf_checks(0), "fprintf": printf_checks(1), "dprintf": printf_checks(1),
    "sprintf": printf_checks(1), "snprintf": _bounded_output(0, 1, 2),
    "asprintf": printf_checks(1),
    "scanf": scanf_checks(0), "sscanf": scanf_checks(1), "fscanf": scanf_checks(1),
    "__isoc99_scanf": scanf_checks(0), "__isoc99_sscanf": scanf_checks(1),
    "__isoc99_fscanf": scanf_checks(1), "__isoc23_sscanf": scanf_checks(1),
    "__isoc23_scanf": scanf_checks(0), "__isoc23_fscanf": scanf_checks(1),
}
"""The checks of the formatted input and output functions that take `...`."""
