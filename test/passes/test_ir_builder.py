"""The passes' IR builder (`passes/_ir_builder.py`) computes the section rule as the
interpreter does (`accdialect.rules.arithmetic.INTEGERS`): two's-complement 64-bit,
as clang 22 and mlir-translate emit it in `i64`, so both consumers of the rule get
the same `int64_t`s, and every constant it makes fits its type (xDSL raised a
`ValueError` for a folded size beyond `i64` or a `getelementptr` index beyond
`i32`, issue 15 item 2)."""

import pytest
from xdsl.dialects import arith, llvm, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, i32, i64
from xdsl.ir import Block, Region, SSAValue

from accdialect.rules.arithmetic import INTEGERS
from accdialect.rules.sections import Dimension, section

# the `passes/` folder, installed (editable) as `accdialect_passes`: pyright does not
# follow that install
from accdialect_passes._ir_builder import INDEX, Builder  # pyright: ignore[reportMissingImports]

# (element size, lower, extent): the edge cases of test/rules/test_sections.py
CASES = [
    (4, -1, 4),             # p[-1:4]: offset -4
    (4, 1, -5),             # a negative extent: size -20
    (1, -1, -1),            # size -1 (a zero-length section's bounds mutated to -1)
    (4, 0, 2**62),          # 2**64 bytes: 0
    (4, 0, 2**61 + 1),      # 2**63 + 4 bytes: -2**63 + 4
    (8, 2**62, 1),          # offset 2**65: 0
    (4, 2**31, 1),          # offset 2**33 (beyond a getelementptr constant index)
]


def _constants(block: Block, *values: int) -> list[SSAValue]:
    ops = [llvm.ConstantOp(IntegerAttr(v, i64), i64) for v in values]
    block.add_ops(ops)
    return [op.result for op in ops]


@pytest.mark.parametrize(("size", "lower", "extent"), CASES)
def test_folded_section_is_the_interpreters(size, lower, extent):
    block = Block()
    b = Builder(block=block)
    lb, ext = _constants(block, lower, extent)
    folded = section(b, size, [Dimension(lb, None, ext, None, None)])
    known = section(INTEGERS, size, [Dimension(lower, None, extent, None, None)])
    assert folded == known
    assert all(isinstance(v, int) and -2**63 <= v < 2**63 for v in folded)


def test_constants_are_made_modulo_their_type():
    block = Block()
    b = Builder(block=block)
    top = b.const(2**63)  # i64: -2**63, as a truncation of the exact value
    narrow = b.typed(2**32 + 5, i32)
    assert isinstance(top.owner, llvm.ConstantOp) and top.owner.value == IntegerAttr(-2**63, i64)
    assert isinstance(narrow.owner, llvm.ConstantOp) and narrow.owner.value == IntegerAttr(5, i32)
    index = Builder(block=Block(), ints=INDEX).const(2**64 + 3)
    assert isinstance(index.owner, arith.ConstantOp)
    assert index.owner.value == IntegerAttr(3, IndexType())


def test_constant_operands_are_signed_64_bit_values():
    block = Block()
    b = Builder(block=block)
    minus_one = llvm.ConstantOp(IntegerAttr(-1, i32), i32)
    big_index = arith.ConstantOp(IntegerAttr(2**64 + 3, IndexType()))
    block.add_ops([minus_one, big_index])
    # an i32 -1 is sign-extended (as `cast` does), an index beyond 64 bits truncated
    assert b.operand(minus_one.result) == -1
    assert b.operand(big_index.result) == 3


@pytest.mark.parametrize(("offset", "constant_index"), [
    (8, True), (-4, True), (2**31 - 1, True), (-2**31, True), (2**31, False), (2**33, False),
])
def test_byte_offsets_beyond_i32_are_operands(offset, constant_index):
    block = Block()
    b = Builder(block=block)
    (ptr,) = _constants(block, 0)
    gep = b.gep_bytes(ptr, offset).owner
    assert isinstance(gep, llvm.GEPOp)
    if constant_index:
        assert list(gep.rawConstantIndices.iter_values()) == [offset]
    else:
        assert list(gep.rawConstantIndices.iter_values()) == [llvm.GEP_USE_SSA_VAL]
        (index,) = gep.ssa_indices
        assert isinstance(index.owner, llvm.ConstantOp)
        assert index.owner.value == IntegerAttr(offset, i64)


def _links(block: Block) -> list[tuple[object, ...]]:
    """The order of `block`'s operations and every link between them."""
    ops = list(block.ops)
    links: list[tuple[object, ...]] = [
        (op.name, op.parent is block, ops.index(op.prev_op) if op.prev_op else None,
         ops.index(op.next_op) if op.next_op else None) for op in ops]
    links.append((ops.index(block.first_op) if block.first_op else None,
                  ops.index(block.last_op) if block.last_op else None))
    return links


@pytest.mark.parametrize("anchor_at", [0, 1, 2])
def test_operations_are_linked_as_insert_op_before_links_them(anchor_at):
    """`Builder.op` links an operation without regions before its anchor itself (no
    walk up from the block); the block's order and links are those xDSL's
    `Block.insert_op_before` gives, at the start, middle and end."""
    blocks = []
    for fast in (True, False):
        block = Block([llvm.ReturnOp(), llvm.ReturnOp(), llvm.ReturnOp()])
        anchor = list(block.ops)[anchor_at]
        made = [llvm.ZeroOp.build(result_types=[llvm.LLVMPointerType()]) for _ in range(3)]
        for op in made:
            if fast:
                Builder(anchor, block).op(op)
            else:
                block.insert_op_before(op, anchor)
        blocks.append(block)
    assert _links(blocks[0]) == _links(blocks[1])
    assert [op.name for op in blocks[0].ops].count("llvm.mlir.zero") == 3
    assert list(blocks[0].ops)[anchor_at].name == "llvm.mlir.zero"


def test_an_operation_with_regions_is_still_checked():
    """An operation that holds the builder's block cannot go into it (xDSL's check,
    kept for operations with regions)."""
    block = Block([llvm.ReturnOp()])
    holder = scf.ExecuteRegionOp([], Region(block))
    with pytest.raises(ValueError, match="contained in the operation"):
        Builder(block.first_op, block).op(holder)
