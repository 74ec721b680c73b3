"""`expand-attach-recipes`: seed 001's recipes inlined where they run.

Seed 001 delegates a pointer attachment to a recipe: `attachRecipe(@r)` on a data
entry operation means "perform the data action, then run `@r`'s body with
`(varPtr, augPtr, offset, size)`", `offset`/`size` being the section the
operation's `bounds` describe over its `varType`; `detachRecipe(@r)` on an exit
operation means "run `@r`, then perform the exit action". This pass replaces
every use by explicit code, so that later lowerings (and readers) see plain
calls of the runtime (`_FortranAOpenACCAttachDescriptor`, ...). The recipe's
arguments are bound to the operation's values; `offset` and `size` are computed
from the bounds in `index` arithmetic (constants folded) and cast to the
recipe's argument types.

Where the inlined code goes (OpenACC 3.3 §2.7.2: attachments after the data
actions of the construct, detachments before its copy-outs and deletes; this is
also where the simulator runs a recipe):

- listed by `acc.enter_data`, `acc.declare_enter`: the data action stays on the
  construct; the body goes right after the construct, in operand order;
- listed by `acc.data`: the data action stays on the construct; the body goes at
  the start of its region (after all its data actions, before its body);
- listed by `acc.parallel`/`serial`/`kernels`: the data actions move to a new
  `acc.data` around the construct, which takes all its `dataOperands` (a compute
  construct's data clauses act as a data region around it); the body goes at the
  start of that `acc.data`, before the compute construct;
- an exit operation after a structured construct keeps its exit action; the body
  goes right before the exit operation;
- an exit operation performed by `acc.exit_data` (its `accPtr` comes from an
  `acc.getdeviceptr` listed there) keeps its exit action; the body goes right before
  the `acc.exit_data`, in the order of the exit operations.

An `if(%cond)` on the construct guards the inlined code with `scf.if %cond`.
The operation loses `attachRecipe`/`detachRecipe` and `augPtr` (so does an
`acc.getdeviceptr` whose exit detached through a recipe: upstream's operations have
no `augPtr`, and the module is upstream IR again). A pure
attachment or detachment (`acc.attach`, `acc.detach`) has no data action left: it
is taken out of its construct (its result, where still used, is its `varPtr`,
as for an `acc.attach` performed by a construct), and a construct left without
data operands goes away (`acc.data` is replaced by its body). The recipe body must
be one block (structured control flow inside it, such as `scf.if`, is fine);
it is inlined without its `acc.yield`. Recipes no longer used are erased.

Errors (located): a recipe symbol that does not exist or is not a recipe of the
right kind, a recipe whose first arguments do not take the operation's `varPtr`
and `augPtr` types, a recipe body of several blocks, a recipe on an operation
this pass cannot place (not listed by one of the constructs above).
"""

from collections.abc import Iterator
from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects.builtin import DenseArrayBase, IntegerType, ModuleOp
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint, Rewriter

from accdialect.dialects import acc
from accdialect.ir.preservation import mark_unchanged

from ._attach_common import (
    guarded,
    index_arithmetic,
    lookup_recipe,
    performer,
    recipe_body_ops,
    section_offset_and_size,
    taken_ops,
)
from ._ir_values import symbol_uses
from ._ordering_common import build_entry, build_exit, error, set_segment
from ._project_dialects import adopt
from ._rewriting import rewrite_module

_EXITS = (acc.CopyoutOp, acc.DeleteOp, acc.DetachOp)


# ---------------------------------------------------------------------------
# One use of a recipe
# ---------------------------------------------------------------------------


def _recipe(op: acc.DataClauseOp, aug_ptr: SSAValue | None, pointer: SSAValue
            ) -> acc.AttachmentRecipeOp:
    """The recipe `op` names, checked as the verifier does (for `--disable-verify`)."""
    prop, kind, symbol = op.RECIPE, op.RECIPE_KIND, op.recipe_symbol()
    assert symbol is not None
    recipe = lookup_recipe(op, symbol)
    if recipe is None:
        raise error(op, f"'{prop}' symbol {symbol} does not exist")
    if not isinstance(recipe, kind):
        raise error(op, f"'{prop}' symbol {symbol} is a '{recipe.name}', expected '{kind.name}'")
    if aug_ptr is None:
        raise error(op, f"'{prop}' requires an 'augPtr' operand")
    inputs = recipe.function_type.inputs.data
    if inputs[:2] != (pointer.type, aug_ptr.type):
        raise error(op, f"'{prop}' {symbol} takes ({inputs[0]}, {inputs[1]}, ...) but the "
                    f"operation passes ({pointer.type}, {aug_ptr.type}, ...)")
    if len(recipe.body.blocks) != 1:
        raise error(op, f"'{prop}' {symbol} has a body of {len(recipe.body.blocks)} blocks: "
                    "only a one-block body can be inlined (use scf.if for a condition)")
    return recipe


