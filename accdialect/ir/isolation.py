"""Which operations are isolated from above: their regions use no value defined
outside them.

MLIR 22 gives the `IsolatedFromAbove` trait to `builtin.module`, `func.func`,
`llvm.func` and `llvm.mlir.global` (whose initializer region runs at load time), among
others; its verifier checks each such operation on its own, and a value defined outside
one may not be used inside it (`OperationVerifier::verifyOnExit`,
`verifyIsIsolatedFromAbove`). xDSL 0.74 declares the trait on its classes as MLIR does
but for `llvm.func` and `llvm.mlir.global` (`ISOLATED_WITHOUT_TRAIT`), whose classes
lack it: `isolated_from_above` is MLIR's rule, used by the dominance check, the
interpreter's frames and the verifier's own checks. Where the verifier reproduces
xDSL's `IsolatedFromAbove.verify` (an answer it must give exactly as xDSL does), it
asks `declares_isolation`, the trait alone, which is what xDSL's check reads.
"""

from xdsl.dialects.builtin import UnregisteredOp
from xdsl.ir import Operation
from xdsl.traits import IsolatedFromAbove

ISOLATED_WITHOUT_TRAIT = frozenset({"llvm.func", "llvm.mlir.global"})
"""Operations isolated from above in MLIR 22 (`LLVM_FuncOp`, `LLVM_GlobalOp`) whose xDSL
0.74 class lacks the trait."""

_declared: dict[type[Operation], bool] = {}
_isolated: dict[type[Operation], bool] = {}


def declares_isolation(cls: type[Operation]) -> bool:
    """Whether class `cls` has xDSL's `IsolatedFromAbove` trait (`cls.has_trait`, a
    class method: asked once per class)."""
    known = _declared.get(cls)
    if known is None:
        known = _declared[cls] = cls.has_trait(IsolatedFromAbove)
    return known


def isolated_from_above(op: Operation) -> bool:
    """Whether `op` is isolated from above in MLIR 22: its class has the trait, or it
    is one of `ISOLATED_WITHOUT_TRAIT`. Known once per class but for unregistered
    operations (one class for every name)."""
    cls = type(op)
    known = _isolated.get(cls)
    if known is None:
        known = op.name in ISOLATED_WITHOUT_TRAIT or declares_isolation(cls)
        if not issubclass(cls, UnregisteredOp):
            _isolated[cls] = known
    return known
