"""flang 22's HLFIR operations of Fortran's transformational and character intrinsic
functions (`HLFIROps.td`): reductions (SUM, MAXLOC, COUNT, ...), array products and
rearrangements (MATMUL, TRANSPOSE, RESHAPE, CSHIFT, ...) and character operations
(concatenation, comparison, TRIM, INDEX, MAX/MIN), in `fir-opt` 22's custom form (see
`accdialect.dialects.hlfir`)."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.arith import CMPI_COMPARISON_OPERATIONS, FastMathFlagsAttr
from xdsl.dialects.builtin import IntegerAttr, IntegerType, i1, i32, i64
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

from accdialect.dialects.hlfir_format import functional_type
from accdialect.dialects.hlfir_types import ExprType

_FASTMATH_NONE = FastMathFlagsAttr("none")
_DICT_AND_TYPES = "attr-dict `:` functional-type(operands, results)"


class _KeywordEnum(CustomDirective):
    """An MLIR integer enum attribute written as its keyword (`eq`, `max`): the
    attribute is the keyword's index in `KEYWORDS`, of type `TYPE`."""

    KEYWORDS: ClassVar[tuple[str, ...]]
    TYPE: ClassVar[IntegerType] = i64
    predicate: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        start = parser.pos
        word = parser.parse_identifier()
        if word not in self.KEYWORDS:
            parser.raise_error(f"invalid predicate '{word}'", start, parser.pos)
        self.predicate.set(state, IntegerAttr(self.KEYWORDS.index(word), self.TYPE))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        predicate = self.predicate.get(op)
        assert isinstance(predicate, IntegerAttr)
        state.print_whitespace(printer)
        printer.print_string(self.KEYWORDS[predicate.value.data])


@irdl_custom_directive
class CmpIPredicate(_KeywordEnum):
    """`eq`, `slt`, ...: an `arith::CmpIPredicate` (`predicate = 2 : i64`)."""

    KEYWORDS = tuple(CMPI_COMPARISON_OPERATIONS)
    predicate: AttributeVariable


@irdl_custom_directive
class CharExtremumPredicate(_KeywordEnum):
    """`min` or `max`: an `hlfir::CharExtremumPredicate` (`predicate = 1 : i32`)."""

    KEYWORDS = ("min", "max")
    TYPE = i32
    predicate: AttributeVariable


# ---------------------------------------------------------------------------
# Reductions
# ---------------------------------------------------------------------------


class _Reduction(IRDLOperation):
    """`hlfir.X %array dim %d mask %m {fastmath = ...} : (...) -> T`: an arithmetic
    reduction of an array, along a dimension, of the elements a mask selects."""

    array = operand_def()
    dim = opt_operand_def()
    mask = opt_operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=_FASTMATH_NONE)
    result = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())

    custom_directives = (functional_type(3),)
    assembly_format = """
        $array (`dim` $dim^)? (`mask` $mask^)? attr-dict `:`
        custom<FunctionalType>(type($array), type($dim), type($mask), type(results))
    """


@irdl_op_definition
class SumOp(_Reduction):
    """`hlfir.sum %a dim %d mask %m : (...) -> T`: SUM (HLFIROps.td `hlfir_SumOp`)."""

    name = "hlfir.sum"


@irdl_op_definition
class ProductOp(_Reduction):
    """`hlfir.product %a dim %d mask %m : (...) -> T`: PRODUCT (HLFIROps.td
    `hlfir_ProductOp`)."""

    name = "hlfir.product"


@irdl_op_definition
class MaxvalOp(_Reduction):
    """`hlfir.maxval %a dim %d mask %m : (...) -> T`: MAXVAL (HLFIROps.td
    `hlfir_MaxvalOp`)."""

    name = "hlfir.maxval"


@irdl_op_definition
class MinvalOp(_Reduction):
    """`hlfir.minval %a dim %d mask %m : (...) -> T`: MINVAL (HLFIROps.td
    `hlfir_MinvalOp`)."""

    name = "hlfir.minval"


class _Location(IRDLOperation):
    """`hlfir.X %array dim %d mask %m back %b {fastmath = ...} : (...) -> T`: the
    subscripts of an extreme element, the last one when `back` is true."""

    array = operand_def()
    dim = opt_operand_def()
    mask = opt_operand_def()
    back = opt_operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=_FASTMATH_NONE)
    result = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())

    custom_directives = (functional_type(4),)
    assembly_format = """
        $array (`dim` $dim^)? (`mask` $mask^)? (`back` $back^)? attr-dict `:`
        custom<FunctionalType>(type($array), type($dim), type($mask), type($back),
                               type(results))
    """


