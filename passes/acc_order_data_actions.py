"""`acc-order-data-actions`: the order of data actions and attachments in OpenACC constructs.

OpenACC 3.3 §2.7.2: on entry to a construct the pointer attachments come after the
data actions (copy-in, create, present) of the same construct; on exit the
detachments come before the copy-outs and deletes. Seed 001 says the same of the
descriptor form: "the copyin of the data is followed by the pointer attachment",
and adds that the storage holding a pointer must exist before the pointer is
attached (§2.6.4: "the descriptor storage must be created before the attachment
happens").

This pass makes that order explicit in the IR, so that a lowering which performs
the clauses one by one in operand order (as libomptarget does with map arrays)
gets it right:

- **entry** (`acc.enter_data`, `acc.data`, `acc.parallel`, `acc.serial`,
  `acc.kernels`): the `dataOperands` become (1) data actions without attachment,
  (2) data actions followed by an attachment (an `attachRecipe`, or the implied
  attach of a `varPtrPtr`), (3) pure attachments (`acc.attach`); and an
  operation whose storage holds the pointer that another one attaches comes
  before it (parent before member, also across nested structures);
- **exit** (`acc.exit_data` and the exit operations of `acc.data` and of compute
  constructs): (1) pure detachments (`acc.detach`), (2) detachments followed by a
  data action (`detachRecipe`, `varPtrPtr`), (3) copy-outs and deletes; a
  member's detachment before the release of the storage that holds it. The exit
  operations are moved in their block (only when they follow their construct
  as one uninterrupted run, as frontends emit them) and `acc.exit_data`'s
  `dataOperands` follow the same order;
- **implied clause** (§2.6.2, seed 001 "The descriptor storage allocation"): when a
  compute construct attaches a member pointer (`present(d%p)`, `attach(d%p)`) and
  the aggregate `d` holding it has no clause on the construct, `d` gets the
  clause the construct would have given it implicitly, explicitly and first:
  `copy(d)` (`acc.copyin`/`acc.copyout` with `dataClause = acc_copy`,
  `implicit = true`), or `present(d)` under `default(present)`; under
  `default(none)` this is an error. The region's uses of `d` become the device
  copy (the clause's result), as flang's implicit data attributes do. Only a
  member whose address the IR computes from the aggregate (a field path) is
  recognized.

Within each class the given order is kept (a stable order), so a second run
changes nothing.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects.acc import ClauseDefaultValue, DataClause, DataClauseAttr
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, StringAttr
from xdsl.dialects.llvm import GEPOp, LLVMPointerType
from xdsl.ir import Attribute, Operation, OpResult, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from accdialect.dialects import acc
from accdialect.ir.preservation import mark_unchanged
from accdialect.rules.acc_order import EntryKind, ExitKind, entry_order, exit_order
from accdialect.rules.data_clauses import Pointer, data_clause

from ._ordering_common import (
    AccessPath,
    access_path,
    block_positions,
    build_entry,
    build_exit,
    contiguous_run,
    error,
    set_segment,
    unique,
)
from ._project_dialects import adopt
from ._rewriting import rewrite_module

ComputeConstruct = xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp
StructuredConstruct = xacc.DataOp | ComputeConstruct
DataConstruct = xacc.EnterDataOp | StructuredConstruct


# ---------------------------------------------------------------------------
# What an operation does
# ---------------------------------------------------------------------------


def _entry(value: SSAValue) -> acc.DataEntryOp | None:
    """The data-entry operation that produced a construct operand."""
    owner = value.owner if isinstance(value, OpResult) else None
    return owner if isinstance(owner, acc.DataEntryOp) else None


def attachment_location(op: acc.DataEntryOp) -> SSAValue | None:
    """The address of the pointer (or descriptor) an entry operation attaches:
    `augPtr` with a recipe (seed 001), else its `DataClause.pointer_location`
    (`varPtrPtr`, §2.6.4 implied attach; the pointer at `varPtr` for `acc.attach`);
    None if it attaches nothing."""
    if op.attach_recipe is not None and op.aug_ptr is not None:
        return op.aug_ptr
    return data_clause(op.name).pointer_location(op.var, op.var_ptr_ptr)


def entry_class(op: acc.DataEntryOp) -> EntryKind:
    """§2.7.2: data actions, then data actions with an attachment, then attachments."""
    return data_clause(op.name).entry_kind(attachment=attachment_location(op) is not None)


def detachment_location(op: acc.DataExitOp) -> SSAValue | None:
    """The address of the pointer (or descriptor) an exit operation detaches: `augPtr`
    with a recipe, else the `DataClause.pointer_location` of its entry operation."""
    clause = data_clause(op.name)
    if clause.pointer is Pointer.NONE:
        return None
    if op.detach_recipe is not None and op.aug_ptr is not None:
        return op.aug_ptr
    producer = op.entry_op()
    return None if producer is None else clause.pointer_location(producer.var,
                                                                 producer.var_ptr_ptr)


def exit_class(op: acc.DataExitOp) -> ExitKind:
    """§2.7.2: detachments, then detachments with a data action, then data actions."""
    return data_clause(op.name).exit_kind(detachment=detachment_location(op) is not None)


def _path(location: SSAValue | None) -> AccessPath | None:
    return None if location is None else access_path(location)


def _holds(storage: AccessPath | None, pointer: AccessPath | None) -> bool:
    """Whether the storage of a data action holds an attached pointer."""
    return storage is not None and pointer is not None and storage.contains(pointer)


def _entry_storage(op: acc.DataEntryOp) -> AccessPath | None:
    """The storage an entry operation's data action concerns (None for `acc.attach`)."""
    return access_path(op.var) if data_clause(op.name).data_action else None


