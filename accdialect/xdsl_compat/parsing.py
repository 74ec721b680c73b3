"""xDSL 0.74's parser and MLIR lexer, with the private steps the project changes as
public hooks.

MLIR's grammar has rules that xDSL's parser applies in private methods (the result list
before an operation's name, a block, a location, an alias definition, the type of a
number or of a dense literal, ...) and whose behaviour the project's parser
(`accdialect.ir.parser`) adjusts to mlir-opt 22's. Here each step the project overrides
has a public name, the step's own without the underscore (`parse_block` for
`_parse_block`): a subclass defines the hook, and xDSL's parser calls it wherever it
calls the step (`__init_subclass__` binds it under the step's name: no call in
between); `super().parse_block()` is xDSL's step. The token under the parser and the
lexer it reads are public too. `test/xdsl_compat/test_parsing.py` checks that a hook is
called where xDSL calls its step and that the parser without hooks parses as xDSL's.
"""

from collections.abc import Mapping
from typing import Any

from xdsl.parser import Parser
from xdsl.parser.generic_parser import ParserState
from xdsl.utils.lexer import Position
from xdsl.utils.mlir_lexer import MLIRLexer


def _bind_hooks(cls: type, hooks: Mapping[str, str]) -> None:
    """Give the hooks `cls` defines (by public name) the names of xDSL's steps."""
    for hook, step in hooks.items():
        if hook in vars(cls):
            setattr(cls, step, vars(cls)[hook])


_PARSER_HOOKS = {
    "parse_op_result_list": "_parse_op_result_list",
    "register_ssa_definition": "_register_ssa_definition",
    "get_op_by_name": "_get_op_by_name",
    "parse_block": "_parse_block",
    "parse_alias_def": "_parse_alias_def",
    "parse_location": "_parse_location",
    "parse_dialect_symbol_body": "_parse_dialect_symbol_body",
    "parse_attribute_type": "_parse_attribute_type",
    "parse_optional_integer_or_float_type": "_parse_optional_integer_or_float_type",
    "parse_dense_literal_type": "_parse_dense_literal_type",
    "TensorLiteralElement": "_TensorLiteralElement",
}
"""The public hook of each private step of xDSL's `Parser` that a subclass may define."""


class ParserSteps(Parser):
    """xDSL's `Parser` with the hooks of `_PARSER_HOOKS` (see the module doc)."""

    parse_op_result_list = Parser._parse_op_result_list  # pyright: ignore[reportPrivateUsage]
    """The results before an operation's `=`: their names and counts, with spans."""
    register_ssa_definition = Parser._register_ssa_definition  # pyright: ignore[reportPrivateUsage]
    """Defines the values of a result name, resolving the forward references to it."""
    get_op_by_name = Parser._get_op_by_name  # pyright: ignore[reportPrivateUsage]
    """The operation class the context registers for a name."""
    parse_block = Parser._parse_block  # pyright: ignore[reportPrivateUsage]
    """A block: its label, arguments and operations."""
    parse_alias_def = Parser._parse_alias_def  # pyright: ignore[reportPrivateUsage]
    """An attribute or type alias definition (`#a = ...`, `!t = ...`)."""
    parse_location = Parser._parse_location  # pyright: ignore[reportPrivateUsage]
    """The location inside `loc(...)`."""
    parse_dialect_symbol_body = Parser._parse_dialect_symbol_body  # pyright: ignore[reportPrivateUsage]
    """The text of an attribute or type that no loaded dialect defines."""
    parse_attribute_type = Parser._parse_attribute_type  # pyright: ignore[reportPrivateUsage]
    """The type after a number attribute's `:`."""
    parse_optional_integer_or_float_type = (
        Parser._parse_optional_integer_or_float_type)  # pyright: ignore[reportPrivateUsage]
    """A builtin integer or float type (`i32`, `f64`), if one is next."""
    parse_dense_literal_type = Parser._parse_dense_literal_type  # pyright: ignore[reportPrivateUsage]
    """The type of a `dense<...>` literal, checked."""
    TensorLiteralElement = Parser._TensorLiteralElement  # pyright: ignore[reportPrivateUsage]
    """An element of a `dense<...>` literal before its type is known."""

    current_token = Parser._current_token  # pyright: ignore[reportPrivateUsage]
    """The token under the parser."""
    consume_token = Parser._consume_token  # pyright: ignore[reportPrivateUsage]
    """Moves past the token under the parser, which it returns."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _bind_hooks(cls, _PARSER_HOOKS)

    def use_lexer(self, lexer: MLIRLexer) -> None:
        """Parse what `lexer` reads, from its current position (its first token lexed
        now)."""
        self._parser_state = ParserState(lexer)

    def resume_at(self, position: Position) -> None:
        """Continue parsing at `position` of the input (the token there lexed now), as
        xDSL's `_resume_from(position)`."""
        self.lexer.pos = position
        self._parser_state.current_token = self.lexer.lex()  # pyright: ignore[reportPrivateUsage]


_LEXER_HOOKS = {
    "lex_string_literal": "_lex_string_literal",
    "string_literal_pattern": "_unescaped_characters_regex",
}
"""The public hook of each private step of xDSL's `MLIRLexer` a subclass may define."""


class LexerSteps(MLIRLexer):
    """xDSL's `MLIRLexer` with the hooks of `_LEXER_HOOKS` (see the module doc)."""

    lex_string_literal = MLIRLexer._lex_string_literal  # pyright: ignore[reportPrivateUsage]
    """A string literal starting at a position: a string, or bytes when its escapes
    are not UTF-8."""
    string_literal_pattern = MLIRLexer._unescaped_characters_regex  # pyright: ignore[reportPrivateUsage]
    """The pattern a string literal matches, quotes included."""

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        _bind_hooks(cls, _LEXER_HOOKS)
