"""What `lower-acc-to-runtime` lowers: every operation it cannot lower is a located
error before anything changes (`relevant` finds the operations to check, `validate`
checks one).
"""

from xdsl.dialects import acc as xacc
from xdsl.ir import Operation

from accdialect.dialects import acc

from ._acc_lowering import COMPUTE, CONSTRUCTS, ENTRIES, EXITS, descriptor_by_value, host_variable, producer
from ._ir_values import dimensions, error, type_size


def validate(op: Operation) -> None:
    """A located error if the pass cannot lower `op` (one of the `relevant` classes)."""
    if isinstance(op, COMPUTE):
        if op.reduction_operands:
            raise error(op, "cannot lower: the 'reduction' clause of a compute construct "
                            "is not supported")
        for value in [*op.private_operands, *op.firstprivate_operands]:
            _validate_private(op, value.owner)
        if op.self_cond is not None or op.self_attr is not None:
            raise error(op, "cannot lower: the 'self' clause is not supported")
    if isinstance(op, CONSTRUCTS) and not isinstance(op, xacc.DeclareExitOp):
        for value in op.data_clause_operands:
            _validate_operand(value.owner)
    if isinstance(op, EXITS):
        producer(op)
    if isinstance(op, (*COMPUTE, xacc.DataOp)) and any(
            isinstance(parent, COMPUTE) for parent in _ancestors(op)):
        raise error(op, "cannot lower: a construct inside a compute region")


def _validate_operand(owner: Operation | object) -> None:
    """A construct's data-clause operand: an operation this pass performs, with an
    `!llvm.ptr` variable, a layout and bounds, whose result is not used before its
    construct (`DataEntryOp.early_user`)."""
    if isinstance(owner, acc.PrivateOp | acc.FirstprivateOp):
        raise error(owner, "cannot lower: private copies in a data clause list are not supported")
    if not isinstance(owner, acc.DataEntryOp):
        return
    if not isinstance(owner, (*ENTRIES, acc.GetDevicePtrOp, acc.UseDeviceOp)):
        raise error(owner, f"cannot lower: '{owner.name}' is not supported")
    if descriptor_by_value(owner.var) is not None:
        _validate_descriptor_by_value(owner)
    elif host_variable(owner.var) is None:
        raise error(owner, f"cannot lower: a varPtr of type {owner.var.type} (the lowering "
                           "takes !llvm.ptr, a !fir.ref/ptr/heap cast from one, or a "
                           "!fir.box of an intrinsic type's array listed by a compute "
                           "construct; lower memref or fir to llvm first)")
    type_size(owner.var_type, owner)
    dimensions(owner, owner.bounds, "acc.bounds")
    if (user := owner.early_user()) is not None:
        raise error(user, f"cannot lower: uses the result of '{owner.name}' before its "
                          "construct")


def _validate_descriptor_by_value(owner: acc.DataEntryOp) -> None:
    """A clause on a descriptor by value is lowered where a compute construct lists
    it (the kernel gets its copy of the descriptor) and its exits, and where
    `acc.data`, `enter data`, `update`, ... list it if nothing else uses its result
    (`!$acc data present(a)` of an assumed-shape `a`: its data action only); not
    where their region or program would use the copy."""
    results = owner.results[0].uses
    if all(isinstance(use.operation, (*CONSTRUCTS, *EXITS)) for use in results):
        return
    for use in results:
        user = use.operation
        if isinstance(user, CONSTRUCTS) and not isinstance(user, COMPUTE):
            raise error(owner, f"cannot lower: a descriptor by value ({owner.var.type}) "
                               f"listed by '{user.name}' (only compute constructs)")


def _validate_private(construct: Operation, owner: Operation | object) -> None:
    """A compute construct's `private`/`firstprivate` operand: an `acc.private` or
    `acc.firstprivate` without bounds whose variable is an `!llvm.ptr` (or a FIR
    reference cast from one) and, for `firstprivate`, at most 8 bytes: one integer
    kernel argument."""
    if not isinstance(owner, acc.PrivateOp | acc.FirstprivateOp):
        raise error(construct, "cannot lower: a private operand is not an 'acc.private' or "
                               "'acc.firstprivate'")
    if owner.bounds:
        raise error(owner, "cannot lower: a private copy of a section is not supported")
    if host_variable(owner.var) is None:
        raise error(owner, f"cannot lower: a varPtr of type {owner.var.type}")
    size = type_size(owner.var_type, owner)
    if isinstance(owner, acc.FirstprivateOp) and size not in (1, 2, 4, 8):
        raise error(owner, f"cannot lower: a firstprivate copy of {size} bytes (the lowering "
                           "passes 1, 2, 4 or 8 bytes by value)")


_RELEVANT = (*CONSTRUCTS, *EXITS, acc.GetDevicePtrOp, acc.UseDeviceOp)
"""The operations the pass validates first."""
_relevant_classes: dict[type[Operation], bool] = {}


def relevant(cls: type[Operation]) -> bool:
    """Whether operations of `cls` are `_RELEVANT`, known once per class (the module's
    operations are tens of thousands, the classes a few)."""
    known = _relevant_classes.get(cls)
    if known is None:
        known = _relevant_classes[cls] = issubclass(cls, _RELEVANT)
    return known


def _ancestors(op: Operation) -> list[Operation]:
    parents: list[Operation] = []
    parent = op.parent_op()
    while parent is not None:
        parents.append(parent)
        parent = parent.parent_op()
    return parents

