"""`lower-acc-to-runtime`: OpenACC data and compute constructs to the calls a real
program makes on libomptarget (`__tgt_target_data_{begin,end,update}_mapper`,
`__tgt_target_kernel`) and the OpenACC attach API (`acc_attach`, `acc_detach`,
`acc_detach_finalize`).

Map types follow LLVM 22's `mlir-translate --mlir-to-llvmir` (`acc.copyin` TO,
`acc.create` 0, `acc.copyout` FROM, structured clauses OMPX_HOLD), extended to what
the simulator's interpreter does with the same program (`accdialect/interpreter/acc.py`,
SEMANTICS §4), so that the lowered program makes the same runtime actions in the same
order:

| operation | entry (performed by its construct) | exit |
|---|---|---|
| `acc.copyin` | TO | — |
| `acc.create` | 0 (alloc) | — |
| `acc.present` | PRESENT | — |
| `acc.nocreate` | 0, size 0 unless `acc_is_present` (nothing is mapped when absent) | — |
| `acc.copyout` | — | FROM |
| `acc.delete` | — | 0 (release) |
| `acc.update_device` / `acc.update_host` | TO / FROM (`acc.update`; PRESENT unless `ifPresent`) | |

plus OMPX_HOLD on the clauses of `acc.data`, compute constructs and
`acc.declare_enter` and on structured exits, and DELETE on the exits of an
`acc.exit_data` with `finalize`. Sections come from `bounds` (`varPtr + offset`,
the section's size) over `varType`.

Where the calls go:
- a construct's data actions are one begin call before it, in operand order; then
  its attachments, in operand order (OpenACC 3.3 §2.7.2, seed 001): an
  `attachRecipe` body inlined with `(varPtr, augPtr, offset, size)`, else
  `acc_attach(varPtrPtr)`, else `acc_attach(varPtr)` for `acc.attach`;
- a structured exit operation (after `acc.data`, a compute construct or
  `acc.declare_enter`) is lowered where it stands: its detachment (`detachRecipe`
  body, or `acc_detach` for `acc.detach`), then one end call;
- the exit operations of an `acc.exit_data` (their `accPtr` comes from an
  `acc.getdeviceptr` it lists) are lowered at it: every detachment first
  (`acc_detach_finalize` with `finalize`), then one end call per operation, in the
  order of the operations (one call each keeps the interpreter's order of copies and
  removals: libomptarget defers removals to the end of a call);
- `acc.update`: one update call, the device updates then the host updates;
- `acc.data`, `acc.host_data`: the region is inlined; `acc.parallel`, `acc.serial`,
  `acc.kernels`: the region is outlined into `llvm.func
  @__omp_offloading_0_0_<function>_l<line>` and launched with `__tgt_target_kernel`
  (clang's convention, as `lower-omp-to-runtime`); the values it uses from outside
  are its kernel arguments, each a `LITERAL|TARGET_PARAM|IMPLICIT` entry (constants
  are rematerialized inside). If the launch fails (or `if` is false) the function
  runs on the host, with host addresses;
- the result of a data-entry operation (the device address, which regions use)
  becomes `acc_deviceptr(varPtr + offset) - offset`, or `varPtr` when that is null;
  an `acc.getdeviceptr` used as a value, and `acc.use_device`, likewise;
- a compute construct's `private`/`firstprivate` copies (OpenACC 3.3 §2.5.13-14):
  kernel allocas, a firstprivate's value loaded on the host and passed by value;
- flang's output: a `!fir.ref`/`ptr`/`heap` variable is the `!llvm.ptr` it is cast
  from; a descriptor by value (`!fir.box`) listed by a compute construct maps the
  data it describes and gives the kernel a copy of it rebased on the device data
  (`_acc_lowering.descriptor_copy`).
`if` guards the calls (for `acc.data` and compute constructs also their structured
exits); `async`, `wait`, `num_gangs`, ... are accepted and the construct runs
synchronously.

`compat=llvm22` emits instead exactly the map arrays of LLVM 22's translation for
what it supports (enter/exit data, update, data), for comparison: its order (create
then copyin; delete then copyout; host then device updates; in `acc.data` copyin,
delete, copyout, create: `accdialect.abi.openacc.LLVM22_ORDER`), DELETE for every
`acc.delete` of `acc.exit_data`, no PRESENT on updates, one end call per construct,
and the structured exits of `acc.data` folded into its end call (their FROM is lost,
as in LLVM 22).
"""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import IntegerType, ModuleOp, StringAttr, UnrealizedConversionCastOp, i8, i64
from xdsl.ir import Operation, OpResult, Region
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import DiagnosticException

