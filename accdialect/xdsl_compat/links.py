"""An operation's fields, blocks and nested operations read along xDSL 0.74's links.

xDSL keeps the operations of a block and the blocks of a region as doubly linked lists
(`Block._first_op`, `Operation._next_op`, `Region._first_block`, `Block._next_block`)
behind properties and generators: `Block.ops` and `Region.blocks` yield one item per
generator step, `Operation.walk` nests a generator per level, and `Operation.operands`
builds an `OpOperands` view at each read. The verifier walks modules of 10^5
operations several times per run, so its loops read the links and fields directly,
here. Each helper gives what its public counterpart gives, in the same order
(`test/xdsl_compat/test_links.py`).
"""

from collections.abc import Callable
from operator import attrgetter

from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region

value_type = attrgetter("_type")
"""An SSA value's type, as `value.type` gives it (read in C: no property call)."""


def blocks_of(region: Region) -> list[Block]:
    """The blocks of `region`, as `list(region.blocks)` lists them."""
    blocks: list[Block] = []
    block = region._first_block  # pyright: ignore[reportPrivateUsage]
    while block is not None:
        blocks.append(block)
        block = block._next_block  # pyright: ignore[reportPrivateUsage]
    return blocks


def ops_of(block: Block) -> list[Operation]:
    """The operations of `block`, as `list(block.ops)` lists them."""
    ops: list[Operation] = []
    op = block._first_op  # pyright: ignore[reportPrivateUsage]
    while op is not None:
        ops.append(op)
        op = op._next_op  # pyright: ignore[reportPrivateUsage]
    return ops


def is_straight_line(op: Operation) -> bool:
    """Whether each region of `op` is one block of operations without regions, each
    operand of which is an argument of that block or a result of an operation before
    its user in it. Such a body uses no value from outside `op`, and each of its
    operands dominates its use (the block being its region's entry)."""
    for region in op.regions:
        block = region._first_block  # pyright: ignore[reportPrivateUsage]
        if block is None or block._next_block is not None:  # pyright: ignore[reportPrivateUsage]
            return False
        # the operations before `user`, by identity: xDSL hashes an operation by a
        # Python `__hash__`, a call for each operand
        before: set[int] = set()
        user = block._first_op  # pyright: ignore[reportPrivateUsage]
        while user is not None:
            if user.regions:
                return False
            for operand in user._operands:  # pyright: ignore[reportPrivateUsage]
                kind = operand.__class__  # compared first: isinstance of an ABC is slower
                if kind is OpResult or (kind is not BlockArgument
                                        and isinstance(operand, OpResult)):
                    if id(operand.op) not in before:  # pyright: ignore[reportAttributeAccessIssue]
                        return False
                elif not ((kind is BlockArgument or isinstance(operand, BlockArgument))
                          and operand.block is block):  # pyright: ignore[reportAttributeAccessIssue]
                    return False
            before.add(id(user))
            user = user._next_op  # pyright: ignore[reportPrivateUsage]
    return True


def defines_every_operand(op: Operation, look_into: Callable[[Operation], bool]) -> bool:
    """Whether every operand of the operations in `op`'s regions is defined inside
    `op` and not by `op` (an argument of a block inside it, or a result of an operation
    inside it), looking into the regions of each nested operation with regions that
    `look_into` accepts, in the order of xDSL's `IsolatedFromAbove.verify`. Whether a
    block is inside `op` is asked once per block (`op.is_ancestor`), not once per
    operand."""
    inside: dict[Block | None, bool] = {}
    regions = list(op.regions)
    while regions:
        block = regions.pop()._first_block  # pyright: ignore[reportPrivateUsage]
        while block is not None:
            inside[block] = True
            child = block._first_op  # pyright: ignore[reportPrivateUsage]
            while child is not None:
                for operand in child._operands:  # pyright: ignore[reportPrivateUsage]
                    # (the classes compared first: isinstance of an ABC is slower)
                    kind = operand.__class__
                    if kind is OpResult or (kind is not BlockArgument
                                            and isinstance(operand, OpResult)):
                        if operand.op is op:  # pyright: ignore[reportAttributeAccessIssue]
                            return False
                        where = operand.op.parent  # pyright: ignore[reportAttributeAccessIssue]
                    elif kind is BlockArgument or isinstance(operand, BlockArgument):
                        where = operand.block  # pyright: ignore[reportAttributeAccessIssue]
                    else:
                        return False
                    if where is block:  # inside (most operands)
                        continue
                    known = inside.get(where)
                    if known is None:
                        known = inside[where] = where is not None and op.is_ancestor(where)
                    if not known:
                        return False
                if child.regions and look_into(child):
                    regions += child.regions
                child = child._next_op  # pyright: ignore[reportPrivateUsage]
            block = block._next_block  # pyright: ignore[reportPrivateUsage]
    return True


def insert_before(op: Operation, anchor: Operation) -> None:
    """`anchor.parent.insert_op_before(op, anchor)` for an operation `op` without
    regions and without a block, `anchor` being in a block (the caller knows both):
    the same links, without `Block.insert_op_before`'s check that `op` holds no block
    above `anchor` (a walk up from the block, for each of the 10^5 operations a
    lowering inserts), which an operation without regions passes."""
    block = anchor.parent
    op.parent = block
    anchor._insert_prev_op(op)  # pyright: ignore[reportPrivateUsage]
    if op._prev_op is None:  # pyright: ignore[reportPrivateUsage]
        block._first_op = op  # pyright: ignore[reportPrivateUsage, reportOptionalMemberAccess]
