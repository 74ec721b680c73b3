"""An operand of a type its definition does not allow, reported as mlir-opt 22 reports
it: `'acc.bounds' op operand #0 must be integer or index, but got 'f32'` (ODS's
`verifyInvariants`: the operand's number among all the operation's operands and its
constraint's summary), where xDSL 0.74 says `operand 'lowerbound' at position 0 does
not verify: Unexpected attribute f32`.

The summaries are ODS's, for the constraints xDSL's definitions spell the same way;
another constraint keeps xDSL's message.
"""

import re

from xdsl.dialects.builtin import IndexType, IntegerType, i1
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import (
    AnyOf,
    AttrConstraint,
    BaseAttr,
    ConstraintContext,
    EqAttrConstraint,
    IRDLOperation,
    RangeConstraint,
    RangeOf,
)
from xdsl.utils.exceptions import VerifyException

_XDSL_OPERAND = re.compile(r"^operand '(\w+)' at position \d+ does not verify:")

_SUMMARIES: dict[frozenset[type[Attribute]], str] = {
    frozenset({IntegerType, IndexType}): "integer or index",
    frozenset({IntegerType}): "integer",
    frozenset({IndexType}): "index",
    frozenset({LLVMPointerType}): "LLVM pointer type",
}
"""ODS's summaries of the type constraints, by the classes xDSL's constraint allows."""


def _summary(range_constraint: RangeConstraint) -> str | None:
    """ODS's summary of what each value of an operand group may be, or None."""
    if not isinstance(range_constraint, RangeOf):
        return None
    constraint: AttrConstraint = range_constraint.constr
    if isinstance(constraint, EqAttrConstraint) and constraint.attr == i1:
        return "1-bit signless integer"
    if isinstance(constraint, BaseAttr):
        return _SUMMARIES.get(frozenset({constraint.attr}))
    if isinstance(constraint, AnyOf) and all(isinstance(c, BaseAttr)
                                             for c in constraint.attr_constrs):
        return _SUMMARIES.get(frozenset(c.attr for c in constraint.attr_constrs
                                        if isinstance(c, BaseAttr)))
    return None


def operand_message(op: Operation, error: Exception) -> str | None:
    """mlir-opt's message for xDSL's `error` about an operand of `op`, or None."""
    found = _XDSL_OPERAND.match(str(error))
    if found is None or not isinstance(op, IRDLOperation):
        return None
    number = 0
    for name, operand_def in op.get_irdl_definition().operands:
        group = getattr(op, name)
        values = [] if group is None else [group] if isinstance(group, SSAValue) else group
        if name != found.group(1):
            number += len(values)
            continue
        summary = _summary(operand_def.constr)
        for value in values:
            try:
                operand_def.constr.verify((value.type,), ConstraintContext())
            except VerifyException:
                return (None if summary is None else
                        f"operand #{number} must be {summary}, but got '{value.type}'")
            number += 1
        return None
    return None
