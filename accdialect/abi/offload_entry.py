"""Offload entries and kernel names: how a host image names its device symbols.

LLVM 22's `__tgt_offload_entry` (`llvm/Frontend/Offloading/Utility.h`) in the
`llvm_offload_entries` section, with the `declare target indirect` flag
(`OMP_DECLARE_TARGET_INDIRECT`), and clang's kernel symbol names
(`__omp_offloading_<device>_<file>_<function>_l<line>`).
"""

import re

OFFLOAD_ENTRIES_SECTION = "llvm_offload_entries"

OFFLOAD_ENTRY_FIELDS: tuple[tuple[str, str], ...] = (
    ("reserved", "i64"),
    ("version", "i16"),
    ("kind", "i16"),
    ("flags", "i32"),
    ("address", "ptr"),
    ("symbol_name", "ptr"),
    ("size", "i64"),
    ("data", "i64"),
    ("aux_addr", "ptr"),
)
"""(name, C type) of each field, in order."""

FIELD_INDEX = {name: k for k, (name, _) in enumerate(OFFLOAD_ENTRY_FIELDS)}

_FIELD_BYTES = {"i16": 2, "i32": 4, "i64": 8, "ptr": 8}
FIELD_OFFSET = {name: sum(_FIELD_BYTES[t] for _, t in OFFLOAD_ENTRY_FIELDS[:k])
                for k, (name, _) in enumerate(OFFLOAD_ENTRY_FIELDS)}
"""The byte offset of each field in an entry (each field is at its natural alignment)."""

OMP_DECLARE_TARGET_INDIRECT = 0x8
"""The entry's `flags` bit of a `declare target indirect` procedure."""

OMP_REGISTER_REQUIRES = 0x10
"""The entry's `flags` of clang's `.requires` entry, whose `data` holds the program's
`#pragma omp requires` clauses (libomptarget's `OMP_REQ_*` bits)."""

OMP_REQ_REVERSE_OFFLOAD = 0x2
OMP_REQ_UNIFIED_ADDRESS = 0x4
OMP_REQ_UNIFIED_SHARED_MEMORY = 0x8
OMP_REQ_DYNAMIC_ALLOCATORS = 0x10
"""`requires reverse_offload`, `unified_address`, `unified_shared_memory`,
`dynamic_allocators` among the `.requires` entry's bits (omptarget.h)."""

OFK_OPENMP = 1
"""The entry's `kind` of an OpenMP entry (`object::OffloadKind::OFK_OpenMP`)."""

OFFLOAD_ENTRY_SIZE = FIELD_OFFSET["aux_addr"] + 8
"""The bytes of one `__tgt_offload_entry` (56)."""

LEGACY_ENTRY_SIZE, LEGACY_FLAGS_OFFSET = 32, 24
"""The entry before LLVM 20, `{void *addr; char *name; size_t size; int32_t flags;
int32_t data}`, which libomptarget still reads (`upgradeLegacyEntries`): one whose
first eight bytes, the new format's `reserved`, are not zero."""

BIN_DESC_HOST_ENTRIES = 16
"""The offset of `__tgt_bin_desc`'s `HostEntriesBegin`, `HostEntriesEnd` after it
(`{int32_t NumDeviceImages; __tgt_device_image *DeviceImages; ...}`)."""

KERNEL_PREFIX = "__omp_offloading_0_0_"
"""Prefix of the kernels the lowerings outline: device and file ids 0 (IR has no file
identity)."""

_KERNEL_NAME = re.compile(r"__omp_offloading_[0-9a-fA-F]+_[0-9a-fA-F]+_(.+?)(?:\.\d+)?")
_REGION_ID = re.compile(r"\.(.+)\.region_id")


def entry_name(function: str | None, line: int) -> str:
    """The name clang gives the offload region at `line` of `function`
    (`FUNCTION_lLINE`; `kernel` for a region outside any function)."""
    return f"{function or 'kernel'}_l{line}"


def kernel_name(function_name: str) -> str:
    """The name libomptarget reports for the kernel outlined as `function_name`
    (`__omp_offloading_10302_4a1b_main_l12` -> `main_l12`)."""
    match = _KERNEL_NAME.fullmatch(function_name)
    return match.group(1) if match else function_name


def region_id_owner(global_name: str) -> str | None:
    """The kernel whose region id is the global `global_name` (`.K.region_id` -> `K`)."""
    match = _REGION_ID.fullmatch(global_name)
    return match.group(1) if match else None


def region_id_name(kernel: str) -> str:
    """The region-id global of the kernel `kernel` (clang's `.K.region_id`)."""
    return f".{kernel}.region_id"
