"""OpenACC data clauses as libomptarget map types.

Upstream's translation of the `acc` dialect (`mlir-translate --mlir-to-llvmir`,
LLVM 22) maps `acc.copyin` to TO, `acc.create` to alloc (0), `acc.copyout` to FROM
and the clauses of structured constructs (`acc.data`, compute constructs,
`acc.declare_enter`) with OMPX_HOLD: OpenACC 3.3 §2.6.7's structured reference
counter is libomptarget's hold count, the dynamic counter its dynamic count. The
project extends the table to `acc.present` (PRESENT), `acc.nocreate` (IMPLICIT:
a present increment when present), `finalize` (DELETE: §2.6.7 sets the dynamic
counter to zero) and `acc.update` (TO / FROM, PRESENT unless `if_present`, §2.14.4).
"""

from .map_types import MapType

_ENTRY = {
    "acc.copyin": MapType.TO,
    "acc.create": MapType.NONE,
    "acc.present": MapType.PRESENT,
    "acc.nocreate": MapType.IMPLICIT,
}
_EXIT = {
    "acc.copyout": MapType.FROM,
    "acc.delete": MapType.NONE,
}
_UPDATE = {
    "acc.update_device": MapType.TO,
    "acc.update_host": MapType.FROM,
}


def entry_map_type(op_name: str, *, structured: bool) -> int:
    """The map type of the data action of entry operation `op_name`."""
    return int(_ENTRY[op_name] | (MapType.OMPX_HOLD if structured else MapType.NONE))


def exit_map_type(op_name: str, *, structured: bool, finalize: bool) -> int | None:
    """The map type of the data action of exit operation `op_name`; None for an
    operation with no data action (`acc.detach`)."""
    bits = _EXIT.get(op_name)
    if bits is None:
        return None
    if structured:
        return int(bits | MapType.OMPX_HOLD)
    return int(bits | (MapType.DELETE if finalize else MapType.NONE))


def update_map_type(op_name: str, *, if_present: bool) -> int:
    """The map type of one operand of `acc.update`."""
    return int(_UPDATE[op_name] | (MapType.NONE if if_present else MapType.PRESENT))


def data_action_map_type(*, to: bool, present: bool, structured: bool) -> int:
    """The map type of an OpenACC entry data action given by its effects: copy in,
    require presence, count on the structured (hold) counter."""
    return int((MapType.TO if to else MapType.NONE) | (MapType.PRESENT if present else MapType.NONE)
               | (MapType.OMPX_HOLD if structured else MapType.NONE))
