"""flang 22's clauses on a whole ALLOCATABLE or POINTER, made ready for
`acc-descriptor-attach` (issue 12, item 5; seed 001).

flang (through `tco --emit-final-mlir`, as acc-import gives it) writes
`copyin(a)` of an allocatable array as

    %ref = builtin.unrealized_conversion_cast %p
             : !llvm.ptr to !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>
    %c = acc.copyin varPtr(%ref : ...) -> ...
           {varType = !fir.box<!fir.heap<!fir.array<?xf32>>>}

which means (OpenACC 3.3 §2.6.4, §2.7.2; `runtime/fortran_descriptor.py`): the
data the descriptor describes and the descriptor itself get the clause's
action, then the device descriptor is attached to the device data; the
clause's result is the device descriptor, which the compute region reads.
Seed 001's form states the two halves apart:

    %c = acc.copyin varPtr(%p : !llvm.ptr) -> !llvm.ptr
           {varType = <CFI struct>, acc.descriptor = f32}      // -> acc-descriptor-attach:
                                                               //    data + attachRecipe
    %d = acc.copyin varPtr(%p : !llvm.ptr) -> !llvm.ptr
           {varType = <CFI struct>, acc.descriptor = false}    // the descriptor itself

listed after `%c` by the same construct; the region reads `%d`. An exit of `%c`
(`acc.copyout`, `acc.delete`) is followed by `acc.delete` of `%d` (flang's exit
deletes the descriptor whatever the clause); `acc.update` and the `attach`/
`detach` clauses move or attach the data only and get no descriptor clause (an
`acc.getdeviceptr` is split only when it feeds a `copyout` or `delete`). The
order of the runtime's actions stays flang's: the data's, the descriptor's, then
the attachment (a construct performs the data actions of its
clauses before their attachments; an exit detaches first).

flang's own IR (HLFIR/FIR, before tco) writes the same clause with `varPtr` the
descriptor's FIR address itself (`hlfir.declare`'s or `hlfir.designate`'s result):
it is split the same way, the descriptor's clause keeping that address and its
`!fir.box` type, and the uses of the clause's result in the construct's region read
the descriptor's clause (`acc_descriptor_attach_fir`).

Only descriptors of intrinsic element types are split (their CFI struct has no
addendum); other operations are left in flang's form, which acc-run runs as it is.
"""

from xdsl.dialects import llvm
from xdsl.dialects.acc import DataClause, DataClauseAttr
from xdsl.dialects.builtin import (
    BoolAttr,
    IntegerType,
    ModuleOp,
    UnrealizedConversionCastOp,
)
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.irdl import IRDLOperation

from accdialect.dialects import acc
from accdialect.dialects import fir_types as fir
from accdialect.dialects.acc import DESCRIPTOR_MARKER
from accdialect.rules.data_clauses import Pointer

from ._attach_common import cfi_struct
from ._data_clauses import entry_ops, exit_ops
from ._ordering_common import build_entry, build_exit, segment_range, set_segment

_SPLIT = (*entry_ops(lambda clause: clause.map_type is not None), acc.GetDevicePtrOp)
"""Entry operations whose descriptor gets the clause's action too: those that map
storage, and `acc.getdeviceptr` for the exits that release it."""
_DATA_ONLY = (*entry_ops(lambda clause: clause.pointer is Pointer.ONLY), acc.UpdateDeviceOp)
_CLAUSES = (*_SPLIT, *_DATA_ONLY)
_EXITS = exit_ops(lambda clause: True)
_DESCRIPTOR_EXITS = exit_ops(lambda clause: clause.map_type is not None)
"""The exits after which flang's form deletes the descriptor: those that release
storage (a `detach` clause detaches it only)."""
_KEPT = ("dataClause", "implicit", "modifiers", "name", "structured")
_CONSTRUCTS = ("acc.enter_data", "acc.exit_data", "acc.update", "acc.data", "acc.parallel",
               "acc.serial", "acc.kernels", "acc.declare_enter", "acc.host_data")
"""The operations that list data clauses (the others that use a clause's result read
the device copy it names)."""


def flang_descriptor(op: Operation) -> tuple[SSAValue, Attribute, int] | None:
    """(the descriptor's address, element type, rank) when `op` is flang's clause on
    an ALLOCATABLE or POINTER of an intrinsic type (module doc); bounds on it (a
    section: zero-based, counted from the base address) are kept, as
    `acc-descriptor-attach` keeps them with the element type's marker."""
    # the box type first: the other checks read operand groups, and most clauses
    # (all but flang's) fail it
    if not isinstance(op, _CLAUSES) or not isinstance(box := op.var_type, fir.BoxType):
        return None
    if op.var_ptr_ptr is not None or DESCRIPTOR_MARKER in op.attributes:
        return None
    if op.aug_ptr is not None or op.attachment_recipe() is not None:
        return None
    address = _descriptor_address(op.var)
    if address is None:
        return None
    target = box.type
    if not isinstance(target, (fir.HeapType, fir.PointerType)):
        return None
    data = target.type
    rank = 0
    if isinstance(data, fir.SequenceType):
        rank, data = len(data.extents or ()), data.type
    if not isinstance(data, IntegerType) and data.name not in ("f16", "bf16", "f32", "f64"):
        return None
    return address, data, rank


