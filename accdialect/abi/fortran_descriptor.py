"""flang 22's Fortran descriptor: `CFI_cdesc_t` as the compiler lays it out and its
runtime reads it, on x86-64.

`flang/include/flang/ISO_Fortran_binding.h` (Fortran 2018 §18.5.3): `void *base_addr;
size_t elem_len; int version; CFI_rank_t rank; CFI_type_t type; CFI_attribute_t
attribute; unsigned char extra;` then `CFI_dim_t dim[rank]`, each `CFI_index_t
lower_bound, extent, sm` (`sm`: the byte stride). flang's LLVM lowering writes it
`!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<R x array<3 x i64>>)>` (no array
for a scalar). flang's runtime (`flang/Runtime/descriptor-consts.h`) sets
`_CFI_ADDENDUM_FLAG` in `extra` when an addendum follows the last dimension; its
first word points to the derived type's description.
"""

HEADER_FIELDS: tuple[tuple[str, str], ...] = (
    ("base_addr", "ptr"),
    ("elem_len", "i64"),
    ("version", "i32"),
    ("rank", "i8"),
    ("type", "i8"),
    ("attribute", "i8"),
    ("extra", "i8"),
)
"""(name, C scalar type) of the fields before `dim`, in order."""
DIM_FIELDS: tuple[tuple[str, str], ...] = (
    ("lower_bound", "i64"),
    ("extent", "i64"),
    ("sm", "i64"),
)
"""(name, C scalar type) of the fields of one `CFI_dim_t`."""

_SIZES = {"i8": 1, "i32": 4, "i64": 8, "ptr": 8}


def _offsets(fields: tuple[tuple[str, str], ...]) -> tuple[dict[str, int], int]:
    """Each field's byte offset (natural alignment) and the fields' size."""
    offsets, at = {}, 0
    for name, scalar in fields:
        size = _SIZES[scalar]
        at = (at + size - 1) // size * size
        offsets[name] = at
        at += size
    return offsets, at


HEADER_OFFSETS, HEADER_SIZE = _offsets(HEADER_FIELDS)
"""Byte offset of each field before `dim`; the bytes before `dim` (24)."""
DIM_OFFSETS, DIM_SIZE = _offsets(DIM_FIELDS)
"""Byte offset of each field of a `CFI_dim_t` in it; its size (24)."""
HEADER_INDEX = {name: k for k, (name, _) in enumerate(HEADER_FIELDS)}
"""The index of each field before `dim` among the fields of flang's LLVM struct."""
DIM_FIELD = len(HEADER_FIELDS)
"""The index of `dim` among the fields of flang's LLVM struct."""
DIM_INDEX = {name: k for k, (name, _) in enumerate(DIM_FIELDS)}
"""The index of each field of a `CFI_dim_t` in its LLVM array."""

ADDENDUM_FLAG = 0x1
"""`_CFI_ADDENDUM_FLAG`: the bit of `extra` saying an addendum follows."""


def dim_offset(r: int) -> int:
    """The byte offset of `dim[r]`."""
    return HEADER_SIZE + DIM_SIZE * r
