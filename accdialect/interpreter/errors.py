"""Errors of an interpreted program: one located line each, never a traceback.

A `ProgramError` carries the operation being executed when it happened; errors of
the simulated runtime (`accdialect.runtime.OffloadError`: not present, partial
overlap, device fault, ...) get the same treatment by `located_message`.
"""

from xdsl.ir import Operation

from accdialect.diagnostics import location_of


class ProgramError(Exception):
    """An error of the interpreted program (not of the interpreter)."""

    def __init__(self, message: str, op: Operation | None = None):
        super().__init__(message)
        self.message = message
        self.op = op


class UndefinedSymbolError(ProgramError):
    """A call of a function that is neither defined nor an external we model."""


class StepLimitError(ProgramError):
    """`--max-steps` operations were executed (an infinite loop?)."""


class NullDereferenceError(ProgramError):
    """A load or store through a null pointer."""


def located_message(error: Exception, kind: str = "error") -> str:
    """`file:line:col: KIND: message` for the operation the error happened at, ending
    with `, variable 'NAME'` when the error knows the program's name of its data."""
    op = getattr(error, "op", None)
    where = location_of(op) if op is not None else "<unknown>"
    variable = getattr(error, "variable", None)
    named = f", variable '{variable}'" if variable else ""
    return f"{where}: {kind}: {error}{named}"
