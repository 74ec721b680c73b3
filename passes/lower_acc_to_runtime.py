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
  an `acc.getdeviceptr` used as a value, and `acc.use_device`, likewise.
`if` guards the calls (for `acc.data` and compute constructs also their structured
exits); `async`, `wait`, `num_gangs`, ... are accepted and the construct runs
synchronously.

`compat=llvm22` emits instead exactly the map arrays of LLVM 22's translation for
what it supports (enter/exit data, update, data), for comparison: its order (create
then copyin; delete then copyout; host then device updates; in `acc.data` copyin,
delete, copyout, create), DELETE for every `acc.delete` of `acc.exit_data`, no
PRESENT on updates, one end call per construct, and the structured exits of
`acc.data` folded into its end call (their FROM is lost, as in LLVM 22).
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, cast

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects import arith, llvm, scf
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr, SymbolRefAttr, i32, i64
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.traits import SymbolTable
from xdsl.utils.exceptions import DiagnosticException

from accdialect.abi.openacc import entry_map_type, exit_map_type
from accdialect.dialects import acc
from accdialect.dialects.acc import CONSTRUCT_ATTR
from accdialect.dialects.bounds import dimension_of
from accdialect.rules.sections import Dimension, section

from ._runtime_abi import (
    DELETE,
    FROM,
    IMPLICIT,
    LITERAL,
    OMPX_HOLD,
    PRESENT,
    PTR,
    TARGET_PARAM,
    TO,
    Builder,
    IntValue,
    MapEntry,
    ModuleSymbols,
    erase_if_unused,
    fail,
    guarded,
    inline_region,
    is_inside,
    live_ins,
    make_function,
    passable,
    remove,
    replace_terminators,
    type_size,
    use_context_classes,
)

_ENTRY = (acc.CopyinOp, acc.CreateOp, acc.PresentOp, acc.NoCreateOp, acc.AttachOp,
          acc.DevicePtrOp, acc.UpdateDeviceOp)
_DATA_ACTION = (acc.CopyinOp, acc.CreateOp, acc.PresentOp, acc.NoCreateOp)
_EXIT = (acc.CopyoutOp, acc.DeleteOp, acc.DetachOp, acc.UpdateHostOp)
_COMPUTE = (xacc.ParallelOp, xacc.SerialOp, xacc.KernelsOp)
_STRUCTURED = (xacc.DataOp, *_COMPUTE, xacc.DeclareEnterOp)
_CONSTRUCTS = (xacc.EnterDataOp, xacc.ExitDataOp, xacc.UpdateOp, xacc.DataOp, *_COMPUTE,
               xacc.DeclareEnterOp, xacc.DeclareExitOp, xacc.HostDataOp)
_TERMINATORS = (acc.TerminatorOp, acc.YieldOp, xacc.TerminatorOp, xacc.YieldOp)
_CONSTANTS = (llvm.ConstantOp, arith.ConstantOp, llvm.ZeroOp)
"""On an outlined compute region: the construct it came from (`acc.serial`), which the
kernel launcher names in device faults, as the interpreter does."""


@dataclass
class Clause:
    """The storage a data-clause operation names: `begin = var + offset`, `size` bytes."""

    op: Operation
    var: SSAValue
    begin: SSAValue
    offset: IntValue
    size: IntValue
    aug_ptr: SSAValue | None
    var_ptr_ptr: SSAValue | None

    @property
    def name(self) -> str | None:
        name = cast(Any, self.op).var_name
        return None if name is None else name.data


def _exit_name(exit_op: Operation, c: Clause) -> str | None:
    """An exit's name: its own, else its data-entry operation's."""
    name = cast(Any, exit_op).var_name
    return c.name if name is None else name.data


def _structured(op: Operation) -> bool:
    attr = cast(Any, op).structured
    return attr is None or bool(attr.value.data)


def _dims(op: Operation) -> list[Dimension[SSAValue]]:
    dims = []
    for value in cast(Any, op).bounds:
        dim = dimension_of(value.owner) if isinstance(value.owner, xacc.DataBoundsOp) else None
        if dim is None:
            raise fail(op, "cannot lower: a bounds operand is not an 'acc.bounds' result")
        dims.append(dim)
    return dims


