"""The interpreted program as the host-library bridge sees it (`hostlib.native.Program`):
its memory, the accessor of the code running, its allocator (the C library's
`malloc`/`free`, so that a block a library allocates for the program is a block of
the simulated heap) and its functions by code address (callbacks such as qsort's
comparator run interpreted)."""

import os
import sys
from collections.abc import Callable, Sequence
from typing import Any, NoReturn

from accdialect.hostlib.libc import CLibrary
from accdialect.hostlib.native import Declaration, NativeBridge, NativeFatalError
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError, located_message
from accdialect.runtime import Memory
from accdialect.runtime.checked_access import CheckedAccess


class NativeLibraryFatal(ProgramError):
    """`NativeFatalError` as the program's located error (its `exit_status` the
    native run's)."""

    def __init__(self, error: NativeFatalError):
        super().__init__(error.message)
        self.exit_status = error.exit_status


def _report_and_exit(error: ProgramError) -> NoReturn:
    """The default end of a run that native code ended: the located line, then the
    process ends with the native run's status."""
    print(located_message(error), file=sys.stderr, flush=True)
    os._exit(getattr(error, "exit_status", 1))


FATAL_REPORT: list[Callable[[ProgramError], NoReturn]] = [_report_and_exit]
"""How a run that native code ended is reported (a tool puts its own first: acc-run
writes its trace and the located line, then ends the process)."""


class InterpretedProgram:
    """`hostlib.native.Program` over an `OffloadInterpreter` and its C library."""

    def __init__(self, interpreter: OffloadInterpreter, libc: CLibrary):
        self.interpreter, self.libc = interpreter, libc

    @property
    def memory(self) -> Memory:
        return self.interpreter.runtime.memory

    def accessor(self) -> CheckedAccess:
        return self.interpreter.memory

    def malloc(self, size: int) -> int:
        return self.libc.malloc(size)

    def free(self, addr: int) -> None:
        self.libc.free(addr)

    def realloc(self, addr: int, size: int) -> int:
        return self.libc.realloc(addr, size)

    def function_at_address(self, addr: int) -> Declaration | None:
        function = self.interpreter.linker.functions.get(addr)
        return function if isinstance(function, Declaration) else None

    def call_function(self, function: Declaration, args: Sequence[Any]) -> Sequence[Any]:
        return self.interpreter.call_op(function, tuple(args))

    def write_output(self, fd: int, data: bytes) -> None:
        (self.libc.stdout if fd == 1 else self.libc.stderr).write(data)

    def fatal(self, error: NativeFatalError) -> NoReturn:
        located = NativeLibraryFatal(error)
        located.op = self.interpreter.running_operation()
        if error.other_output:
            self.libc.stderr.write(error.other_output.encode() + b"\n")
        self.libc.close_streams()
        FATAL_REPORT[0](located)


def native_bridge(interpreter: OffloadInterpreter, libc: CLibrary) -> NativeBridge:
    """The bridge from `interpreter`'s program to the host libraries."""
    return NativeBridge(InterpretedProgram(interpreter, libc))
