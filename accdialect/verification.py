"""One operation verified as xDSL's `Operation.verify(verify_nested_ops=False)` does,
without redoing what cannot have changed.

mlir-opt verifies the input and, by default, the module after every pass
(`-verify-each`); a lowering to runtime calls makes modules of 10^5 operations of a
dozen shapes, which xDSL 0.74 re-verifies from their definitions every time (its
generic checks of operand and result lists: about 25 µs an operation). What an
operation definition checks (`OpDef.verify` without the traits: the number and
types of operands and results, the properties and attributes, through IRDL
constraints, which depend on nothing else) is a function of the operation's class,
its operand and result types, properties and attributes; for an operation without
regions or successors, `verify_operation` remembers the shapes that passed and
skips that part for an operation of the same shape, looked up first by the
identities of its attributes (the lowerings build from interned attributes), then
by their values. Everything that depends on
where the operation is still runs every time: an erased operand, the terminator
rule for the last operation of a block, the traits (a `llvm.call`'s callee, a
parent's kind) and the class's own `verify_` (which the definition's `verify_`
wraps). Anything else, or a shape not seen, goes through `Operation.verify`, so
an error is raised exactly as xDSL raises it.
"""

import inspect
from collections.abc import Callable
from typing import cast

from xdsl.ir import ErasedSSAValue, Operation
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import OpDef

Shape = tuple[object, ...]
"""What an operation definition's checks read of an operation."""

_OwnCheck = Callable[[Operation], None]

_MAX_SHAPES = 1 << 16
"""Shapes remembered before the memo starts over (a process verifying many modules)."""

_verified: set[Shape] = set()
_verified_identities: dict[Shape, Shape] = {}
"""The shapes of `_verified` by the identities of their attributes (`_identity`), for
the module being verified (`begin_module`)."""
_own_checks: dict[type[Operation], tuple[OpDef, _OwnCheck] | None] = {}


def _own_check(cls: type[Operation]) -> tuple[OpDef, _OwnCheck] | None:
    """The definition of an IRDL class and the `verify_` it was declared with (the
    one its definition's `verify_` calls after the definition's checks); None for
    another class."""
    if cls not in _own_checks:
        found = None
        if issubclass(cls, IRDLOperation):
            captured = inspect.getclosurevars(cls.verify_).nonlocals
            own = captured.get("custom_verify")
            if isinstance(captured.get("op_def"), OpDef) and callable(own):
                found = (cls.get_irdl_definition(), cast(_OwnCheck, own))
        _own_checks[cls] = found
    return _own_checks[cls]


def _shape(op: Operation) -> Shape:
    """The operation's class, operand and result types, properties and attributes."""
    return (type(op), tuple(operand.type for operand in op.operands),
            tuple(result.type for result in op.results),
            tuple(op.properties.items()), tuple(op.attributes.items()))


def _identity(op: Operation) -> Shape:
    """`_shape(op)` by the identities of its attributes: the lowerings build
    operations from interned attributes, so the shapes they repeat are the same
    objects, and a tuple of integers hashes at once where a shape's attributes hash
    their parameters, recursively."""
    properties, attributes = op.properties, op.attributes
    return (type(op), *[id(operand.type) for operand in op.operands], None,
            *[id(result.type) for result in op.results], None,
            *properties, *map(id, properties.values()), None,
            *attributes, *map(id, attributes.values()))


def begin_module() -> None:
    """Forgets the shapes remembered by identity: another module is verified (or the
    same one again). Its operations' attributes are other objects than the last
    module's, except the interned ones, whose shapes come back at their first
    operation; the memo by value stays. Without this a process verifying module after
    module (the fuzzer, a test run, `--split-input-file`) would keep every module's
    attributes alive."""
    _verified_identities.clear()


def _remember(identity: Shape, shape: Shape) -> None:
    """`identity` stands for `shape`, which passed; the shape (kept with it) keeps
    the attributes alive, so their identities are not reused for others."""
    if len(_verified_identities) >= _MAX_SHAPES:
        _verified_identities.clear()
    _verified_identities[identity] = shape


def _known(shape: Shape) -> bool | None:
    """Whether `shape` passed the definition's checks before; None when it cannot be
    remembered (an attribute that is not hashable). One hash of the shape: a tuple
    does not keep its hash, and a shape's is most of the memo's cost."""
    try:
        return shape in _verified
    except TypeError:
        return None


def verify_operation(op: Operation) -> None:
    """`op.verify(verify_nested_ops=False)`, the definition's checks skipped for an
    operation of a shape that passed them (see the module doc)."""
    parent = op.parent
    if (op.regions or op.successors or (parent is not None and parent.last_op is op)
            or any(isinstance(operand, ErasedSSAValue) for operand in op.operands)):
        op.verify(verify_nested_ops=False)
        return
    checks = _own_check(type(op))
    if checks is None:
        op.verify(verify_nested_ops=False)
        return
    identity = _identity(op)
    if identity not in _verified_identities:
        shape = _shape(op)
        known = _known(shape)
        if not known:
            op.verify(verify_nested_ops=False)
            if known is None:  # not hashable: not remembered
                return
            if len(_verified) >= _MAX_SHAPES:
                _verified.clear()
            _verified.add(shape)
        _remember(identity, shape)
        if not known:
            return
    definition, own = checks
    try:
        for trait in definition.traits:
            trait.verify(op)
        own(op)
    except Exception:
        op.verify(verify_nested_ops=False)  # the error as xDSL raises it
        raise


def known_shapes() -> int:
    """How many shapes are remembered (for tests)."""
    return len(_verified)


__all__ = ["begin_module", "known_shapes", "verify_operation"]
