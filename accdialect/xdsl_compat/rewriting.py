"""What xDSL 0.74's pattern rewriting keeps private: the operation type a pattern was
written for, and the walker's first worklist.

`op_type_rewrite_pattern` reads the annotation of a `match_and_rewrite` method's
operation parameter and keeps it in the closure of the method it makes
(`expected_type`); `PatternRewriteWalker` fills its worklist (`_worklist`) with every
operation of the module (`_populate_worklist`), first and after each round of
`apply_recursively`. `test/xdsl_compat/test_rewriting_internals.py` checks both against
xDSL's behaviour.
"""

import inspect
from collections.abc import Callable

from xdsl.ir import Block, Operation, Region
from xdsl.pattern_rewriter import PatternRewriteWalker, RewritePattern


def pattern_op_type(pattern: RewritePattern) -> object | None:
    """The operation type (a class, or a union of classes) that `pattern`'s
    `match_and_rewrite` was written for with `op_type_rewrite_pattern`, whose
    `isinstance` check skips any other operation; None for a method not written with
    it."""
    method = type(pattern).match_and_rewrite
    if getattr(method, "__qualname__", "") != "op_type_rewrite_pattern.<locals>.impl":
        return None
    return inspect.getclosurevars(method).nonlocals.get("expected_type")


class ClassFilteredWalker(PatternRewriteWalker):
    """xDSL's walker whose worklist is filled (first, and again for each round of
    `apply_recursively`) with the operations of the classes `visited_classes()` accepts
    only, in xDSL's order. An operation that the rewriting inserts, changes or makes a
    user of is still added as xDSL adds it."""

    def visited_classes(self) -> Callable[[type[Operation]], object]:
        """Whether an operation of a class is visited (truthy): every class unless a
        subclass says otherwise."""
        return lambda cls: True

    def _populate_worklist(self, op: Operation | Region | Block) -> None:
        visited, worklist = self.visited_classes(), self._worklist  # pyright: ignore[reportPrivateUsage]
        for sub_op in op.walk(reverse=not self.walk_reverse,
                              region_first=not self.walk_regions_first):
            if visited(type(sub_op)):
                worklist.push(sub_op)