from accdialect.abi.map_types import MapType
from accdialect.abi.openacc import exit_map_type, llvm22_rank, update_map_type
from accdialect.dialects import acc
from accdialect.dialects.acc import CONSTRUCT_ATTR
from accdialect.rules.acc_order import Step, exit_steps

from ._acc_lowering import (
    COMPUTE,
    CONSTRUCTS,
    DATA_ACTIONS,
    ENTRIES,
    EXITS,
    TERMINATORS,
    AccLowering,
    Clause,
    clause,
    descriptor_by_value,
    exit_name,
    host_variable,
    producer,
)
from ._attach_common import performer
from ._ir_builder import Builder
from ._ir_values import dimensions, error, symbol_uses, type_size
from ._project_dialects import adopt
from ._regions import erase_if_unused, from_slot, inline_region, live_ins, outline, passable, to_slot
from ._rewriting import rewrite_module
from ._runtime_calls import MapEntry, launch_with_fallback, mapper_call

_CONSTANTS = (llvm.ConstantOp, arith.ConstantOp, llvm.ZeroOp)


@dataclass
class _AccPattern(RewritePattern):
    """A pattern of this pass: they share the run's `AccLowering`."""

    acc: AccLowering


class LowerEnterData(_AccPattern):
    """`acc.enter_data`: the data actions, then the attachments."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.EnterDataOp, rewriter: PatternRewriter) -> None:
        self.acc.perform_entries(Builder(op).guarded(op.if_cond), op, structured=False)
        self.acc.retire(op.data_clause_operands)
        rewriter.erase(op)


class LowerExitData(_AccPattern):
    """`acc.exit_data`: every detachment first (`acc_detach_finalize` with
    `finalize`), then one end call per exit operation, in their order (one call each
    keeps the interpreter's order of copies and removals: libomptarget defers
    removals to the end of a call); an `acc.update_host` among the exit operations
    is an update call (FROM|PRESENT) in its place, as the interpreter performs it."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.ExitDataOp, rewriter: PatternRewriter) -> None:
        lowering, compat = self.acc, self.acc.compat
        finalize = op.finalize is not None
        b = Builder(op).guarded(op.if_cond)
        exits = lowering.exits_of(op.data_clause_operands)
        clauses = {e: clause(b, producer(e)) for e in exits}
        steps = exit_steps(exits, lowering.exit_kind)
        for e, step in steps:
            if step is Step.DETACHMENT:
                lowering.detach(b, e, clauses[e], finalize)
        entries: list[tuple[str, MapEntry]] = []
        for e in (e for e, step in steps if step is Step.DATA_ACTION):
            if isinstance(e, acc.UpdateHostOp):  # an update self at the exit, as it stands
                c = clauses[e]
                mapper_call(lowering.syms, b, op, "update", [MapEntry(
                    c.begin, c.begin, c.size, update_map_type("acc.update_host", if_present=False),
                    exit_name(e, c))])
                continue
            entry = lowering.exit_map(clauses[e], e, finalize and not compat)
            if entry is None:
                continue
            if compat:  # LLVM 22: DELETE for every acc.delete, no hold count
                bits = exit_map_type(e.name, structured=False, finalize=isinstance(e, acc.DeleteOp))
                assert bits is not None
                entry.map_type = bits
                entries.append((e.name, entry))
            else:
                mapper_call(lowering.syms, b, op, "end", [entry])
        if entries:  # LLVM 22: one end call, its entries by clause kind
            entries.sort(key=lambda named: llvm22_rank(op.name, named[0]))
            mapper_call(lowering.syms, b, op, "end", [entry for _, entry in entries])
        lowering.finish_exits(exits, rewriter.erase, op)
        lowering.retire(op.data_clause_operands)
        rewriter.erase(op)