@irdl_op_definition
class MaxlocOp(_Location):
    """`hlfir.maxloc %a dim %d mask %m back %b : (...) -> T`: MAXLOC (HLFIROps.td
    `hlfir_MaxlocOp`)."""

    name = "hlfir.maxloc"


@irdl_op_definition
class MinlocOp(_Location):
    """`hlfir.minloc %a dim %d mask %m back %b : (...) -> T`: MINLOC (HLFIROps.td
    `hlfir_MinlocOp`)."""

    name = "hlfir.minloc"


class _LogicalReduction(IRDLOperation):
    """`hlfir.X %mask dim %d : (...) -> T`: a reduction of a logical array."""

    mask = operand_def()
    dim = opt_operand_def()
    result = result_def()

    assembly_format = f"$mask (`dim` $dim^)? {_DICT_AND_TYPES}"


@irdl_op_definition
class AllOp(_LogicalReduction):
    """`hlfir.all %mask dim %d : (...) -> T`: ALL (HLFIROps.td `hlfir_AllOp`)."""

    name = "hlfir.all"


@irdl_op_definition
class AnyOp(_LogicalReduction):
    """`hlfir.any %mask dim %d : (...) -> T`: ANY (HLFIROps.td `hlfir_AnyOp`)."""

    name = "hlfir.any"


@irdl_op_definition
class CountOp(_LogicalReduction):
    """`hlfir.count %mask dim %d : (...) -> T`: COUNT (HLFIROps.td `hlfir_CountOp`)."""

    name = "hlfir.count"


# ---------------------------------------------------------------------------
# Array products and rearrangements
# ---------------------------------------------------------------------------


class _Product(IRDLOperation):
    """`hlfir.X %lhs %rhs {fastmath = ...} : (...) -> T`: a product of two arrays."""

    lhs = operand_def()
    rhs = operand_def()
    fastmath = prop_def(FastMathFlagsAttr, default_value=_FASTMATH_NONE)
    result = result_def()

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = f"$lhs $rhs {_DICT_AND_TYPES}"


@irdl_op_definition
class MatmulOp(_Product):
    """`hlfir.matmul %a %b : (...) -> !hlfir.expr<...>`: MATMUL (HLFIROps.td
    `hlfir_MatmulOp`)."""

    name = "hlfir.matmul"
    result = result_def(ExprType)


@irdl_op_definition
class MatmulTransposeOp(_Product):
    """`hlfir.matmul_transpose %a %b : (...) -> !hlfir.expr<...>`: MATMUL(TRANSPOSE(a), b)
    (HLFIROps.td `hlfir_MatmulTransposeOp`)."""

    name = "hlfir.matmul_transpose"
    result = result_def(ExprType)


@irdl_op_definition
class DotProductOp(_Product):
    """`hlfir.dot_product %a %b : (...) -> T`: DOT_PRODUCT (HLFIROps.td
    `hlfir_DotProductOp`)."""

    name = "hlfir.dot_product"


@irdl_op_definition
class TransposeOp(IRDLOperation):
    """`hlfir.transpose %a : (...) -> !hlfir.expr<...>`: TRANSPOSE (HLFIROps.td
    `hlfir_TransposeOp`)."""

    name = "hlfir.transpose"

    array = operand_def()
    result = result_def(ExprType)

    assembly_format = f"$array {_DICT_AND_TYPES}"


@irdl_op_definition
class CShiftOp(IRDLOperation):
    """`hlfir.cshift %a %shift dim %d : (...) -> !hlfir.expr<...>`: CSHIFT (HLFIROps.td
    `hlfir_CShiftOp`)."""

    name = "hlfir.cshift"

    array = operand_def()
    shift = operand_def()
    dim = opt_operand_def()
    result = result_def(ExprType)

    assembly_format = f"$array $shift (`dim` $dim^)? {_DICT_AND_TYPES}"


