"""Verifier errors that MLIR reports elsewhere, or later, than where they are found.

An operation's verifier may find an error that mlir-opt 22 reports at an operation
it holds (`ops.front().emitError() << ...`: the first operation of an
`omp.atomic.capture` region that is not in a permitted sequence). The verifier
raises `ErrorAt`; the located verifier (`ir.verifier`) reports it at `op`, without
the `'<name>' op` prefix of `emitOpError`, and its
notes, when it has some, each at its operation (MLIR's `attachNote`). A rule MLIR checks after the operation's
regions are verified raises `RegionsError`.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException


@dataclass(frozen=True)
class Note:
    """A note at `op` (MLIR's `attachNote(op->getLoc())`); `shows_operation`: its text is
    followed by `op` in generic form (`<< *op`)."""

    op: Operation
    text: str
    shows_operation: bool = False


class ErrorAt(VerifyException):
    """`message`, reported at `op` (MLIR's `op->emitError()`), with `notes`."""

    def __init__(self, op: Operation, message: str, notes: Sequence[Note] = ()):
        super().__init__(message)
        self.op = op
        self.notes = tuple(notes)


class RegionsError(VerifyException):
    """An error of an operation's regions that MLIR finds in `verifyRegions`, after the
    operations the regions hold are verified: one of theirs, when they have one, is
    reported instead (an `omp.cancel` misplaced directly in `omp.sections` is reported
    at the cancel, not as the sections' foreign operation)."""
