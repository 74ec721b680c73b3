"""`lower-declare-target-indirect`: seed 002's `declare target indirect`.

A procedure declared `declare target indirect` (an `llvm.func` with upstream's
`omp.declare_target` attribute and the project's unit attribute
`omp.declare_target_indirect`, see `accdialect/interpreter/omp.py`) may be called on
the device through a pointer to its *host* version. Two things make that work, and
this pass emits both:

1. an offload entry per such procedure, as clang 22 emits it on the host:
   `@.offloading.entry.<entry> = weak constant %struct.__tgt_offload_entry
   { i64 0, i16 1, i16 1 (OpenMP), i32 8 (OMP_DECLARE_TARGET_INDIRECT), ptr @fn,
   ptr @.offloading.entry_name, i64 8, i64 0, ptr null }` in section
   `llvm_offload_entries`, `<entry>` = `__omp_offloading_0_0_<fn>_l<line>` named by the
   string `@.offloading.entry_name[.N]` (section `.llvm.rodata.offloading`). From these
   the runtime builds its table of (host address, device address) pairs;
2. every call through a function pointer made by device code goes through the
   translation call: `%dev = llvm.call @__llvm_omp_indirect_call_lookup(%fp)` (LLVM 22's
   name; `translate=__kmpc_target_translate_fptr` for seed 002's), then
   `llvm.call %dev(...)`. Device code is: the regions of `omp.target` and of the
   OpenACC compute constructs, outlined kernels (`@NAME` with a `@.NAME.region_id`
   global), functions declared `declare target` with `device_type(nohost)` or
   `indirect` (the device reaches those through the table), and the functions they
   call directly. A function that host code calls too (or whose address it takes) is
   not changed: device code calls a copy `@<fn>.device`, with the translations, instead.
   A call whose pointer already comes from a translation call is left alone, so a second
   run changes nothing.
"""

