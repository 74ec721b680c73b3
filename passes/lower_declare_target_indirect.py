"""`lower-declare-target-indirect`: seed 002's `declare target indirect`.

A procedure declared `declare target indirect` (an `llvm.func` with upstream's
`omp.declare_target` attribute and the project's unit attribute
`omp.declare_target_indirect`, see `accdialect/interpreters/omp.py`) may be called on
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
from dataclasses import dataclass, field

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects import func, llvm
from xdsl.dialects.builtin import ModuleOp, StringAttr, SymbolRefAttr, i8, i16, i32, i64
from xdsl.dialects.omp import DeclareTargetAttr, DeclareTargetDeviceTypeAttr
from xdsl.ir import Operation
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint
from xdsl.utils.exceptions import DiagnosticException

from accdialect.abi.entry_points import INDIRECT_CALL_LOOKUPS
from accdialect.abi.offload_entry import (
    KERNEL_PREFIX,
    OFFLOAD_ENTRIES_SECTION,
    OFFLOAD_ENTRY_FIELDS,
    OMP_DECLARE_TARGET_INDIRECT,
    entry_name,
    region_id_owner,
)
from accdialect.dialects import omp
from accdialect.dialects.omp import DECLARE_TARGET, DECLARE_TARGET_INDIRECT
from accdialect.dialects.source import op_line

from ._ir_ops import PTR, abi_struct, constant_global_op
from ._ir_values import error
from ._module_symbols import ModuleSymbols
from ._project_dialects import adopt

TRANSLATIONS = INDIRECT_CALL_LOOKUPS
OFFLOAD_ENTRY_TYPE = abi_struct("struct.__tgt_offload_entry",
                                ((f, t, 1) for f, t in OFFLOAD_ENTRY_FIELDS))
_DEVICE_REGIONS = (omp.TargetOp, xacc.ParallelOp, xacc.SerialOp, xacc.KernelsOp)
Function = llvm.FuncOp | func.FuncOp
Call = llvm.CallOp | func.CallOp


def _device_type(fn: Function) -> str | None:
    """`any`, `host` or `nohost` of a declare target function, None if it is not one
    (`any` when the attribute does not say: the runtime's string form)."""
    attr = fn.attributes.get(DECLARE_TARGET)
    if attr is None:
        return None
    if isinstance(attr, DeclareTargetAttr) and isinstance(attr.device_type,
                                                          DeclareTargetDeviceTypeAttr):
        return str(attr.device_type.data)
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


def _untranslated_indirect_call(op: Operation) -> bool:
    """An indirect call whose pointer is not a translation's result."""
    if not isinstance(op, llvm.CallOp) or op.callee is not None:
        return False
    producer = op.operands[0].owner
    return not (isinstance(producer, llvm.CallOp) and _callee(producer) in TRANSLATIONS)


@dataclass
class AddOffloadEntry(RewritePattern):
    """A `declare target indirect` procedure gets clang 22's offload entry (once)."""

    syms: ModuleSymbols

    @op_type_rewrite_pattern
    def match_and_rewrite(self, fn: llvm.FuncOp, rewriter: PatternRewriter) -> None:
        if DECLARE_TARGET_INDIRECT not in fn.attributes:
            return
        syms = self.syms
        entry = f"{KERNEL_PREFIX}{entry_name(fn.sym_name.data, op_line(fn))}"
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
            (i64, 0), (i16, 1), (i16, 1), (i32, OMP_DECLARE_TARGET_INDIRECT), fn.sym_name.data,
            name, (i64, 8), (i64, 0), None], linkage="weak", section=OFFLOAD_ENTRIES_SECTION)


@dataclass
class DeviceCode:
    """Which code runs on the device (see the module doc): `whole` functions (device
    only, or the `.device` copies of shared ones), and the device regions of the
    others; `copies`: shared function -> its device copy."""

    whole: set[Operation] = field(default_factory=set)
    copies: dict[str, str] = field(default_factory=dict)

    def runs(self, op: Operation) -> bool:
        fn = op.parent_op()
        while fn is not None and not isinstance(fn, Function):
            fn = fn.parent_op()
        return fn in self.whole or (fn is not None and _in_device_region(op))


