"""xDSL's `func` dialect with the two operations of mlir-opt 22's that xDSL 0.74 lacks:
`func.constant @f : (i32) -> i32`, a function as a value, and `func.call_indirect
%f(%a) : (i32) -> i32`, a call of one (upstream's OpenACC routine tests use both); and
`func.func` keeping the argument attributes of a declaration, which xDSL 0.74 reads
and drops (flang declares an OPTIONAL dummy of an interface
`func.func private @f(!fir.ref<i32> {fir.optional})`)."""

from xdsl.dialects import func as xfunc
from xdsl.dialects.builtin import ArrayAttr, DictionaryAttr, FunctionType, SymbolRefAttr
from xdsl.ir import Dialect
from xdsl.irdl import (
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
    var_result_def,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import Pure
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.inherit import with_fields_of
from accdialect.xdsl_compat.parsing import ParserSteps


@irdl_op_definition
class ConstantOp(IRDLOperation):
    """Upstream `func.constant`: the function `value` names, of the result's type."""

    name = "func.constant"

    value = prop_def(SymbolRefAttr)
    res = result_def(FunctionType)

    traits = traits_def(Pure())

    assembly_format = "attr-dict $value `:` type(results)"


@irdl_op_definition
class CallIndirectOp(IRDLOperation):
    """Upstream `func.call_indirect %f(%a) : (i32) -> i32`: a call of the function
    value `callee`, whose type gives the operands' and results' types."""

    name = "func.call_indirect"

    callee = operand_def(FunctionType)
    callee_operands = var_operand_def()
    results_ = var_result_def()

    def verify_(self) -> None:
        callee = self.callee.type
        assert isinstance(callee, FunctionType)
        if tuple(callee.inputs.data) != tuple(o.type for o in self.callee_operands):
            raise VerifyException("callee operand types do not match the callee's type")
        if tuple(callee.outputs.data) != tuple(r.type for r in self.results):
            raise VerifyException("result types do not match the callee's type")

    @classmethod
    def parse(cls, parser: Parser) -> "CallIndirectOp":
        callee = parser.parse_unresolved_operand()
        arguments = parser.parse_comma_separated_list(parser.Delimiter.PAREN,
                                                      parser.parse_unresolved_operand)
        attributes = parser.parse_optional_attr_dict()
        parser.parse_punctuation(":")
        where = parser.pos
        function_type = parser.parse_type()
        if not isinstance(function_type, FunctionType):
            parser.raise_error("expected a function type", where)
        operands = parser.resolve_operands([callee, *arguments],
                                           [function_type, *function_type.inputs.data], where)
        return cls.create(operands=operands, result_types=function_type.outputs.data,
                          attributes=attributes)

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_operand(self.callee)
        printer.print_string("(")
        printer.print_list(self.callee_operands, printer.print_operand)
        printer.print_string(")")
        printer.print_op_attributes(self.attributes)
        printer.print_string(" : ")
        printer.print_attribute(self.callee.type)


@irdl_op_definition
@with_fields_of(xfunc.FuncOp)
class FuncOp(xfunc.FuncOp):
    """xDSL's `func.func`; a declaration keeps its arguments' attributes."""

    name = "func.func"

    @classmethod
    def parse(cls, parser: Parser) -> xfunc.FuncOp:
        start = parser.pos
        func = xfunc.FuncOp.parse(parser)
        if func.body.blocks or func.arg_attrs is not None or not isinstance(parser, ParserSteps):
            return func
        end = parser.pos
        parser.resume_at(start)
        parser.parse_optional_visibility_keyword()
        parser.parse_symbol_name()
        attributes = parser.parse_comma_separated_list(
            Parser.Delimiter.PAREN,
            lambda: (parser.parse_type(), parser.parse_optional_dictionary_attr_dict())[1])
        parser.resume_at(end)
        if any(attributes):
            func.arg_attrs = ArrayAttr(DictionaryAttr(a) for a in attributes)
        return func


FUNC = Dialect("func", [*(op for op in xfunc.Func.operations if op is not xfunc.FuncOp), FuncOp,
                        ConstantOp, CallIndirectOp],
               list(xfunc.Func.attributes))
