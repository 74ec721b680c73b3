"""The parser and lexer of `xdsl_compat.parsing`: without hooks, they parse as xDSL's;
each hook a subclass defines is called where xDSL's parser calls its private step, and
`super()`'s is xDSL's step; the token and lexer accessors are xDSL's."""

import re
from io import StringIO

import pytest
from compat_inputs import example_texts
from xdsl.dialects.builtin import ModuleOp
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import ParseError
from xdsl.utils.lexer import Input
from xdsl.utils.mlir_lexer import MLIRLexer, MLIRToken, MLIRTokenKind

from accdialect.tools.loading import make_context
from accdialect.xdsl_compat.parsing import _PARSER_HOOKS, LexerSteps, ParserSteps

EVERY_STEP = """#set = loc("alias.c":3:4)
!t = i32
"test.op"() ({
^bb0(%a: i32):
  %0 = "test.op"(%a) {v = 7 : i64, d = dense<[1, 2]> : tensor<2xi32>,
                      u = #unknown.thing<1>} : (i32) -> !t
  "test.op"(%0) [^bb1] : (i32) -> ()
^bb1:
  "test.op"() : () -> () loc("file.c":1:2)
}) : () -> ()
"""
"""A module that goes through every step of `_PARSER_HOOKS`."""


def _printed(module: ModuleOp) -> str:
    out = StringIO()
    Printer(stream=out, print_generic_format=True, print_debuginfo=True).print_op(module)
    return out.getvalue()


SAMPLES = ("acc_loop.mlir", "acc_descriptor_allocatable.mlir", "omp_struct_member_pointer.mlir")
"""Example programs of each dialect (xDSL's own parser takes a second for each)."""


def test_without_hooks_it_parses_as_xdsl():
    texts = [(name, text) for name, text in example_texts() if name in SAMPLES]
    assert len(texts) == len(SAMPLES)
    for name, text in [*texts, ("every step", EVERY_STEP)]:
        ours = ParserSteps(make_context(), text, name).parse_module()
        theirs = Parser(make_context(), text, name).parse_module()
        assert _printed(ours) == _printed(theirs), name


def _recording(calls: list[str]) -> type[ParserSteps]:
    """A parser whose every hook records its name, then does xDSL's step."""

    def hook(name: str):
        def method(self, *args, **kwargs):
            calls.append(name)
            return getattr(super(cls, self), name)(*args, **kwargs)
        return method

    namespace: dict[str, object] = {name: hook(name) for name in _PARSER_HOOKS
                                    if name != "TensorLiteralElement"}

    class Element(ParserSteps.TensorLiteralElement):
        def to_type(self, parser, type):
            calls.append("TensorLiteralElement")
            return super().to_type(parser, type)

    namespace["TensorLiteralElement"] = Element
    cls = type("Recording", (ParserSteps,), namespace)
    return cls


def test_every_hook_is_called_where_xdsl_calls_its_step():
    calls: list[str] = []
    ours = _recording(calls)(make_context(), EVERY_STEP, "in.mlir").parse_module()
    assert set(calls) == set(_PARSER_HOOKS)
    assert _printed(ours) == _printed(Parser(make_context(), EVERY_STEP, "in.mlir").parse_module())


def test_the_token_accessors_are_xdsls():
    parser = ParserSteps(make_context(), "%0 = foo", "in.mlir")
    assert parser.current_token is parser._current_token  # pyright: ignore[reportPrivateUsage]
    assert parser.consume_token().kind is MLIRTokenKind.PERCENT_IDENT
    assert parser.current_token.kind is MLIRTokenKind.EQUAL
    parser.resume_at(0)
    assert parser.current_token.text == "%0"
    parser.use_lexer(MLIRLexer(Input("^bb0", "other.mlir")))
    assert parser.current_token.kind is MLIRTokenKind.CARET_IDENT


class _Recording(LexerSteps):
    """Takes no string literal with an `x` in it, and records where each starts."""

    string_literal_pattern = re.compile(r'"[^"x]*"')

    def __init__(self, input: Input):
        super().__init__(input)
        self.starts: list[int] = []

    def lex_string_literal(self, start_pos: int) -> MLIRToken:
        self.starts.append(start_pos)
        return super().lex_string_literal(start_pos)


def test_lexer_hooks_are_called_where_xdsl_calls_its_steps():
    text = '  "a" "x"'
    ours = _Recording(Input(text, "in.mlir"))
    assert ours.lex().text == '"a"'
    with pytest.raises(ParseError):
        ours.lex()
    assert ours.starts == [2, 6]
    theirs = MLIRLexer(Input(text, "in.mlir"))
    assert [theirs.lex().text for _ in range(2)] == ['"a"', '"x"']
