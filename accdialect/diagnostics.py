"""Located diagnostics: `file:line:col: error: message`, as MLIR tools print them,
followed by the source line and a caret under the column when the text is at hand."""

from dataclasses import dataclass
from functools import cached_property

from xdsl.dialects.builtin import FileLineColLoc, ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException, ParseError


def op_location(op: Operation) -> FileLineColLoc | None:
    """The location of an operation, or of its nearest located ancestor."""
    current: Operation | None = op
    while current is not None:
        if isinstance(current.location, FileLineColLoc):
            return current.location
        current = current.parent_op()
    return None


def location_of(op: Operation) -> str:
    """`file:line:col` of an operation, or its nearest located ancestor."""
    loc = op_location(op)
    return "<unknown>" if loc is None else f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"


@dataclass(frozen=True)
class SourceFile:
    """The name and text of an input: what diagnostics show the lines of."""

    name: str
    text: str

    @cached_property
    def lines(self) -> list[str]:
        """The lines of the text, numbered from 0, split at `\\n` as the parser counts them."""
        return self.text.split("\n")

    def excerpt(self, line: int, column: int, width: int = 1) -> list[str]:
        """Line `line` (one-based) and a caret under `column`, followed by `~` up to
        `width` characters, as MLIR tools show them; nothing past the end."""
        if not 1 <= line <= len(self.lines):
            return []
        return [self.lines[line - 1].rstrip("\r"), " " * (column - 1) + "^" + "~" * (width - 1)]

    def located(self, line: int, column: int, message: str, width: int = 1) -> str:
        """`name:line:column: error: message`, then the line and its caret."""
        header = f"{self.name}:{line}:{column}: error: {message}"
        return "\n".join([header, *self.excerpt(line, column, width)])


class LocatedDiagnostic(DiagnosticException):
    """An error at one operation, printed as one located line (`with_source`: with
    the source line and a caret)."""

    def __init__(self, op: Operation, message: str):
        self.op = op
        self.message = message
        self.summary = f"'{op.name}' op {message}"
        """The message as MLIR's `emitOpError` makes it, without the location."""
        super().__init__(f"{location_of(op)}: error: {self.summary}")

    def with_source(self, source: SourceFile) -> str:
        """The diagnostic, then its line and a caret when it is located in `source`."""
        loc = op_location(self.op)
        if loc is None or loc.filename.data != source.name:
            return str(self)
        return source.located(loc.line.data, loc.column.data, self.summary)


VERIFIER_CRASHES = (ValueError, TypeError, AttributeError, IndexError, KeyError)
"""What a verifier raises when it fails without a diagnostic."""


def verify_located(module: ModuleOp) -> None:
    """Verify `module` innermost operation first; raise `LocatedDiagnostic`. A
    verifier that fails with another exception (xDSL 0.74's recipe verifiers
    assume one block, e.g.) is reported the same way, at its operation. Then, as
    mlir-opt, that every operand dominates its use (`accdialect.dominance`)."""
    from accdialect.dominance import verify_dominance  # it imports this module

    for op in module.walk(region_first=True):
        try:
            op.verify(verify_nested_ops=False)
        except DiagnosticException as error:
            raise LocatedDiagnostic(op, str(error)) from None
        except VERIFIER_CRASHES as error:
            raise LocatedDiagnostic(op, f"does not verify: {error}") from None
    verify_dominance(module)


class LocatedParseError(ParseError):
    """A `ParseError` printed as `file:line:col: error: message`, then the
    source line with a caret under the offending text."""

    def __str__(self) -> str:
        context = self.span.print_with_context().splitlines()[1:3]
        return "\n".join([f"{self.span.get_location()}: error: {self.msg}", *context])
