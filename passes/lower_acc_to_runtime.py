"""`lower-acc-to-runtime`: OpenACC data and compute constructs to the calls a real
program makes on libomptarget (`__tgt_target_data_{begin,end,update}_mapper`,
`__tgt_target_kernel`) and the OpenACC attach API (`acc_attach`, `acc_detach`,
`acc_detach_finalize`).

Map types follow LLVM 22's `mlir-translate --mlir-to-llvmir` (`acc.copyin` TO,
`acc.create` 0, `acc.copyout` FROM, structured clauses OMPX_HOLD), extended to what
the simulator's interpreter does with the same program (`accdialect/interpreters/acc.py`,
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

The patterns share `_acc_lowering.AccLowering`; the compute constructs are
`_acc_kernels`'s, and `_acc_validation` finds every error before anything changes.
"""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import DiagnosticException

from accdialect.abi.openacc import exit_map_type, llvm22_rank, update_map_type
from accdialect.dialects import acc
from accdialect.rules.acc_order import Step, exit_steps

from ._acc_kernels import LowerCompute
from ._acc_lowering import (
    COMPUTE,
    CONSTRUCTS,
    DATA_ACTIONS,
    ENTRIES,
    EXITS,
    TERMINATORS,
    AccLowering,
    AccPattern,
    Clause,
    clause,
    exit_name,
    host_variable,
    producer,
)
from ._acc_validation import relevant, validate
from ._attach_common import performer
from ._ir_builder import Builder
from ._ir_values import error, symbol_uses
from ._project_dialects import adopt
from ._regions import erase_if_unused, inline_region
from ._rewriting import rewrite_module
from ._runtime_calls import MapEntry, mapper_call


class LowerEnterData(AccPattern):
    """`acc.enter_data`: the data actions, then the attachments."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.EnterDataOp, rewriter: PatternRewriter) -> None:
        self.acc.perform_entries(Builder(op).guarded(op.if_cond), op, structured=False)
        self.acc.retire(op.data_clause_operands)
        rewriter.erase(op)


class LowerExitData(AccPattern):
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


class LowerUpdate(AccPattern):
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


class LowerData(AccPattern):
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


class LowerDeclare(AccPattern):
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


class LowerRegionOnly(AccPattern):
    """`acc.declare_exit` (without its `acc.declare_enter`) goes; `acc.host_data`'s
    region is inlined (its `acc.use_device` values are device addresses)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.DeclareExitOp | xacc.HostDataOp,
                          rewriter: PatternRewriter) -> None:
        if isinstance(op, xacc.HostDataOp):
            inline_region(op.region, InsertPoint.before(op), (), TERMINATORS, rewriter.erase)
        self.acc.retire(op.data_clause_operands)
        rewriter.erase(op)


class LowerDeviceValue(AccPattern):
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


class LowerStructuredExit(AccPattern):
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
        checked = [o for o in op.walk() if relevant(type(o))]
        for o in checked:
            validate(o)
        if not checked:
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
