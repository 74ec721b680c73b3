"""The project's MLIR lexer (`accdialect.ir.lexer`) gives the tokens xDSL 0.74's steps
give, kind and span, and their errors where they raise one: on every `.mlir` file of
the repository's tests and examples, on the corners of MLIR's token grammar (MLIR
LangRef "Lexical structure"), and on random texts over that grammar's characters."""

from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRTokenKind

from accdialect.ir.lexer import StringLinearLexer
from accdialect.xdsl_compat.parsing import LexerSteps
from support.paths import EXAMPLES

ROOT = Path(__file__).resolve().parents[2]
MLIR_FILES = sorted({*EXAMPLES.glob("*.mlir"), *(ROOT / "test").rglob("*.mlir")})


def _tokens(text: str, lex) -> list[tuple[object, ...]]:
    """(kind, start, end, span class) of each token `lex` reads from `text`, up to the
    end of the input, or the error it raised last, with its place."""
    lexer = StringLinearLexer(Input(text, "t.mlir"))
    tokens: list[tuple[object, ...]] = []
    while True:
        try:
            token = lex(lexer)
        except ParseError as error:
            return [*tokens, ("error", str(error))]
        tokens.append((token.kind, token.span.start, token.span.end,
                       type(token.span).__name__))
        if token.kind is MLIRTokenKind.EOF:
            return tokens


def _same_tokens(text: str) -> None:
    assert _tokens(text, StringLinearLexer.lex) == _tokens(text, LexerSteps.lex)


def test_repository_files_lex_as_xdsl_lexes_them():
    """Each file's first 20,000 characters (xDSL's steps take a second for 100,000)."""
    assert len(MLIR_FILES) > 100
    for path in MLIR_FILES:
        _same_tokens(path.read_text(errors="replace")[:20_000])


CORNERS = [
    "#-}", "{-#", "{", "{-", "->", "-", "- >", "...", "..", ".", "0x1F", "0x", "0xg",
    "00x1", "1.5e+3", "1.e", "1.", "1e5", "7", "%0abc", "%a.b-c", "%", "^bb0", "^",
    "!t", "!", "#x", "#", "#-", "@sym", '@"quoted sym"', "@", "@1", '""', '"plain"',
    '"esc\\n\\22"', '"open', "// a comment /\n/ // two\n// no newline",
    "// comment then \u00e9\n_x", "\u00e9", "id\u00e9", "$", "%\u00e9", "#\u00e9",
    "@\u00e9", ":,()}[]<>=+/*?|{", "x\u00a0y \t\r\n\f\v z", "",
]
"""One token kind, or one of xDSL's errors, each: an error ends the input's tokens."""


@pytest.mark.parametrize("text", CORNERS)
def test_token_grammar_corners(text):
    _same_tokens(text)


@given(st.text(alphabet=st.sampled_from(list(
    "ab_Z09.$-x#!^%@\"\\/:,()[]{}<>=+*?|eE é\n\t")), max_size=40))
def test_random_texts(text):
    _same_tokens(text)
