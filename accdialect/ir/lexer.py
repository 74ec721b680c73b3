"""MLIR's lexer, as xDSL 0.74 lexes it but for string literals, and with the common
tokens read by one pattern."""

import re
from typing import cast

from xdsl.utils.lexer import Position, Span, Token
from xdsl.utils.mlir_lexer import MLIRToken, MLIRTokenKind, StringLiteral

from accdialect.xdsl_compat.parsing import LexerSteps

_SUFFIX_ID = r"(?:[0-9]+|[a-zA-Z$._-][a-zA-Z0-9$._-]*)"
_COMMON_TOKEN = re.compile(
    r"(?>(?://[^\n]*\n?|\s+)*)"
    r"(?:(?P<bare>[a-zA-Z_][a-zA-Z0-9_$.]*)"
    rf"|(?P<percent>%{_SUFFIX_ID})"
    r"|(?P<metadata_end>\#-\})"
    rf"|(?P<hash>\#{_SUFFIX_ID})"
    rf"|(?P<exclamation>!{_SUFFIX_ID})"
    rf"|(?P<caret>\^{_SUFFIX_ID})"
    r"|(?P<at>@[a-zA-Z_][a-zA-Z0-9_$.]*)"
    r"|(?P<arrow>->)"
    r"|(?P<metadata_begin>\{-\#)"
    r"|(?P<punctuation>[:,()}\[\]<>=+/*?|{-])"
    r"|(?P<ellipsis>\.\.\.)"
    r"|(?P<hex>0x[0-9a-fA-F]+)"
    r"|(?P<float>[0-9]+\.[0-9]*(?:[eE][+-]?[0-9]+)?)"
    r"|(?P<integer>[0-9]+)"
    r'|(?P<string>"[^"\\\n\v\f]*"))',
    re.ASCII)
"""Blanks and comments (atomic: a comment is never read again as a `/`), then a token
as xDSL 0.74's `MLIRLexer.lex` reads it: its bare, prefixed and `@` identifiers of
ASCII letters, its punctuation, its numbers, and a string literal without escapes.
Anything else (the end of the input, a non-ASCII letter, an escape, a malformed
token) goes to xDSL's own steps, with their errors."""

_KIND_OF_GROUP = {
    "bare": MLIRTokenKind.BARE_IDENT, "percent": MLIRTokenKind.PERCENT_IDENT,
    "metadata_end": MLIRTokenKind.FILE_METADATA_END, "hash": MLIRTokenKind.HASH_IDENT,
    "exclamation": MLIRTokenKind.EXCLAMATION_IDENT, "caret": MLIRTokenKind.CARET_IDENT,
    "at": MLIRTokenKind.AT_IDENT, "arrow": MLIRTokenKind.ARROW,
    "metadata_begin": MLIRTokenKind.FILE_METADATA_BEGIN,
    "ellipsis": MLIRTokenKind.ELLIPSIS, "hex": MLIRTokenKind.INTEGER_LIT,
    "float": MLIRTokenKind.FLOAT_LIT, "integer": MLIRTokenKind.INTEGER_LIT,
}
_PUNCTUATION = {kind.value: kind for kind in MLIRTokenKind if kind.is_punctuation()}


class StringLinearLexer(LexerSteps):
    """xDSL 0.74's lexer with a string-literal pattern that runs in linear time, and
    its common tokens read by one match of `_COMMON_TOKEN` instead of a step per
    character class: the lexer is a third of the parse of an imported program
    (docs/performance.md "Import and run of a source").

    xDSL's own string-literal pattern nests a `+` inside a `*`, so a string literal
    left without its closing quote backtracks exponentially: `"llvm.store(%a, %p)
    ...` with a missing `"` hung `acc-opt` (and `xdsl-opt`). One character per
    repetition matches the same strings."""

    string_literal_pattern = re.compile(
        r'"(?:[^"\\\n\v\f]|\\(?:["nt\\]|[0-9A-Fa-f]{2}))*"'
    )

    def lex(self) -> MLIRToken:
        """xDSL's `lex`; a common token is one match (a `Token`, not the generic alias
        `MLIRToken`, whose call costs as much as the match)."""
        match = _COMMON_TOKEN.match(self.input.content, self.pos)
        if match is None:
            return super().lex()
        group = cast(str, match.lastgroup)  # one of the alternatives matched
        start, self.pos = match.start(group), match.end()
        if group == "punctuation":
            kind = _PUNCTUATION[match.group(group)]
        elif group == "string":
            return Token(MLIRTokenKind.STRING_LIT, StringLiteral(start, self.pos, self.input))
        else:
            kind = _KIND_OF_GROUP[group]
        return Token(kind, Span(start, self.pos, self.input))

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
