"""Field definitions of an xDSL operation, for subclasses that change its format.

`irdl_op_definition` replaces a class's field definitions by accessors, so a
subclass (kept a subclass so that xDSL's `isinstance` checks still accept it)
has to declare the fields again. `field_defs` rebuilds them from the parent's
`OpDef` instead of restating them by hand.
"""

from typing import cast

from xdsl.ir import Attribute
from xdsl.irdl import IRDLOperation, RangeLengthConstraint, RangeOf, VariadicDef
from xdsl.irdl.operations import (
    OperandOrResultDef,
    _AttributeFieldDef,  # pyright: ignore[reportPrivateUsage]
    _OperandFieldDef,  # pyright: ignore[reportPrivateUsage]
    _PropertyFieldDef,  # pyright: ignore[reportPrivateUsage]
    _RegionFieldDef,  # pyright: ignore[reportPrivateUsage]
    _ResultFieldDef,  # pyright: ignore[reportPrivateUsage]
    _SuccessorFieldDef,  # pyright: ignore[reportPrivateUsage]
)


def _single(definition: OperandOrResultDef) -> object:
    """A non-variadic operand or result is declared with its element constraint
    (`OpDef` stores it wrapped as a range of length 1)."""
    constr = definition.constr
    if isinstance(definition, VariadicDef) or not isinstance(constr, RangeLengthConstraint):
        return constr
    return cast(RangeOf[Attribute], constr.constraint).constr


def field_defs(op_class: type[IRDLOperation]) -> dict[str, object]:
    """The pyrdl field definitions that declare `op_class`'s operation again,
    in declaration order (operand order matters for segment sizes)."""
    op_def = op_class.get_irdl_definition()
    fields: dict[str, object] = {}
    for name, operand in op_def.operands:
        fields[name] = _OperandFieldDef(type(operand), _single(operand))
    for name, result in op_def.results:
        fields[name] = _ResultFieldDef(type(result), _single(result))
    for name, region in op_def.regions:
        fields[name] = _RegionFieldDef(type(region), region.entry_args)
    for name, successor in op_def.successors:
        fields[name] = _SuccessorFieldDef(type(successor))
    segment_options = {
        option.attribute_name for option in op_def.options if hasattr(option, "attribute_name")
    }
    for field_name, (ir_name, kind) in op_def.accessor_names.items():
        if ir_name in segment_options:
            continue
        if kind == "property":
            prop = op_def.properties[ir_name]
            fields[field_name] = _PropertyFieldDef(
                type(prop), prop.constr, ir_name, prop.default_value
            )
        else:
            attr = op_def.attributes[ir_name]
            fields[field_name] = _AttributeFieldDef(
                type(attr), attr.constr, ir_name, attr.default_value
            )
    return fields
