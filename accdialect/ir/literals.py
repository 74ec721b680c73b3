"""MLIR 22's rules for the literals xDSL 0.74's parser reads otherwise.

xDSL builds an integer attribute its type cannot hold and fails with a Python
exception (`VerifyException`, `ValueError`, `struct.error`) where mlir-opt reports an
error at the literal; it reads an integer literal written where a float is expected as
the number it writes, where MLIR reads a hexadecimal one as the float's bit pattern and
rejects a decimal one; it bounds neither the width of an integer type nor a
dimension, nor the elements of a dense literal. `LiteralParser` reads them as mlir-opt
22 does, with its messages, at the literal's digits (`test/dialects/test_dense_literal.py`,
`test/tools/test_malformed_input.py`).
"""

import math
import re
from dataclasses import dataclass
from functools import cache
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    DYNAMIC_INDEX,
    AnyDenseElement,
    AnyFloat,
    ComplexType,
    FloatAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    RankedStructure,
    Signedness,
)
from xdsl.ir import Attribute, TypeAttribute
from xdsl.irdl import AttrConstraint, base
from xdsl.parser import AttrParser
from xdsl.utils.exceptions import VerifyException
from xdsl.utils.lexer import Position, Span

from accdialect.ir.diagnostics import LocatedParseError
from accdialect.xdsl_compat.parsing import ParserSteps

_OUT_OF_RANGE = re.compile(r"Integer value (-?\d+) is out of range for type ")
"""xDSL 0.74's message for an integer its type cannot hold (`IntegerType.verify_value`,
raised as `VerifyException` by `IntegerAttr`; `get_normalized_value`, raised as
`ValueError` by the attributes that pack integers, e.g. `DenseArrayBase.from_list`)."""

INDEX_RANGE = IntegerType(64, Signedness.SIGNED)
"""The values of an `index` constant: MLIR stores them in 64 signed bits (xDSL does
not bound them, and fails to pack a larger one into a dense literal)."""

MAX_DIMENSION = (1 << 63) - 1
"""MLIR's largest dimension of a shape (`int64_t`)."""

MAX_INTEGER_WIDTH = 16777215
"""MLIR's `IntegerType::kMaxWidth` (xDSL 0.74 has no bound: `i100000000000` took
forever to compute its range)."""

MAX_DENSE_ELEMENTS = 1 << 24
"""The most elements of a `dense<...>` literal the parser builds: xDSL 0.74 stores
every element, so `dense<0> : tensor<4294967297xi32>` filled the memory (MLIR
keeps a splat as one value)."""


def _number_start(span: Span[str]) -> Position:
    """Where the digits of a tensor literal's element start (after its `-`), where
    MLIR points at a value out of range."""
    return span.end - len(span.text.lstrip("-").lstrip())


_INTEGER_LITERAL = re.compile(r"(-?)\s*(0[xX][0-9a-fA-F]+|[0-9]+)(?![0-9a-zA-Z_.$])")
"""An integer literal, its sign and its digits (MLIR's lexer: hexadecimal or decimal)."""


def _float_of_integer_literal(parser: AttrParser, sign: str, digits: str, start: Position,
                              t: AnyFloat) -> float:
    """The value of float type `t` that an integer literal written where a float is
    expected stands for, as mlir-opt 22 reads it: a hexadecimal literal is the bit
    pattern of the value (no sign, at most the type's width); a decimal one is an
    error, with MLIR's note. `start`: where the digits start (MLIR's caret)."""
    at = Span(start, start + 1, parser.lexer.input)
    if digits[:2] not in ("0x", "0X"):
        raise LocatedParseError(at, "unexpected decimal integer literal for a floating point value",
                                "add a trailing dot to make the literal a float")
    if sign:
        parser.raise_error("hexadecimal float literal should not have a leading minus", at)
    bits = int(digits, 16)
    if bits.bit_length() > t.bitwidth:
        parser.raise_error("hexadecimal float constant out of range for type", at)
    try:
        size = t.compile_time_size
    except NotImplementedError:  # xDSL 0.74 packs no f80 or f128 (nor keeps their values)
        parser.raise_error(f"a hexadecimal literal of type {t} is not supported", at)
    return next(t.iter_unpack(bits.to_bytes(size, "little")))


@cache
def _dense_literal_type() -> AttrConstraint[RankedStructure[AnyDenseElement]]:
    """The types a dense literal may have (xDSL's `parse_dense_literal_type`)."""
    return base(RankedStructure[IntegerType | IndexType | AnyFloat | ComplexType])