def inlined_recipe(op: acc.DataClauseOp, entry: acc.DataEntryOp) -> list[Operation]:
    """The body of the recipe `op` names, its arguments bound: `varPtr` of `entry`
    (the data-entry operation), `op`'s `augPtr`, and the section's offset and size."""
    recipe = _recipe(op, op.aug_ptr, entry.var)
    assert op.aug_ptr is not None
    arithmetic = index_arithmetic()
    offset, size = section_offset_and_size(entry, arithmetic)
    inputs = recipe.function_type.inputs.data
    offset_value = arithmetic.typed(offset, inputs[2])
    size_value = arithmetic.typed(size, inputs[3])
    for value, hint in ((offset_value, "offset"), (size_value, "size")):
        if (isinstance(value, OpResult) and value.op.parent_block() is arithmetic.block
                and not value.name_hint):
            value.name_hint = hint
    body = recipe_body_ops(recipe, [entry.var, op.aug_ptr, offset_value, size_value])
    return [*taken_ops(arithmetic), *body]


def _without_recipe(op: acc.DataEntryOp | acc.DataExitOp) -> Operation:
    """`op` rebuilt without its recipe and `augPtr`."""
    props: dict[str, Attribute | None] = {
        k: v for k, v in op.properties.items()
        if k not in ("attachRecipe", "detachRecipe", "varType", "operandSegmentSizes")}
    if isinstance(op, acc.DataEntryOp):
        new = build_entry(type(op), var=op.var, var_type=op.var_type, bounds=list(op.bounds),
                          var_ptr_ptr=op.var_ptr_ptr, async_operands=list(op.async_operands),
                          properties=props)
    else:
        with_var = op if isinstance(op, acc.DataExitWithVarOp) else None
        new = build_exit(type(op), acc_var=op.acc_var,
                         var=with_var.var if with_var else None,
                         var_type=with_var.var_type if with_var else None,
                         bounds=list(op.bounds), async_operands=list(op.async_operands),
                         properties=props)
    new.attributes = dict(op.attributes)
    new.location = op.location
    return new


def drop_bare_augmented_pointers(module: ModuleOp) -> bool:
    """Every data operation left with an `augPtr` and no recipe (an
    `acc.getdeviceptr` whose exit detached through one) rebuilt without it, so that
    the module is upstream's OpenACC dialect again; whether there was one."""
    bare = [op for op in module.walk() if isinstance(op, acc.DataEntryOp | acc.DataExitOp)
            and op.aug_ptr is not None and op.attachment_recipe() is None]
    for op in bare:
        new = _without_recipe(op)
        Rewriter.replace_op(op, new)
    return bool(bare)


# ---------------------------------------------------------------------------
# Entry constructs
# ---------------------------------------------------------------------------


Construct = (xacc.EnterDataOp | xacc.DeclareEnterOp | xacc.DataOp | xacc.ParallelOp
             | xacc.SerialOp | xacc.KernelsOp)


def _with_recipes(construct: Construct) -> list[acc.DataEntryOp]:
    return [v.owner for v in construct.data_clause_operands
            if isinstance(v.owner, acc.DataEntryOp) and v.owner.attach_recipe is not None]


