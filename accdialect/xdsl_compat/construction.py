"""Operations and symbol references built without xDSL 0.74's generic constructors.

The lowerings to the runtime ABI make a few kinds of `llvm` operation by the thousand
(a `getelementptr` and a store per array slot, a constant and an address per call) and
refer to thousands of fresh symbols. xDSL's `Operation.__init__` sets each field
through the operand and successor setters and runs the generic post-init (a third of
`lower-acc-to-runtime`, issue 13); `SymbolRefAttr(name)` verifies the constraints of
parameters that pass them by construction (5 µs of its 7.5). `assembled` and
`symbol_ref` set the same fields directly; `test/xdsl_compat/test_construction.py`
compares every field with what the public constructors set.
"""

from collections.abc import Sequence
from functools import cache
from typing import TypeVar

from xdsl.dialects.builtin import UNKNOWN_LOC, ArrayAttr, StringAttr, SymbolRefAttr
from xdsl.ir import Attribute, OpResult, Region, SSAValue, SSAValues, Use
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import OptionalDef

_NO_VALUES: SSAValues = SSAValues()
_NO_RESULTS: SSAValues[OpResult] = SSAValues()
_NOT_NESTED = ArrayAttr[StringAttr](())

Op = TypeVar("Op", bound=IRDLOperation)


@cache
def _defaults(cls: type[IRDLOperation]) -> tuple[tuple[str, Attribute], ...]:
    """The properties `cls`'s definition gives a default (`IRDLOperation.__post_init__`
    adds them to an operation made without them). `assembled` builds no attribute, so
    the class must declare no attribute with a default."""
    op_def = cls.get_irdl_definition()
    assert not any(not isinstance(d, OptionalDef) and d.default_value is not None
                   for d in op_def.attributes.values())
    return tuple((name, d.default_value) for name, d in op_def.properties.items()
                 if not isinstance(d, OptionalDef) and d.default_value is not None)


def assembled(cls: type[Op], operands: Sequence[SSAValue] = (),
              result_types: Sequence[Attribute] = (),
              properties: dict[str, Attribute] | None = None,
              region: Region | None = None) -> Op:
    """`cls.create(operands=..., result_types=..., properties=..., regions=[region])`
    for an IRDL operation without successors or attributes: the same fields (uses
    linked first to last, results, `properties` (a new dict, which the operation
    keeps) then the definition's defaults missing from it, in
    `IRDLOperation.__post_init__`'s order, unknown location), set directly."""
    op = cls.__new__(cls)
    if operands:
        uses: list[Use] = []
        for index, value in enumerate(operands):  # (a comprehension is a call in 3.11)
            use = Use(op, index)
            value.add_use(use)
            uses.append(use)
        op._operands = SSAValues(operands)  # pyright: ignore[reportPrivateUsage]
        op._operand_uses = tuple(uses)  # pyright: ignore[reportPrivateUsage]
    else:
        op._operands = _NO_VALUES  # pyright: ignore[reportPrivateUsage]
        op._operand_uses = ()  # pyright: ignore[reportPrivateUsage]
    if not result_types:
        op.results = _NO_RESULTS
    elif len(result_types) == 1:
        op.results = SSAValues((OpResult(result_types[0], op, 0),))
    else:
        op.results = SSAValues(OpResult(t, op, index) for index, t in enumerate(result_types))
    props = {} if properties is None else properties
    for name, default in _defaults(cls):
        if name not in props:
            props[name] = default
    op.properties = props
    op.attributes = {}
    op.location = UNKNOWN_LOC
    op._successors = ()  # pyright: ignore[reportPrivateUsage]
    op._successor_uses = ()  # pyright: ignore[reportPrivateUsage]
    op.regions = ()
    if region is not None:
        op.add_region(region)
    return op


def symbol_ref(name: str) -> SymbolRefAttr:
    """`SymbolRefAttr(name)`: its two parameters set as xDSL's constructor sets them,
    without the verification of their constraints that its `__post_init__` makes (a
    `StringAttr` and an empty `ArrayAttr` pass it by construction)."""
    ref = SymbolRefAttr.__new__(SymbolRefAttr)
    object.__setattr__(ref, "root_reference", StringAttr(name))
    object.__setattr__(ref, "nested_references", _NOT_NESTED)
    return ref
