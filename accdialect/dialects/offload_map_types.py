"""The libomptarget map-type bits of an `omp.map.info`'s `map_clauses`.

The encoding of LLVM's `OMPConstants.h` (`OpenMPOffloadMappingFlags`), as clang
and upstream's OpenMP translation emit it; shared by the interpreter and the
lowering to the runtime ABI. OpenMP 6.1's attach modifier: `attach` is an ATTACH
entry, `attach_always` ATTACH|ALWAYS, `attach_none` no entry (seed 004).
"""

from collections.abc import Iterable

from xdsl.dialects.omp import ClauseMapFlags

from accdialect.abi.map_types import MapType as Bits

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
