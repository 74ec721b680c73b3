"""A parser that gives every parsed operation its source location.

xDSL's parser leaves `UnknownLoc` on operations written without a trailing
`loc(...)`. Diagnostics (`acc-opt`) and device faults (`acc-run`) must name
`file:line:col`, so this parser records where each operation starts, as MLIR
does for operations read from a file.

An operation whose `loc(...)` names a source position keeps that position
instead (`mlir-opt --mlir-print-debuginfo` of a program compiled with `clang -g`:
`prog.c:12:3`). For that, the parser reads what xDSL 0.74's does not of MLIR 22's
printed locations:
- `loc(#loc3)` on an operation or a block argument where `#loc3 = loc(...)` is
  defined later in the file (MLIR prints its location aliases at the end;
  `OperationParser::finalize` resolves them once the file is read);
- `fused<metadata>[...]`, the form `mlir-translate --import-llvm` gives a debug
  location in its scope (`fused<#di_subprogram>["prog.c":12:3]`);
- alias names inside attributes xDSL does not define (`#llvm.di_local_variable<scope
  = #di_lexical_block, ...>`): xDSL keeps such an attribute as its text, which would
  refer to an alias its printer does not print, so the alias's text is put in.
"""

import re
from bisect import bisect_right
from io import StringIO

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    IntAttr,
    LocationAttr,
    ModuleOp,
    NameLoc,
    NoneAttr,
    StringAttr,
    UnknownLoc,
)
from xdsl.ir import Attribute, Operation
from xdsl.parser import Parser
from xdsl.parser.generic_parser import ParserState
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.lexer import Span
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRTokenKind

LOCATION_KINDS = (UnknownLoc, FileLineColLoc, CallSiteLoc, NameLoc, FusedLoc)
"""xDSL's location attributes (`LocationAttr`)."""


def source_location(loc: Attribute) -> FileLineColLoc | None:
    """The `file:line:col` a location shows, picked as MLIR's diagnostics pick it
    (`SourceMgrDiagnosticHandler::findLocToShow`, mlir/lib/IR/Diagnostics.cpp): a
    call site's callee, a name's child, the first child of a fused location that
    has one; None for `unknown`. Line 0 is no source line (DWARF 5 §6.2.2: the
    compiler emits it for an instruction it cannot attribute to one), so
    `loc("prog.c":0:0)`, clang's location of code it generates, is None too."""
    if isinstance(loc, FileLineColLoc):
        return loc if loc.line.data > 0 else None
    if isinstance(loc, CallSiteLoc):
        return source_location(loc.callee)
    if isinstance(loc, NameLoc):
        return source_location(loc.location)
    if isinstance(loc, FusedLoc) and isinstance(loc.locations, ArrayAttr):
        for child in loc.locations.data:
            if (found := source_location(child)) is not None:
                return found
    return None


class _StringLinearLexer(MLIRLexer):
    """xDSL 0.74's lexer with a string-literal pattern that runs in linear time.

    Its own pattern nests a `+` inside a `*`, so a string literal left without its
    closing quote backtracks exponentially: `"llvm.store(%a, %p) ...` with a
    missing `"` hung `acc-opt` (and `xdsl-opt`). One character per repetition
    matches the same strings."""

    _unescaped_characters_regex = re.compile(
        r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
    )


_RESULT_LIST = re.compile(r"(?:%[\w.$-]+(?::\d+)?\s*,\s*)*%[\w.$-]+(?::\d+)?\s*=\s*")
_ALIAS_OR_STRING = re.compile(r'"(?:[^"\\]|\\.)*"|[#!][A-Za-z_][\w$.]*')
"""A string literal (skipped) or an alias name (`#di_file`; a name with a dot is a
dialect's attribute or type, not an alias)."""