class LowerUpdate(_AccPattern):
    """`acc.update`: one update call, the device updates then the host updates."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.UpdateOp, rewriter: PatternRewriter) -> None:
        lowering = self.acc
        b = Builder(op).guarded(op.if_cond)
        if_present = op.if_present is not None or lowering.compat
        to_device = [MapEntry(c.begin, c.begin, c.size,
                              update_map_type("acc.update_device", if_present=if_present), c.name)
                     for c in (clause(b, v.owner) for v in op.data_clause_operands
                               if isinstance(v.owner, ENTRIES))]
        exits = lowering.exits_of(op.data_clause_operands)
        to_host: list[MapEntry] = []
        for e in exits:
            if isinstance(e, acc.UpdateHostOp):
                c = clause(b, producer(e))
                to_host.append(MapEntry(c.begin, c.begin, c.size, update_map_type(
                    "acc.update_host", if_present=if_present), exit_name(e, c)))
        entries = to_host + to_device if lowering.compat else to_device + to_host
        if entries:
            mapper_call(lowering.syms, b, op, "update", entries)
        lowering.finish_exits(exits, rewriter.erase, op)
        lowering.retire(op.data_clause_operands)
        rewriter.erase(op)


class LowerData(_AccPattern):
    """`acc.data`: the data actions, then the region inlined (its structured exits
    follow it)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.DataOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        clauses = self.acc.perform_entries(b.guarded(op.if_cond), op, structured=True)
        self.acc.replace_results(b, clauses)
        self.acc.retire(op.data_clause_operands)
        if self.acc.compat:
            self._compat_end(op, rewriter)
        inline_region(op.region, InsertPoint.before(op), (), TERMINATORS, rewriter.erase)
        rewriter.erase(op)

    def _compat_end(self, op: xacc.DataOp, rewriter: PatternRewriter) -> None:
        """LLVM 22: an end call with the begin call's arrays after the region; the
        structured exits of the construct's clauses are folded into it."""
        lowering = self.acc
        b = Builder(op.next_op, op.parent_block())
        clauses = [clause(b, v.owner) for v in op.data_clause_operands
                   if isinstance(v.owner, DATA_ACTIONS)]
        entries = lowering.begin_entries(b, op, clauses, structured=True)
        if entries:
            mapper_call(lowering.syms, b, op, "end", entries)
        lowering.finish_exits([u.operation for v in op.data_clause_operands for u in v.uses
                               if isinstance(u.operation, EXITS)], rewriter.erase)


class LowerDeclare(_AccPattern):
    """`acc.declare_enter`: the data actions (with the counter
    `acc.declare_is_structured` says); its `acc.declare_exit`s go with it."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.DeclareEnterOp, rewriter: PatternRewriter) -> None:
        b = Builder(op)
        structured = acc.declare_is_structured(op.data_clause_operands)
        self.acc.replace_results(b, self.acc.perform_entries(b, op, structured=structured))
        self.acc.retire(op.data_clause_operands)
        for use in list(op.token.uses):
            if isinstance(use.operation, xacc.DeclareExitOp):
                self.acc.retire(use.operation.data_clause_operands)
                rewriter.erase(use.operation)
        if op.token.uses:
            raise error(op, "cannot lower: the token is used by something else than "
                            "'acc.declare_exit'")
        rewriter.erase(op)


class LowerRegionOnly(_AccPattern):
    """`acc.declare_exit` (without its `acc.declare_enter`) goes; `acc.host_data`'s
    region is inlined (its `acc.use_device` values are device addresses)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.DeclareExitOp | xacc.HostDataOp,
                          rewriter: PatternRewriter) -> None:
        if isinstance(op, xacc.HostDataOp):
            inline_region(op.region, InsertPoint.before(op), (), TERMINATORS, rewriter.erase)
        self.acc.retire(op.data_clause_operands)
        rewriter.erase(op)


