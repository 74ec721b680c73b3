"""What mlir-opt 22's verifiers check of three `llvm` operations and xDSL 0.74's
classes do not, with MLIR's messages.

The checks stand beside the classes' own verifiers instead of in subclasses (the
interpreter dispatches on xDSL's classes and the passes build them):
`verify_upstream_shape`, the rules an operation's shape decides, once per shape
(`verification.py`), and `verify_upstream_contents`, the rule of a global's region,
called by `accdialect.ir.verifier` before each global's verifier.

- `llvm.getelementptr`: as many index operands as `rawConstantIndices` marks
  dynamic (MLIR's `GEPOp::verify`). xDSL's printer and the passes index past the
  end of the operands otherwise (`IndexError`, `StopIteration`).
- `llvm.call`: a `callee` attribute or at least one operand, the function pointer
  of an indirect call (MLIR's `CallOp::verifySymbolUses`).
- `llvm.mlir.global`: its initializer region returns a value of the global's type
  (MLIR's `GlobalOp::verifyRegions`); the loader sizes the global by its type and
  the initializer's value by its own.
"""

from xdsl.dialects import llvm
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException


def verify_upstream_shape(op: Operation) -> None:
    """The rules above that read only what `accdialect.ir.verification` holds in an
    operation's shape (its class, operand count, properties present, the GEP's
    `rawConstantIndices` by value): the GEP's and the call's; it checks them once per
    shape."""
    if isinstance(op, llvm.GEPOp):
        marked = sum(1 for index in op.rawConstantIndices.iter_values()
                     if index == llvm.GEP_USE_SSA_VAL)
        if marked != len(op.ssa_indices):
            raise VerifyException(
                "expected as many dynamic indices as specified in 'rawConstantIndices'")
    elif isinstance(op, llvm.CallOp) and op.callee is None and not op.operands:
        raise VerifyException("must have either a `callee` attribute or at least an operand")


CONTENTS_CHECKED = (llvm.GlobalOp,)
"""The classes `verify_upstream_contents` has a rule for."""


def verify_upstream_contents(op: Operation) -> None:
    """The rule above that reads an operation's region: the global's."""
    if isinstance(op, llvm.GlobalOp) and op.body.blocks:
        ret = op.body.blocks[-1].last_op
        if isinstance(ret, llvm.ReturnOp):
            if ret.arg is None:
                raise VerifyException("initializer region cannot return void")
            if ret.arg.type != op.global_type:
                raise VerifyException(f"initializer region type '{ret.arg.type}' does not "
                                      f"match global type '{op.global_type}'")
