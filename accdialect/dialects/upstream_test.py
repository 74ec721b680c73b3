"""xDSL's `test` dialect with the operations of MLIR's own test dialect that upstream's
OpenACC and OpenMP dialect tests use in their custom form, defined as mlir-opt 22
(which registers that dialect) reads and prints them. Any other `test.` operation of
those tests is read as an unregistered one (`ir.parser`)."""

from xdsl.dialects import test as xtest
from xdsl.dialects.builtin import BoolAttr, SymbolRefAttr
from xdsl.ir import Dialect
from xdsl.irdl import (
    IRDLOperation,
    ParsePropInAttrDict,
    irdl_op_definition,
    operand_def,
    prop_def,
    var_operand_def,
)


@irdl_op_definition
class CallAndStoreOp(IRDLOperation):
    """`test.call_and_store @f(%args), %address {store_before_call = false} :
    (types) -> ()`: a call, and a store to `%address` (MLIR's `TestCallAndStoreOp`)."""

    name = "test.call_and_store"

    callee = prop_def(SymbolRefAttr)
    store_before_call = prop_def(BoolAttr)
    callee_operands = var_operand_def()
    address = operand_def()

    irdl_options = (ParsePropInAttrDict(),)

    assembly_format = """
        $callee `(` $callee_operands `)` `,` $address attr-dict
        `:` `(` type(operands) `)` `->` `(` `)`
    """


TEST = Dialect("test", [*xtest.Test.operations, CallAndStoreOp], list(xtest.Test.attributes))
