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
are checked on their own, the innermost first (MLIR checks each when verification
leaves its parent), then their enclosing operation.

The first failure is mlir-opt's message at the user, `operand #N does not dominate
this use` (mlir-opt's notes, the generic form and where the operand is defined, are
left out). xDSL 0.74 verifies no dominance, and its `xdsl.irdl.dominance.DominanceInfo`
lets an unreachable predecessor take dominance away (the entry block then does not
dominate a block that an unreachable block also branches to): hence this module.
"""

from collections.abc import Iterable, Iterator

from xdsl.dialects.builtin import ModuleOp, UnregisteredOp
from xdsl.ir import Block, BlockArgument, Operation, OpResult, Region, SSAValue
from xdsl.traits import IsolatedFromAbove

from accdialect.ir.diagnostics import LocatedDiagnostic, location_of


class DominanceError(LocatedDiagnostic):
    """An operand that does not dominate its use. mlir-opt reports it without the
    `'<op>' op` prefix of an operation's own verifier (`emitError`, not
    `emitOpError`), and so does this error."""

    def __init__(self, op: Operation, message: str):
        super().__init__(op, message)
        self.summary = message
        self.args = (f"{location_of(op)}: error: {message}",)


def verify_dominance(root: Operation) -> None:
    """Raise `DominanceError` at the first use in `root` that its operand does not
    dominate (see the module doc)."""
    _Checker().verify(root)


_ISOLATED_WITHOUT_TRAIT = frozenset({"llvm.func", "llvm.mlir.global"})
"""Operations isolated from above in MLIR 22 (`LLVM_FuncOp` and `LLVM_GlobalOp`, whose
initializer region runs at load time, have `IsolatedFromAbove`) whose xDSL 0.74
class lacks the trait."""


def isolated_from_above(op: Operation) -> bool:
    """Whether `op` is isolated from above in MLIR 22 (its regions use no value defined
    outside it); known once per class but for unregistered operations."""
    cls = type(op)
    known = _isolated_classes.get(cls)
    if known is None:
        known = op.name in _ISOLATED_WITHOUT_TRAIT or op.has_trait(IsolatedFromAbove)
        if not issubclass(cls, UnregisteredOp):
            _isolated_classes[cls] = known
    return known


_isolated_classes: dict[type[Operation], bool] = {}


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


_straight_lines: dict[Operation, bool] = {}
"""`_straight_line` of the operations of the module being verified (`begin`)."""


def begin() -> None:
    """Forgets what `straight_line` found: another verification begins."""
    _straight_lines.clear()


def straight_line(op: Operation) -> bool:
    """`_straight_line(op)`, found once per verification (`begin`): the builtin.module's
    isolation check asks it of the functions it holds, then dominance."""
    known = _straight_lines.get(op)
    if known is None:
        known = _straight_lines[op] = _straight_line(op)
    return known


def _straight_line(op: Operation) -> bool:
    """Whether `op` passes both checks at once as the common function does: one block
    in each region, operations without regions, each operand an argument of its
    block or the result of an operation before its user in it. Then no value comes
    from outside (isolation holds) and every operand dominates its use, the block
    being its region's entry; one pass over the operations instead of three. False:
    the checks are made one by one (`_Interior`), and fail there if they fail."""
    for region in op.regions:
        block = region._first_block
        if block is None or block._next_block is not None:
            return False
        # the operations before `user`, by identity: xDSL hashes an operation by a
        # Python `__hash__`, a call for each operand
        before: set[int] = set()
        user = block._first_op
        while user is not None:
            if user.regions:
                return False
            for operand in user._operands:
                kind = operand.__class__  # compared first: isinstance of an ABC is slower
                if kind is OpResult or (kind is not BlockArgument
                                        and isinstance(operand, OpResult)):
                    if id(operand.op) not in before:  # pyright: ignore[reportAttributeAccessIssue]
                        return False
                elif not ((kind is BlockArgument or isinstance(operand, BlockArgument))
                          and operand.block is block):  # pyright: ignore[reportAttributeAccessIssue]
                    return False
            before.add(id(user))
            user = user._next_op
    return True


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

    def __init__(self):
        self._trees: dict[Region, _DominatorTree] = {}
        self._positions: dict[Operation, int] = {}

    def verify(self, op: Operation) -> None:
        """MLIR's `verifyOpAndDominance`: the operations isolated from above inside
        `op`, when leaving each operation that holds one, then `op`'s regions."""
        if not any(region.blocks for region in op.regions):
            return  # nothing inside (a declaration, a global without initializer)
        if straight_line(op):
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
