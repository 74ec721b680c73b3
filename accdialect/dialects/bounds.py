"""The operands of a bounds operation as one section dimension.

`acc.bounds` and `omp.map.bounds` carry the same five optional operands under
different names; every consumer (the interpreter, the lowerings, the recipe
expansion) reads them through `dimension_of` and evaluates the section with the one
rule of `accdialect.rules.sections`.
"""

from xdsl.ir import Operation, SSAValue

from accdialect.rules.sections import Dimension


def dimension_of(op: Operation) -> Dimension[SSAValue] | None:
    """The dimension `op` describes; None when `op` is not a bounds operation.

    Each dialect is imported only for an operation of its own, so that a program
    of one dialect does not load the other (the tools' start-up time)."""
    if op.name == "acc.bounds":
        from xdsl.dialects import acc as xacc

        if not isinstance(op, xacc.DataBoundsOp):
            return None
        in_bytes = op.stride_in_bytes is not None and op.stride_in_bytes.value.data != 0
        return Dimension(op.lowerbound, op.upperbound, op.extent, op.stride, op.start_idx,
                         in_bytes)
    if op.name == "omp.map.bounds":
        from xdsl.dialects import omp as xomp

        if not isinstance(op, xomp.MapBoundsOp):
            return None
        in_bytes = op.stride_in_bytes is not None and op.stride_in_bytes.value.data != 0
        return Dimension(op.lower_bound, op.upper_bound, op.extent, op.stride, op.start_idx,
                         in_bytes)
    return None
