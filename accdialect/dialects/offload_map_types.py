"""The libomptarget map-type bits of an `omp.map.info`'s `map_clauses`.

The encoding of LLVM's `OMPConstants.h` (`OpenMPOffloadMappingFlags`), as clang
and upstream's OpenMP translation emit it; shared by the interpreter and the
lowering to the runtime ABI. OpenMP 6.1's attach modifier: `attach` is an ATTACH
entry, `attach_always` ATTACH|ALWAYS, `attach_none` no entry (seed 004).
"""

from collections.abc import Iterable

from xdsl.dialects.omp import ClauseMapFlags

from accdialect.abi.map_types import MapType as Bits
from accdialect.dialects.omp import MapInfoOp

_BITS = {
    ClauseMapFlags.TO: Bits.TO,
    ClauseMapFlags.FROM: Bits.FROM,
    ClauseMapFlags.ALWAYS: Bits.ALWAYS,
    ClauseMapFlags.DELETE: Bits.DELETE,
    ClauseMapFlags.RETURN_PARAM: Bits.RETURN_PARAM,
    ClauseMapFlags.PRIVATE: Bits.PRIVATE,
    ClauseMapFlags.LITERAL: Bits.LITERAL,
    ClauseMapFlags.IMPLICIT: Bits.IMPLICIT,
    ClauseMapFlags.CLOSE: Bits.CLOSE,
    ClauseMapFlags.PRESENT: Bits.PRESENT,
    ClauseMapFlags.OMPX_HOLD: Bits.OMPX_HOLD,
    ClauseMapFlags.ATTACH: Bits.ATTACH,
    ClauseMapFlags.ATTACH_ALWAYS: Bits.ATTACH | Bits.ALWAYS,
}


def is_attach(flags: Iterable[ClauseMapFlags]) -> bool:
    """Whether the map is an attachment entry (seed 004's form (A))."""
    return bool({ClauseMapFlags.ATTACH, ClauseMapFlags.ATTACH_ALWAYS} & set(flags))


def pointer_and_object(op: MapInfoOp) -> bool:
    """Whether the map reaches its data through `var_ptr_ptr` without being an attach
    map: upstream's PTR_AND_OBJ form (flang's descriptors: the data of an allocatable
    component, `members(... : [1, 0])`), which upstream's translation makes one
    PTR_AND_OBJ entry and clang's map-entry plan (`accdialect.rules.map_plan`) has no
    form for."""
    return op.var_ptr_ptr is not None and not is_attach(op.map_type.data)


POINTER_AND_OBJECT_UNMODELLED = (
    "a map through var_ptr_ptr that is not an attach map (upstream's PTR_AND_OBJ form, "
    "flang's descriptors) is not modelled in an omp.declare_mapper")
"""The error at such a map in a mapper's body (the interpreter's and the lowering's)."""


def map_type_bits(flags: Iterable[ClauseMapFlags]) -> int | None:
    """The map type of one entry, or None when the map makes no entry
    (`attach_none`)."""
    flags = set(flags)
    if ClauseMapFlags.ATTACH_NONE in flags:
        return None
    bits = 0
    for flag in flags:
        bits |= int(_BITS.get(flag, 0))
    return bits


class MapInfoItem:
    """What clang's map-entry plan (`accdialect.rules.map_plan.MapItem`) reads of the
    `omp.map.info` at `self.op` besides its values: its entry's map type, whether it
    is an attachment, its name. The interpreter's and the lowering's map items both
    derive from it."""

    op: MapInfoOp

    @property
    def map_type(self) -> int | None:
        return map_type_bits(self.op.map_type.data)

    @property
    def attach(self) -> bool:
        return is_attach(self.op.map_type.data)

    @property
    def name(self) -> str | None:
        return None if self.op.var_name is None else self.op.var_name.data
