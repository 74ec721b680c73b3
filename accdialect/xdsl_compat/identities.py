"""An operation's shape by the identities of what it holds, read from xDSL 0.74's fields
in one expression.

The verifier (`accdialect.ir.verification`) and the printer (`accdialect.ir.printer`)
remember, per shape, what they computed for an operation: that its definition's checks
passed, the text its custom form gave. They look the shape up first by the identities
of the attributes it holds, for each of the 10^5 operations of a lowered module: the
lowerings build from interned attributes, and a tuple of integers hashes at once. Each
identity reads the operation's operands and the types of its values, which xDSL keeps
behind properties (`Operation.operands` builds an `OpOperands` view, `SSAValue.type`
is a call); these functions read the fields, and decide in the same pass whether the
operation is one the memo must not answer for. `test/xdsl_compat/test_identities.py`
checks them against the same tuples built from the public properties.
"""

from xdsl.ir import ErasedSSAValue, Operation, SSAValues

from accdialect.xdsl_compat.links import value_type

_ERASED = frozenset({ErasedSSAValue, *ErasedSSAValue.__subclasses__()})
"""The classes of an erased operand (xDSL 0.74 has no subclass of it)."""


def verification_identity(op: Operation, terminator: bool, by_value: frozenset[str]
                          ) -> tuple[object, ...] | None:
    """None when xDSL's verification of `op` depends on its place, not only on its
    shape: it has successors or an erased operand, or it is the last operation of its
    block without being a terminator (`terminator`: its class has `IsTerminator`).
    Else the identities of its shape: its class, its operand and result types, the
    block count and entry argument types of each region, and its properties and
    attributes, named, each by the identity of its value when its name is in
    `by_value`, else of its class (`None` separating the groups). (Built with `map`
    over fields read directly: a comprehension or a property is a Python call per
    value.)"""
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    if (op._successors  # pyright: ignore[reportPrivateUsage]
            or (not terminator and op.parent is not None
                and op._next_op is None)  # pyright: ignore[reportPrivateUsage]
            or not _ERASED.isdisjoint(map(type, operands))):
        return None
    properties, attributes = op.properties, op.attributes
    return (type(op), *map(id, map(value_type, operands)), None,
            *map(id, map(value_type, op.results)), None,
            *([(len(region.blocks), *map(id, region.first_block.arg_types))
               if region.first_block is not None else 0 for region in op.regions]
              if op.regions else ()), None,
            *properties,
            *([id(value) if name in by_value else id(type(value))
               for name, value in properties.items()]
              if by_value else map(id, map(type, properties.values()))), None,
            *attributes,
            *([id(value) if name in by_value else id(type(value))
               for name, value in attributes.items()]
              if by_value else map(id, map(type, attributes.values()))))


def printed_identity(op: Operation, holes: frozenset[str]
                     ) -> tuple[tuple[object, ...], SSAValues] | None:
    """None for an operation with successors; else the identities of what an operation's
    custom form prints, and its operands: its class, its operand and result types, the
    block count of each region when it has `holes`, and its properties and attributes,
    named, each by the identity of its value, but the properties named in `holes` by
    that of their class (`None` separating the groups)."""
    if op._successors:  # pyright: ignore[reportPrivateUsage]
        return None
    operands = op._operands  # pyright: ignore[reportPrivateUsage]
    properties, attributes = op.properties, op.attributes
    if holes:
        return (type(op), *map(id, map(value_type, operands)), None,
                *map(id, map(value_type, op.results)), None,
                *[len(region.blocks) for region in op.regions], None, *properties,
                *[id(type(value)) if name in holes else id(value)
                  for name, value in properties.items()],
                None, *attributes, *map(id, attributes.values())), operands
    return (type(op), *map(id, map(value_type, operands)), None,
            *map(id, map(value_type, op.results)), None, *properties,
            *map(id, properties.values()), None, *attributes,
            *map(id, attributes.values())), operands