class LiteralParser(ParserSteps):
    """xDSL's `Parser`, reading literals and builtin types as mlir-opt 22 does (see
    the module doc)."""

    def __init__(self, ctx: Context, input: str | bytes, name: str = "<unknown>") -> None:
        super().__init__(ctx, input, name)
        self._attribute_type: Attribute | None = None
        """The type of the last number attribute read (`parse_attribute_type`)."""
        self._integers: dict[int, Position] = {}
        """Where the last integer literal of each value read by `parse_optional_integer`
        starts (at its `-`, when it read the sign)."""

    def _out_of_range_literal(self, error: Exception, unsigned: bool = False) -> Span[str] | None:
        """The integer literal that `error` says is out of range for its type, if it
        is one of those read; `unsigned`: read without its sign."""
        match = _OUT_OF_RANGE.match(str(error))
        if match is None:
            return None
        value = int(match.group(1))
        start = self._integers.get(abs(value) if unsigned else value)
        if start is None:
            return None
        return Span(start, start + 1, self.lexer.input)

    def parse_optional_integer(
        self, allow_boolean: bool = True, allow_negative: bool = True
    ) -> int | None:
        """xDSL's; remembers where the literal starts (`_out_of_range_literal`)."""
        start = self.current_token.span.start
        value = super().parse_optional_integer(allow_boolean, allow_negative)
        if value is not None:
            self._integers[value] = start
        return value

    def parse_attribute_type(self) -> Attribute:
        """xDSL's; the type is kept for `parse_optional_builtin_int_or_float_attr`."""
        self._attribute_type = super().parse_attribute_type()
        return self._attribute_type

    def parse_optional_builtin_int_or_float_attr(self) -> IntegerAttr | FloatAttr | None:
        """xDSL's; a value its integer type cannot hold is MLIR's error at the
        literal's digits (xDSL raised `VerifyException` from building it); an integer
        literal of a float type is read as mlir-opt reads it
        (`_float_of_integer_literal`: xDSL took a decimal one, and a negative
        hexadecimal one, for the number they write)."""
        integer = _INTEGER_LITERAL.match(self.lexer.input.content, self.current_token.span.start)
        self._attribute_type = None
        try:
            attr = super().parse_optional_builtin_int_or_float_attr()
        except VerifyException as error:
            literal = self._out_of_range_literal(error, unsigned=True)
            if literal is None:
                raise
            self.raise_error("integer constant out of range for attribute", literal)
        except (OverflowError, NotImplementedError):  # xDSL's bit pattern of a hexadecimal
            # literal too wide for its type, or of a type it does not pack
            if integer is None or not isinstance(self._attribute_type, AnyFloat):
                raise
            _float_of_integer_literal(self, integer.group(1), integer.group(2),
                                      integer.start(2), self._attribute_type)
            raise
        if isinstance(attr, FloatAttr) and integer is not None:
            t = cast(AnyFloat, attr.type)
            attr = FloatAttr(_float_of_integer_literal(
                self, integer.group(1), integer.group(2), integer.start(2), t), t)
        if (isinstance(attr, IntegerAttr) and isinstance(attr.type, IndexType)
                and INDEX_RANGE.normalized_value(attr.value.data) is None):
            start = self._integers[abs(attr.value.data)]
            self.raise_error("integer constant out of range for attribute", start, start + 1)
        return attr

    @dataclass
    class TensorLiteralElement(ParserSteps.TensorLiteralElement):
        """An element of a `dense<...>` literal; a value its integer or index
        element type cannot hold is MLIR's error at its digits (xDSL raised
        `ValueError`, or `struct.error` packing an index)."""

        def to_type(
            self, parser: AttrParser, type: AnyDenseElement
        ) -> int | float | tuple[int, int] | tuple[float, float]:
            if isinstance(type, AnyFloat) and self.value.__class__ is int:
                integer = _INTEGER_LITERAL.match(self.span.text)
                if integer is not None:  # an integer literal where a float is expected
                    return _float_of_integer_literal(parser, integer.group(1), integer.group(2),
                                                     _number_start(self.span), type)
            value = super().to_type(parser, type)
            if isinstance(type, IntegerType | IndexType) and isinstance(value, int):
                holder = INDEX_RANGE if isinstance(type, IndexType) else type
                if holder.normalized_value(value) is None:
                    start = _number_start(self.span)
                    parser.raise_error("integer constant out of range for type", start, start + 1)
            return value

    def parse_shape_dimension(self, allow_dynamic: bool = True) -> int:
        """xDSL's; a dimension larger than MLIR's int64_t is MLIR's error."""
        token = self.current_token
        dimension = super().parse_shape_dimension(allow_dynamic)
        if dimension > MAX_DIMENSION:
            self.raise_error("invalid dimension", token.span)
        return dimension

    def parse_optional_integer_or_float_type(self) -> TypeAttribute | None:
        """xDSL's; an integer type wider than MLIR's widest is MLIR's error."""
        token = self.current_token
        parsed = super().parse_optional_integer_or_float_type()
        if isinstance(parsed, IntegerType) and parsed.width.data > MAX_INTEGER_WIDTH:
            self.raise_error(f"integer bitwidth is limited to {MAX_INTEGER_WIDTH} bits", token.span)
        return parsed

    def parse_dense_literal_type(self) -> RankedStructure[AnyDenseElement]:
        """xDSL's checks, with its constraint built once (xDSL 0.74 builds it for each
        literal, 2-3 ms); more elements than `MAX_DENSE_ELEMENTS` are an error at the
        type."""
        start = self.current_token.span.start
        type = self.expect(self.parse_optional_type, "Dense attribute must be typed!")
        if not _dense_literal_type().verifies(type):
            self.raise_error("Expected memref, vector or tensor type of "
                             "integer, index, float, or complex type")
        type = cast(RankedStructure[AnyDenseElement], type)
        if any(dim == DYNAMIC_INDEX for dim in type.get_shape()):
            self.raise_error("Dense literal attribute should have a static shape.")
        count = math.prod(type.get_shape())
        if count > MAX_DENSE_ELEMENTS:
            self.raise_error(f"dense literal of {count} elements: at most "
                             f"{MAX_DENSE_ELEMENTS} are supported", start,
                             self.current_token.span.start)
        return type
