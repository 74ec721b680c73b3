"""A parser that gives every parsed operation its source location.

xDSL's parser leaves `UnknownLoc` on operations written without a trailing
`loc(...)`. Diagnostics (`acc-opt`) and device faults (`acc-run`) must name
`file:line:col`, so this parser records where each operation starts, as MLIR
does for operations read from a file.
"""

import re
from bisect import bisect_right

from xdsl.context import Context
from xdsl.dialects.builtin import FileLineColLoc, IntAttr, StringAttr, UnknownLoc
from xdsl.ir import Operation
from xdsl.parser import Parser
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.exceptions import ParseError, VerifyException
from xdsl.utils.mlir_lexer import MLIRLexer


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


class LocatedParser(Parser):
    """`Parser` that sets `FileLineColLoc(file, line, col)` on each operation,
    at its name as MLIR does (after the result list).

    `line_offset` is the number of lines before this text in its file (for a
    chunk of `--split-input-file`).
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

    def parse_operation(self) -> Operation:
        start = self._current_token.span.start
        results = _RESULT_LIST.match(self.lexer.input.content, start)
        name_start = start if results is None else results.end()
        try:
            op = super().parse_operation()
        except VerifyException as error:
            # An attribute or type built while parsing this op was invalid.
            self.raise_error(str(error), start, self._current_token.span.start)
        if isinstance(op.location, UnknownLoc):
            index = bisect_right(self._line_starts, name_start) - 1
            line = index + 1 + self._line_offset
            column = name_start - self._line_starts[index] + 1
            op.location = FileLineColLoc(self._file, IntAttr(line), IntAttr(column))
        return op

    def _get_op_by_name(self, name: str) -> type[Operation]:
        """Report an unknown operation at its name (xDSL points past it)."""
        try:
            return super()._get_op_by_name(name)
        except ParseError as error:
            begin = self.lexer.input.content.rfind(name, 0, self._current_token.span.start)
            self.raise_error(error.msg, begin, begin + len(name))
