"""The `acc` operations' operand groups read by `xdsl_compat.operand_groups` give what
xDSL 0.74's own accessors give (the same values, of the same classes, or the same
error), for every group of every operation of the dialect's round-trip tests, and
for segment sizes that are not an `i32` array or do not match the operands. Only the
project's classes read them so: xDSL's keep xDSL's accessors."""

from pathlib import Path

import pytest
from xdsl.dialects import acc as xacc
from xdsl.dialects.builtin import DenseArrayBase, IntegerType, Signedness, i32, i64
from xdsl.ir import Operation

from accdialect.dialects import acc
from accdialect.dialects.acc import ACC
from accdialect.ir.parser import LocatedParser
from accdialect.tools.loading import make_context
from accdialect.xdsl_compat.operand_groups import (
    _Group,  # pyright: ignore[reportPrivateUsage]
    read_groups_directly,
)

OPS = Path(__file__).parents[1] / "dialects" / "acc" / "ops.mlir"


def _outcome(read, op: Operation) -> tuple[object, ...]:
    try:
        value = read(op)
    except Exception as error:  # the same failure is part of the behaviour
        return ("error", type(error), str(error))
    if isinstance(value, tuple):
        return ("group", type(value), *[id(v) for v in value])
    return ("value", id(value))


def _groups(op: Operation) -> list[tuple[str, _Group]]:
    return [(name, accessor) for name, accessor in vars(type(op)).items()
            if isinstance(accessor, _Group)]


def _ops() -> list[Operation]:
    text = "\n".join(line for line in OPS.read_text().split("\n")
                     if not line.lstrip().startswith("//"))
    module = LocatedParser(make_context(), text, str(OPS)).parse_module()
    return [op for op in module.walk() if _groups(op)]


def test_every_group_reads_as_xdsl_reads_it():
    ops = _ops()
    assert {op.name for op in ops} >= {"acc.copyin", "acc.create", "acc.copyout", "acc.bounds",
                                       "acc.attach", "acc.delete"}
    for op in ops:
        for _, group in _groups(op):
            assert _outcome(group.__get__, op) == _outcome(group.accessor.__get__, op)


def test_the_dialects_classes_read_every_sized_group_directly():
    """Every operation of the dialect with operand groups sized by an attribute is a
    class of the project, whose groups are all read directly."""
    grouped = [cls for cls in ACC.operations
               if any(isinstance(a, _Group) or type(a).__name__.endswith("AttrAccessor")
                      for cls_ in cls.__mro__ for a in vars(cls_).values())]
    assert len(grouped) == 36
    for cls in grouped:
        assert cls.__module__ == "accdialect.dialects.acc"
        assert not any(type(a).__name__.endswith("AttrAccessor") for a in vars(cls).values())


def test_xdsls_classes_keep_their_accessors():
    with pytest.raises(TypeError, match="CopyinOp is xDSL's"):
        read_groups_directly(xacc.CopyinOp)
    assert not any(isinstance(a, _Group) for op in xacc.ACC.operations
                   for a in vars(op).values())


@pytest.mark.parametrize("sizes", [
    DenseArrayBase.from_list(i64, [1, 0, 1, 0, 0]),  # another element type: xDSL's accessor
    DenseArrayBase.from_list(IntegerType(32, Signedness.UNSIGNED), [1, 0, 1, 0, 0]),
    DenseArrayBase.from_list(IntegerType(32, Signedness.SIGNED), [1, 0, 1, 0, 0]),
    DenseArrayBase.from_list(i32, [1, 0, 5, 0, 0]),  # more operands than there are
    DenseArrayBase.from_list(i32, [1, 0]),  # fewer groups
    DenseArrayBase.from_list(i32, [2, 1, 1, 0, 1]),
])
def test_sizes_that_do_not_fit_give_what_xdsl_gives(sizes):
    op = next(op for op in _ops() if isinstance(op, acc.CopyinOp) and op.bounds)
    op.properties["operandSegmentSizes"] = sizes
    for _, group in _groups(op):
        assert _outcome(group.__get__, op) == _outcome(group.accessor.__get__, op)


def test_sizes_missing_give_what_xdsl_gives():
    op = next(op for op in _ops() if op.name == "acc.copyin")
    del op.properties["operandSegmentSizes"]
    for _, group in _groups(op):
        assert _outcome(group.__get__, op) == _outcome(group.accessor.__get__, op)
