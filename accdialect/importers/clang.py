"""What clang 22's module needs before the project's tools read it (C, and C++ from
clang++: `compiler`).

`acc-import` turns clang 22's LLVM IR into MLIR with `mlir-translate 22
--import-llvm`. What mlir-translate 22 writes that xDSL 0.74 does not model is
kept, not dropped: properties an xDSL operation does not define (`arg_attrs`,
`no_unwind`, `loop_annotation`, ...) become discardable attributes of the
operation, and attributes of unknown kinds (`#llvm.loop_annotation`, module
flags) stay as written. None of them changes what the program computes at -O0.

clang's offload entries (globals in section `llvm_offload_entries`, struct
`__tgt_offload_entry {i64, i16 version, i16 kind, i32 flags, ptr addr, ptr name,
i64 size, i64 data, ptr aux}`) become the project's markers on the symbols they
name: a `declare target` variable gets `omp.declare_target = "NAME"`, a
`declare target indirect` function (flags INDIRECT 0x8) gets
`omp.declare_target_indirect = "NAME"`, NAME being the entry's name as the runtime
reports it (`twice_l24`). The `.requires` entry (flags 0x10) puts its `data`, the
program's `#pragma omp requires` bits, on the module as `omp.requires = BITS : i64`.
Kernel entries (a `.NAME.region_id` global) need none: `__tgt_target_kernel` finds
the outlined function by its region id.
"""

from pathlib import Path
from typing import cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation

from accdialect.abi.offload_entry import (
    FIELD_INDEX,
    OFFLOAD_ENTRIES_SECTION,
    OMP_DECLARE_TARGET_INDIRECT,
    OMP_REGISTER_REQUIRES,
    kernel_name,
    region_id_owner,
)
from accdialect.dialects.discardable import OMP_REQUIRES
from accdialect.dialects.omp import DECLARE_TARGET, DECLARE_TARGET_INDIRECT

CXX_SUFFIXES = (".cpp", ".cc", ".cxx")
"""The suffixes of C++ sources, which clang++ compiles (clang's own rule for
`.cpp`, `.cc` and `.cxx` files)."""


def compiler(source: Path) -> str:
    """The LLVM 22 driver that compiles `source`: clang++ for C++ (it also links
    the C++ library natively, as `record.sh` compiles a `.cpp`), else clang."""
    return "clang++" if source.suffix in CXX_SUFFIXES else "clang"


def prepare(module: ModuleOp) -> None:
    """Everything clang 22's imported module needs, in place (see the module doc)."""
    keep_unmodelled_properties(module)
    mark_offload_entries(module)


def keep_unmodelled_properties(module: ModuleOp) -> None:
    """Properties an operation's xDSL definition lacks become discardable
    attributes (printed in its attribute dictionary)."""
    for op in module.walk():
        if not isinstance(op, IRDLOperation):
            continue
        defined = op.get_irdl_definition().properties
        for name in [n for n in op.properties if n not in defined]:
            op.attributes[name] = op.properties.pop(name)


def _entry_fields(entry: llvm.GlobalOp) -> dict[int, Operation]:
    """The operations that define each field of an offload entry's initializer."""
    fields: dict[int, Operation] = {}
    for op in entry.body.walk():
        if isinstance(op, llvm.InsertValueOp):
            value = op.value.owner
            if isinstance(value, Operation):
                fields[op.position.get_values()[0]] = value
    return fields


def mark_offload_entries(module: ModuleOp) -> None:
    """Mark the symbols of clang's offload entries (see the module doc)."""
    symbols = {op.sym_name.data: op for op in module.ops
               if isinstance(op, llvm.GlobalOp | llvm.FuncOp)}
    for entry in list(symbols.values()):
        section = entry.attributes.get("section") or entry.properties.get("section")
        if not isinstance(entry, llvm.GlobalOp) or section != StringAttr(OFFLOAD_ENTRIES_SECTION):
            continue
        fields = _entry_fields(entry)
        addr, name, flags = (fields.get(FIELD_INDEX[f]) for f in ("address", "symbol_name", "flags"))
        data = fields.get(FIELD_INDEX["data"])
        if (isinstance(flags, llvm.ConstantOp) and isinstance(data, llvm.ConstantOp)
                and cast(IntegerAttr, flags.value).value.data == OMP_REGISTER_REQUIRES):
            module.attributes[OMP_REQUIRES] = IntegerAttr(
                cast(IntegerAttr, data.value).value.data, 64)
            continue
        if not (isinstance(addr, llvm.AddressOfOp) and isinstance(name, llvm.AddressOfOp)
                and isinstance(flags, llvm.ConstantOp)):
            continue
        target = symbols.get(addr.global_name.root_reference.data)
        name_global = symbols.get(name.global_name.root_reference.data)
        if (target is None or not isinstance(name_global, llvm.GlobalOp)
                or region_id_owner(target.sym_name.data) is not None):
            continue
        runtime_name = kernel_name(cast(StringAttr, name_global.value).data.rstrip("\0"))
        indirect = cast(IntegerAttr, flags.value).value.data & OMP_DECLARE_TARGET_INDIRECT
        marker = DECLARE_TARGET_INDIRECT if indirect else DECLARE_TARGET
        target.attributes[marker] = StringAttr(runtime_name)
