"""flang 22's HLFIR type (`flang/Optimizer/HLFIR/HLFIROpBase.td`): `!hlfir.expr<...>`,
the value of a Fortran expression that is not in memory, printed as `fir-opt` 22
prints it (`hlfir::ExprType::print`): its extents as an array's (`?` one known at run
time), then its element type, then `?` when a derived type's value is polymorphic:

    !hlfir.expr<?x?xf32>  !hlfir.expr<!fir.char<1,?>>  !hlfir.expr<2x!fir.type<t>?>
"""

from __future__ import annotations

from collections.abc import Sequence

from xdsl.dialects.builtin import ArrayAttr, BoolAttr, IntAttr
from xdsl.ir import Attribute, ParametrizedAttribute, TypeAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer

from accdialect.dialects.fir_types import UNKNOWN_EXTENT


@irdl_attr_definition
class ExprType(ParametrizedAttribute, TypeAttribute):
    """`!hlfir.expr<shape x T>`: an array or scalar value of a Fortran expression."""

    name = "hlfir.expr"

    shape: ArrayAttr[IntAttr]
    type: Attribute
    polymorphic: BoolAttr

    def __init__(self, shape: Sequence[int], type: Attribute, polymorphic: bool = False) -> None:
        super().__init__(ArrayAttr(IntAttr(e) for e in shape), type,
                         BoolAttr.from_bool(polymorphic))

    @property
    def extents(self) -> tuple[int, ...]:
        """The extents (`UNKNOWN_EXTENT` for `?`); none for a scalar."""
        return tuple(e.data for e in self.shape.data)

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string("<" + "".join(
            "?x" if e == UNKNOWN_EXTENT else f"{e}x" for e in self.extents))
        printer.print_attribute(self.type)
        printer.print_string("?>" if self.polymorphic.value.data else ">")

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            extents, element = parser.parse_ranked_shape()
            polymorphic = parser.parse_optional_punctuation("?") is not None
        return (ArrayAttr(IntAttr(max(e, UNKNOWN_EXTENT)) for e in extents), element,
                BoolAttr.from_bool(polymorphic))
