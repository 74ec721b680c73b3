"""Located diagnostics: `file:line:col: error: message`, as MLIR tools print them."""

from xdsl.dialects.builtin import FileLineColLoc, ModuleOp
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException, ParseError


def location_of(op: Operation) -> str:
    """`file:line:col` of an operation, or its nearest located ancestor."""
    current: Operation | None = op
    while current is not None:
        loc = current.location
        if isinstance(loc, FileLineColLoc):
            return f"{loc.filename.data}:{loc.line.data}:{loc.column.data}"
        current = current.parent_op()
    return "<unknown>"


class LocatedDiagnostic(DiagnosticException):
    """A verification error on one operation, printed as one located line."""

    def __init__(self, op: Operation, message: str):
        self.op = op
        self.message = message
        super().__init__(f"{location_of(op)}: error: '{op.name}' op {message}")


VERIFIER_CRASHES = (ValueError, TypeError, AttributeError, IndexError, KeyError)
"""What a verifier raises when it fails without a diagnostic."""


def verify_located(module: ModuleOp) -> None:
    """Verify `module` innermost operation first; raise `LocatedDiagnostic`. A
    verifier that fails with another exception (xDSL 0.74's recipe verifiers
    assume one block, e.g.) is reported the same way, at its operation."""
    for op in module.walk(region_first=True):
        try:
            op.verify(verify_nested_ops=False)
        except DiagnosticException as error:
            raise LocatedDiagnostic(op, str(error)) from None
        except VERIFIER_CRASHES as error:
            raise LocatedDiagnostic(op, f"does not verify: {error}") from None


class LocatedParseError(ParseError):
    """A `ParseError` printed as `file:line:col: error: message`, then the
    source line with a caret under the offending text."""

    def __str__(self) -> str:
        context = self.span.print_with_context().splitlines()[1:3]
        return "\n".join([f"{self.span.get_location()}: error: {self.msg}", *context])
