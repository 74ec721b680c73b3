"""How the passes apply their patterns (`passes/_rewriting.py`): at each operation the
first pattern that acts on it rewrites it, as xDSL's `GreedyRewritePatternApplier`
(without dead-code elimination) does, and a pattern typed for other classes
(`op_type_rewrite_pattern`) is not asked."""

from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32, i64
from xdsl.ir import Block, Operation, Region
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

# the `passes/` folder, installed (editable) as `accdialect_passes`
from accdialect_passes._rewriting import (  # pyright: ignore[reportMissingImports]
    _typed_for,  # pyright: ignore[reportUnknownVariableType]
    rewrite_module,  # pyright: ignore[reportUnknownVariableType]
)


class Recording(RewritePattern):
    """A pattern that records where it was asked (in `asked`, a list it may share)."""

    def __init__(self, asked: list[str] | None = None) -> None:
        self.asked: list[str] = [] if asked is None else asked


class ConstantTo7(Recording):
    """Every `arith.constant` of another value than 7 becomes one of 7."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.ConstantOp, rewriter: PatternRewriter) -> None:
        self.asked.append(op.name)
        if op.value != IntegerAttr(7, i32):
            rewriter.replace(op, arith.ConstantOp(IntegerAttr(7, i32)))


class AddOrSubToMul(Recording):
    """Typed for a union: `arith.addi` and `arith.subi` become `arith.muli`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.AddiOp | arith.SubiOp,
                          rewriter: PatternRewriter) -> None:
        self.asked.append(op.name)
        rewriter.replace(op, arith.MuliOp(op.lhs, op.rhs))


class SeesEverything(Recording):
    """Not typed: asked at every operation no earlier pattern rewrote."""

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        self.asked.append(op.name)


def _module() -> ModuleOp:
    one = arith.ConstantOp(IntegerAttr(1, i32))
    seven = arith.ConstantOp(IntegerAttr(7, i32))
    add = arith.AddiOp(one, seven)
    sub = arith.SubiOp(add, one)
    ptr_const = llvm.ConstantOp(IntegerAttr(3, i64), i64)
    return ModuleOp(Region(Block([one, seven, add, sub, ptr_const])))


def test_the_classes_a_pattern_is_typed_for():
    assert _typed_for(ConstantTo7()) == (arith.ConstantOp,)
    assert _typed_for(AddOrSubToMul()) == (arith.AddiOp, arith.SubiOp)
    assert _typed_for(SeesEverything()) is None


def test_a_pattern_is_asked_only_at_its_classes():
    constants, arithmetic, everything = ConstantTo7(), AddOrSubToMul(), SeesEverything()
    module = _module()
    assert rewrite_module(module, [constants, arithmetic, everything], apply_recursively=False)
    assert constants.asked == ["arith.constant", "arith.constant"]
    assert arithmetic.asked == ["arith.addi", "arith.subi"]
    # the constant of 7 is left as it is (no action): the next pattern is asked
    assert everything.asked == ["arith.constant", "llvm.mlir.constant"]
    assert [op.name for op in module.body.block.ops] == [
        "arith.constant", "arith.constant", "arith.muli", "arith.muli", "llvm.mlir.constant"]


def test_the_same_module_as_xdsls_applier():
    ours, theirs = _module(), _module()
    changed = rewrite_module(ours, [ConstantTo7(), AddOrSubToMul(), SeesEverything()])
    walker = PatternRewriteWalker(GreedyRewritePatternApplier(
        [ConstantTo7(), AddOrSubToMul(), SeesEverything()], dce_enabled=False))
    assert changed == walker.rewrite_module(theirs) is True
    assert str(ours) == str(theirs)
    assert "arith.constant 7 : i32" in str(ours) and "arith.constant 1" not in str(ours)


def test_nothing_to_rewrite_is_no_change():
    module = ModuleOp(Region(Block([arith.ConstantOp(IntegerAttr(7, i32))])))
    assert rewrite_module(module, [ConstantTo7(), AddOrSubToMul()]) is False


class AddToSub(Recording):
    """`arith.addi` becomes `arith.subi` (an operation the next pattern acts on)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.AddiOp, rewriter: PatternRewriter) -> None:
        self.asked.append(f"add {op.lhs.name_hint}")
        rewriter.replace(op, arith.SubiOp(op.lhs, op.rhs))


class SeeSub(Recording):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.SubiOp, rewriter: PatternRewriter) -> None:
        self.asked.append(f"sub {op.lhs.name_hint}")


def _adds() -> ModuleOp:
    ops: list[Operation] = []
    for name in ("a", "b"):
        one = arith.ConstantOp(IntegerAttr(1, i32))
        one.result.name_hint = name
        ops += [one, arith.AddiOp(one, one), arith.SubiOp(one, one)]
    return ModuleOp(Region(Block(ops)))


def test_operations_of_no_patterns_class_are_left_out_of_the_walk_and_nothing_else():
    """The walker skips the constants (no pattern is typed for them) and visits the
    rest, the operations the rewriting inserts included, in xDSL's walker's order."""
    mine, reference = _adds(), _adds()
    visits = []
    for recursively in (False, True):
        ours: list[str] = []
        theirs: list[str] = []
        rewrite_module(mine, [AddToSub(ours), SeeSub(ours)], apply_recursively=recursively)
        PatternRewriteWalker(GreedyRewritePatternApplier(
            [AddToSub(theirs), SeeSub(theirs)], dce_enabled=False),
            apply_recursively=recursively).rewrite_module(reference)
        assert ours == theirs
        assert str(mine) == str(reference)
        visits.append(ours)
    # the first walk does not revisit what it inserted; the second sees only subtractions
    assert visits == [["add a", "sub a", "add b", "sub b"], ["sub a", "sub a", "sub b", "sub b"]]
