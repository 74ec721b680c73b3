"""The fields, blocks and operations `xdsl_compat.links` reads along xDSL's links are
those xDSL's public properties and walks give, in the same order, on every operation
of the example programs and of a flang program whose constructs hold several blocks;
a straight-line body is what its definition says; operands are found defined inside
an operation as xDSL's `IsolatedFromAbove` check finds them; an operation spliced
before another is linked as `Block.insert_op_before` links it."""

from compat_inputs import parsed
from xdsl.dialects import arith, test
from xdsl.dialects.builtin import IntegerAttr, i32
from xdsl.ir import Block, BlockArgument, Operation, OpResult
from xdsl.traits import IsolatedFromAbove
from xdsl.utils.exceptions import VerifyException

from accdialect.xdsl_compat.links import (
    blocks_of,
    defines_every_operand,
    insert_before,
    is_straight_line,
    ops_of,
    value_type,
)


def _every_op() -> list[Operation]:
    return [op for module in parsed() for op in module.walk()]


def test_the_inputs_hold_what_the_helpers_must_read():
    ops = _every_op()
    assert len(ops) > 3000
    assert any(len(region.blocks) > 1 for op in ops for region in op.regions)
    assert any(op.successors for op in ops)


def test_a_values_type_is_the_property():
    for op in _every_op():
        assert [value_type(value) for value in (*op.operands, *op.results)] == [
            value.type for value in (*op.operands, *op.results)]


def test_blocks_and_operations_are_listed_as_xdsl_yields_them():
    for op in _every_op():
        for region in op.regions:
            assert blocks_of(region) == list(region.blocks)
            for block in region.blocks:
                assert ops_of(block) == list(block.ops)


def _straight_line_by_definition(op: Operation) -> bool:
    for region in op.regions:
        if len(region.blocks) != 1:
            return False
        block = region.block
        before: list[Operation] = []
        for user in block.ops:
            if user.regions:
                return False
            for operand in user.operands:
                if isinstance(operand, OpResult):
                    if not any(operand.op is earlier for earlier in before):
                        return False
                elif not (isinstance(operand, BlockArgument) and operand.block is block):
                    return False
            before.append(user)
    return True


def test_a_straight_line_body_is_what_its_definition_says():
    answers = [(_straight_line_by_definition(op), is_straight_line(op)) for op in _every_op()
               if op.regions]
    assert all(ours == theirs for theirs, ours in answers)
    assert {answer for answer, _ in answers} == {True, False}


def _xdsls_isolation_check_passes(op: Operation) -> bool:
    try:
        IsolatedFromAbove().verify(op)
    except VerifyException:
        return False
    return True


def test_operands_defined_inside_as_xdsls_isolation_check_finds_them():
    """Looking into the operations without the trait, as xDSL's check does; a value
    from outside (a block argument of the enclosing function, a result of the
    operation itself) is found."""
    def look_into(child: Operation) -> bool:
        return not child.has_trait(IsolatedFromAbove)

    ops = [op for op in _every_op() if op.regions]
    for op in ops:
        assert defines_every_operand(op, look_into) == _xdsls_isolation_check_passes(op)
    nested = next(op for op in ops if op.parent_op() is not None
                  and any(isinstance(v, BlockArgument) and not op.is_ancestor(v.block)
                          for inner in op.walk() for v in inner.operands))
    assert not defines_every_operand(nested, look_into)
    assert not _xdsls_isolation_check_passes(nested)


def _links(block: Block) -> tuple[object, ...]:
    """Each operation's neighbours and block, by position, and the block's ends."""
    ops = list(block.ops)

    def at(op: Operation | None) -> int | None:
        return None if op is None else next(i for i, o in enumerate(ops) if o is op)

    return ([(at(op.prev_op), at(op.next_op), op.parent is block) for op in ops],
            at(block.first_op), at(block.last_op))


def test_an_operation_spliced_before_another_is_linked_as_xdsl_links_it():
    for position in range(3):
        ours, theirs = (Block([arith.ConstantOp(IntegerAttr(n, i32)) for n in range(3)])
                        for _ in range(2))
        new = test.TestOp()
        insert_before(new, list(ours.ops)[position])
        theirs.insert_op_before(test.TestOp(), list(theirs.ops)[position])
        assert list(ours.ops)[position] is new
        assert _links(ours) == _links(theirs)
