"""Field definitions of an xDSL operation, for subclasses that change its format.

`irdl_op_definition` replaces a class's field definitions by accessors, so a
subclass (kept a subclass so that xDSL's `isinstance` checks still accept it)
has to declare the fields again. `with_fields_of(parent)` declares them from the
parent's `OpDef`, through xDSL's public field functions (`operand_def`,
`opt_prop_def`, ...), instead of restating them by hand.
"""

from collections.abc import Callable
from typing import Any, TypeVar

from xdsl.ir import Operation
from xdsl.irdl import (
    AttrConstraint,
    AttributeDef,
    AttrSizedSegments,
    IRDLOperation,
    OperandDef,
    OptAttributeDef,
    OptionalDef,
    OptPropertyDef,
    OpTraits,
    OptSingleBlockRegionDef,
    OptSuccessorDef,
    PropertyDef,
    RangeConstraint,
    RangeLengthConstraint,
    RangeOf,
    RegionDef,
    ResultDef,
    SingleBlockRegionDef,
    SuccessorDef,
    VariadicDef,
    VarSingleBlockRegionDef,
    VarSuccessorDef,
    attr_def,
    operand_def,
    opt_attr_def,
    opt_operand_def,
    opt_prop_def,
    opt_region_def,
    opt_result_def,
    opt_successor_def,
    prop_def,
    region_def,
    result_def,
    successor_def,
    var_operand_def,
    var_region_def,
    var_result_def,
    var_successor_def,
)

OpT = TypeVar("OpT", bound=IRDLOperation)


def with_traits(op_class: type[IRDLOperation], traits: OpTraits) -> None:
    """Replace an operation's traits: xDSL merges a subclass's traits with all its
    superclasses', so a parent's too-narrow `HasParent` cannot be widened by declaring
    a new one."""
    op_class.traits = traits
    op_class.get_irdl_definition().traits = traits


class OwnFormat(IRDLOperation):
    """A base, listed before the xDSL class a subclass widens, that drops the parse and
    print methods xDSL generated for that class, so that the subclass's own (or
    inherited) `assembly_format` is compiled for it."""

    parse = Operation.__dict__["parse"]
    print = Operation.print
Declare = Callable[[Any], object]
"""One of xDSL's field functions (`operand_def`, `opt_result_def`, ...)."""


def _single(constr: RangeConstraint) -> AttrConstraint:
    """The constraint a single operand or result is declared with (`OpDef` stores
    it as a range of length 1)."""
    inner = constr.constraint if isinstance(constr, RangeLengthConstraint) else constr
    assert isinstance(inner, RangeOf), constr
    return inner.constr


def _value(definition: OperandDef | ResultDef, declare: tuple[Declare, Declare, Declare]
           ) -> object:
    """An operand or a result declared again by `declare`: (optional, variadic, single)."""
    optional, variadic, single = declare
    if isinstance(definition, OptionalDef):
        return optional(definition.constr)
    if isinstance(definition, VariadicDef):
        return variadic(definition.constr)
    return single(_single(definition.constr))


_OPERAND = (opt_operand_def, var_operand_def, operand_def)
_RESULT = (opt_result_def, var_result_def, result_def)


def _region(definition: RegionDef) -> object:
    single = "single_block" if isinstance(
        definition, SingleBlockRegionDef | VarSingleBlockRegionDef | OptSingleBlockRegionDef
    ) else None
    if isinstance(definition, OptionalDef):
        return opt_region_def(single, entry_args=definition.entry_args)
    if isinstance(definition, VariadicDef):
        return var_region_def(single, entry_args=definition.entry_args)
    return region_def(single, entry_args=definition.entry_args)


def _successor(definition: SuccessorDef) -> object:
    if isinstance(definition, OptSuccessorDef):
        return opt_successor_def()
    if isinstance(definition, VarSuccessorDef):
        return var_successor_def()
    return successor_def()


def _property(name: str, definition: PropertyDef) -> object:
    if isinstance(definition, OptPropertyDef):
        return opt_prop_def(definition.constr, definition.default_value, prop_name=name)
    return prop_def(definition.constr, definition.default_value, prop_name=name)


def _attribute(name: str, definition: AttributeDef) -> object:
    if isinstance(definition, OptAttributeDef):
        return opt_attr_def(definition.constr, definition.default_value, attr_name=name)
    return attr_def(definition.constr, definition.default_value, attr_name=name)


def _field_defs(op_class: type[IRDLOperation]) -> dict[str, object]:
    """The pyrdl field definitions that declare `op_class`'s operation again,
    in declaration order (operand order matters for segment sizes)."""
    op_def = op_class.get_irdl_definition()
    fields: dict[str, object] = {}
    for name, operand in op_def.operands:
        fields[name] = _value(operand, _OPERAND)
    for name, result in op_def.results:
        fields[name] = _value(result, _RESULT)
    for name, region in op_def.regions:
        fields[name] = _region(region)
    for name, successor in op_def.successors:
        fields[name] = _successor(successor)
    segments = {
        option.attribute_name for option in op_def.options
        if isinstance(option, AttrSizedSegments)
    }
    for field_name, (ir_name, kind) in op_def.accessor_names.items():
        if ir_name in segments:
            continue
        if kind == "property":
            fields[field_name] = _property(ir_name, op_def.properties[ir_name])
        else:
            fields[field_name] = _attribute(ir_name, op_def.attributes[ir_name])
    return fields


def with_fields_of(parent: type[IRDLOperation]) -> Callable[[type[OpT]], type[OpT]]:
    """Class decorator, applied before `irdl_op_definition`: declares on the class
    every field of `parent`'s operation that the class body does not declare itself.
    The class body may redefine properties and attributes only (operands keep the
    parent's order)."""

    def declare(op_class: type[OpT]) -> type[OpT]:
        own = vars(op_class)
        for name, definition in _field_defs(parent).items():
            if name not in own:
                setattr(op_class, name, definition)
        return op_class

    return declare
