"""Dominance of SSA values, checked as mlir-opt 22's verifier checks it.

MLIR's rule (`OperationVerifier::verifyDominanceOfContainedRegions` and
`DominanceInfo::properlyDominates` in LLVM 22): in a region with SSA dominance
(SSACFG), every operand of an operation in a block reachable from the region's entry
must *properly dominate* the operation:

- a block argument, when its block dominates the user's block;
- an operation's result, when the operation comes before the user in the same block,
  or its block properly dominates the user's block. A user in a nested region is
  replaced by its ancestor in the defining region, so a value defined after an
  operation in its block does not dominate that operation's regions, and an
  operation's result does not dominate its own regions.

Blocks are compared in the dominator tree of their region, built from the reachable
blocks only: an unreachable block is dominated by every block and dominates none.
`builtin.module` has a graph region, and MLIR gives unregistered operations graph
regions too: there any order in a block is allowed. Operations isolated from above
(`isolation.isolated_from_above`, MLIR's rule) are checked on their own, the innermost
first (MLIR checks each when verification leaves its parent), then their enclosing
operation; one whose regions are straight-line bodies passes at once.

The first failure is mlir-opt's message at the user, `operand #N does not dominate
this use` (mlir-opt's notes, the generic form and where the operand is defined, are
left out). xDSL 0.74 verifies no dominance, and its `xdsl.irdl.dominance.DominanceInfo`
lets an unreachable predecessor take dominance away (the entry block then does not
dominate a block that an unreachable block also branches to): hence this module.
"""

from collections.abc import Callable, Iterable, Iterator

from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue

from accdialect.ir.diagnostics import LocatedDiagnostic, location_of
from accdialect.ir.isolation import isolated_from_above


class DominanceError(LocatedDiagnostic):
    """An operand that does not dominate its use. mlir-opt reports it without the
    `'<op>' op` prefix of an operation's own verifier (`emitError`, not
    `emitOpError`), and so does this error."""

    def __init__(self, op: Operation, message: str):
        super().__init__(op, message)
        self.summary = message
        self.args = (f"{location_of(op)}: error: {message}",)


def verify_dominance(root: Operation, straight_line: Callable[[Operation], bool]) -> None:
    """Raise `DominanceError` at the first use in `root` that its operand does not
    dominate (see the module doc). `straight_line(op)`: whether `op`'s regions are
    straight-line bodies, whose operands then dominate their uses (the verifier's memo
    of `xdsl_compat.links.is_straight_line`: `OperationVerifier.straight_line`)."""
    _Checker(straight_line).verify(root)


def _check_isolation(op: Operation, inner_ops: Iterable[Operation], blocks: set[Block]) -> None:
    """MLIR's `verifyIsIsolatedFromAbove`: no operation inside `op` uses a value
    defined outside it (mlir-opt: `'llvm.load' op using value defined outside the
    region`, at the user), `inner_ops` in the order of `op.walk()`. The operations
    inside the operations isolated from above within `op` are left out: those were
    verified first, and a value they use from outside `op` failed there. A value
    defined in one of `blocks` (those inside `op`) is inside it at once; any other is
    looked for among `op`'s ancestors."""
    for inner in inner_ops:
        for operand in inner.operands:
            if isinstance(operand, BlockArgument):
                if operand.block in blocks:
                    continue
                owner = operand.block.parent_op()
            else:
                owner = operand.owner
                if isinstance(owner, Operation) and owner.parent in blocks:
                    continue
            if not isinstance(owner, Operation) or not op.is_ancestor(owner):
                raise LocatedDiagnostic(inner, "using value defined outside the region")


def _has_ssa_dominance(block: Block) -> bool:
    """Whether `block`'s region is an SSACFG region (not a graph region)."""
    owner = block.parent_op()
    return not isinstance(owner, ModuleOp | UnregisteredOp)


class _Interior:
    """What is inside `root`, found in one traversal that does not enter the
    operations isolated from above: `ops`, the operations inside `root` in the
    order of `root.walk()` (an isolated one without what it holds), `blocks`, the
    blocks of `root` and of those operations, and `isolated`, the isolated ones that
    have regions, in the order MLIR verifies them: those held by an operation after
    those held by the operations inside it (post-order), each operation's in block
    order."""

    def __init__(self, root: Operation):
        self.ops: list[Operation] = []
        self.blocks: set[Block] = set()
        self.isolated: list[Operation] = []
        stack: list[tuple[Operation, list[Operation] | None]] = [(root, None)]
        while stack:
            op, held = stack.pop()
            if held is not None:  # after everything inside `op`
                self.isolated.extend(held)
                continue
            if op is not root:
                self.ops.append(op)
                if isolated_from_above(op):
                    continue
            held = []
            children: list[Operation] = []
            for region in op.regions:
                for block in region.blocks:
                    self.blocks.add(block)
                    for child in block.ops:
                        children.append(child)
                        if child.regions and isolated_from_above(child):
                            held.append(child)
            stack.append((op, held))
            stack.extend((child, None) for child in reversed(children))