def _strip_entries(construct: Construct, entries: list[acc.DataEntryOp],
                   rewriter: PatternRewriter) -> list[Operation]:
    """Build the inlined attachments of `entries` and take the recipes off them:
    a data action keeps its place (rebuilt without recipe), an `acc.attach` leaves
    the construct. Returns the inlined code, in operand order."""
    code: list[Operation] = []
    operands = list(construct.data_clause_operands)
    for entry in entries:
        code += inlined_recipe(entry, entry)
        if isinstance(entry, acc.AttachOp):
            operands = [v for v in operands if v is not entry.results[0]]
            continue
        new = _without_recipe(entry)
        rewriter.insert(new, InsertPoint.before(entry))
        entry.results[0].replace_all_uses_with(new.results[0])
        operands = [new.results[0] if v is entry.results[0] else v for v in operands]
        rewriter.erase(entry)
    set_segment(construct, "data_clause_operands", operands)
    for entry in entries:
        if isinstance(entry, acc.AttachOp):
            _retire_attach(entry, rewriter)
    return code


def _retire_attach(entry: acc.AttachOp, rewriter: PatternRewriter) -> None:
    """An `acc.attach` taken out of its construct: its value is its `varPtr` (what
    the construct would have given it); it stays only for exit operations that
    still name it."""
    entry.results[0].replace_uses_with_if(entry.var,
                                          lambda use: not isinstance(use.operation, _EXITS))
    if not entry.results[0].uses:
        rewriter.erase(entry)


class ExpandAfterConstruct(RewritePattern):
    """`acc.enter_data`/`acc.declare_enter`: the data actions, then the attachments
    (§2.7.2): the recipe bodies go right after the construct."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.EnterDataOp | xacc.DeclareEnterOp,
                          rewriter: PatternRewriter) -> None:
        entries = _with_recipes(op)
        if not entries:
            return
        condition = op.if_cond if isinstance(op, xacc.EnterDataOp) else None
        code = guarded(_strip_entries(op, entries, rewriter), condition)
        rewriter.insert(code, InsertPoint.after(op))
        if not op.data_clause_operands:
            if op.results and op.results[0].uses:
                raise error(op, "every operand is an attachment and the construct's token "
                            "is used: cannot remove it")
            rewriter.erase(op)
        else:
            rewriter.notify_op_modified(op)


class ExpandInDataRegion(RewritePattern):
    """`acc.data`: the recipe bodies open the region, after the construct's data
    actions and before its body (§2.7.2, seed 001)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.DataOp, rewriter: PatternRewriter) -> None:
        entries = _with_recipes(op)
        if not entries:
            return
        code = guarded(_strip_entries(op, entries, rewriter), op.if_cond)
        block = op.region.blocks.first
        assert block is not None
        rewriter.insert(code, InsertPoint.at_start(block))
        if op.data_clause_operands or op.default_attr is not None:
            rewriter.notify_op_modified(op)
            return
        # No data action left: the region's body runs in place of the construct.
        terminator = block.last_op
        if isinstance(terminator, xacc.TerminatorOp):
            rewriter.erase(terminator)
        if len(op.region.blocks) != 1:
            raise error(op, "an acc.data of several blocks without data operands cannot be "
                        "replaced by its body")
        rewriter.inline_block(block, InsertPoint.before(op))
        rewriter.erase(op)


class ExpandAroundComputeConstruct(RewritePattern):
    """`acc.parallel`/`serial`/`kernels`: the data clauses move to an `acc.data`
    around the construct, whose region runs the recipe bodies, then the construct
    (§2.7.2: the attachments on the host, after the data actions, before the kernel)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp,
                          rewriter: PatternRewriter) -> None:
        entries = _with_recipes(op)
        if not entries:
            return
        condition = op.if_cond
        code = guarded(_strip_entries(op, entries, rewriter), condition)
        operands = list(op.data_clause_operands)
        if not operands:  # only attachments: they run right before the construct
            rewriter.insert(code, InsertPoint.before(op))
            rewriter.notify_op_modified(op)
            return
        set_segment(op, "data_clause_operands", [])
        data = acc.DataOp.create(
            operands=[*([condition] if condition is not None else []), *operands],
            properties={
                "operandSegmentSizes": _data_segments(condition is not None, len(operands)),
            },
            regions=[Region(Block())],
        )
        data.location = op.location
        rewriter.insert(data, InsertPoint.before(op))
        block = data.region.block
        op.detach()
        rewriter.insert([*code, op, acc.TerminatorOp()], InsertPoint.at_end(block))
        rewriter.notify_op_modified(op)


def _data_segments(has_if: bool, n: int) -> DenseArrayBase:
    names = [name for name, _ in acc.DataOp.get_irdl_definition().operands]
    sizes = [0] * len(names)
    sizes[names.index("if_cond")] = int(has_if)
    sizes[names.index("data_clause_operands")] = n
    return DenseArrayBase.from_list(IntegerType(32), sizes)


# ---------------------------------------------------------------------------
# Exits
# ---------------------------------------------------------------------------


class ExpandDetachRecipe(RewritePattern):
    """An exit operation with `detachRecipe`: the recipe body, then the exit action
    (§2.7.2: detachments before copy-outs and deletes)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: acc.CopyoutOp | acc.DeleteOp | acc.DetachOp,
                          rewriter: PatternRewriter) -> None:
        if op.detach_recipe is None:
            return
        producer = op.entry_op()
        if producer is None:
            raise error(op, "'detachRecipe' needs an accPtr made by a data-entry operation")
        directive = performer(op)
        if isinstance(directive, xacc.UpdateOp):
            raise error(op, "'detachRecipe' on an operation of acc.update is not expanded")
        code = inlined_recipe(op, producer)
        if directive is None:
            rewriter.insert(code, InsertPoint.before(op))
        else:
            rewriter.insert(guarded(code, directive.if_cond), InsertPoint.before(directive))
        if isinstance(op, acc.DetachOp):
            rewriter.erase(op)
            _drop_unused_exit_entry(producer, directive, rewriter)
        else:
            rewriter.replace(op, _without_recipe(op))