def clause(b: Builder, op: Operation) -> Clause:
    """The storage of data-entry operation `op` (computed before `b`'s anchor)."""
    entry = cast(Any, op)
    offset, size = section(b, type_size(entry.var_type, op), _dims(op))
    return Clause(op, entry.var, b.gep_bytes(entry.var, offset), offset, size, entry.aug_ptr,
                  entry.var_ptr_ptr)


def _producer(exit_op: Operation) -> Operation:
    """The data-entry operation whose result an exit operation's `accPtr` is."""
    producer = cast(Any, exit_op).acc_var.owner
    if not isinstance(producer, acc._DataEntry):  # pyright: ignore[reportPrivateUsage]
        raise fail(exit_op, f"cannot lower: '{exit_op.name}' needs an accPtr made by a "
                            "data-entry operation")
    return producer


def _recipe(op: Operation, prop: str) -> Operation | None:
    symbol = op.properties.get(prop)
    if symbol is None:
        return None
    recipe = SymbolTable.lookup_symbol(op, cast(SymbolRefAttr, symbol))
    if recipe is None:
        raise fail(op, f"cannot lower: '{prop}' symbol {symbol} does not exist")
    return recipe


def _deferred(exit_op: Operation) -> Operation | None:
    """The `acc.exit_data`/`acc.update` that performs `exit_op` (its `accPtr` comes from
    an `acc.getdeviceptr` listed there), or None when it acts where it stands."""
    producer = cast(Any, exit_op).acc_var.owner
    if isinstance(producer, acc.GetDevicePtrOp):
        for use in producer.results[0].uses:
            if isinstance(use.operation, xacc.ExitDataOp | xacc.UpdateOp):
                return use.operation
    return None


