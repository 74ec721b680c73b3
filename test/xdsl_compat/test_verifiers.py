"""`xdsl_compat.verifiers.declared_verify` gives the `verify_` an IRDL class was declared
with: the class's `verify_` is its definition's checks, then that one."""

import pytest
from xdsl.dialects import acc as xacc
from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Block
from xdsl.irdl import IRDLOperation, irdl_op_definition, operand_def
from xdsl.utils.exceptions import VerifyException

from accdialect.xdsl_compat.verifiers import declared_verify


@irdl_op_definition
class Checked(IRDLOperation):
    """An operation whose own rule is that it has no attribute."""

    name = "test.checked"
    value = operand_def(i32)

    def verify_(self) -> None:
        if self.attributes:
            raise VerifyException("no attribute")


VALUE = arith.ConstantOp(IntegerAttr(1, i32)).result


def test_the_declared_verify_is_the_class_bodys():
    declared = declared_verify(Checked)
    assert declared is not None and declared.__qualname__ == "Checked.verify_"
    op = Checked.create(operands=[VALUE], attributes={"a": i32})
    with pytest.raises(VerifyException, match="no attribute"):
        declared(op)
    del op.attributes["a"]
    declared(op)


def test_the_class_verify_is_the_definitions_checks_then_the_declared_one():
    wrong_type = Checked.create(operands=[Block(arg_types=[llvm.LLVMPointerType()]).args[0]])
    declared = declared_verify(Checked)
    assert declared is not None
    declared(wrong_type)  # its own rule holds
    with pytest.raises(VerifyException):
        wrong_type.verify_()  # the definition's does not
    with pytest.raises(VerifyException):
        Checked.get_irdl_definition().verify(wrong_type)


def test_xdsls_classes_have_their_declared_verify():
    declared = declared_verify(xacc.DataOp)
    assert declared is not None and declared.__qualname__ == "DataOp.verify_"


def test_a_verify_irdl_did_not_make_has_none():
    """A subclass that replaces the `verify_` without `irdl_op_definition`."""
    plain = type("Plain", (Checked,), {"verify_": lambda self: None})
    assert declared_verify(plain) is None