class LocatedParser(Parser):
    """`Parser` that sets `FileLineColLoc(file, line, col)` on each operation:
    the source position its `loc(...)` shows (`source_location`), else its
    position in the text, at its name as MLIR does (after the result list).
    Block arguments keep the source position their `loc(...)` shows, else
    `loc(unknown)`.

    `line_offset` is the number of lines before this text in its file (for a
    chunk of `--split-input-file`). `positioned` holds the operations located at
    their position in the text (the text gives them no source location).
    """

    def __init__(
        self, ctx: Context, input: str | bytes, name: str = "<unknown>", line_offset: int = 0
    ) -> None:
        super().__init__(ctx, input, name)
        self._parser_state = ParserState(_StringLinearLexer(self.lexer.input))
        text = self.lexer.input.content
        self._line_starts = [0] + [m.end() for m in re.finditer("\n", text)]
        self._line_offset = line_offset
        self._file = StringAttr(name)
        self.positioned: set[Operation] = set()
        self._has_locations = False
        self._forward: dict[int, tuple[NameLoc, Span[str]]] = {}
        """Placeholders of `loc(#alias)` read before `#alias`, by `id`, with the
        alias's name."""
        self._deferred: list[tuple[Operation, int]] = []
        """Operations located by a placeholder, with the offset of their name."""

    def parse_module(self, allow_implicit_module: bool = True) -> ModuleOp:
        module = super().parse_module(allow_implicit_module)
        for op, name_start in self._deferred:
            self._locate(op, self._resolve(op.location), name_start)
        if self._has_locations:
            for op in module.walk():
                for region in op.regions:
                    for block in region.blocks:
                        for arg in block.args:
                            arg.location = source_location(self._resolve(arg.location)) \
                                or UnknownLoc()
        return module

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        results = _RESULT_LIST.match(self.lexer.input.content, start)
        name_start = start if results is None else results.end()
        try:
            op = super().parse_operation()
        except VerifyException as error:
            # An attribute or type built while parsing this op was invalid.
            self.raise_error(str(error), start, self._current_token.span.start)
        if id(op.location) in self._forward:
            self._deferred.append((op, name_start))
        else:
            self._locate(op, op.location, name_start)
        return op

    def _locate(self, op: Operation, loc: Attribute, name_start: int) -> None:
        """Give `op` the source position `loc` shows, else its position in the text."""
        shown = source_location(loc)
        if shown is None:
            index = bisect_right(self._line_starts, name_start) - 1
            line = index + 1 + self._line_offset
            column = name_start - self._line_starts[index] + 1
            shown = FileLineColLoc(self._file, IntAttr(line), IntAttr(column))
            self.positioned.add(op)
        op.location = shown

    def parse_optional_location(self) -> LocationAttr | None:
        """`loc(...)`; `loc(#alias)` before `#alias` is defined gives a placeholder,
        resolved when the file has been read (MLIR's deferred location aliases)."""
        token = self._current_token
        if token.text != "loc":
            return None
        self._has_locations = True
        self._consume_token()
        with self.in_parens():
            alias = self._current_token
            if (alias.kind != MLIRTokenKind.HASH_IDENT or "." in alias.text
                    or alias.text in self.attribute_aliases
                    or self.lexer.input.content.startswith("<", alias.span.end)):
                return self._parse_location()
            self._consume_token()
            placeholder = NameLoc(StringAttr(alias.text), NoneAttr())
            self._forward[id(placeholder)] = (placeholder, alias.span)
            return placeholder

    def _resolve(self, loc: Attribute) -> Attribute:
        """`loc`, or the location its placeholder's alias names."""
        forward = self._forward.get(id(loc))
        if forward is None:
            return loc
        _, span = forward
        value = self.attribute_aliases.get(span.text)
        if value is None:
            self.raise_error("operation location alias was never defined", span)
        if not isinstance(value, LOCATION_KINDS):
            self.raise_error(f"expected location, but found '{value}'", span)
        return self._resolve(value)

    def _parse_location(self) -> LocationAttr:
        """xDSL's location grammar, with MLIR's `fused<metadata>[...]`."""
        if self._current_token.text != "fused":
            return super()._parse_location()
        self._consume_token()
        metadata: Attribute = NoneAttr()
        if self.parse_optional_punctuation("<") is not None:
            metadata = self.parse_attribute()
            self.parse_punctuation(">", " after fused location metadata")
        locations = self.parse_comma_separated_list(self.Delimiter.SQUARE, self._parse_location)
        return FusedLoc(tuple(locations), metadata)

    def _parse_dialect_symbol_body(self) -> str:
        """The text of an attribute or type xDSL does not define, each alias it
        names replaced by the alias's own text (see the module doc). An empty
        body is kept as one space: xDSL 0.74 prints an empty body as none at all,
        and MLIR reads `#llvm.di_expression` and `#llvm.di_expression<>` as two
        different attributes (only the second is valid)."""
        body = super()._parse_dialect_symbol_body()
        return _ALIAS_OR_STRING.sub(self._alias_text, body) or " "

    def _alias_text(self, match: re.Match[str]) -> str:
        value = self.attribute_aliases.get(match.group(0))
        if value is None:
            return match.group(0)
        out = StringIO()
        Printer(stream=out).print_attribute(value)
        return out.getvalue()

    def _get_op_by_name(self, name: str) -> type[Operation]:
        """Report an unknown operation at its name (xDSL points past it)."""
        try:
            return super()._get_op_by_name(name)
        except ParseError as error:
            begin = self.lexer.input.content.rfind(name, 0, self._current_token.span.start)
            self.raise_error(error.msg, begin, begin + len(name))
