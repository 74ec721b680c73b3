"""OpenACC data clauses as libomptarget map types.

Upstream's translation of the `acc` dialect (`mlir-translate --mlir-to-llvmir`,
LLVM 22) maps `acc.copyin` to TO, `acc.create` to alloc (0), `acc.copyout` to FROM
and the clauses of structured constructs (`acc.data`, compute constructs,
`acc.declare_enter`) with OMPX_HOLD: OpenACC 3.3 §2.6.7's structured reference
counter is libomptarget's hold count, the dynamic counter its dynamic count. The
project extends the table to `acc.present` (PRESENT), `acc.nocreate` (IMPLICIT:
a present increment when present), `finalize` (DELETE: §2.6.7 sets the dynamic
counter to zero) and `acc.update` (TO / FROM, PRESENT unless `if_present`, §2.14.4).

`LLVM22_ORDER`: the order in which that translation fills a construct's map arrays.
"""

from .map_types import MapType

ACC_ASYNC_NOVAL = -1
"""`acc_async_noval` (OpenACC 3.3 §2.16.1, `openacc.h`): `async` without an argument."""
ACC_ASYNC_SYNC = -2
"""`acc_async_sync`: the construct or routine runs synchronously."""
ACC_ASYNC_DEFAULT = -3
"""`acc_async_default`: given to `acc_set_default_async`, acc-default-async-var goes
back to its initial value (§3.2.16)."""

ENTRY_MAP_TYPES = {
    "acc.copyin": MapType.TO,
    "acc.create": MapType.NONE,
    "acc.present": MapType.PRESENT,
    "acc.nocreate": MapType.IMPLICIT,
}
"""The map type of the data action of each entry operation that maps storage (a
`__tgt_target_data_begin_mapper` entry)."""
EXIT_MAP_TYPES = {
    "acc.copyout": MapType.FROM,
    "acc.delete": MapType.NONE,
}
"""The map type of the data action of each exit operation that releases storage (a
`__tgt_target_data_end_mapper` entry)."""
UPDATE_MAP_TYPES = {
    "acc.update_device": MapType.TO,
    "acc.update_host": MapType.FROM,
}
"""The map type of each operand of `acc.update` (a `__tgt_target_data_update_mapper`
entry)."""

LLVM22_ORDER: dict[str, tuple[str, ...]] = {
    "acc.enter_data": ("acc.create", "acc.copyin"),
    "acc.exit_data": ("acc.delete", "acc.copyout"),
    "acc.data": ("acc.copyin", "acc.delete", "acc.copyout", "acc.create"),
}
"""LLVM 22's `OpenACCToLLVMIRTranslation.cpp` (`processDataOperands`,
`convertDataOp`) fills a construct's map arrays one clause kind after the other,
whatever the order of the operands: `acc.enter_data` its creates (alloc) then its
copyins (TO); `acc.exit_data` its deletes (DELETE) then its copyouts (FROM), found
through the `acc.getdeviceptr`s it lists; `acc.data` its copyins, deletes,
copyouts, creates, then presents (each with OMPX_HOLD but DELETE). Kinds the
translation drops (the presents and no_creates of `acc.enter_data`, the no_creates
of `acc.data`) and `acc.data`'s presents come last (`llvm22_rank`)."""


def llvm22_rank(construct: str, op_name: str) -> int:
    """Where LLVM 22's translation of `construct` puts the map entry of `op_name`:
    its place in `LLVM22_ORDER`, or after every kind there."""
    order = LLVM22_ORDER[construct]
    return order.index(op_name) if op_name in order else len(order)


def entry_map_type(op_name: str, *, structured: bool) -> int:
    """The map type of the data action of entry operation `op_name`."""
    return int(ENTRY_MAP_TYPES[op_name] | (MapType.OMPX_HOLD if structured else MapType.NONE))


def exit_map_type(op_name: str, *, structured: bool, finalize: bool) -> int | None:
    """The map type of the data action of exit operation `op_name`; None for an
    operation with no data action (`acc.detach`)."""
    bits = EXIT_MAP_TYPES.get(op_name)
    if bits is None:
        return None
    if structured:
        return int(bits | MapType.OMPX_HOLD)
    return int(bits | (MapType.DELETE if finalize else MapType.NONE))


def update_map_type(op_name: str, *, if_present: bool) -> int:
    """The map type of one operand of `acc.update`."""
    return int(UPDATE_MAP_TYPES[op_name] | (MapType.NONE if if_present else MapType.PRESENT))


def data_action_map_type(*, to: bool, present: bool, structured: bool) -> int:
    """The map type of an OpenACC entry data action given by its effects: copy in,
    require presence, count on the structured (hold) counter."""
    return int((MapType.TO if to else MapType.NONE) | (MapType.PRESENT if present else MapType.NONE)
               | (MapType.OMPX_HOLD if structured else MapType.NONE))