import re
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects import func, llvm
from xdsl.dialects.builtin import (
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.utils.exceptions import DiagnosticException

from accdialect.abi.entry_points import INDIRECT_CALL_LOOKUPS
from accdialect.abi.offload_entry import OFFLOAD_ENTRY_FIELDS, OMP_DECLARE_TARGET_INDIRECT
from accdialect.dialects import omp
from accdialect.dialects.omp import DECLARE_TARGET, DECLARE_TARGET_INDIRECT

from ._runtime_abi import (
    KERNEL_PREFIX,
    PTR,
    ModuleSymbols,
    abi_struct,
    constant_global_op,
    fail,
    op_line,
    use_context_classes,
)

TRANSLATIONS = INDIRECT_CALL_LOOKUPS
OFFLOAD_ENTRY_TYPE = abi_struct("struct.__tgt_offload_entry",
                                ((f, t, 1) for f, t in OFFLOAD_ENTRY_FIELDS))
_DEVICE_REGIONS = (omp.TargetOp, xacc.ParallelOp, xacc.SerialOp, xacc.KernelsOp)
_FUNCTIONS = (llvm.FuncOp, func.FuncOp)


def _name(fn: Operation) -> str:
    return cast(StringAttr, fn.properties["sym_name"]).data


def _device_type(fn: Operation) -> str | None:
    """`any`, `host` or `nohost` of a declare target function, None if it is not one."""
    attr = fn.attributes.get(DECLARE_TARGET)
    if attr is None:
        return None
    text = str(attr)
    for kind in ("nohost", "host", "any"):
        if f"device_type = ({kind})" in text:
            return kind
    return "any"


def _in_device_region(op: Operation) -> bool:
    parent = op.parent_op()
    while parent is not None:
        if isinstance(parent, _DEVICE_REGIONS):
            return True
        parent = parent.parent_op()
    return False


def _callee(op: Operation) -> str | None:
    if isinstance(op, llvm.CallOp) and op.callee is not None:
        return op.callee.root_reference.data
    if isinstance(op, func.CallOp):
        return op.callee.root_reference.data
    return None


def _is_indirect_call(op: Operation) -> bool:
    return isinstance(op, llvm.CallOp) and op.callee is None


def _translated(op: llvm.CallOp) -> bool:
    """Whether the pointer an indirect call goes through is a translation's result."""
    producer = op.operands[0].owner
    return isinstance(producer, llvm.CallOp) and _callee(producer) in TRANSLATIONS


@dataclass(frozen=True)
class LowerDeclareTargetIndirect(ModulePass):
    """Offload entries of `declare target indirect` procedures; device-side calls
    through function pointers translated (see the module doc)."""

    name = "lower-declare-target-indirect"

    translate: str = TRANSLATIONS[0]

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.translate not in TRANSLATIONS:
            raise DiagnosticException(f"lower-declare-target-indirect: translate must be one "
                                      f"of {', '.join(TRANSLATIONS)}, not '{self.translate}'")
        functions = {_name(f): f for f in op.ops if isinstance(f, _FUNCTIONS)}
        indirect = [f for f in op.ops if isinstance(f, llvm.FuncOp)
                    and DECLARE_TARGET_INDIRECT in f.attributes]
        for f in indirect:
            if DECLARE_TARGET not in f.attributes:
                raise fail(f, f"cannot lower: '{DECLARE_TARGET_INDIRECT}' needs "
                              f"'{DECLARE_TARGET}'")
            if not f.body.blocks:
                raise fail(f, "cannot lower: a 'declare target indirect' procedure needs a body")
        syms = ModuleSymbols(op)
        for f in indirect:
            self._offload_entry(syms, f)
        self._translate_device_calls(syms, op, functions)
        use_context_classes(op, ctx)

    # ---- offload entries -------------------------------------------------------------
    def _offload_entry(self, syms: ModuleSymbols, fn: llvm.FuncOp) -> None:
        entry = f"{KERNEL_PREFIX}{fn.sym_name.data}_l{op_line(fn)}"
        symbol = f".offloading.entry.{entry}"
        existing = re.compile(re.escape(f".offloading.entry.{KERNEL_PREFIX}{fn.sym_name.data}_l")
                              + r"\d+")
        if any(existing.fullmatch(name) for name in syms.names):
            return
        name = syms.fresh(".offloading.entry_name")
        data = entry + "\0"
        syms.add_global(constant_global_op(llvm.LLVMArrayType(len(data), i8), name,
                                           "internal", value=StringAttr(data), unnamed_addr=2,
                                           section=".llvm.rodata.offloading"))
        syms.names.add(symbol)
        syms.aggregate_global(symbol, OFFLOAD_ENTRY_TYPE, [
            (i64, 0), (i16, 1), (i16, 1), (i32, OMP_DECLARE_TARGET_INDIRECT),
            ("ptr", fn.sym_name.data), ("ptr", name), (i64, 8), (i64, 0), ("null", None)],
            linkage="weak", section="llvm_offload_entries")

    # ---- device code -------------------------------------------------------------------
    def _translate_device_calls(self, syms: ModuleSymbols, module: ModuleOp,
                                functions: dict[str, Operation]) -> None:
        region_ids = {n[1:-len(".region_id")] for n in syms.names
                      if n.startswith(".") and n.endswith(".region_id")}
        device_only = {name for name, f in functions.items()
                       if name in region_ids or _device_type(f) == "nohost"
                       or DECLARE_TARGET_INDIRECT in f.attributes}
        # who calls whom, from where
        device_calls: dict[str, list[Operation]] = {}   # callee -> call sites in device code
        host_used: set[str] = set()                      # called from host code / address taken
        for o in module.walk():
            if isinstance(o, llvm.AddressOfOp):
                host_used.add(o.global_name.root_reference.data)
        for name, f in functions.items():
            for o in f.walk():
                callee = _callee(o)
                if callee is None or callee not in functions:
                    continue
                if name in device_only or _in_device_region(o):
                    device_calls.setdefault(callee, []).append(o)
                else:
                    host_used.add(callee)
        # device-reachable functions (through direct calls)
        reachable: set[str] = set(device_only)
        work = [c for c in device_calls if c in functions]
        while work:
            name = work.pop()
            if name in reachable:
                continue
            reachable.add(name)
            for o in functions[name].walk():
                callee = _callee(o)
                if callee in functions and callee not in reachable:
                    work.append(callee)
        # which need translated calls (directly, or through a callee that does)
        def direct(f: Operation) -> bool:
            return any(_is_indirect_call(o) and not _translated(cast(llvm.CallOp, o))
                       for o in f.walk())
        needs = {n for n in reachable if functions[n].regions[0].blocks and direct(functions[n])}
        changed = True
        while changed:
            changed = False
            for n in reachable - needs:
                if any(_callee(o) in needs for o in functions[n].walk()):
                    needs.add(n)
                    changed = True
        shared = {n for n in needs if n not in device_only and n in host_used}
        copies: dict[str, str] = {}
        for n in sorted(shared):
            copies[n] = syms.fresh(f"{n}.device")
        for n, copy_name in copies.items():
            original = functions[n]
            clone = original.clone()
            clone.properties["sym_name"] = StringAttr(copy_name)
            if "sym_visibility" in clone.properties:
                del clone.properties["sym_visibility"]
            module.body.block.insert_op_after(clone, original)
            functions[copy_name] = clone
        device_functions = [functions[n] for n in needs if n not in shared]
        device_functions += [functions[c] for c in copies.values()]
        # rewrite: device regions of host functions, and the device functions
        for f in list(functions.values()):
            if f in device_functions:
                self._rewrite(syms, f, copies, whole=True)
            elif _name(f) not in copies.values():
                self._rewrite(syms, f, copies, whole=False)

    def _rewrite(self, syms: ModuleSymbols, fn: Operation, copies: dict[str, str],
                 whole: bool) -> None:
        for o in list(fn.walk()):
            if not whole and not _in_device_region(o):
                continue
            callee = _callee(o)
            if callee in copies:
                o.properties["callee"] = SymbolRefAttr(copies[callee])
            elif _is_indirect_call(o) and not _translated(cast(llvm.CallOp, o)):
                syms.declare(self.translate, [PTR], PTR)
                lookup = llvm.CallOp(self.translate, o.operands[0], return_type=PTR)
                block = o.parent_block()
                assert block is not None
                block.insert_op_before(lookup, o)
                o.operands[0] = lookup.results[0]


__all__ = ["LowerDeclareTargetIndirect"]