def _descriptor_address(var: SSAValue) -> SSAValue | None:
    """The address of the descriptor `var` names: the `!llvm.ptr` tco's cast makes a
    `!fir.ref` of, or, in flang's own IR, `var` itself."""
    if not isinstance(var.type, fir.ReferenceType):
        return None
    cast = var.owner
    if not isinstance(cast, UnrealizedConversionCastOp):
        return var
    if len(cast.inputs) == 1 and isinstance(cast.inputs[0].type, llvm.LLVMPointerType):
        return cast.inputs[0]
    return None


def _list_after(user: Operation, value: SSAValue, added: SSAValue) -> None:
    """Lists `added` right after `value` in the operand group of `user` holding it."""
    assert isinstance(user, IRDLOperation)
    for name, _ in user.get_irdl_definition().operands:
        start, length = segment_range(user, name)
        group = list(user.operands[start:start + length])
        if value in group:
            group.insert(group.index(value) + 1, added)
            set_segment(user, name, group)
            return


def _read_descriptor(user: Operation, index: int, device_descriptor: SSAValue) -> None:
    """`user` (tco's cast of the clause's result back to `!llvm.ptr`, or another use)
    reads `device_descriptor` instead."""
    if (isinstance(user, UnrealizedConversionCastOp) and len(user.results) == 1
            and user.results[0].type == device_descriptor.type):
        user.results[0].replace_all_uses_with(device_descriptor)
        user.detach()
        user.erase()
        return
    if user.operands[index].type == device_descriptor.type:  # flang's own IR
        user.operands[index] = device_descriptor
        return
    as_ref = UnrealizedConversionCastOp.get([device_descriptor], [user.operands[index].type])
    user.parent_block().insert_op_before(as_ref, user)  # pyright: ignore[reportOptionalMemberAccess]
    user.operands[index] = as_ref.results[0]


def split(op: acc.DataEntryOp, desc: SSAValue, element: Attribute, rank: int) -> None:
    """Rewrites flang's clause `op` in place into the form of the module doc."""
    struct = op.var_type if desc is op.var else cfi_struct(rank)
    kept = {k: op.properties.get(k) for k in _KEPT}
    descriptor = None
    exits = [use.operation for use in op.acc_var.uses]
    if isinstance(op, _SPLIT) and (not isinstance(op, acc.GetDevicePtrOp) or any(
            isinstance(user, _DESCRIPTOR_EXITS) for user in exits)):
        descriptor = build_entry(type(op), var=desc, var_type=struct, properties=kept)
        descriptor.attributes[DESCRIPTOR_MARKER] = BoolAttr.from_bool(False)
        descriptor.location = op.location
        op.parent_block().insert_op_after(descriptor, op)  # pyright: ignore[reportOptionalMemberAccess]
    for use in list(op.acc_var.uses):
        user = use.operation
        if isinstance(user, _EXITS):
            if descriptor is not None and isinstance(user, _DESCRIPTOR_EXITS):
                delete = build_exit(acc.DeleteOp, acc_var=descriptor.acc_var, properties={
                    **{k: user.properties.get(k) for k in _KEPT},
                    "dataClause": DataClauseAttr(DataClause.ACC_DELETE)})
                delete.location = user.location
                user.parent_block().insert_op_after(delete, user)  # pyright: ignore[reportOptionalMemberAccess]
        elif descriptor is None:
            continue
        elif user.name in _CONSTRUCTS:  # it lists the descriptor's clause after this one
            _list_after(user, op.acc_var, descriptor.acc_var)
        else:  # the region reads the device descriptor
            _read_descriptor(user, use.index, descriptor.acc_var)
    op.operands[0] = desc
    op.properties["varType"] = struct
    op.attributes[DESCRIPTOR_MARKER] = element


def split_flang_descriptors(module: ModuleOp) -> bool:
    """Every clause of flang's whole-descriptor form in `module` (module doc); whether
    there was one."""
    changed = False
    for op in list(module.walk()):
        found = flang_descriptor(op)
        if found is not None:
            assert isinstance(op, acc.DataEntryOp)
            split(op, *found)
            changed = True
    return changed