def _exit_storage(op: acc.DataExitOp) -> AccessPath | None:
    producer = op.entry_op()
    if not data_clause(op.name).data_action or producer is None:
        return None
    return access_path(producer.var)


def order_entries(ops: Sequence[acc.DataEntryOp]) -> list[acc.DataEntryOp]:
    """The entry order of §2.7.2 and seed 001 (see the module doc)."""
    storage = {op: _entry_storage(op) for op in ops}
    attached = {op: _path(attachment_location(op)) for op in ops}
    return entry_order(ops, entry_class, lambda a, b: _holds(storage[a], attached[b]))


def order_exits(ops: Sequence[acc.DataExitOp]) -> list[acc.DataExitOp]:
    """The exit order of §2.7.2: members detached before their parent is released."""
    storage = {op: _exit_storage(op) for op in ops}
    detached = {op: _path(detachment_location(op)) for op in ops}
    return exit_order(ops, exit_class, lambda a, b: _holds(storage[a], detached[b]))


# ---------------------------------------------------------------------------
# Rewrites on a construct
# ---------------------------------------------------------------------------


def reorder_entries(construct: DataConstruct) -> bool:
    """Order a construct's `dataOperands` (non-entry operands keep their places)."""
    operands = list(construct.data_clause_operands)
    entries = [op for v in operands if (op := _entry(v)) is not None]
    if len(set(map(id, entries))) != len(entries):  # an operand listed twice: leave it be
        return False
    ordered = iter(order_entries(entries))
    new = [next(ordered).results[0] if _entry(v) is not None else v for v in operands]
    return set_segment(construct, "data_clause_operands", new)


def _exits_of(values: Iterable[SSAValue]) -> list[acc.DataExitOp]:
    """The exit operations whose `accPtr` is one of `values`, each once."""
    found: dict[acc.DataExitOp, None] = {}
    for value in values:
        for use in value.uses:
            if isinstance(use.operation, acc.DataExitOp):
                found[use.operation] = None
    return list(found)


def structured_exits(construct: StructuredConstruct) -> list[acc.DataExitOp]:
    """The exit operations that end a structured construct: those after it, in its
    block, whose `accPtr` is one of its data operands."""
    exits = _exits_of(construct.data_clause_operands)
    positions = block_positions(construct, exits)
    return sorted((op for op in exits if positions.get(op, 0) > 0), key=positions.__getitem__)


