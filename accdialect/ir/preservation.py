"""Which pass left the module as it found it, so that the verifier can skip it.

mlir-opt verifies the module after each pass (`-verify-each`, the default) unless
the pass preserved all analyses: MLIR 22's `OpToOpPassAdaptor::run`
(mlir/lib/Pass/Pass.cpp) sets `runVerifierNow = !preservedAnalyses.isAll()`
("if the pass said that it preserved all analyses then it can't have permuted the
IR"); a pass that changes nothing calls `markAllAnalysesPreserved()`. xDSL's
`ModulePass.apply` returns nothing, so a project pass says it here instead:
`mark_unchanged(pass, module)` once it knows that this run changed nothing (no
rewrite by its walker, nothing done outside it). A pass that does not call it is
taken to have changed the module, as in MLIR, where a pass preserves nothing by
default.

The driver (`acc-opt`) forgets any mark before each pass (`forget`) and asks
`unchanged(pass, module)` after it, so a mark is only ever about the run that has
just ended.
"""

from weakref import WeakKeyDictionary

from xdsl.dialects.builtin import ModuleOp
from xdsl.passes import ModulePass

_unchanged_by: WeakKeyDictionary[ModuleOp, ModulePass] = WeakKeyDictionary()
"""The pass whose last run left each module unchanged (MLIR's preserved analyses)."""


def mark_unchanged(pass_: ModulePass, module: ModuleOp) -> None:
    """`pass_`'s run on `module` changed nothing (MLIR's `markAllAnalysesPreserved`)."""
    _unchanged_by[module] = pass_


def forget(module: ModuleOp) -> None:
    """Before a pass runs on `module`: no mark from an earlier run stands."""
    _unchanged_by.pop(module, None)


def unchanged(pass_: ModulePass, module: ModuleOp) -> bool:
    """Whether `pass_`, which has just run on `module`, said it changed nothing."""
    return _unchanged_by.get(module) is pass_


__all__ = ["forget", "mark_unchanged", "unchanged"]