class _Lowering:
    def __init__(self, module: ModuleOp, compat: bool):
        self.syms = ModuleSymbols(module)
        self.compat = compat
        self.dead: list[Operation] = []      # entry/bounds/getdeviceptr ops, erased at the end
        self.done: set[int] = set()          # exit operations already lowered
        self.recipes: set[str] = set()
        self.host_of: dict[SSAValue, SSAValue] = {}  # device address value -> host variable
        self.block_index: dict[Block, dict[Operation, int]] = {}
        self.performed: dict[int, Operation] = {}    # entry op -> the construct performing it

    # ---- pieces ----------------------------------------------------------------------
    def inline_recipe(self, b: Builder, recipe: Operation, values: Sequence[SSAValue | IntValue]
                      ) -> None:
        """The recipe body with its arguments bound to `values` (offset and size as i64
        quantities, cast to the recipe's argument types), before `b`'s anchor."""
        self.recipes.add(cast(Any, recipe).sym_name.data)
        body = cast(Any, recipe).body.clone()
        blocks = list(body.blocks)
        args = list(blocks[0].args)
        bound = []
        for arg, value in zip(args, values):
            if isinstance(value, SSAValue) and value.type == arg.type:
                bound.append(value)
            else:
                bound.append(b.from_i64(value if not isinstance(value, SSAValue)
                                        else b.as_i64(value), arg.type))
        for arg, value in zip(args, bound):
            arg.replace_all_uses_with(value)
        for arg in list(args):
            blocks[0].erase_arg(arg)
        if len(blocks) == 1:
            for inner in list(blocks[0].ops):
                inner.detach()
                if isinstance(inner, _TERMINATORS):
                    inner.erase()
                    continue
                b.op(inner)
            return
        region = Region()
        body.move_blocks(region)
        for block in region.blocks:
            last = block.last_op
            if isinstance(last, _TERMINATORS):
                block.insert_op_before(scf.YieldOp(), last)
                block.erase_op(last)
        b.op(scf.ExecuteRegionOp([], region))

    def attach(self, b: Builder, c: Clause) -> None:
        """The attachment of a performed clause (seed 001 recipe, or §2.6.4)."""
        recipe = _recipe(c.op, "attachRecipe")
        if recipe is not None:
            self.inline_recipe(b, recipe, [c.var, cast(SSAValue, c.aug_ptr), c.offset, c.size])
        elif c.var_ptr_ptr is not None and not isinstance(c.op, acc.DevicePtrOp):
            self.syms.declare("acc_attach", [PTR], None)
            b.call("acc_attach", [c.var_ptr_ptr])
        elif isinstance(c.op, acc.AttachOp):
            self.syms.declare("acc_attach", [PTR], None)
            b.call("acc_attach", [c.var])

    def detach(self, b: Builder, exit_op: Operation, c: Clause, finalize: bool) -> None:
        """The detachment of an exit operation (its recipe, or `acc.detach`)."""
        recipe = _recipe(exit_op, "detachRecipe")
        if recipe is not None:
            aug = cast(Any, exit_op).aug_ptr
            self.inline_recipe(b, recipe, [c.var, aug, c.offset, c.size])
        elif isinstance(exit_op, acc.DetachOp):
            callee = "acc_detach_finalize" if finalize else "acc_detach"
            self.syms.declare(callee, [PTR], None)
            b.call(callee, [c.var_ptr_ptr if c.var_ptr_ptr is not None else c.var])

    def device_address(self, b: Builder, c: Clause, check_present: bool = False) -> SSAValue:
        """What the interpreter gives a clause's result: the device address of `var`
        (`acc_deviceptr(var + offset) - offset`), or `var` when it has none."""
        self.syms.declare("acc_deviceptr", [PTR], PTR)
        dev = cast(SSAValue, b.call("acc_deviceptr", [c.begin], PTR))
        if check_present:
            self.syms.declare("acc_is_present", [PTR, i64], i32)
            present = cast(SSAValue, b.call("acc_is_present", [c.begin, b.value(c.size)], i32))
            absent = b.icmp("eq", present, b.const(0, i32))
        else:
            absent = b.icmp("eq", dev, b.null())
        base = b.gep_bytes(dev, b.sub(0, c.offset)) if c.offset != 0 else dev
        return b.select(absent, c.var, base)

    def entry_map_type(self, c: Clause, structured: bool) -> int:
        return entry_map_type(c.op.name, structured=structured)

    def entry_map(self, b: Builder, c: Clause, structured: bool) -> MapEntry:
        size, begin = c.size, c.begin
        if isinstance(c.op, acc.NoCreateOp):
            # present increment if present, else nothing (a zero-size lookup of NULL)
            self.syms.declare("acc_is_present", [PTR, i64], i32)
            present = cast(SSAValue, b.call("acc_is_present", [c.begin, b.value(c.size)], i32))
            absent = b.icmp("eq", present, b.const(0, i32))
            size = b.select(absent, b.const(0), b.value(c.size))
            begin = b.select(absent, b.null(), c.begin)
        return MapEntry(begin, begin, size, self.entry_map_type(c, structured), c.name)

    def exit_map(self, c: Clause, exit_op: Operation, finalize: bool) -> MapEntry | None:
        bits = exit_map_type(exit_op.name, structured=_structured(exit_op), finalize=finalize)
        if bits is None:
            return None
        return MapEntry(c.begin, c.begin, c.size, bits, _exit_name(exit_op, c))

    # ---- constructs --------------------------------------------------------------------
    def perform_entries(self, b: Builder, construct: Operation, operands: Sequence[SSAValue],
                        structured: bool) -> list[Clause]:
        """Data actions (one begin call), then attachments; returns the clauses."""
        # an entry operation is performed by the first construct listing it; a later one
        # (a compute construct inside the data region) only sees its device address
        owners = [v.owner for v in operands
                  if isinstance(v.owner, _ENTRY) and not isinstance(v.owner, acc.UpdateDeviceOp)
                  and id(v.owner) not in self.performed]
        for owner in owners:
            self.performed[id(owner)] = construct
        clauses = [clause(b, owner) for owner in owners]
        actions = [c for c in clauses if isinstance(c.op, _DATA_ACTION)]
        if self.compat and isinstance(construct, xacc.EnterDataOp):
            actions.sort(key=lambda c: {acc.CreateOp: 0, acc.CopyinOp: 1}.get(type(c.op), 2))
        if self.compat and isinstance(construct, xacc.DataOp):
            actions.sort(key=lambda c: {acc.CopyinOp: 0, acc.CreateOp: 3}.get(type(c.op), 4))
        entries = [self.entry_map(b, c, structured) for c in actions]
        if self.compat and isinstance(construct, xacc.DataOp):
            entries = self.compat_data_entries(b, construct, entries)
        if entries:
            self.syms.mapper_call(b, construct, "begin", entries)
        for c in clauses:
            self.attach(b, c)
        return clauses

    def compat_data_entries(self, b: Builder, construct: Operation,
                            entries: list[MapEntry]) -> list[MapEntry]:
        """LLVM 22's `acc.data`: copyins, `acc.getdeviceptr`s used by a delete (DELETE)
        or a copyout (FROM|HOLD), creates, presents."""
        copyins = [e for e in entries if e.map_type == TO | OMPX_HOLD]
        rest = [e for e in entries if e.map_type != TO | OMPX_HOLD]
        deletes, copyouts = [], []
        for value in cast(Any, construct).data_clause_operands:
            if isinstance(value.owner, acc.GetDevicePtrOp):
                c = clause(b, value.owner)
                for use in value.uses:
                    if isinstance(use.operation, acc.DeleteOp):
                        deletes.append(MapEntry(c.begin, c.begin, c.size, DELETE, c.name))
                    elif isinstance(use.operation, acc.CopyoutOp):
                        copyouts.append(MapEntry(c.begin, c.begin, c.size, FROM | OMPX_HOLD,
                                                 c.name))
        return copyins + deletes + copyouts + rest

    def replace_results(self, b: Builder, construct: Operation, clauses: list[Clause]) -> None:
        """Uses of the entry results besides construct operands and exit `accPtr`s get
        the device address (after the construct's actions)."""
        for c in clauses:
            result = c.op.results[0]
            others = [u for u in result.uses
                      if not isinstance(u.operation, (*_CONSTRUCTS, *_EXIT))]
            if not others:
                continue
            if isinstance(c.op, acc.AttachOp | acc.DevicePtrOp):
                value = c.var
            else:
                value = self.device_address(b, c)
                self.host_of[value] = c.var
            result.replace_uses_with_if(value, lambda u: u in others)

    def lower_enter_data(self, op: xacc.EnterDataOp) -> None:
        b = guarded(Builder(op), op.if_cond)
        self.perform_entries(b, op, op.data_clause_operands, structured=False)
        self.dead.extend(v.owner for v in op.data_clause_operands if isinstance(v.owner, Operation))
        remove(op)

    def exits_of(self, operands: Sequence[SSAValue]) -> list[Operation]:
        exits = [u.operation for v in operands for u in v.uses if isinstance(u.operation, _EXIT)]
        unique = list(dict.fromkeys(exits))
        unique.sort(key=self.position)
        return unique

    def position(self, op: Operation) -> int:
        """`op`'s position in its block, from an index made once per block (the
        lowering inserts and erases operations but never reorders them, so positions
        keep their order); rebuilt for an operation it does not know."""
        block = cast(Block, op.parent_block())
        index = self.block_index.get(block)
        if index is None or op not in index:
            index = self.block_index[block] = {o: i for i, o in enumerate(block.ops)}
        return index[op]

    def lower_exit_data(self, op: xacc.ExitDataOp) -> None:
        finalize = op.finalize is not None
        b = guarded(Builder(op), op.if_cond)
        exits = self.exits_of(op.data_clause_operands)
        clauses = {id(e): clause(b, _producer(e)) for e in exits}
        for e in exits:
            self.detach(b, e, clauses[id(e)], finalize)
        entries = []
        for e in exits:
            entry = self.exit_map(clauses[id(e)], e, finalize and not self.compat)
            if entry is None:
                continue
            if self.compat:
                entry.map_type = DELETE if isinstance(e, acc.DeleteOp) else FROM
            entries.append(entry)
        if self.compat:
            entries.sort(key=lambda entry: entry.map_type != DELETE)
            if entries:
                self.syms.mapper_call(b, op, "end", entries)
        else:
            for entry in entries:
                self.syms.mapper_call(b, op, "end", [entry])
        self.finish_exits(exits)
        self.dead.extend(v.owner for v in op.data_clause_operands if isinstance(v.owner, Operation))
        remove(op)

    def finish_exits(self, exits: Sequence[Operation]) -> None:
        for e in exits:
            self.done.add(id(e))
            remove(e)

    def lower_update(self, op: xacc.UpdateOp) -> None:
        b = guarded(Builder(op), op.if_cond)
        check = 0 if op.if_present is not None or self.compat else PRESENT
        to_device = [MapEntry(c.begin, c.begin, c.size, TO | check, c.name)
                     for c in (clause(b, v.owner) for v in op.data_clause_operands
                               if isinstance(v.owner, _ENTRY))]
        exits = self.exits_of(op.data_clause_operands)
        to_host = []
        for e in exits:
            if isinstance(e, acc.UpdateHostOp):
                c = clause(b, _producer(e))
                to_host.append(MapEntry(c.begin, c.begin, c.size, FROM | check, _exit_name(e, c)))
        entries = to_host + to_device if self.compat else to_device + to_host
        if entries:
            self.syms.mapper_call(b, op, "update", entries)
        self.finish_exits(exits)
        self.dead.extend(v.owner for v in op.data_clause_operands if isinstance(v.owner, Operation))
        remove(op)

    def lower_data(self, op: xacc.DataOp) -> None:
        b = Builder(op)
        guard = guarded(b, op.if_cond)
        clauses = self.perform_entries(guard, op, op.data_clause_operands, structured=True)
        self.replace_results(b, op, clauses)
        self.dead.extend(v.owner for v in op.data_clause_operands if isinstance(v.owner, Operation))
        if self.compat:
            self.compat_data_end(op)
        inline_region(op.region, op, _TERMINATORS)
        remove(op)

    def compat_data_end(self, op: xacc.DataOp) -> None:
        """LLVM 22: an end call with the begin call's arrays after the region; the
        structured exits of the construct's clauses are folded into it."""
        after = op.next_op
        b = Builder(after) if after is not None else Builder(block=op.parent_block())
        clauses = [clause(b, v.owner) for v in op.data_clause_operands
                   if isinstance(v.owner, _DATA_ACTION)]
        clauses.sort(key=lambda c: {acc.CopyinOp: 0, acc.CreateOp: 3}.get(type(c.op), 4))
        entries = self.compat_data_entries(b, op, [self.entry_map(b, c, True) for c in clauses])
        if entries:
            self.syms.mapper_call(b, op, "end", entries)
        self.finish_exits([u.operation for v in op.data_clause_operands for u in v.uses
                           if isinstance(u.operation, _EXIT)])

    def lower_declare_enter(self, op: xacc.DeclareEnterOp) -> None:
        b = Builder(op)
        clauses = self.perform_entries(b, op, op.data_clause_operands, structured=True)
        self.replace_results(b, op, clauses)
        self.dead.extend(v.owner for v in op.data_clause_operands if isinstance(v.owner, Operation))
        for use in list(op.token.uses):
            if isinstance(use.operation, xacc.DeclareExitOp):
                self.dead.extend(v.owner for v in use.operation.data_clause_operands
                                 if isinstance(v.owner, Operation))
                remove(use.operation)
        if op.token.uses:
            raise fail(op, "cannot lower: the token is used by something else than "
                           "'acc.declare_exit'")
        remove(op)

    def lower_declare_exit(self, op: xacc.DeclareExitOp) -> None:
        self.dead.extend(v.owner for v in op.data_clause_operands if isinstance(v.owner, Operation))
        remove(op)

    def lower_host_data(self, op: xacc.HostDataOp) -> None:
        inline_region(op.region, op, _TERMINATORS)
        self.dead.extend(v.owner for v in op.data_clause_operands if isinstance(v.owner, Operation))
        remove(op)

    def lower_value(self, op: Operation) -> None:
        """`acc.getdeviceptr` used as a value, `acc.use_device`."""
        result = op.results[0]
        uses = [u for u in result.uses if not isinstance(u.operation, (*_CONSTRUCTS, *_EXIT))]
        if not uses:
            return
        b = Builder(op.next_op) if op.next_op is not None else Builder(block=op.parent_block())
        if isinstance(op, acc.UseDeviceOp):
            c = Clause(op, op.var, op.var, 0, 1, None, None)
            value = self.device_address(b, c)
        else:
            value = self.device_address(b, clause(b, op), check_present=True)
        result.replace_uses_with_if(value, lambda u: u in uses)
        self.dead.append(op)

    def lower_structured_exit(self, op: Operation) -> None:
        """An exit operation acting where it stands (after its structured construct)."""
        producer = _producer(op)
        construct = self.performed.get(id(producer))
        cond = cast(Any, construct).if_cond if isinstance(construct, _STRUCTURED) and hasattr(
            construct, "if_cond") else None
        b = guarded(Builder(op), cond)
        c = clause(b, producer)
        self.detach(b, op, c, finalize=False)
        if isinstance(op, acc.UpdateHostOp):
            self.syms.mapper_call(b, op, "update", [MapEntry(c.begin, c.begin, c.size,
                                                             FROM | PRESENT, _exit_name(op, c))])
        else:
            entry = self.exit_map(c, op, finalize=False)
            if entry is not None:
                self.syms.mapper_call(b, op, "end", [entry])
        self.dead.append(producer)
        self.done.add(id(op))
        remove(op)

    def lower_compute(self, op: Operation) -> None:
        compute = cast(Any, op)
        b = Builder(op)
        cond = compute.if_cond
        clauses = self.perform_entries(guarded(b, cond), op, compute.data_clause_operands,
                                       structured=True)
        self.replace_results(b, op, clauses)
        self.dead.extend(v.owner for v in compute.data_clause_operands
                         if isinstance(v.owner, Operation))
        region: Region = compute.region
        # constants are rematerialized in the kernel; other values are its arguments
        for value in live_ins(region):
            owner = value.owner
            if isinstance(owner, _CONSTANTS):
                for use in list(value.uses):
                    if region.is_ancestor(use.operation):
                        copy = owner.clone()
                        user_block = use.operation.parent_block()
                        assert user_block is not None
                        user_block.insert_op_before(copy, use.operation)
                        use.operation.operands[use.index] = copy.results[0]
        inputs = live_ins(region)
        for value in inputs:
            if not passable(value.type):
                raise fail(op, f"cannot lower: the region uses a value of type {value.type}, "
                               "which cannot be a kernel argument")
        entries = []
        for value in inputs:
            slot = b.to_pointer(value)
            size = type_size(value.type, op)
            entries.append(MapEntry(slot, slot, size, LITERAL | TARGET_PARAM | IMPLICIT))
        name, region_id = self.syms.kernel_names(op)
        fn = make_function(self.syms, name, region, op, [PTR] * len(inputs))
        fn.attributes[CONSTRUCT_ATTR] = StringAttr(op.name)
        body = fn.body.blocks.first
        assert body is not None
        params = [body.insert_arg(PTR, k) for k in range(len(inputs))]
        conv = b.at(body.first_op, body)
        for value, param in zip(inputs, params):
            inside = param if isinstance(value.type, llvm.LLVMPointerType) else \
                conv.from_pointer(param, value.type)
            value.replace_uses_with_if(inside, lambda u: is_inside(u.operation, fn))
        replace_terminators(fn, _TERMINATORS)
        if cond is None:
            result = self.syms.kernel_launch(b, op, entries, region_id)
        else:
            then, otherwise = Block(), Block()
            launch = scf.IfOp(cond, [i32], Region(then), Region(otherwise))
            b.op(launch)
            then.add_op(scf.YieldOp())
            launched = self.syms.kernel_launch(b.at(then.last_op, then), op, entries,
                                               region_id)
            cast(scf.YieldOp, then.last_op).operands = (launched,)
            one = llvm.ConstantOp(IntegerAttr(1, i32), i32)
            otherwise.add_ops([one, scf.YieldOp(one)])
            for o in (one, otherwise.last_op):
                o.location = op.location
            result = launch.results[0]
        fallback = guarded(b, b.icmp("ne", result, b.const(0, i32)))
        # the host fallback gets the host variable where the kernel gets a device address
        fallback.call(name, [self.host_of.get(value, entry.base)
                             for value, entry in zip(inputs, entries)])
        remove(op)


