"""The verifier an IRDL operation class was declared with.

`irdl_op_definition` replaces a class's `verify_` by one that runs the definition's
checks (`OpDef.verify`: operands, results, regions, properties, attributes) and then the
`verify_` the class body declared; xDSL 0.74 keeps the declared one only in that
function's closure (`custom_verify`, beside the definition, `op_def`). The verifier's
memo of shapes (`accdialect.ir.verification`) runs the two parts apart, and a dialect
class standing in for one of xDSL's declares xDSL's check as its own
(`accdialect.dialects.acc`). `test/xdsl_compat/test_verifiers.py` checks both parts
against the class's `verify_`.
"""

import inspect
from collections.abc import Callable
from typing import cast

from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import OpDef

DeclaredVerify = Callable[[Operation], None]


def declared_verify(cls: type[Operation]) -> DeclaredVerify | None:
    """The `verify_` that IRDL class `cls` was declared with, when its `verify_` is the
    one `irdl_op_definition` made (the definition's checks, then that one); None for
    another class."""
    if not issubclass(cls, IRDLOperation):
        return None
    captured = inspect.getclosurevars(cls.verify_).nonlocals
    declared = captured.get("custom_verify")
    if not isinstance(captured.get("op_def"), OpDef) or not callable(declared):
        return None
    return cast(DeclaredVerify, declared)