def directive_exits(exit_data: xacc.ExitDataOp) -> list[acc.DataExitOp]:
    """The exit operations an `acc.exit_data` performs (through `acc.getdeviceptr`):
    those in its block in block order, then the others."""
    exits = _exits_of(unique(exit_data.data_clause_operands))
    positions = block_positions(exit_data, exits)
    return sorted(exits, key=lambda op: (op not in positions, positions.get(op, 0)))


def reorder_exit_ops(exits: list[acc.DataExitOp]) -> bool:
    """Move `exits` into the exit order, where the first of them stands."""
    ordered = order_exits(exits)
    if ordered == exits or not contiguous_run(exits):
        return False
    # The module is verified, so an operand not defined inside the run is defined
    # before it: the run may be permuted where it stands.
    run = set(exits)
    if any(isinstance(v, OpResult) and v.op in run for op in exits for v in op.operands):
        return False
    first = exits[0]
    anchor = first.prev_op
    block = first.parent_block()
    assert block is not None
    for op in ordered:
        op.detach()
    for op in ordered:
        if anchor is None:
            block.insert_op_before(op, block.first_op) if block.first_op else block.add_op(op)
        else:
            block.insert_op_after(op, anchor)
        anchor = op
    return True


def reorder_exit_data_operands(exit_data: xacc.ExitDataOp, exits: list[acc.DataExitOp]) -> bool:
    """`acc.exit_data`'s operands in the order of the exit operations they feed."""
    operands = list(exit_data.data_clause_operands)
    listed = {id(v) for v in operands}
    front = unique(op.acc_var for op in order_exits(exits) if id(op.acc_var) in listed)
    rest = [v for v in operands if v not in front]
    if len(front) + len(rest) != len(operands):  # a repeated operand: leave it be
        return False
    return set_segment(exit_data, "data_clause_operands", front + rest)


# ---------------------------------------------------------------------------
# The implied clause of a parent aggregate (§2.6.2, seed 001)
# ---------------------------------------------------------------------------


def _parent_type(path: AccessPath, location: SSAValue) -> Attribute:
    """The type of the aggregate at the root of `location`."""
    value = location
    gep_type = None
    while isinstance(value, OpResult) and value is not path.root:
        if isinstance(value.op, GEPOp):
            gep_type = value.op.elem_type
        value = value.op.operands[0]
    root_type = path.root.type
    if isinstance(root_type, LLVMPointerType) and gep_type is not None:
        return gep_type
    implied = acc.element_type(root_type)  # a memref's element, what a `!fir.ref` refers to
    return root_type if implied is None else implied


def _parent_name(member: acc.DataEntryOp) -> str | None:
    """The variable's name in the member's (`d%p` -> `d`, `o%i%p` -> `o`, `s.p` -> `s`)."""
    name = member.var_name
    if name is None:
        return None
    text = name.data
    cut = min((i for i in (text.find(sep) for sep in ("%", "->", ".")) if i > 0), default=-1)
    return text[:cut] if cut > 0 else None


def _inside(op: Operation, construct: Operation) -> bool:
    return op is not construct and construct.is_ancestor(op)


def implied_parents(construct: ComputeConstruct
                    ) -> list[tuple[AccessPath, SSAValue, acc.DataEntryOp]]:
    """The aggregates that hold a pointer the construct attaches but have no
    clause on it: (path of the pointer, its address, the attaching operation)."""
    entries = [op for v in construct.data_clause_operands if (op := _entry(v)) is not None]
    storages = [s for op in entries if (s := _entry_storage(op)) is not None]
    found: list[tuple[AccessPath, SSAValue, acc.DataEntryOp]] = []
    for op in entries:
        location = attachment_location(op)
        if location is None:
            continue
        path = access_path(location)
        if not path.path or not path.is_variable:
            continue  # not a member of a variable (a dummy pointer, a pointee's member)
        if any(s.contains(path) for s in storages):
            continue
        if any(p.root_key == path.root_key for p, _, _ in found):
            continue
        found.append((path, location, op))
    return found


