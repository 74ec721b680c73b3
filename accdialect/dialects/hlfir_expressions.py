"""flang 22's HLFIR operations on expression values (`HLFIROps.td`): elemental
expressions and their elements, the shape and length of a value, its end of life and
its evaluation in memory, in `fir-opt` 22's custom form (see
`accdialect.dialects.hlfir`)."""

from __future__ import annotations

from typing import ClassVar

from xdsl.dialects.builtin import IndexType, IntegerAttr, UnitAttr
from xdsl.irdl import (
    AnyAttr,
    AttrSizedOperandSegments,
    IRDLOperation,
    ParsePropInAttrDict,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    opt_operand_def,
    opt_prop_def,
    prop_def,
    region_def,
    result_def,
    traits_def,
    var_operand_def,
)
from xdsl.traits import (
    HasParent,
    IsTerminator,
    MemoryAllocEffect,
    MemoryFreeEffect,
    NoMemoryEffect,
    Pure,
    RecursiveMemoryEffect,
    SameOperandsAndResultType,
)

from accdialect.dialects.fir_types import ShapeType
from accdialect.dialects.hlfir_format import EndRegion, functional_type
from accdialect.dialects.hlfir_types import ExprType


@irdl_op_definition
class ElementalOp(IRDLOperation):
    """`hlfir.elemental %shape mold %m typeparams %l unordered : (...) -> !hlfir.expr<...>
    { ^bb0(%i: index): ... hlfir.yield_element %v : T }`: an array expression given by
    the value of each element (HLFIROps.td `hlfir_ElementalOp`)."""

    name = "hlfir.elemental"

    shape = operand_def()
    mold = opt_operand_def()
    typeparams = var_operand_def()
    unordered = opt_prop_def(UnitAttr)
    result = result_def(ExprType)
    region = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(RecursiveMemoryEffect(), MemoryAllocEffect())

    custom_directives = (functional_type(3),)
    assembly_format = """
        $shape (`mold` $mold^)? (`typeparams` $typeparams^)? (`unordered` $unordered^)?
        attr-dict `:`
        custom<FunctionalType>(type($shape), type($mold), type($typeparams), type(results))
        $region
    """


@irdl_op_definition
class YieldElementOp(IRDLOperation):
    """`hlfir.yield_element %v : T`: the value of an element of a `hlfir.elemental`
    (HLFIROps.td `hlfir_YieldElementOp`)."""

    name = "hlfir.yield_element"

    element_value = operand_def()

    traits = traits_def(IsTerminator(), HasParent(ElementalOp), Pure())

    assembly_format = "$element_value attr-dict `:` type($element_value)"


@irdl_op_definition
class ApplyOp(IRDLOperation):
    """`hlfir.apply %e, %i, %j typeparams %l : (...) -> T`: the value of an element of
    an array expression (HLFIROps.td `hlfir_ApplyOp`)."""

    name = "hlfir.apply"

    expr = operand_def(ExprType)
    indices = var_operand_def(IndexType)
    typeparams = var_operand_def()
    element_value = result_def()

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(NoMemoryEffect())

    custom_directives = (functional_type(3),)
    assembly_format = """
        $expr `,` $indices (`typeparams` $typeparams^)? attr-dict `:`
        custom<FunctionalType>(type($expr), type($indices), type($typeparams), type(results))
    """


@irdl_op_definition
class DestroyOp(IRDLOperation):
    """`hlfir.destroy %e finalize : !hlfir.expr<...>`: the last use of an expression,
    finalized first when `finalize` (HLFIROps.td `hlfir_DestroyOp`)."""

    name = "hlfir.destroy"

    expr = operand_def(ExprType)
    finalize = opt_prop_def(UnitAttr)

    traits = traits_def(MemoryFreeEffect())

    assembly_format = "$expr (`finalize` $finalize^)? attr-dict `:` type($expr)"


@irdl_op_definition
class NoReassocOp(IRDLOperation):
    """`hlfir.no_reassoc %v : T`: a value that must not be reassociated with the
    operations around it, as a parenthesized Fortran expression (HLFIROps.td
    `hlfir_NoReassocOp`)."""

    name = "hlfir.no_reassoc"

    T: ClassVar = VarConstraint("T", AnyAttr())

    val = operand_def(T)
    result = result_def(T)

    traits = traits_def(NoMemoryEffect(), SameOperandsAndResultType())

    assembly_format = "$val attr-dict `:` type($val)"


@irdl_op_definition
class ShapeOfOp(IRDLOperation):
    """`hlfir.shape_of %e : (!hlfir.expr<...>) -> !fir.shape<N>`: the shape of an array
    expression (HLFIROps.td `hlfir_ShapeOfOp`)."""

    name = "hlfir.shape_of"

    expr = operand_def(ExprType)
    result = result_def(ShapeType)

    traits = traits_def(Pure())

    assembly_format = "$expr attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class GetExtentOp(IRDLOperation):
    """`hlfir.get_extent %shape {dim = 0 : index} : (!fir.shape<N>) -> index`: an extent
    of a shape (HLFIROps.td `hlfir_GetExtentOp`)."""

    name = "hlfir.get_extent"

    shape = operand_def(ShapeType)
    dim = prop_def(IntegerAttr[IndexType])
    result = result_def(IndexType)

    irdl_options = (ParsePropInAttrDict(),)
    traits = traits_def(Pure())

    assembly_format = "$shape attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class GetLengthOp(IRDLOperation):
    """`hlfir.get_length %e : (!hlfir.expr<!fir.char<K,?>>) -> index`: the length of a
    character expression (HLFIROps.td `hlfir_GetLengthOp`)."""

    name = "hlfir.get_length"

    expr = operand_def(ExprType)
    result = result_def(IndexType)

    traits = traits_def(Pure())

    assembly_format = "$expr attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class SetLengthOp(IRDLOperation):
    """`hlfir.set_length %c len %l : (T, i32) -> !hlfir.expr<!fir.char<K,?>>`: a
    character value of another length (HLFIROps.td `hlfir_SetLengthOp`)."""

    name = "hlfir.set_length"

    string = operand_def()
    length = operand_def()
    result = result_def(ExprType)

    assembly_format = "$string `len` $length attr-dict `:` functional-type(operands, results)"


@irdl_op_definition
class EvaluateInMemoryOp(IRDLOperation):
    """`hlfir.eval_in_mem shape %s typeparams %l : (...) -> !hlfir.expr<...>
    { ^bb0(%mem: !fir.ref<T>): ... }`: an expression whose value its region computes in
    the memory it is given (HLFIROps.td `hlfir_EvaluateInMemoryOp`)."""

    name = "hlfir.eval_in_mem"

    shape = opt_operand_def(ShapeType)
    typeparams = var_operand_def()
    result = result_def(ExprType)
    body = region_def("single_block")

    irdl_options = (AttrSizedOperandSegments(as_property=True),)
    traits = traits_def(RecursiveMemoryEffect())

    custom_directives = (functional_type(2), EndRegion)
    assembly_format = """
        (`shape` $shape^)? (`typeparams` $typeparams^)? attr-dict `:`
        custom<FunctionalType>(type($shape), type($typeparams), type(results))
        custom<EndRegion>($body)
    """


HLFIR_EXPRESSION_OPS: tuple[type[IRDLOperation], ...] = (
    ElementalOp, YieldElementOp, ApplyOp, DestroyOp, NoReassocOp, ShapeOfOp, GetExtentOp,
    GetLengthOp, SetLengthOp, EvaluateInMemoryOp)
"""The operations on expression values, for the dialect's registration."""
