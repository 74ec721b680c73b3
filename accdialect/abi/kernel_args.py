"""clang 22's `__tgt_kernel_arguments`, the struct `__tgt_target_kernel` reads.

Fields in order, with their C types (`offload/include/Shared/APITypes.h`, version 3):
the layout both the lowering (which builds it) and the interpreter (which reads it
back for the runtime) use.
"""

KERNEL_ARGS_VERSION = 3

KERNEL_ARGS_FIELDS: tuple[tuple[str, str, int], ...] = (
    ("version", "i32", 1),
    ("num_args", "i32", 1),
    ("base_pointers", "ptr", 1),
    ("pointers", "ptr", 1),
    ("sizes", "ptr", 1),
    ("map_types", "ptr", 1),
    ("names", "ptr", 1),
    ("mappers", "ptr", 1),
    ("trip_count", "i64", 1),
    ("flags", "i64", 1),
    ("num_teams", "i32", 3),
    ("thread_limit", "i32", 3),
    ("dyn_cgroup_mem", "i32", 1),
)
"""(name, C scalar type, count): `count` > 1 is an array of that many scalars."""

_SIZES = {"i32": 4, "i64": 8, "ptr": 8}


def _offsets() -> dict[str, int]:
    offsets, at = {}, 0
    for name, scalar, count in KERNEL_ARGS_FIELDS:
        size = _SIZES[scalar]
        at = (at + size - 1) // size * size
        offsets[name] = at
        at += size * count
    return offsets


FIELD_OFFSETS = _offsets()
"""Byte offset of each field on x86-64 (natural alignment)."""