class LowerDeviceValue(_AccPattern):
    """`acc.getdeviceptr` used as a value, `acc.use_device`: the device address."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: acc.GetDevicePtrOp | acc.UseDeviceOp,
                          rewriter: PatternRewriter) -> None:
        result = op.results[0]
        uses = [u for u in result.uses if not isinstance(u.operation, (*CONSTRUCTS, *EXITS))]
        if not uses:
            return
        b = Builder(op.next_op, op.parent_block())
        if isinstance(op, acc.UseDeviceOp):
            var = host_variable(op.var)
            assert var is not None, "checked by the pass's validation"
            value = self.acc.device_address(b, Clause(op, var, var, 0, 1))
        else:
            value = self.acc.device_address(b, clause(b, op), check_present=True)
        self.acc.replace_result(b, result, value, uses)
        self.acc.dead.append(op)


class LowerStructuredExit(_AccPattern):
    """An exit operation after its structured construct (not performed by an
    `acc.exit_data`/`acc.update`): lowered where it stands, under the construct's
    `if`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: acc.DataExitOp, rewriter: PatternRewriter) -> None:
        if performer(op) is not None:
            return
        construct = self.acc.performed.get(producer(op))
        cond = construct.if_cond if isinstance(construct, (xacc.DataOp, *COMPUTE)) else None
        self.acc.structured_exit(Builder(op).guarded(cond), op)
        rewriter.erase(op)


