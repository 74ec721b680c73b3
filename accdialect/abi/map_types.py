"""Map-type bits of the libomptarget ABI (`OMPConstants.h`, SEMANTICS §3)."""

from enum import IntFlag


class MapType(IntFlag):
    """One entry's map type, as a compiler passes it in the map-types array."""

    NONE = 0
    TO = 0x1
    FROM = 0x2
    ALWAYS = 0x4
    DELETE = 0x8
    PTR_AND_OBJ = 0x10
    TARGET_PARAM = 0x20
    RETURN_PARAM = 0x40
    PRIVATE = 0x80
    LITERAL = 0x100
    IMPLICIT = 0x200
    CLOSE = 0x400
    PRESENT = 0x1000
    OMPX_HOLD = 0x2000
    ATTACH = 0x4000
    NON_CONTIG = 1 << 44
    MEMBER_OF = 0xFFFF << 48


_MEMBER_OF = int(MapType.MEMBER_OF)


def member_of(parent_index: int) -> int:
    """The MEMBER_OF bits naming entry `parent_index` (0-based) as the parent."""
    return (parent_index + 1) << 48


def parent_index(map_type: int) -> int:
    """The 0-based parent index of a MEMBER_OF entry, -1 if it is not a member."""
    return ((map_type & _MEMBER_OF) >> 48) - 1


def arg_type_name(map_type: int, size: int) -> str:
    """The type word of libomptarget's argument-list line (`tofrom`, `alloc`, `attach`...)."""
    to, from_ = map_type & MapType.TO, map_type & MapType.FROM
    if to and from_:
        return "tofrom"
    if to:
        return "to"
    if from_:
        return "from"
    if map_type & MapType.PRIVATE:
        return "private"
    if map_type & MapType.LITERAL:
        return "firstprivate"
    if map_type & MapType.ATTACH:
        return "attach"
    return "alloc" if size else "use_address"


def decode(map_type: int) -> str:
    """`TO|FROM|MEMBER_OF(1)`-style spelling, `NONE` for 0 (the `.maps` files' spelling)."""
    names = [flag.name for flag in MapType
             if flag not in (MapType.NONE, MapType.MEMBER_OF) and map_type & flag]
    parent = parent_index(map_type)
    if parent >= 0:
        names.append(f"MEMBER_OF({parent})")
    return "|".join(n for n in names if n) or "NONE"