def device_code(syms: ModuleSymbols, module: ModuleOp, functions: dict[str, Function]
                ) -> DeviceCode:
    """The device code of `module`, the shared functions copied (`@<fn>.device`)."""
    region_ids = {owner for n in syms.names if (owner := region_id_owner(n)) is not None}
    device_only = {name for name, f in functions.items()
                   if name in region_ids or _device_type(f) == "nohost"
                   or DECLARE_TARGET_INDIRECT in f.attributes}
    # who calls whom, from where
    device_calls: set[str] = set()   # callees called from device code
    host_used: set[str] = set()      # called from host code / address taken
    for o in module.walk():
        if isinstance(o, llvm.AddressOfOp):
            host_used.add(o.global_name.root_reference.data)
    for name, f in functions.items():
        for o in f.walk():
            callee = _callee(o)
            if callee is None or callee not in functions:
                continue
            if name in device_only or _in_device_region(o):
                device_calls.add(callee)
            else:
                host_used.add(callee)
    # device-reachable functions (through direct calls)
    reachable: set[str] = set(device_only)
    work = list(device_calls)
    while work:
        name = work.pop()
        if name in reachable:
            continue
        reachable.add(name)
        work.extend(c for o in functions[name].walk()
                    if (c := _callee(o)) in functions and c not in reachable)
    # which need translated calls (directly, or through a callee that does)
    needs = {n for n in reachable if functions[n].regions[0].blocks
             and any(_untranslated_indirect_call(o) for o in functions[n].walk())}
    changed = True
    while changed:
        changed = False
        for n in reachable - needs:
            if any(_callee(o) in needs for o in functions[n].walk()):
                needs.add(n)
                changed = True
    shared = {n for n in needs if n not in device_only and n in host_used}
    code = DeviceCode({functions[n] for n in needs if n not in shared})
    for n in sorted(shared):
        copy_name = syms.fresh(f"{n}.device")
        clone = functions[n].clone()
        clone.properties["sym_name"] = StringAttr(copy_name)
        clone.properties.pop("sym_visibility", None)
        module.body.block.insert_op_after(clone, functions[n])
        code.copies[n] = copy_name
        code.whole.add(clone)
    return code


@dataclass
class TranslateDeviceCall(RewritePattern):
    """In device code: a call of a shared function calls its device copy; an indirect
    call goes through the translation of its pointer."""

    syms: ModuleSymbols
    code: DeviceCode
    translate: str

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: llvm.CallOp | func.CallOp, rewriter: PatternRewriter) -> None:
        if not self.code.runs(op):
            return
        callee = _callee(op)
        if callee in self.code.copies:
            op.properties["callee"] = SymbolRefAttr(self.code.copies[callee])
        elif _untranslated_indirect_call(op):
            self.syms.declare(self.translate, [PTR], PTR)
            lookup = llvm.CallOp(self.translate, op.operands[0], return_type=PTR)
            rewriter.insert(lookup, InsertPoint.before(op))
            op.operands[0] = lookup.results[0]


@dataclass(frozen=True)
class LowerDeclareTargetIndirect(ModulePass):
    """Offload entries of `declare target indirect` procedures; device-side calls
    through function pointers translated (see the module doc)."""

    name = "lower-declare-target-indirect"

    translate: str = TRANSLATIONS[0]

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        adopt(ctx, op)
        if self.translate not in TRANSLATIONS:
            raise DiagnosticException(f"lower-declare-target-indirect: translate must be one "
                                      f"of {', '.join(TRANSLATIONS)}, not '{self.translate}'")
        functions = {f.sym_name.data: f for f in op.ops if isinstance(f, Function)}
        for f in functions.values():
            if isinstance(f, llvm.FuncOp) and DECLARE_TARGET_INDIRECT in f.attributes:
                if DECLARE_TARGET not in f.attributes:
                    raise error(f, f"cannot lower: '{DECLARE_TARGET_INDIRECT}' needs "
                                   f"'{DECLARE_TARGET}'")
                if not f.body.blocks:
                    raise error(f, "cannot lower: a 'declare target indirect' procedure needs "
                                   "a body")
        syms = ModuleSymbols(op)
        PatternRewriteWalker(AddOffloadEntry(syms), apply_recursively=False).rewrite_module(op)
        code = device_code(syms, op, functions)
        PatternRewriteWalker(TranslateDeviceCall(syms, code, self.translate),
                             apply_recursively=False).rewrite_module(op)


__all__ = ["LowerDeclareTargetIndirect"]
