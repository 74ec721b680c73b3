"""Upstream's memory management operations of the `omp` dialect (OpenMP 5.2 §6.6 the
`allocate` directive; flang's device heap for `target` regions), in mlir-opt 22's
custom form:

    omp.allocate_dir(%x : !llvm.ptr) align(8) allocator(%a)
    %heap = omp.target_allocmem %device : i32, !fir.array<?xf32>, %n
    omp.target_freemem %device, %heap : i32, i64
"""

from __future__ import annotations

from xdsl.dialects.builtin import I64, IndexType, IntegerAttr, IntegerType, StringAttr, i64
from xdsl.ir import Attribute, SSAValue, TypeAttribute
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import OptionalGroupDirective, irdl_custom_directive
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.omp import ClauseList


@irdl_custom_directive
class AllocateDirClauses(ClauseList):
    """The `oilist` of `omp.allocate_dir`."""

    align: OptionalGroupDirective
    allocator: OptionalGroupDirective


@irdl_op_definition
class AllocateDirOp(IRDLOperation):
    """`omp.allocate_dir(%x : T) align(8) allocator(%a)` (OpenMP 5.2 §6.6): the
    variables' storage from an allocator."""

    name = "omp.allocate_dir"

    varList = var_operand_def()
    align = opt_prop_def(IntegerAttr[I64])
    allocator = opt_operand_def(i64)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (AllocateDirClauses,)
    assembly_format = """
        `(` $varList `:` type($varList) `)`
        custom<AllocateDirClauses>(
            (`align` `(` $align^ `)`)?,
            (`allocator` `(` $allocator^ `)`)?
        ) attr-dict
    """

    def verify_(self) -> None:
        if self.align is not None and self.align.value.data <= 0:
            raise VerifyException("attribute 'align' failed to satisfy constraint: 64-bit "
                                  "signless integer attribute whose value is positive")


@irdl_op_definition
class TargetAllocMemOp(IRDLOperation):
    """`%p = omp.target_allocmem %device : i32, T (%len : i32), %extent`: device heap
    memory for a value of type `T` (its length parameters, then its extents), its
    address an `i64`."""

    name = "omp.target_allocmem"

    device = operand_def(IntegerType)
    in_type = prop_def(TypeAttribute)
    uniq_name = opt_prop_def(StringAttr)
    bindc_name = opt_prop_def(StringAttr)
    typeparams = var_operand_def(IntegerType | IndexType)
    shape = var_operand_def(IntegerType | IndexType)
    result = result_def(i64)

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    @classmethod
    def parse(cls, parser: Parser) -> TargetAllocMemOp:
        device = parser.parse_unresolved_operand()
        parser.parse_punctuation(":")
        device_type = parser.parse_type()
        parser.parse_punctuation(",")
        in_type = parser.parse_type()
        typeparams: list[SSAValue] = []
        if parser.parse_optional_punctuation("("):
            params = parser.parse_comma_separated_list(parser.Delimiter.NONE,
                                                       parser.parse_unresolved_operand)
            parser.parse_punctuation(":")
            types = parser.parse_comma_separated_list(parser.Delimiter.NONE,
                                                      parser.parse_type)
            parser.parse_punctuation(")")
            typeparams = list(parser.resolve_operands(params, types, parser.pos))
        shape: list[SSAValue] = []
        if parser.parse_optional_punctuation(","):
            extents = parser.parse_comma_separated_list(parser.Delimiter.NONE,
                                                        parser.parse_unresolved_operand)
            shape = [parser.resolve_operand(extent, IndexType()) for extent in extents]
        attributes = dict(parser.parse_optional_attr_dict())
        properties: dict[str, Attribute] = {"in_type": in_type}
        for name in ("uniq_name", "bindc_name"):
            if name in attributes:
                properties[name] = attributes.pop(name)
        return cls.build(operands=[parser.resolve_operand(device, device_type), typeparams,
                                   shape],
                         properties=properties, attributes=attributes, result_types=[i64])

    def print(self, printer: Printer) -> None:
        printer.print_string(" ")
        printer.print_ssa_value(self.device)
        printer.print_string(" : ")
        printer.print_attribute(self.device.type)
        printer.print_string(", ")
        printer.print_attribute(self.in_type)
        if self.typeparams:
            printer.print_string("(")
            printer.print_list(self.typeparams, printer.print_ssa_value)
            printer.print_string(" : ")
            printer.print_list(self.typeparams.types, printer.print_attribute)
            printer.print_string(")")
        for extent in self.shape:
            printer.print_string(", ")
            printer.print_ssa_value(extent)
        names = {name: self.properties[name] for name in ("bindc_name", "uniq_name")
                 if name in self.properties}
        printer.print_op_attributes({**names, **self.attributes})


@irdl_op_definition
class TargetFreeMemOp(IRDLOperation):
    """`omp.target_freemem %device, %heap : i32, i64`: frees `omp.target_allocmem`'s
    memory."""

    name = "omp.target_freemem"

    device = operand_def(IntegerType)
    heapref = operand_def(i64)

    assembly_format = "$device `,` $heapref attr-dict `:` type($device) `,` type($heapref)"