class LowerCompute(_AccPattern):
    """`acc.parallel`/`serial`/`kernels`: the data actions, then the region outlined
    as a kernel whose arguments are the values it uses from outside (constants are
    rematerialized inside), launched with the host fallback."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp,
                          rewriter: PatternRewriter) -> None:
        lowering = self.acc
        b = Builder(op)
        cond = op.if_cond
        lowering.replace_results(b, lowering.perform_entries(b.guarded(cond), op,
                                                             structured=True), op.region)
        lowering.retire(op.data_clause_operands)
        region = op.region
        _private_copies(lowering, b, op)
        _rematerialize(region, rewriter)
        inputs = live_ins(region)
        for value in inputs:
            if not passable(value.type):
                raise error(op, f"cannot lower: the region uses a value of type {value.type}, "
                                "which cannot be a kernel argument")
        entries: list[MapEntry] = []
        kernel_arg = int(MapType.LITERAL | MapType.TARGET_PARAM | MapType.IMPLICIT)
        for value in inputs:
            slot = to_slot(b, value)
            entries.append(MapEntry(slot, slot, type_size(value.type, op), kernel_arg))
        name, region_id = lowering.syms.kernel_names(op)
        fn, params, conv = outline(lowering.syms, name, region, op, len(inputs), TERMINATORS,
                                   rewriter.erase)
        fn.attributes[CONSTRUCT_ATTR] = StringAttr(op.name)
        for value, param in zip(inputs, params):
            inside = param if isinstance(value.type, llvm.LLVMPointerType) else \
                from_slot(conv, param, value.type)
            value.replace_uses_with_if(inside, lambda u: fn.is_ancestor(u.operation))
        # the host fallback gets the host variable where the kernel gets a device address
        host_args = [lowering.host_of.get(value, entry.base)
                     for value, entry in zip(inputs, entries)]
        launch_with_fallback(lowering.syms, b, op, entries, name, region_id, host_args, cond)
        rewriter.erase(op)


def _rematerialize(region: Region, rewriter: PatternRewriter) -> None:
    """The values `region` uses from outside that are made again inside it: constants,
    and the `unrealized_conversion_cast`s flang's output puts between an `!llvm.ptr`
    (or an integer) and its FIR type (whose input then becomes the kernel argument);
    again until no such value is left (a cast of a constant). Each is made once, at
    the start of the region's entry block, which dominates all its uses (also those
    in a region that takes no other operation, as `acc.atomic.capture`)."""
    entry = region.blocks.first
    assert entry is not None
    while True:
        remade = [value for value in live_ins(region) if isinstance(value.owner, _CONSTANTS)
                  or (isinstance(value.owner, UnrealizedConversionCastOp)
                      and all(passable(v.type) for v in value.owner.inputs))]
        if not remade:
            return
        for value in remade:
            owner = value.owner
            assert isinstance(owner, Operation) and isinstance(value, OpResult)
            copy = owner.clone()
            rewriter.insert(copy, InsertPoint.at_start(entry))
            for use in list(value.uses):
                if region.is_ancestor(use.operation):
                    use.operation.operands[use.index] = copy.results[value.index]


def _private_copies(lowering: AccLowering, b: Builder,
                    op: xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp) -> None:
    """The construct's `private` and `firstprivate` copies (OpenACC 3.3 §2.5.13-14), as
    the kernel's own storage: a `varType`-sized `llvm.alloca` at the start of the
    region, which the uses of the clause's result get instead; a `firstprivate` copy
    is then stored the variable's value, read on the host before the launch as an
    integer of its size and passed as a kernel argument (clang's by-value capture).
    flang's private recipes allocate just such storage; a firstprivate's is what
    the interpreter gives (a fresh device copy of the host bytes)."""
    entry = op.region.blocks.first
    assert entry is not None
    inside = Builder(entry.first_op, entry)
    for value in [*op.private_operands, *op.firstprivate_operands]:
        clause_op = value.owner
        assert isinstance(clause_op, acc.PrivateOp | acc.FirstprivateOp)
        size = type_size(clause_op.var_type, clause_op)
        copy = inside.res(llvm.AllocaOp(inside.const(size, i64), i8, alignment=8))
        if isinstance(clause_op, acc.FirstprivateOp):
            var = host_variable(clause_op.var)
            assert var is not None, "checked by the pass's validation"
            word = b.load(var, IntegerType(8 * size))
            inside.store(word, copy)
        lowering.replace_result(inside, value, copy,
                                [use for use in value.uses if use.operation is not op])


# ---- validation: every error before anything changes -------------------------------------
def _validate(op: Operation) -> None:
    if isinstance(op, COMPUTE):
        if op.reduction_operands:
            raise error(op, "cannot lower: the 'reduction' clause of a compute construct "
                            "is not supported")
        for value in [*op.private_operands, *op.firstprivate_operands]:
            _validate_private(op, value.owner)
        if op.self_cond is not None or op.self_attr is not None:
            raise error(op, "cannot lower: the 'self' clause is not supported")
    if isinstance(op, CONSTRUCTS) and not isinstance(op, xacc.DeclareExitOp):
        for value in op.data_clause_operands:
            _validate_operand(value.owner)
    if isinstance(op, EXITS):
        producer(op)
    if isinstance(op, (*COMPUTE, xacc.DataOp)) and any(
            isinstance(parent, COMPUTE) for parent in _ancestors(op)):
        raise error(op, "cannot lower: a construct inside a compute region")


def _validate_operand(owner: Operation | object) -> None:
    """A construct's data-clause operand: an operation this pass performs, with an
    `!llvm.ptr` variable, a layout and bounds, whose result is not used before its
    construct (`DataEntryOp.early_user`)."""
    if isinstance(owner, acc.PrivateOp | acc.FirstprivateOp):
        raise error(owner, "cannot lower: private copies in a data clause list are not supported")
    if not isinstance(owner, acc.DataEntryOp):
        return
    if not isinstance(owner, (*ENTRIES, acc.GetDevicePtrOp, acc.UseDeviceOp)):
        raise error(owner, f"cannot lower: '{owner.name}' is not supported")
    if descriptor_by_value(owner.var) is not None:
        _validate_descriptor_by_value(owner)
    elif host_variable(owner.var) is None:
        raise error(owner, f"cannot lower: a varPtr of type {owner.var.type} (the lowering "
                           "takes !llvm.ptr, a !fir.ref/ptr/heap cast from one, or a "
                           "!fir.box of an intrinsic type's array listed by a compute "
                           "construct; lower memref or fir to llvm first)")
    type_size(owner.var_type, owner)
    dimensions(owner, owner.bounds, "acc.bounds")
    if (user := owner.early_user()) is not None:
        raise error(user, f"cannot lower: uses the result of '{owner.name}' before its "
                          "construct")


def _validate_descriptor_by_value(owner: acc.DataEntryOp) -> None:
    """A clause on a descriptor by value is lowered where a compute construct lists
    it (the kernel gets its copy of the descriptor) and its exits, and where
    `acc.data`, `enter data`, `update`, ... list it if nothing else uses its result
    (`!$acc data present(a)` of an assumed-shape `a`: its data action only); not
    where their region or program would use the copy."""
    results = owner.results[0].uses
    if all(isinstance(use.operation, (*CONSTRUCTS, *EXITS)) for use in results):
        return
    for use in results:
        user = use.operation
        if isinstance(user, CONSTRUCTS) and not isinstance(user, COMPUTE):
            raise error(owner, f"cannot lower: a descriptor by value ({owner.var.type}) "
                               f"listed by '{user.name}' (only compute constructs)")


def _validate_private(construct: Operation, owner: Operation | object) -> None:
    """A compute construct's `private`/`firstprivate` operand: an `acc.private` or
    `acc.firstprivate` without bounds whose variable is an `!llvm.ptr` (or a FIR
    reference cast from one) and, for `firstprivate`, at most 8 bytes: one integer
    kernel argument."""
    if not isinstance(owner, acc.PrivateOp | acc.FirstprivateOp):
        raise error(construct, "cannot lower: a private operand is not an 'acc.private' or "
                               "'acc.firstprivate'")
    if owner.bounds:
        raise error(owner, "cannot lower: a private copy of a section is not supported")
    if host_variable(owner.var) is None:
        raise error(owner, f"cannot lower: a varPtr of type {owner.var.type}")
    size = type_size(owner.var_type, owner)
    if isinstance(owner, acc.FirstprivateOp) and size not in (1, 2, 4, 8):
        raise error(owner, f"cannot lower: a firstprivate copy of {size} bytes (the lowering "
                           "passes 1, 2, 4 or 8 bytes by value)")


_RELEVANT = (*CONSTRUCTS, *EXITS, acc.GetDevicePtrOp, acc.UseDeviceOp)
"""The operations the pass validates first."""
_relevant_classes: dict[type[Operation], bool] = {}


def _relevant(cls: type[Operation]) -> bool:
    """Whether operations of `cls` are `_RELEVANT`, known once per class (the module's
    operations are tens of thousands, the classes a few)."""
    known = _relevant_classes.get(cls)
    if known is None:
        known = _relevant_classes[cls] = issubclass(cls, _RELEVANT)
    return known


def _ancestors(op: Operation) -> list[Operation]:
    parents: list[Operation] = []
    parent = op.parent_op()
    while parent is not None:
        parents.append(parent)
        parent = parent.parent_op()
    return parents


@dataclass(frozen=True)
class LowerAccToRuntime(ModulePass):
    """OpenACC constructs to libomptarget and OpenACC runtime calls (see the module doc).
    `compat=llvm22`: the map arrays of LLVM 22's `mlir-translate`."""

    name = "lower-acc-to-runtime"

    compat: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        adopt(ctx, op)
        if self.compat not in ("", "llvm22"):
            raise DiagnosticException(f"lower-acc-to-runtime: unknown compat '{self.compat}' "
                                      "(expected llvm22)")
        relevant = [o for o in op.walk() if _relevant(type(o))]
        for o in relevant:
            _validate(o)
        if not relevant:
            return
        lowering = AccLowering(op, self.compat == "llvm22")
        patterns: list[RewritePattern] = [pattern(lowering) for pattern in (
            LowerEnterData, LowerExitData, LowerUpdate, LowerData, LowerDeclare, LowerRegionOnly,
            LowerCompute, LowerStructuredExit, LowerDeviceValue)]
        rewrite_module(op, patterns, apply_recursively=False)
        dead = list(lowering.dead)
        for d in list(dead):
            dead.extend(v.owner for v in d.operands if isinstance(v.owner, xacc.DataBoundsOp))
        erase_if_unused(dead)
        used = symbol_uses(op) if lowering.recipes else set()
        for name in lowering.recipes:
            recipe = SymbolTable.lookup_symbol(op, name)
            if recipe is not None and name not in used:
                Rewriter.erase_op(recipe)
        lowering.syms.finish()


__all__ = ["LowerAccToRuntime"]
