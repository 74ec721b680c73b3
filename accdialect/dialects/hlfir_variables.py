"""flang 22's HLFIR operations on Fortran variables (`HLFIROps.td`): their declaration,
their parts, the variables made of expression values and the copies around a call,
in `fir-opt` 22's custom form (see `accdialect.dialects.hlfir`)."""

from __future__ import annotations

from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerAttr,
    StringAttr,
    UnitAttr,
    i1,
)
from xdsl.irdl import (
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.irdl.declarative_assembly_format import (
    AttributeVariable,
    CustomDirective,
    ParsingState,
    PrintingState,
    VariadicOperandVariable,
    irdl_custom_directive,
)
from xdsl.parser import Parser, UnresolvedOperand
from xdsl.printer import Printer
from xdsl.traits import MemoryAllocEffect, MemoryFreeEffect, NoMemoryEffect

from accdialect.dialects.fir_attributes import FortranVariableFlagsAttr
from accdialect.dialects.fir_memory import UI64, FortranVariableDeclaration
from accdialect.dialects.hlfir_format import functional_type, print_space
from accdialect.dialects.hlfir_types import ExprType


@irdl_custom_directive
class StorageOffset(CustomDirective):
    """`8` in `storage(%buf[8])`: the variable's offset in its storage, printed even
    when it is the default 0."""

    storage_offset: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        self.storage_offset.set(state, IntegerAttr(parser.parse_integer(), UI64))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        offset = self.storage_offset.get(op)
        assert isinstance(offset, IntegerAttr)
        printer.print_string(str(offset.value.data))
        state.last_was_punctuation = False


@irdl_op_definition
class DeclareOp(FortranVariableDeclaration):
    """`hlfir.declare %p(%shape) typeparams %l dummy_scope %s arg 1 storage(%b[8])
    skip_rebox {uniq_name = "_QFEx"} : (...) -> (T, U)`: a Fortran variable, as an HLFIR
    variable and as its FIR address (HLFIROps.td `hlfir_DeclareOp`)."""

    name = "hlfir.declare"

    skip_rebox = opt_prop_def(UnitAttr)
    base = result_def()
    original_base = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    traits = traits_def(MemoryAllocEffect())

    custom_directives = (StorageOffset, functional_type(5))
    assembly_format = """
        $memref (`(` $shape^ `)`)? (`typeparams` $typeparams^)?
        (`dummy_scope` $dummy_scope^ (`arg` $dummy_arg_no^)?)?
        (`storage` `(` $storage^ `[` custom<StorageOffset>($storage_offset) `]` `)`)?
        (`skip_rebox` $skip_rebox^)? attr-dict `:` custom<FunctionalType>(type($memref),
        type($shape), type($typeparams), type($dummy_scope), type($storage), type(results))
    """


@irdl_custom_directive
class DesignatorIndices(CustomDirective):
    """` (%i, %lb:%ub:%step)`: the subscripts, a triplet for each section
    (`HLFIROps.cpp` `printDesignatorIndices`); nothing but the space without any."""

    indices: VariadicOperandVariable
    is_triplet: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        indices: list[UnresolvedOperand] = []
        triplets: list[int] = []

        def parse_subscript() -> None:
            indices.append(parser.parse_unresolved_operand())
            triplet = parser.parse_optional_punctuation(":") is not None
            if triplet:
                indices.append(parser.parse_unresolved_operand())
                parser.parse_punctuation(":")
                indices.append(parser.parse_unresolved_operand())
            triplets.append(int(triplet))

        parser.parse_optional_comma_separated_list(parser.Delimiter.PAREN, parse_subscript)
        self.indices.set(state, indices)
        self.is_triplet.set(state, DenseArrayBase.from_list(i1, triplets))

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        print_space(printer, state)
        indices = iter(self.indices.get(op))
        triplets = self.is_triplet.get(op)
        assert isinstance(triplets, DenseArrayBase)
        sizes = [3 if triplet else 1 for triplet in triplets.iter_values()]
        if sizes:
            printer.print_string("(")
            for number, size in enumerate(sizes):
                if number:
                    printer.print_string(", ")
                printer.print_list([next(indices) for _ in range(size)],
                                   printer.print_ssa_value, ":")
            printer.print_string(")")


@irdl_custom_directive
class DesignatorComplexPart(CustomDirective):
    """` real` or ` imag`: the part of a complex designated (`printDesignatorComplexPart`);
    nothing but the space for the whole."""

    complex_part: AttributeVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        for word, imaginary in (("imag", 1), ("real", 0)):
            if parser.parse_optional_keyword(word) is not None:
                self.complex_part.set(state, IntegerAttr(imaginary, i1))
                return

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        print_space(printer, state)
        part = self.complex_part.get(op)
        if isinstance(part, IntegerAttr):
            printer.print_string("imag" if part.value.data else "real")


@irdl_op_definition
class DesignateOp(IRDLOperation):
    """`hlfir.designate %v{"comp"} <%cshape> (%i, %lb:%ub:%st) substr %a, %b imag shape %s
    typeparams %l : (...) -> T`: a part of a variable: component, element, section,
    substring or complex part (HLFIROps.td `hlfir_DesignateOp`)."""

    name = "hlfir.designate"

    memref = operand_def()
    component = opt_prop_def(StringAttr)
    component_shape = opt_operand_def()
    indices = var_operand_def()
    is_triplet = prop_def(DenseArrayBase)
    substring = var_operand_def()
    complex_part = opt_prop_def(IntegerAttr)
    shape = opt_operand_def()
    typeparams = var_operand_def()
    fortran_attrs = opt_prop_def(FortranVariableFlagsAttr)
    result = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    traits = traits_def(NoMemoryEffect())

    custom_directives = (DesignatorIndices, DesignatorComplexPart, functional_type(6))
    assembly_format = """
        $memref (`{` $component^ `}`)? (`<` $component_shape^ `>`)?
        custom<DesignatorIndices>($indices, $is_triplet)
        (`substr` $substring^)?
        custom<DesignatorComplexPart>($complex_part)
        (`shape` $shape^)? (`typeparams` $typeparams^)? attr-dict `:`
        custom<FunctionalType>(type($memref), type($component_shape), type($indices),
                               type($substring), type($shape), type($typeparams),
                               type(results))
    """


@irdl_op_definition
class ParentComponentOp(IRDLOperation):
    """`hlfir.parent_comp %v shape %s typeparams %l : (...) -> T`: the parent component
    of a variable of an extended type (HLFIROps.td `hlfir_ParentComponentOp`)."""

    name = "hlfir.parent_comp"

    memref = operand_def()
    shape = opt_operand_def()
    typeparams = var_operand_def()
    result = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)

    custom_directives = (functional_type(3),)
    assembly_format = """
        $memref (`shape` $shape^)? (`typeparams` $typeparams^)? attr-dict `:`
        custom<FunctionalType>(type($memref), type($shape), type($typeparams), type(results))
    """


