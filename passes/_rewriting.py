"""How a pass applies its patterns: one `PatternRewriteWalker` over the module."""

from collections.abc import Callable, Sequence
from types import UnionType
from typing import Union, get_args, get_origin

from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation
from xdsl.pattern_rewriter import PatternRewriter, RewritePattern

from accdialect.xdsl_compat.rewriting import ClassFilteredWalker, pattern_op_type


def _typed_for(pattern: RewritePattern) -> tuple[type[Operation], ...] | None:
    """The operation classes `pattern` acts on, read as xDSL's `op_type_rewrite_pattern`
    reads them (the annotation of its operation parameter, a class or a union of
    classes: `xdsl_compat.rewriting.pattern_op_type`); None (every operation) for a
    pattern not written with it."""
    expected = pattern_op_type(pattern)
    if expected is None:
        return None
    if get_origin(expected) in (Union, UnionType):
        expected = get_args(expected)
    found: tuple[object, ...] = expected if isinstance(expected, tuple) else (expected,)
    classes = tuple(cls for cls in found if isinstance(cls, type) and issubclass(cls, Operation))
    return classes if len(classes) == len(found) else None


class _FirstMatchByClass(RewritePattern):
    """xDSL's `GreedyRewritePatternApplier` without folding or dead-code elimination:
    the first of `patterns` that acts on an operation rewrites it. At each operation
    only the patterns typed for its class are asked (`_typed_for`, the table made
    once per class): the others would only have found that the `isinstance` of
    their `op_type_rewrite_pattern` fails, nine calls for each of the 10^4-10^5
    operations a pass walks, most of them of no pattern's class."""

    def __init__(self, patterns: Sequence[RewritePattern]):
        self.patterns = [(pattern, _typed_for(pattern)) for pattern in patterns]
        self.by_class: dict[type[Operation], tuple[RewritePattern, ...]] = {}

    def asked(self, cls: type[Operation]) -> tuple[RewritePattern, ...]:
        """The patterns asked at an operation of class `cls`, in order."""
        asked = self.by_class.get(cls)
        if asked is None:
            asked = self.by_class[cls] = tuple(
                pattern for pattern, classes in self.patterns
                if classes is None or issubclass(cls, classes))
        return asked

    def match_and_rewrite(self, op: Operation, rewriter: PatternRewriter) -> None:
        for pattern in self.asked(type(op)):
            pattern.match_and_rewrite(op, rewriter)
            if rewriter.has_done_action:
                return


class _Walker(ClassFilteredWalker):
    """xDSL's walker whose first list of operations to visit (and each list again, with
    `apply_recursively`) leaves out those no pattern is asked at: visiting one costs
    the walker a worklist entry, hashed by a Python call, and a rewriter reset, for
    nothing. An operation the rewriting inserts, changes or makes a user of is still
    visited as xDSL visits it."""

    def visited_classes(self) -> Callable[[type[Operation]], object]:
        applier = self.pattern
        assert isinstance(applier, _FirstMatchByClass)
        return applier.asked


def rewrite_module(module: ModuleOp, patterns: Sequence[RewritePattern], *,
                   apply_recursively: bool = True) -> bool:
    """Walk `module` applying, at each operation, the first of `patterns` that matches
    (no dead-code elimination: a pass erases only what it means to); with
    `apply_recursively`, walk again until nothing changes. Whether any pattern
    changed the module (an action of its rewriter: the walker's answer)."""
    return _Walker(_FirstMatchByClass(patterns),
                   apply_recursively=apply_recursively).rewrite_module(module)
