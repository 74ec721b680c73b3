"""`xdsl_compat.rewriting`: the operation type read from an `op_type_rewrite_pattern`
is its annotation; the walker visits what xDSL's visits, in xDSL's order, but for the
operations of the classes it leaves out of its worklist, and still visits what the
rewriting inserts."""

from xdsl.dialects import arith
from xdsl.dialects.builtin import IntegerAttr, ModuleOp, i32
from xdsl.ir import Block, Operation, Region
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)

from accdialect.xdsl_compat.rewriting import ClassFilteredWalker, pattern_op_type


class Typed(RewritePattern):
    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: arith.AddiOp | arith.SubiOp, rewriter: PatternRewriter) -> None:
        pass


class Untyped(RewritePattern):
    """Records each operation it is asked at; turns `arith.subi` into `arith.muli`."""

    def __init__(self) -> None:
        self.asked: list[str] = []

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        self.asked.append(op.name)
        if isinstance(op, arith.SubiOp):
            rewriter.replace(op, arith.MuliOp(op.lhs, op.rhs))


def test_the_op_type_is_the_annotation():
    assert pattern_op_type(Typed()) == arith.AddiOp | arith.SubiOp
    assert pattern_op_type(Untyped()) is None


def _module() -> ModuleOp:
    one = arith.ConstantOp(IntegerAttr(1, i32))
    add = arith.AddiOp(one, one)
    sub = arith.SubiOp(add, one)
    return ModuleOp(Region(Block([one, add, sub, arith.AddiOp(sub, one)])))


def _walked(walker_class: type[PatternRewriteWalker], **options: object) -> tuple[list[str], str]:
    pattern = Untyped()
    module = _module()
    walker_class(pattern, **options).rewrite_module(module)  # pyright: ignore[reportArgumentType]
    return pattern.asked, str(module)


def test_visiting_every_class_is_xdsls_walk():
    for options in ({}, {"walk_reverse": True}, {"apply_recursively": False}):
        assert _walked(ClassFilteredWalker, **options) == _walked(PatternRewriteWalker, **options)


class WithoutConstants(ClassFilteredWalker):
    def visited_classes(self):
        return lambda cls: cls is not arith.ConstantOp


def test_the_classes_left_out_are_not_visited_first():
    asked, text = _walked(WithoutConstants)
    theirs_asked, theirs_text = _walked(PatternRewriteWalker)
    assert text == theirs_text
    assert asked == [name for name in theirs_asked if name != "arith.constant"]
    assert "arith.muli" in asked  # inserted by the rewriting: visited as xDSL visits it