class _DominatorTree:
    """The immediate dominators of the reachable blocks of one region (Cooper,
    Harvey and Kennedy, "A Simple, Fast Dominance Algorithm")."""

    def __init__(self, region: Region):
        entry = region.blocks.first
        assert entry is not None
        order: list[Block] = []  # post-order of the blocks reachable from the entry
        seen = {entry}
        stack: list[tuple[Block, Iterator[Block]]] = [(entry, iter(_successors(entry)))]
        while stack:
            block, successors = stack[-1]
            following = next((s for s in successors if s not in seen), None)
            if following is None:
                stack.pop()
                order.append(block)
            else:
                seen.add(following)
                stack.append((following, iter(_successors(following))))
        self.number = {block: n for n, block in enumerate(order)}
        predecessors: dict[Block, list[Block]] = {block: [] for block in order}
        for block in order:
            for successor in _successors(block):
                predecessors[successor].append(block)
        self.idom: dict[Block, Block] = {entry: entry}
        changed = True
        while changed:
            changed = False
            for block in reversed(order[:-1]):  # reverse post-order, without the entry
                done = [p for p in predecessors[block] if p in self.idom]
                new = done[0]
                for p in done[1:]:
                    new = self._intersect(p, new)
                if self.idom.get(block) is not new:
                    self.idom[block] = new
                    changed = True

    def _intersect(self, a: Block, b: Block) -> Block:
        while a is not b:
            while self.number[a] < self.number[b]:
                a = self.idom[a]
            while self.number[b] < self.number[a]:
                b = self.idom[b]
        return a

    def reachable(self, block: Block) -> bool:
        return block in self.number

    def properly_dominates(self, a: Block, b: Block) -> bool:
        """Whether `a` dominates `b` and is not `b`: always when `b` is unreachable,
        never when `a` is (LLVM's `DominatorTree`)."""
        if a is b:
            return False
        if not self.reachable(b):
            return True
        if not self.reachable(a):
            return False
        while b is not self.idom[b]:
            b = self.idom[b]
            if b is a:
                return True
        return False


def _successors(block: Block) -> tuple[Block, ...]:
    last = block.last_op
    return () if last is None else tuple(last.successors)


def _ancestor_in(region: Region, op: Operation) -> Operation | None:
    """`op`, or the operation holding it, that is in a block of `region`."""
    current: Operation | None = op
    while current is not None and current.parent_region() is not region:
        current = current.parent_op()
    return current


class _Checker:
    """One verification: the dominator trees and positions in blocks it computed."""

    def __init__(self, straight_line: Callable[[Operation], bool]):
        self._straight_line = straight_line
        self._trees: dict[Region, _DominatorTree] = {}
        self._positions: dict[Operation, int] = {}

    def verify(self, op: Operation) -> None:
        """MLIR's `verifyOpAndDominance`: the operations isolated from above inside
        `op`, when leaving each operation that holds one, then `op`'s regions."""
        if not any(region.blocks for region in op.regions):
            return  # nothing inside (a declaration, a global without initializer)
        if self._straight_line(op):
            return
        interior = _Interior(op)
        for child in interior.isolated:
            self.verify(child)
        if isolated_from_above(op):
            _check_isolation(op, interior.ops, interior.blocks)
        self._check_regions(op)

    def _check_regions(self, root: Operation) -> None:
        worklist = [root]
        while worklist:
            op = worklist.pop()
            for region in op.regions:
                for block in region.blocks:
                    reachable = self._reachable(block)
                    ssa = _has_ssa_dominance(block)
                    before: set[int] = set()  # the operations of `block` before `user`
                    for user in block.ops:
                        if reachable:
                            for index, operand in enumerate(user.operands):
                                if self._dominates_in_block(operand, user, block, ssa, before):
                                    continue
                                raise DominanceError(
                                    user, f"operand #{index} does not dominate this use")
                        before.add(id(user))
                        if user.regions and not isolated_from_above(user):
                            worklist.append(user)

    def _dominates_in_block(self, value: SSAValue, user: Operation, block: Block, ssa: bool,
                            before: set[int]) -> bool:
        """`_properly_dominates(value, user)` for a `user` in `block`, answered at once
        for a value defined in that block: an argument of the block, or a result of an
        operation before `user` (`before`: their identities), or any in a graph region."""
        if isinstance(value, BlockArgument):
            if value.block is block:
                return True
        elif isinstance(value, OpResult) and value.op.parent is block:
            return id(value.op) in before or not ssa
        return self._properly_dominates(value, user)

    def _tree(self, region: Region) -> _DominatorTree:
        if region not in self._trees:
            self._trees[region] = _DominatorTree(region)
        return self._trees[region]

    def _reachable(self, block: Block) -> bool:
        region = block.parent
        if region is None or block is region.blocks.first:
            return True
        return self._tree(region).reachable(block)

    def _position(self, op: Operation) -> int:
        if op not in self._positions:
            block = op.parent_block()
            assert block is not None
            self._positions.update((o, n) for n, o in enumerate(block.ops))
        return self._positions[op]

    def _properly_dominates(self, value: SSAValue, user: Operation) -> bool:
        user_block = user.parent_block()
        if user_block is None:
            return False
        if isinstance(value, BlockArgument):
            return self._block_dominates(value.block, user_block)
        definer = value.owner
        assert isinstance(definer, Operation)
        block = definer.parent_block()
        if block is None or block.parent is None:
            return False
        if definer is user:
            return not _has_ssa_dominance(block)
        region = block.parent
        ancestor = _ancestor_in(region, user)
        if ancestor is None:
            return False
        ancestor_block = ancestor.parent_block()
        assert ancestor_block is not None
        if ancestor_block is block:
            if not _has_ssa_dominance(block):
                return True
            return self._position(definer) < self._position(ancestor)
        return self._tree(region).properly_dominates(block, ancestor_block)

    def _block_dominates(self, a: Block, b: Block) -> bool:
        """Whether block `a` dominates block `b` or the operation holding it."""
        region = a.parent
        if region is None:
            return False
        if b.parent is not region:
            holder = b.parent_op()
            ancestor = None if holder is None else _ancestor_in(region, holder)
            outer = None if ancestor is None else ancestor.parent_block()
            if outer is None:
                return False
            b = outer
        return a is b or self._tree(region).properly_dominates(a, b)
