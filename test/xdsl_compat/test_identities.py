"""The identities `xdsl_compat.identities` reads from an operation's fields are the
tuples its public properties give, and an operation whose verification depends on its
place, or that has successors, has none."""

from compat_inputs import parsed
from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Block, ErasedSSAValue, Operation

from accdialect.xdsl_compat.identities import printed_identity, verification_identity

BY_VALUE = frozenset({"rawConstantIndices", "callee", "value"})
HOLES = frozenset({"sym_name", "value"})


def _verified(op: Operation, by_value: frozenset[str]) -> tuple[object, ...]:
    def keyed(attributes):
        return [*attributes, *[id(v) if name in by_value else id(type(v))
                               for name, v in attributes.items()]]

    return (type(op), *[id(v.type) for v in op.operands], None,
            *[id(r.type) for r in op.results], None,
            *[(len(region.blocks), *[id(t) for t in region.blocks[0].arg_types])
              if region.blocks else 0 for region in op.regions], None,
            *keyed(op.properties), None, *keyed(op.attributes))


def _printed(op: Operation, holes: frozenset[str]) -> tuple[object, ...]:
    return (type(op), *[id(v.type) for v in op.operands], None,
            *[id(r.type) for r in op.results], None,
            *([len(region.blocks) for region in op.regions] + [None] if holes else []),
            *op.properties,
            *[id(type(v)) if name in holes else id(v) for name, v in op.properties.items()],
            None, *op.attributes, *[id(v) for v in op.attributes.values()])


def _placed(op: Operation, terminator: bool) -> bool:
    """Whether xDSL's verification of `op` depends on its place (see the module)."""
    return (bool(op.successors) or any(isinstance(v, ErasedSSAValue) for v in op.operands)
            or (not terminator and op.parent is not None and op.next_op is None))


def test_the_identities_are_those_of_the_public_properties():
    ops = [op for module in parsed() for op in module.walk()]
    for op in ops:
        for terminator in (False, True):
            for by_value in (frozenset(), BY_VALUE):
                expected = None if _placed(op, terminator) else _verified(op, by_value)
                assert verification_identity(op, terminator, by_value) == expected
        for holes in (frozenset(), HOLES):
            found = printed_identity(op, holes)
            if op.successors:
                assert found is None
            else:
                assert found is not None
                assert found[0] == _printed(op, holes)
                assert found[1] == tuple(op.operands)
    assert any(op.successors for op in ops)


def test_an_erased_operand_has_no_identity():
    value = llvm.ConstantOp(IntegerAttr(1, i32), i32).result
    store = llvm.StoreOp(value, Block(arg_types=[llvm.LLVMPointerType()]).args[0])
    assert verification_identity(store, False, frozenset()) is not None
    store.operands = [ErasedSSAValue(i32, value), store.operands[1]]
    assert verification_identity(store, False, frozenset()) is None
