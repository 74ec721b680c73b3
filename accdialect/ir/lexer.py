"""MLIR's lexer, as xDSL 0.74 lexes it but for string literals."""

import re

from xdsl.utils.lexer import Position
from xdsl.utils.mlir_lexer import MLIRToken, MLIRTokenKind, StringLiteral

from accdialect.xdsl_compat.parsing import LexerSteps


class StringLinearLexer(LexerSteps):
    """xDSL 0.74's lexer with a string-literal pattern that runs in linear time.

    Its own pattern nests a `+` inside a `*`, so a string literal left without its
    closing quote backtracks exponentially: `"llvm.store(%a, %p) ...` with a
    missing `"` hung `acc-opt` (and `xdsl-opt`). One character per repetition
    matches the same strings."""

    string_literal_pattern = re.compile(
        r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
    )

    def lex_string_literal(self, start_pos: Position) -> MLIRToken:
        """A literal whose escapes spell valid UTF-8 is a string, as MLIR reads it back
        (`"o.a\\CC\\81"` is how mlir-opt and the printer write `"o.á"`); xDSL 0.74
        takes only ASCII ones for strings, so a name with a non-ASCII character
        printed by `acc-opt` did not read back (fuzz seed 1 case 4775)."""
        token = super().lex_string_literal(start_pos)
        if token.kind is MLIRTokenKind.BYTES_LIT:
            try:
                StringLiteral.from_span(token.span).bytes_contents.decode()
            except UnicodeDecodeError:
                return token
            return MLIRToken(MLIRTokenKind.STRING_LIT, token.span)
        return token