def _drop_unused_exit_entry(producer: acc.DataEntryOp, directive: xacc.ExitDataOp | None,
                            rewriter: PatternRewriter) -> None:
    """After a pure detachment is expanded, its `acc.getdeviceptr` (or retired
    `acc.attach`) is only listed by the directive, or not used at all: remove it."""
    value = producer.results[0]
    if directive is not None and all(use.operation is directive for use in value.uses):
        operands = [v for v in directive.data_clause_operands if v is not value]
        set_segment(directive, "data_clause_operands", operands)
        if not operands:
            rewriter.erase(directive)
    if not value.uses and not _listed(producer):
        rewriter.erase(producer)


def _listed(op: Operation) -> bool:
    return any(not isinstance(use.operation, acc.DataExitOp) for use in op.results[0].uses)


# ---------------------------------------------------------------------------
# The pass
# ---------------------------------------------------------------------------


def remove_unused_recipes(module: ModuleOp) -> bool:
    """Erase the recipes no operation names any more; whether there was one."""
    recipes = [op for op in module.body.block.ops if isinstance(op, acc.AttachmentRecipeOp)]
    used = symbol_uses(module) if recipes else set()  # a walk of the whole module
    unused = [op for op in recipes if op.sym_name.data not in used]
    for op in unused:
        Rewriter.erase_op(op)
    return bool(unused)


def _naming_a_recipe(module: ModuleOp) -> Iterator[acc.DataClauseOp]:
    """The data-clause operations that name an attach or detach recipe: the patterns
    act on those only (`_with_recipes`, `ExpandDetachRecipe`)."""
    return (op for op in module.walk()
            if isinstance(op, acc.DataClauseOp) and op.recipe_symbol() is not None)


def check_all_expanded(module: ModuleOp) -> None:
    """A recipe left on an operation is one this pass cannot place."""
    for op in _naming_a_recipe(module):
        users = [use.operation.name for r in op.results for use in r.uses]
        where = f"listed by '{users[0]}'" if users else "not listed by any construct"
        raise error(op, f"'{op.RECIPE}' cannot be expanded here ({where}): supported are "
                    "acc.enter_data, acc.declare_enter, acc.data, acc.parallel, "
                    "acc.serial, acc.kernels, acc.exit_data and structured exits")


@dataclass(frozen=True)
class ExpandAttachRecipes(ModulePass):
    """Inline every `attachRecipe`/`detachRecipe` use (module doc)."""

    name = "expand-attach-recipes"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        changed = adopt(ctx, op)
        if next(_naming_a_recipe(op), None) is not None:  # else no pattern has work
            changed |= rewrite_module(op, [ExpandAfterConstruct(), ExpandInDataRegion(),
                                           ExpandAroundComputeConstruct(), ExpandDetachRecipe()],
                                      apply_recursively=False)
            check_all_expanded(op)
        changed |= drop_bare_augmented_pointers(op)
        if not remove_unused_recipes(op) and not changed:
            mark_unchanged(self, op)

