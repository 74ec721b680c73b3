"""An operation `xdsl_compat.construction.assembled` builds has every field that
`Operation.create` sets, with the same values (the uses of its operands linked into
each value's use list in the same order, its results, properties with the
definition's defaults, location, successors, regions, place); a symbol reference
`symbol_ref` builds is the one `SymbolRefAttr`'s constructor builds."""

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from accdialect.xdsl_compat.construction import assembled, symbol_ref

PTR = llvm.LLVMPointerType()
P, Q, COUNT = Block(arg_types=[PTR, PTR, i64]).args

CASES: list[tuple[type[Operation], list[SSAValue], list[Attribute], dict[str, Attribute],
                  bool]] = [
    (llvm.StoreOp, [Q, P], [], {"ordering": IntegerAttr(0, i64)}, False),
    (llvm.StoreOp, [P, P], [], {}, False),  # a default property, a value used twice
    (llvm.ZeroOp, [], [PTR], {}, False),
    (llvm.AllocaOp, [COUNT], [PTR], {"alignment": IntegerAttr(8, i64), "elem_type": i32},
     False),
    (llvm.CallOp, [P, Q], [i32], {
        "callee": SymbolRefAttr("f"), "operandSegmentSizes": DenseArrayBase.from_list(i32, [2, 0]),
        "op_bundle_sizes": DenseArrayBase.from_list(i32, [])}, False),
    (llvm.GlobalOp, [], [], {"global_type": i32, "sym_name": StringAttr("g"),
                             "linkage": llvm.LinkageAttr("private")}, True),
]


def _fields(op: Operation) -> dict[str, object]:
    """Every field of `op`, its own objects described by where they point."""
    return {
        "class": type(op),
        "operands": list(op.operands),
        "uses": [(use.operation is op, use.index, use in list(value.uses))
                 for value, use in zip(op.operands, op._operand_uses, strict=True)],  # pyright: ignore[reportPrivateUsage]
        "results": [(r.type, r.op is op, r.index, r.name_hint, r.first_use) for r in op.results],
        "properties": list(op.properties.items()),
        "attributes": list(op.attributes.items()),
        "location": op.location,
        "successors": (tuple(op.successors), tuple(op.successor_uses)),
        "regions": [(region.parent is op, len(region.blocks)) for region in op.regions],
        "place": (op.parent, op.next_op, op.prev_op),
        "own fields": sorted(vars(op)),
    }


@pytest.mark.parametrize(("cls", "operands", "result_types", "properties", "region"), CASES)
def test_assembled_is_what_create_makes(cls, operands, result_types, properties, region):
    built = assembled(cls, operands, result_types, dict(properties),
                      Region(Block()) if region else None)
    made = cls.create(operands=operands, result_types=result_types, properties=properties,
                      regions=[Region(Block())] if region else [])
    assert _fields(built) == _fields(made)


def test_uses_are_linked_in_the_order_create_links_them():
    """The same value twice: its use list holds both uses, in the order of the
    operand setter (each new use goes first)."""
    ours, theirs = Block(arg_types=[PTR, PTR]).args
    built = assembled(llvm.StoreOp, [ours, ours])
    llvm.StoreOp.create(operands=[theirs, theirs], properties=dict(built.properties))
    assert [use.index for use in ours.uses] == [use.index for use in theirs.uses] == [1, 0]


@pytest.mark.parametrize("name", ["f", ".offload_sizes.12", "with space", "é"])
def test_a_symbol_reference_is_the_constructors(name):
    """The same parameters, value, hash and printed text as `SymbolRefAttr(name)`'s,
    and the constraints the constructor would have checked hold."""
    fast, xdsl = symbol_ref(name), SymbolRefAttr(name)
    assert type(fast) is SymbolRefAttr
    assert fast.parameters == xdsl.parameters
    assert type(fast.root_reference) is StringAttr
    assert type(fast.nested_references) is type(xdsl.nested_references)
    assert fast == xdsl and hash(fast) == hash(xdsl) and {xdsl: 1}[fast] == 1
    assert str(fast) == str(xdsl)
    fast._verify()  # pyright: ignore[reportPrivateUsage]
