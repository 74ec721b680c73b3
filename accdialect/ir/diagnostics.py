"""Located diagnostics: `file:line:col: error: message`, as MLIR tools print them,
followed by the source line and a caret under the column when the text is at hand."""

import unicodedata
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property

from xdsl.dialects.builtin import FileLineColLoc, ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.traits import NoTerminator, SymbolTable
from xdsl.utils.exceptions import DiagnosticException, ParseError
from xdsl.utils.lexer import Input, Span

from accdialect.dialects.llvm_verify import CONTENTS_CHECKED, verify_upstream_contents
from accdialect.ir.verification import begin_module, verify_operation


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
    verifiers (`emitError`), with a note at another operation (`attachNote`)."""

    def __init__(self, op: Operation, message: str, note: tuple[Operation, str] | None = None):
        super().__init__(op, message)
        self.summary = escaped(message)
        self.note = note
        lines = [f"{location_of(op)}: error: {self.summary}"]
        if note is not None:
            lines.append(f"{location_of(note[0])}: note: {note[1]}")
        self.args = ("\n".join(lines),)

    def with_source(self, source: SourceFile) -> str:
        """The error, then the note, each with its line and a caret when it is
        located in `source`."""
        shown = [super().with_source(source)]
        if self.note is not None:
            op, text = self.note
            loc = op_location(op)
            if loc is None or loc.filename.data != source.name:
                shown.append(f"{location_of(op)}: note: {text}")
            else:
                shown.append(source.located(loc.line.data, loc.column.data, text, severity="note"))
        return "\n".join(shown)


def _verify_regions(op: Operation) -> None:
    """The rules of `op`'s regions that xDSL reports without a location, with
    MLIR's messages: a single-block region of an operation that needs terminators
    is not empty (xDSL's `Block.verify`, which `op.verify(verify_nested_ops=False)`
    skips); the symbols of a symbol table are unique (xDSL's `SymbolTable` trait
    reports a redefinition at the table, MLIR at the second definition with a note
    at the first)."""
    for region in op.regions:
        if (len(region.blocks) == 1 and region.blocks[0].first_op is None
                and not op.has_trait(NoTerminator)):
            raise LocatedError(op, "empty block: expect at least a terminator")
    if not op.has_trait(SymbolTable):
        return
    defined: dict[str, Operation] = {}
    for region in op.regions:
        for block in region.blocks:
            for symbol in block.ops:
                name = symbol.get_attr_or_prop("sym_name")
                if not isinstance(name, StringAttr):
                    continue
                first = defined.setdefault(name.data, symbol)
                if first is not symbol:
                    raise LocatedError(symbol, f"redefinition of symbol named '{name.data}'",
                                       (first, "see existing symbol definition here"))


VERIFIER_CRASHES = (ValueError, TypeError, AttributeError, IndexError, KeyError)
"""What a verifier raises when it fails without a diagnostic."""


_contents_checked: dict[type[Operation], bool] = {}
"""Whether `verify_upstream_contents` has a rule for a class (`CONTENTS_CHECKED`),
known once per class."""


def _innermost_first(root: Operation) -> list[Operation]:
    """The operations of `root`, then `root`, in the order of xDSL's
    `root.walk(region_first=True)` (each operation after those its regions hold),
    listed at once: the walk's nested generators cost a Python frame per level for
    every operation of a module of 10^5."""
    found: list[Operation] = []
    stack = [(root, _held(root))]
    while stack:
        op, held = stack[-1]
        for child in held:  # resumed where it stopped
            if child.regions:
                stack.append((child, _held(child)))
                break
            found.append(child)
        else:
            stack.pop()
            found.append(op)
    return found


def _held(op: Operation) -> Iterator[Operation]:
    """The operations in `op`'s regions, in order (the blocks' links read directly)."""
    held: list[Operation] = []
    for region in op.regions:
        block = region._first_block
        while block is not None:
            child = block._first_op
            while child is not None:
                held.append(child)
                child = child._next_op
            block = block._next_block
    return iter(held)


def verify_located(module: ModuleOp) -> None:
    """Verify `module` innermost operation first; raise `LocatedDiagnostic`. A
    verifier that fails with another exception (xDSL 0.74's recipe verifiers
    assume one block, e.g.) is reported the same way, at its operation. Then, as
    mlir-opt, that every operand dominates its use (`accdialect.ir.dominance`)."""
    from accdialect.ir.dominance import begin, verify_dominance  # it imports this module

    begin_module(module)
    begin()
    for op in _innermost_first(module):
        if op.regions:  # (most operations have none: no call)
            _verify_regions(op)
        try:
            checked = _contents_checked.get(type(op))
            if checked is None:
                checked = _contents_checked[type(op)] = issubclass(type(op), CONTENTS_CHECKED)
            if checked:
                verify_upstream_contents(op)
            verify_operation(op)
        except DiagnosticException as error:
            raise LocatedDiagnostic(op, str(error)) from None
        except VERIFIER_CRASHES as error:
            raise LocatedDiagnostic(op, f"does not verify: {error}") from None
    verify_dominance(module)


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
