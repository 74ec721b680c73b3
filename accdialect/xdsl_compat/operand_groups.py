"""The operand groups of an operation with `operandSegmentSizes`, read as xDSL reads
them without going through the element type for every read.

xDSL 0.74's accessor of a group of such an operation (`op.var`, `op.bounds` of an
`acc` data clause: `SingleAttrAccessor`, `OptionalAttrAccessor`,
`VariadicAttrAccessor`) unpacks the whole segment-size array on each read
(`DenseArrayBase.get_values`: a `struct` format built from the element type's
width and signedness, then the values), about 3 µs; the verifiers and the passes
read the groups of a data clause a dozen times each (issue 13: a sixth of
`lower-acc-to-runtime`, a third of verifying its input). `read_groups_directly`
gives a class accessors that unpack an array of 32-bit signed or signless integers
with one `struct.Struct` per length made once, then pick the group from the operands
xDSL stores as xDSL's accessor does (the same values, of the same classes); any other
array goes to xDSL's accessor, so an operation whose sizes are not valid fails as it
does in xDSL (`test/xdsl_compat/test_operand_groups.py`). Only a class of the project
gets them: replacing the accessors of one of xDSL's classes would change xDSL for
every user in the process.
"""

import struct
from typing import Any

from xdsl.dialects.builtin import DenseArrayBase, IntegerType, Signedness
from xdsl.ir import Attribute, Operation
from xdsl.irdl.operations import (
    BaseAttrAccessor,
    OptionalAttrAccessor,
    SingleAttrAccessor,
    VariadicAttrAccessor,
    VarIRConstruct,
)

_STRUCTS: dict[int, struct.Struct] = {}
_STARTS: dict[bytes, tuple[Attribute, tuple[int, ...], tuple[int, ...]]] = {}
"""The sizes and the start of each group, by the array's bytes (a few distinct
arrays in a module: a data clause's are one of a handful), with the element type
they were read with (the parser's `i32` is one object)."""
_MAX_STARTS = 1 << 12


def _sizes(attribute: object) -> tuple[tuple[int, ...], tuple[int, ...]] | None:
    """`attribute.get_values()` of a dense array of 32-bit signed or signless
    integers (the format xDSL's `IntegerType.format` gives them is `<i`), and the
    index of the first operand of each group; None for anything else."""
    if type(attribute) is not DenseArrayBase:
        return None
    element = attribute.elt_type
    raw = attribute.data.data
    known = _STARTS.get(raw)
    if known is not None and known[0] is element:
        return known[1], known[2]
    if (type(element) is not IntegerType or element.width.data != 32
            or element.signedness.data is Signedness.UNSIGNED):
        return None
    if len(raw) & 3:
        return None
    unpack = _STRUCTS.get(len(raw))
    if unpack is None:
        unpack = _STRUCTS[len(raw)] = struct.Struct(f"<{len(raw) >> 2}i")
    sizes = unpack.unpack(raw)
    starts = tuple(sum(sizes[:index]) for index in range(len(sizes)))
    if len(_STARTS) >= _MAX_STARTS:
        _STARTS.clear()
    _STARTS[raw] = element, sizes, starts
    return sizes, starts


_item = tuple.__getitem__
"""An operand by index: `SSAValues.__getitem__` is a Python call (it also takes a slice)."""


class _Group:
    """The accessor of operand group number `index`, or xDSL's `accessor` when the
    sizes are not an array `_sizes` reads."""

    __slots__ = ("accessor", "index", "kind", "name", "in_properties")

    def __init__(self, accessor: BaseAttrAccessor):
        self.accessor, self.index, self.kind = accessor, accessor.idx, type(accessor)
        self.name = accessor.option.attribute_name
        self.in_properties = accessor.option.as_property

    def __get__(self, op: Operation | None, owner: type | None = None) -> Any:
        if op is None:
            return self.accessor.__get__(op, owner)  # pyright: ignore[reportArgumentType]
        found = _sizes((op.properties if self.in_properties else op.attributes).get(self.name))
        if found is None:
            return self.accessor.__get__(op, owner)
        sizes, starts = found
        index = self.index
        start = starts[index]
        operands = op._operands  # pyright: ignore[reportPrivateUsage]
        if self.kind is SingleAttrAccessor:
            return _item(operands, start)
        if self.kind is OptionalAttrAccessor:
            return _item(operands, start) if sizes[index] else None
        return operands[start:start + sizes[index]]

    def __set__(self, op: Operation, value: object) -> None:
        self.accessor.__set__(op, value)


def read_groups_directly(cls: type[Operation]) -> None:
    """Give `cls`, a class of the project, the accessors of this module for its
    operand groups sized by an attribute (see the module doc)."""
    if cls.__module__.split(".")[0] == "xdsl":
        raise TypeError(f"{cls.__qualname__} is xDSL's: subclass it to read its groups directly")
    for name, value in list(vars(cls).items()):
        if (type(value) in (SingleAttrAccessor, OptionalAttrAccessor, VariadicAttrAccessor)
                and value.construct is VarIRConstruct.OPERAND):
            setattr(cls, name, _Group(value))


__all__ = ["read_groups_directly"]
