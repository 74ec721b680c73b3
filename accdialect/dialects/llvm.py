"""The project's `llvm` dialect: xDSL 0.74's, with what clang 22's -O0 output needs.

- `llvm.icmp` compares pointers too (LLVM LangRef: "icmp ... <ty> must be an
  integer or pointer type"), as clang emits for `p == NULL`; xDSL 0.74 accepts
  only integers.
"""

from typing import ClassVar

from xdsl.dialects import llvm as xllvm
from xdsl.dialects.builtin import I1, IntegerAttr, SignlessIntegerConstraint, VectorType, i64
from xdsl.ir import Dialect
from xdsl.irdl import (
    BaseAttr,
    VarConstraint,
    irdl_op_definition,
    operand_def,
    prop_def,
    result_def,
    traits_def,
)
from xdsl.traits import NoMemoryEffect


@irdl_op_definition
class ICmpOp(xllvm.ICmpOp):
    """Upstream `llvm.icmp` on integers, vectors of integers, or pointers."""

    name = "llvm.icmp"
    T: ClassVar = VarConstraint(
        "T",
        SignlessIntegerConstraint
        | VectorType.constr(SignlessIntegerConstraint)
        | BaseAttr(xllvm.LLVMPointerType),
    )
    lhs = operand_def(T)
    rhs = operand_def(T)
    res = result_def(I1 | VectorType[I1])
    predicate = prop_def(IntegerAttr[i64])
    traits = traits_def(NoMemoryEffect())

    def verify_(self, verify_nested_ops: bool = True) -> None:
        """Only this class's definition applies (not the parent's integer-only one)."""


SWITCH_CASE_VALUES = "case_values"
"""The case values of `llvm.switch` (read in generic form: xDSL 0.74 has no class for
it) and of `cf.switch`: dense integer elements, one per case."""
SWITCH_CASE_OPERAND_SEGMENTS = "case_operand_segments"
"""The number of successor operands of each case of a switch (dense `i32` array)."""


LLVM = Dialect(
    "llvm",
    [ICmpOp if op.name == ICmpOp.name else op for op in xllvm.LLVM.operations],
    list(xllvm.LLVM.attributes),
)
