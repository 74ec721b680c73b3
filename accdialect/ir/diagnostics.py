"""Located diagnostics: `file:line:col: error: message`, as MLIR tools print them,
followed by the source line and a caret under the column when the text is at hand.

The messages only: what raises them (the parser, `verifier`, the passes, the tools)
imports this module, which imports nothing of the project."""

import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from xdsl.dialects.builtin import FileLineColLoc
from xdsl.ir import Operation
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.utils.lexer import Input, Span


def escaped(text: str) -> str:
    """`text` with the characters that would break a diagnostic's line (control and
    format characters, line and paragraph separators) written as MLIR escapes them
    in a string, one `\\XX` per UTF-8 byte (`\\0A`, `\\E2\\80\\A8`)."""
    return "".join(
        "".join(f"\\{byte:02X}" for byte in char.encode(errors="surrogatepass"))
        if unicodedata.category(char)[0] == "C" or unicodedata.category(char) in ("Zl", "Zp")
        else char
        for char in text
    )


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

    def located(self, line: int, column: int, message: str, width: int = 1,
                severity: str = "error") -> str:
        """`name:line:column: severity: message`, then the line and its caret."""
        header = f"{self.name}:{line}:{column}: {severity}: {message}"
        return "\n".join([header, *self.excerpt(line, column, width)])


class LocatedDiagnostic(DiagnosticException):
    """An error at one operation, printed as one located line (`with_source`: with
    the source line and a caret)."""

    others: "Sequence[LocatedDiagnostic]" = ()
    """The failures found in other operations isolated from above, when one
    verification found several."""

    def __init__(self, op: Operation, message: str):
        self.op = op
        self.message = message
        self.summary = escaped(f"'{op.name}' op {message}")
        """The message as MLIR's `emitOpError` makes it, without the location."""
        super().__init__(f"{location_of(op)}: error: {self.summary}")

    def with_source(self, source: SourceFile) -> str:
        """The diagnostic, then its line and a caret when it is located in `source`."""
        loc = op_location(self.op)
        if loc is None or loc.filename.data != source.name:
            return str(self)
        return source.located(loc.line.data, loc.column.data, self.summary)


class LocatedError(LocatedDiagnostic):
    """An error MLIR reports at an operation without the `'<op>' op` prefix of its
    verifiers (`emitError`), with notes at other operations (`attachNote`)."""

    def __init__(self, op: Operation, message: str,
                 notes: Sequence[tuple[Operation, str]] = ()):
        super().__init__(op, message)
        self.summary = escaped(message)
        self.notes = tuple(notes)
        lines = [f"{location_of(op)}: error: {self.summary}"]
        lines += [f"{location_of(at)}: note: {text}" for at, text in self.notes]
        self.args = ("\n".join(lines),)

    def with_source(self, source: SourceFile) -> str:
        """The error, then each note, each with its line and a caret when it is located
        in `source`."""
        shown = [super().with_source(source)]
        for op, text in self.notes:
            loc = op_location(op)
            if loc is None or loc.filename.data != source.name:
                shown.append(f"{location_of(op)}: note: {text}")
            else:
                shown.append(source.located(loc.line.data, loc.column.data, text, severity="note"))
        return "\n".join(shown)


@dataclass
class LocatedParseError(ParseError):
    """A `ParseError` printed as `file:line:col: error: message`, then the
    source line with a caret under the offending text, then MLIR's note on it
    (`file:line:col: note: ...`, the same place, no source line), if any."""

    note: str | None = None

    @classmethod
    def of(cls, error: ParseError, span: Span[str] | Span[bytes] | None = None
           ) -> "LocatedParseError":
        """`error` (at `span`, if given), its note kept."""
        return cls(error.span if span is None else span, error.msg,
                   error.note if isinstance(error, LocatedParseError) else None)

    def __str__(self) -> str:
        # lines end at "\n" only, as the parser counts them: str.splitlines() would
        # break the source line at a "\r", "\f" or U+2028 in it
        context = self.span.print_with_context().split("\n")[1:3]
        location = self.span.get_location()
        note = [] if self.note is None else [f"{location}: note: {escaped(self.note)}"]
        return "\n".join([f"{location}: error: {escaped(self.msg)}", *context, *note])


def decode_source(data: bytes, name: str) -> str:
    """`data` as UTF-8 text; bytes that are not UTF-8 are a `LocatedParseError` at
    the first of them (its line and column counted in the valid text before it)."""
    try:
        return data.decode()
    except UnicodeDecodeError as error:
        bad = data[error.start:error.end]
        shown = " ".join(f"0x{byte:02x}" for byte in bad)
        text = data.decode(errors="replace")
        start = len(data[:error.start].decode())
        raise LocatedParseError(
            Span(start, start + 1, Input(text, name)),
            f"invalid UTF-8 {'byte' if len(bad) == 1 else 'bytes'} {shown} ({error.reason})",
        ) from None