def make_implied_parents_explicit(construct: ComputeConstruct, rewriter: PatternRewriter) -> None:
    """Seed 001: `serial present(d%p)` is `serial copy(d) present(d%p)`: add the
    implied clause of each parent first, its exit after the construct's exits."""
    default = construct.default_attr
    default_value = None if default is None else default.data
    parents = implied_parents(construct)
    if not parents:
        return
    if default_value == ClauseDefaultValue.NONE:
        path, _, member = parents[0]
        raise error(member, "the aggregate holding this pointer needs a data clause on "
                    f"'{construct.name}' (default(none), OpenACC 3.3 §2.6.2)")
    exits = structured_exits(construct)
    after = exits[-1] if exits else construct
    new_entries: list[SSAValue] = []
    for path, location, member in parents:
        var_type = _parent_type(path, location)
        name = _parent_name(member)
        props: dict[str, Attribute | None] = {
            "implicit": IntegerAttr.from_bool(True),
            "name": None if name is None else StringAttr(name),
        }
        if default_value == ClauseDefaultValue.PRESENT:
            entry = build_entry(acc.PresentOp, var=path.root, var_type=var_type, properties=props)
            exit_op = build_exit(acc.DeleteOp, acc_var=entry.results[0], properties={
                **props, "dataClause": DataClauseAttr(DataClause.ACC_PRESENT)})
        else:
            copy = {**props, "dataClause": DataClauseAttr(DataClause.ACC_COPY)}
            entry = build_entry(acc.CopyinOp, var=path.root, var_type=var_type, properties=copy)
            exit_op = build_exit(acc.CopyoutOp, acc_var=entry.results[0], var=path.root,
                                 var_type=var_type, properties=copy)
        entry.location = exit_op.location = member.location
        rewriter.insert(entry, rewriter.insertion_point)  # before the construct
        block = after.parent_block()
        assert block is not None
        block.insert_op_after(exit_op, after)
        after = exit_op
        new_entries.append(entry.results[0])
        # As flang's implicit data attributes do: the region uses the device copy.
        path.root.replace_uses_with_if(entry.results[0],
                                       lambda use: _inside(use.operation, construct))
    set_segment(construct, "data_clause_operands",
                [*new_entries, *construct.data_clause_operands])
    rewriter.notify_op_modified(construct)


# ---------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------


def _order_structured(construct: StructuredConstruct, rewriter: PatternRewriter) -> None:
    changed = reorder_entries(construct)
    changed |= reorder_exit_ops(structured_exits(construct))
    if changed:
        rewriter.notify_op_modified(construct)


class OrderEnterData(RewritePattern):
    """`acc.enter_data`: data actions before attachments, parents before members (§2.7.2)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.EnterDataOp, rewriter: PatternRewriter) -> None:
        if reorder_entries(op):
            rewriter.notify_op_modified(op)


class OrderDataRegion(RewritePattern):
    """`acc.data`: entry order of §2.7.2, and its exit operations in exit order."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.DataOp, rewriter: PatternRewriter) -> None:
        _order_structured(op, rewriter)


class OrderComputeConstruct(RewritePattern):
    """`acc.parallel`/`serial`/`kernels`: the implied clause of a member's parent made
    explicit (seed 001, §2.6.2), then as `acc.data` (§2.7.2 applies to every construct)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp,
                          rewriter: PatternRewriter) -> None:
        make_implied_parents_explicit(op, rewriter)
        _order_structured(op, rewriter)


class OrderExitData(RewritePattern):
    """`acc.exit_data`: detachments before copy-outs and deletes (§2.7.2), members
    before the storage that holds them."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.ExitDataOp, rewriter: PatternRewriter) -> None:
        exits = directive_exits(op)
        changed = reorder_exit_data_operands(op, exits)
        changed |= reorder_exit_ops(exits)
        if changed:
            rewriter.notify_op_modified(op)


@dataclass(frozen=True)
class AccOrderDataActions(ModulePass):
    """Order the data actions and attachments of OpenACC constructs (module doc)."""

    name = "acc-order-data-actions"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        changed = adopt(ctx, op)
        # Each construct is ordered in one visit and the order is stable (a second
        # run changes nothing): one walk, not a walk again after every change.
        changed |= rewrite_module(op, [OrderEnterData(), OrderDataRegion(),
                                       OrderComputeConstruct(), OrderExitData()],
                                  apply_recursively=False)
        if not changed:
            mark_unchanged(self, op)
