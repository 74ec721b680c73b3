"""How a pass applies its patterns: one `PatternRewriteWalker` over the module."""

from collections.abc import Sequence

from xdsl.dialects.builtin import ModuleOp
from xdsl.pattern_rewriter import (
    GreedyRewritePatternApplier,
    PatternRewriteWalker,
    RewritePattern,
)


def rewrite_module(module: ModuleOp, patterns: Sequence[RewritePattern], *,
                   apply_recursively: bool = True) -> bool:
    """Walk `module` applying, at each operation, the first of `patterns` that matches
    (no dead-code elimination: a pass erases only what it means to); with
    `apply_recursively`, walk again until nothing changes. Whether any pattern
    changed the module (an action of its rewriter: the walker's answer)."""
    return PatternRewriteWalker(GreedyRewritePatternApplier(list(patterns), dce_enabled=False),
                         apply_recursively=apply_recursively).rewrite_module(module)