def _validate(op: Operation) -> None:
    if isinstance(op, _COMPUTE):
        compute = cast(Any, op)
        for field, clause_name in (("private_operands", "private"),
                                   ("firstprivate_operands", "firstprivate"),
                                   ("reduction_operands", "reduction")):
            if getattr(compute, field):
                raise fail(op, f"cannot lower: the '{clause_name}' clause is not supported")
        if compute.self_cond is not None or compute.self_attr is not None:
            raise fail(op, "cannot lower: the 'self' clause is not supported")
    if isinstance(op, _CONSTRUCTS) and not isinstance(op, xacc.DeclareExitOp):
        for value in cast(Any, op).data_clause_operands:
            owner = value.owner
            if isinstance(owner, acc.PrivateOp | acc.FirstprivateOp):
                raise fail(owner, "cannot lower: private copies in a data clause list "
                                  "are not supported")
            if isinstance(owner, acc._DataEntry) and not isinstance(  # pyright: ignore
                    owner, (*_ENTRY, acc.GetDevicePtrOp, acc.UseDeviceOp)):
                raise fail(owner, f"cannot lower: '{owner.name}' is not supported")
            if isinstance(owner, acc._DataEntry):  # pyright: ignore
                var_ptr = cast(Any, owner).var.type
                if not isinstance(var_ptr, llvm.LLVMPointerType):
                    raise fail(owner, f"cannot lower: a varPtr of type {var_ptr} (the lowering "
                                      "takes !llvm.ptr: lower memref or fir to llvm first)")
                type_size(cast(Any, owner).var_type, owner)
                _dims(owner)
                for use in owner.results[0].uses:
                    user = use.operation
                    if (not isinstance(user, (*_CONSTRUCTS, *_EXIT))
                            and user.parent_block() is op.parent_block()
                            and user.is_before_in_block(op)):
                        raise fail(user, "cannot lower: uses the result of "
                                         f"'{owner.name}' before its construct")
    if isinstance(op, _EXIT):
        _producer(op)
    if isinstance(op, (*_COMPUTE, xacc.DataOp)):
        parent = op.parent_op()
        while parent is not None:
            if isinstance(parent, _COMPUTE):
                raise fail(op, "cannot lower: a construct inside a compute region")
            parent = parent.parent_op()


