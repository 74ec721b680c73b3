"""Errors of an interpreted program: one located line each, never a traceback.

A `ProgramError` carries the operation being executed when it happened; errors of
the simulated runtime (`accdialect.runtime.OffloadError`: not present, partial
overlap, device fault, ...) get the same treatment by `located_message`. Any other
exception of an operation's implementation is a failure of the interpreter itself
(`InternalError`), which a tool reports as its own internal error, not as the
program's.
"""

from xdsl.ir import Operation

from accdialect.ir.diagnostics import location_of


class ProgramError(Exception):
    """An error of the interpreted program (not of the interpreter)."""

    def __init__(self, message: str, op: Operation | None = None):
        super().__init__(message)
        self.message = message
        self.op = op


class TrapError(ProgramError):
    """`llvm.intr.trap` (`__builtin_trap()`, a failed `assert` in a kernel): x86-64's
    `ud2`, whose SIGILL ends a native run with status 132 (`exit_status`)."""

    exit_status = 128 + 4  # SIGILL

    def __init__(self, op: Operation | None = None):
        super().__init__("trap ('llvm.intr.trap')", op)


class UndefinedSymbolError(ProgramError):
    """A call of a function that is neither defined nor an external we model."""


class StepLimitError(ProgramError):
    """`--max-steps` operations were executed (an infinite loop?)."""


class NullDereferenceError(ProgramError):
    """A load or store through a null pointer."""


class InternalError(Exception):
    """A failure of the interpreter, not of the program: the implementation of `op`
    raised `cause`, an exception neither the program nor the runtime explains (a bug
    of the tool)."""

    def __init__(self, cause: Exception, op: Operation | None):
        where = "" if op is None else f" (running '{op.name}' at {location_of(op)})"
        super().__init__(f"{type(cause).__name__}: {cause}{where}")
        self.op = op


def internal_message(error: Exception) -> str:
    """The text of `acc-run: internal error: ...` for `error`: the exception's type
    and message (for an `InternalError`, its cause's, and where)."""
    return str(error) if isinstance(error, InternalError) else f"{type(error).__name__}: {error}"


def located_message(error: Exception, kind: str = "error") -> str:
    """`file:line:col: KIND: message` for the operation the error happened at, ending
    with `, variable 'NAME'` when the error knows the program's name of its data."""
    op = getattr(error, "op", None)
    where = location_of(op) if op is not None else "<unknown>"
    variable = getattr(error, "variable", None)
    named = f", variable '{variable}'" if variable else ""
    return f"{where}: {kind}: {error}{named}"
