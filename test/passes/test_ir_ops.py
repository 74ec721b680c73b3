"""The `llvm` operations the lowerings make by the thousand (`passes/_ir_ops.py`) are
built from interned attributes and assembled without xDSL's generic constructor, for
speed (issue 13). Each is the operation xDSL's own constructor builds (the same
operands, result types, properties in the same order, since the generic form prints
them in it, and attributes), and every field of it is what `Operation.create` sets:
the uses of its operands linked into each value's use list, its results, location,
successors, regions and place."""

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    DenseArrayBase,
    IntegerAttr,
    StringAttr,
    SymbolRefAttr,
    i8,
    i32,
    i64,
)
from xdsl.ir import Block, Operation, Region

# the `passes/` folder, installed (editable) as `accdialect_passes`: pyright does not
# follow that install
from accdialect_passes._ir_ops import (  # pyright: ignore[reportMissingImports]
    PTR,
    _symbol_ref,
    address_of_op,
    alloca_op,
    call_op,
    constant_global_op,
    constant_op,
    element_op,
    insert_value_op,
    return_op,
    store_op,
    undef_op,
    zero_op,
)

ARGS = Block(arg_types=[i64, PTR, PTR, llvm.LLVMArrayType(3, PTR)]).args
COUNT, P, Q, AGGREGATE = ARGS
ARRAY = llvm.LLVMArrayType(3, PTR)
STRING = llvm.LLVMArrayType(4, i8)


def _initializer() -> Region:
    undef = llvm.UndefOp(ARRAY)
    return Region(Block([undef, llvm.ReturnOp(undef.results[0])]))


PAIRS = [
    (lambda: alloca_op(COUNT, ARRAY, 8), lambda: llvm.AllocaOp(COUNT, ARRAY, alignment=8)),
    (lambda: call_op("f", [P, Q]), lambda: llvm.CallOp("f", P, Q)),
    (lambda: call_op("g", [P], i32), lambda: llvm.CallOp("g", P, return_type=i32)),
    (lambda: call_op("h", []), lambda: llvm.CallOp("h")),
    (lambda: undef_op(ARRAY), lambda: llvm.UndefOp(ARRAY)),
    (lambda: zero_op(), lambda: llvm.ZeroOp.build(result_types=[PTR])),
    (lambda: return_op(P), lambda: llvm.ReturnOp(P)),
    (lambda: constant_op(-3, i32), lambda: llvm.ConstantOp(IntegerAttr(-3, i32), i32)),
    (lambda: address_of_op("s"), lambda: llvm.AddressOfOp("s", PTR)),
    (lambda: element_op(P, [0, 2], ARRAY), lambda: llvm.GEPOp(P, [0, 2], ARRAY)),
    (lambda: store_op(Q, P), lambda: llvm.StoreOp(Q, P)),
    (lambda: insert_value_op(AGGREGATE, P, 1),
     lambda: llvm.InsertValueOp(DenseArrayBase.from_list(i64, [1]), AGGREGATE, P)),
    (lambda: constant_global_op(STRING, "n", value=StringAttr("abc\0"), unnamed_addr=2),
     lambda: llvm.GlobalOp(STRING, "n", "private", constant=True, value=StringAttr("abc\0"),
                           unnamed_addr=2)),
    (lambda: constant_global_op(ARRAY, "a", "weak", body=_initializer(), section="s"),
     lambda: llvm.GlobalOp(ARRAY, "a", "weak", constant=True, body=_initializer(),
                           section="s")),
]


def _parts(op: Operation) -> tuple[object, ...]:
    return (type(op), list(op.operands), [r.type for r in op.results],
            list(op.properties.items()), list(op.attributes.items()), len(op.regions))


@pytest.mark.parametrize(("fast", "xdsl"), PAIRS)
def test_built_as_xdsl_builds_it(fast, xdsl):
    assert _parts(fast()) == _parts(xdsl())


def _fields(op: Operation) -> dict[str, object]:
    """Every field of `op`, its own objects described by where they point."""
    return {
        "class": type(op),
        "operands": list(op.operands),
        "uses": [(use.operation is op, use.index, use in list(value.uses))
                 for value, use in zip(op.operands, op._operand_uses, strict=True)],
        "results": [(r.type, r.op is op, r.index, r.name_hint, r.first_use) for r in op.results],
        "properties": list(op.properties.items()),
        "attributes": list(op.attributes.items()),
        "location": op.location,
        "successors": (tuple(op.successors), tuple(op.successor_uses)),
        "regions": [(region.parent is op, len(region.blocks)) for region in op.regions],
        "place": (op.parent, op.next_op, op.prev_op),
        "own fields": sorted(vars(op)),
    }


@pytest.mark.parametrize(("fast", "xdsl"), PAIRS)
def test_every_field_is_what_create_sets(fast, xdsl):
    built = fast()
    made = type(built).create(
        operands=list(built.operands), result_types=[r.type for r in built.results],
        properties=dict(built.properties),
        regions=[Region(Block()) if region.blocks else Region() for region in built.regions])
    assert _fields(built) == _fields(made)


def test_uses_are_linked_in_the_order_create_links_them():
    """The same value twice: its use list holds both uses, in the order of the
    operand setter (each new use goes first)."""
    ours, theirs = Block(arg_types=[PTR, PTR]).args
    built = store_op(ours, ours)
    made = llvm.StoreOp.create(operands=[theirs, theirs], properties=dict(built.properties))
    assert [use.index for use in ours.uses] == [use.index for use in theirs.uses] == [1, 0]
    assert all(use.operation is built for use in ours.uses)
    assert all(use.operation is made for use in theirs.uses)


@pytest.mark.parametrize("name", ["f", ".offload_sizes.12", "with space", "é"])
def test_symbol_references_are_the_constructors(name):
    """A symbol reference made without xDSL's verification of its parameters has the
    parameters, value, hash and printed text that `SymbolRefAttr(name)` has, and is
    found by it in a dictionary."""
    fast, xdsl = _symbol_ref(name), SymbolRefAttr(name)
    assert type(fast) is SymbolRefAttr
    assert fast.parameters == xdsl.parameters
    assert type(fast.root_reference) is StringAttr
    assert type(fast.nested_references) is type(xdsl.nested_references)
    assert fast == xdsl and hash(fast) == hash(xdsl) and {xdsl: 1}[fast] == 1
    assert str(fast) == str(xdsl)
    fast._verify()  # the constraints the constructor would have checked
    assert address_of_op(name).global_name == llvm.AddressOfOp(name, PTR).global_name