@dataclass(frozen=True)
class LowerAccToRuntime(ModulePass):
    """OpenACC constructs to libomptarget and OpenACC runtime calls (see the module doc).
    `compat=llvm22`: the map arrays of LLVM 22's `mlir-translate`."""

    name = "lower-acc-to-runtime"

    compat: str = ""

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        if self.compat not in ("", "llvm22"):
            raise DiagnosticException(f"lower-acc-to-runtime: unknown compat '{self.compat}' "
                                      "(expected llvm22)")
        ops = list(op.walk())
        relevant = [o for o in ops if isinstance(o, (*_CONSTRUCTS, *_EXIT, acc.GetDevicePtrOp,
                                                     acc.UseDeviceOp))]
        for o in relevant:
            _validate(o)
        if not relevant:
            return
        lowering = _Lowering(op, self.compat == "llvm22")
        for o in relevant:
            if o.parent is None or id(o) in lowering.done:
                continue
            if isinstance(o, xacc.EnterDataOp):
                lowering.lower_enter_data(o)
            elif isinstance(o, xacc.ExitDataOp):
                lowering.lower_exit_data(o)
            elif isinstance(o, xacc.UpdateOp):
                lowering.lower_update(o)
            elif isinstance(o, xacc.DataOp):
                lowering.lower_data(o)
            elif isinstance(o, _COMPUTE):
                lowering.lower_compute(o)
            elif isinstance(o, xacc.DeclareEnterOp):
                lowering.lower_declare_enter(o)
            elif isinstance(o, xacc.DeclareExitOp):
                lowering.lower_declare_exit(o)
            elif isinstance(o, xacc.HostDataOp):
                lowering.lower_host_data(o)
            elif isinstance(o, _EXIT):
                if _deferred(o) is None:
                    lowering.lower_structured_exit(o)
            else:
                lowering.lower_value(o)
        dead = list(lowering.dead)
        for d in list(dead):
            dead.extend(v.owner for v in d.operands if isinstance(v.owner, xacc.DataBoundsOp))
        erase_if_unused(dead)
        for name in lowering.recipes:
            recipe = SymbolTable.lookup_symbol(op, name)
            if recipe is not None and not _symbol_used(op, name):
                remove(recipe)
        lowering.syms.finish()
        use_context_classes(op, ctx)


def _symbol_used(module: ModuleOp, name: str) -> bool:
    for o in module.walk():
        for value in (*o.properties.values(), *o.attributes.values()):
            if isinstance(value, SymbolRefAttr) and value.root_reference.data == name:
                return True
    return False


__all__ = ["LowerAccToRuntime"]