@irdl_op_definition
class EOShiftOp(IRDLOperation):
    """`hlfir.eoshift %a %shift boundary %b dim %d : (...) -> !hlfir.expr<...>`: EOSHIFT
    (HLFIROps.td `hlfir_EOShiftOp`)."""

    name = "hlfir.eoshift"

    array = operand_def()
    shift = operand_def()
    boundary = opt_operand_def()
    dim = opt_operand_def()
    result = result_def(ExprType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (functional_type(4),)
    assembly_format = """
        $array $shift (`boundary` $boundary^)? (`dim` $dim^)? attr-dict `:`
        custom<FunctionalType>(type($array), type($shift), type($boundary), type($dim),
                               type(results))
    """


@irdl_op_definition
class ReshapeOp(IRDLOperation):
    """`hlfir.reshape %a %shape pad %p order %o : (...) -> !hlfir.expr<...>`: RESHAPE
    (HLFIROps.td `hlfir_ReshapeOp`)."""

    name = "hlfir.reshape"

    array = operand_def()
    shape = operand_def()
    pad = opt_operand_def()
    order = opt_operand_def()
    result = result_def(ExprType)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (functional_type(4),)
    assembly_format = """
        $array $shape (`pad` $pad^)? (`order` $order^)? attr-dict `:`
        custom<FunctionalType>(type($array), type($shape), type($pad), type($order),
                               type(results))
    """


# ---------------------------------------------------------------------------
# Characters
# ---------------------------------------------------------------------------


@irdl_op_definition
class ConcatOp(IRDLOperation):
    """`hlfir.concat %a, %b len %l : (...) -> !hlfir.expr<!fir.char<K,L>>`: the
    concatenation of character strings, of length `%l` (HLFIROps.td `hlfir_ConcatOp`)."""

    name = "hlfir.concat"

    strings = var_operand_def()
    length = operand_def()
    result = result_def(ExprType)

    assembly_format = f"$strings `len` $length {_DICT_AND_TYPES}"


@irdl_op_definition
class CmpCharOp(IRDLOperation):
    """`hlfir.cmpchar slt %a %b : (...) -> i1`: a comparison of character strings
    (HLFIROps.td `hlfir_CmpCharOp`)."""

    name = "hlfir.cmpchar"

    predicate = prop_def(IntegerAttr)
    lchr = operand_def()
    rchr = operand_def()
    result = result_def(i1)

    custom_directives = (CmpIPredicate,)
    assembly_format = f"custom<CmpIPredicate>($predicate) $lchr $rchr {_DICT_AND_TYPES}"


@irdl_op_definition
class CharTrimOp(IRDLOperation):
    """`hlfir.char_trim %c : (...) -> !hlfir.expr<!fir.char<K,?>>`: TRIM (HLFIROps.td
    `hlfir_CharTrimOp`)."""

    name = "hlfir.char_trim"

    chr = operand_def()
    result = result_def(ExprType)

    assembly_format = f"$chr {_DICT_AND_TYPES}"


@irdl_op_definition
class IndexOp(IRDLOperation):
    """`hlfir.index %sub in %str back %b : (...) -> i32`: INDEX (HLFIROps.td
    `hlfir_IndexOp`)."""

    name = "hlfir.index"

    substr = operand_def()
    str = operand_def()
    back = opt_operand_def()
    result = result_def()

    assembly_format = f"$substr `in` $str (`back` $back^)? {_DICT_AND_TYPES}"


@irdl_op_definition
class CharExtremumOp(IRDLOperation):
    """`hlfir.char_extremum max, %a, %b : (...) -> !hlfir.expr<!fir.char<K,L>>`: MAX or
    MIN of character strings (HLFIROps.td `hlfir_CharExtremumOp`)."""

    name = "hlfir.char_extremum"

    predicate = prop_def(IntegerAttr)
    strings = var_operand_def()
    result = result_def(ExprType)

    custom_directives = (CharExtremumPredicate,)
    assembly_format = f"custom<CharExtremumPredicate>($predicate) `,` $strings {_DICT_AND_TYPES}"


HLFIR_INTRINSIC_OPS: tuple[type[IRDLOperation], ...] = (
    SumOp, ProductOp, MaxvalOp, MinvalOp, MaxlocOp, MinlocOp, AllOp, AnyOp, CountOp,
    MatmulOp, MatmulTransposeOp, DotProductOp, TransposeOp, CShiftOp, EOShiftOp, ReshapeOp,
    ConcatOp, CmpCharOp, CharTrimOp, IndexOp, CharExtremumOp)
"""The operations of intrinsic functions, for the dialect's registration."""
