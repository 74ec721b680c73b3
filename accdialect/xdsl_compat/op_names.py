"""The name an operation was written with.

xDSL 0.74 reads an operation of a dialect it does not know (allowed unregistered) as an
`UnregisteredOp`, whose `name` is its class's (`builtin.unregistered`) and whose
written name is its `op_name` attribute.
"""

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation


def op_name(op: Operation) -> str:
    """The name `op` was written with (also for one read as unregistered)."""
    return op.op_name.data if isinstance(op, UnregisteredOp) else op.name