@irdl_op_definition
class AssociateOp(IRDLOperation):
    """`hlfir.associate %e(%shape) typeparams %l {uniq_name = "x"} : (...) -> (T, U, i1)`:
    a variable holding an expression's value, its FIR address, and whether it must be
    freed (HLFIROps.td `hlfir_AssociateOp`)."""

    name = "hlfir.associate"

    source = operand_def()
    shape = opt_operand_def()
    typeparams = var_operand_def()
    uniq_name = opt_prop_def(StringAttr)
    fortran_attrs = opt_prop_def(FortranVariableFlagsAttr)
    base = result_def()
    fir_base = result_def()
    must_free = result_def(i1)

    irdl_options = (AttrSizedOperandSegments(as_property=True), ParsePropInAttrDict())
    traits = traits_def(MemoryAllocEffect())

    custom_directives = (functional_type(3),)
    assembly_format = """
        $source (`(` $shape^ `)`)? (`typeparams` $typeparams^)? attr-dict `:`
        custom<FunctionalType>(type($source), type($shape), type($typeparams), type(results))
    """


@irdl_op_definition
class EndAssociateOp(IRDLOperation):
    """`hlfir.end_associate %var, %must_free : T, i1`: the end of the life of an
    associated variable (HLFIROps.td `hlfir_EndAssociateOp`)."""

    name = "hlfir.end_associate"

    var = operand_def()
    must_free = operand_def(i1)

    traits = traits_def(MemoryFreeEffect())

    assembly_format = "$var `,` $must_free attr-dict `:` type(operands)"


@irdl_op_definition
class AsExprOp(IRDLOperation):
    """`hlfir.as_expr %var move %must_free : (T, i1) -> !hlfir.expr<...>`: a variable's
    value, its storage moved into the expression when `move` (HLFIROps.td
    `hlfir_AsExprOp`)."""

    name = "hlfir.as_expr"

    var = operand_def()
    must_free = opt_operand_def(i1)
    result = result_def(ExprType)

    assembly_format = "$var (`move` $must_free^)? attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class NullOp(IRDLOperation):
    """`hlfir.null !fir.ref<none>`: the NULL() address (HLFIROps.td `hlfir_NullOp`)."""

    name = "hlfir.null"

    result = result_def()

    traits = traits_def(NoMemoryEffect())

    assembly_format = "type(results) attr-dict"


@irdl_op_definition
class CopyInOp(IRDLOperation):
    """`hlfir.copy_in %box to %temp handle_optional %present : (...) -> (T, i1)`: a
    contiguous copy of a variable if it is not contiguous, and whether it was copied
    (HLFIROps.td `hlfir_CopyInOp`)."""

    name = "hlfir.copy_in"

    var = operand_def()
    tempBox = operand_def()
    var_is_present = opt_operand_def(i1)
    copied_in = result_def()
    was_copied = result_def(i1)

    traits = traits_def(MemoryAllocEffect())

    assembly_format = """
        $var `to` $tempBox (`handle_optional` $var_is_present^)?
        attr-dict `:` functional-type(operands, results)
    """


@irdl_op_definition
class CopyOutOp(IRDLOperation):
    """`hlfir.copy_out %temp, %was_copied to %box : (...) -> ()`: the copy back and
    freeing of a `hlfir.copy_in` temporary (HLFIROps.td `hlfir_CopyOutOp`)."""

    name = "hlfir.copy_out"

    temp = operand_def()
    was_copied = operand_def(i1)
    var = opt_operand_def()

    traits = traits_def(MemoryFreeEffect())

    custom_directives = (functional_type(3, results=False),)
    assembly_format = """
        $temp `,` $was_copied (`to` $var^)? attr-dict `:`
        custom<FunctionalType>(type($temp), type($was_copied), type($var))
    """


HLFIR_VARIABLE_OPS: tuple[type[IRDLOperation], ...] = (
    DeclareOp, DesignateOp, ParentComponentOp, AssociateOp, EndAssociateOp, AsExprOp,
    NullOp, CopyInOp, CopyOutOp)
"""The operations on variables, for the dialect's registration."""

