"""flang 22's FIR attributes (`flang/Optimizer/Dialect/FIRAttr.td`) as `fir-opt` 22
prints them:

    #fir.var_attrs<allocatable, target>   a variable's Fortran attributes (hlfir.declare)
    #fir.proc_attrs<pure, elemental>      a procedure's (func.func, fir.call)
    #fir.point  #fir.interval  #fir.lower  #fir.upper   the cases of fir.select_case
    #fir.reduce_attr<add>                 a reduction (fir.do_loop, fir.do_concurrent.loop)
    #fir.type_is<T>  #fir.class_is<T>     the cases of fir.select_type

The flag sets (`var_attrs`, `proc_attrs`, `reduce_attr`) are MLIR bit enums: their words
in the order of their bits, separated by `, ` (`printBitEnumPrimaryGroups`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import ClassVar

from xdsl.ir import Attribute, Data, ParametrizedAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer


class _FlagSet(Data[tuple[str, ...]]):
    """An MLIR bit enum of words, printed `<a, b>` in the order of `FLAGS`."""

    FLAGS: ClassVar[tuple[str, ...]]
    """The words, by bit."""

    def __init__(self, flags: Sequence[str]) -> None:
        super().__init__(tuple(f for f in self.FLAGS if f in flags))

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> tuple[str, ...]:
        with parser.in_angle_brackets():
            words: set[str] = set()
            while True:
                position = parser.pos
                word = parser.parse_identifier()
                if word not in cls.FLAGS:
                    parser.raise_error(f"expected one of [{', '.join(cls.FLAGS)}] for "
                                       f"{cls.name}, got: {word}", position, parser.pos)
                words.add(word)
                if parser.parse_optional_punctuation(",") is None:
                    break
        return tuple(f for f in cls.FLAGS if f in words)

    def print_parameter(self, printer: Printer) -> None:
        printer.print_string(f"<{', '.join(self.data)}>")

    def __contains__(self, flag: str) -> bool:
        return flag in self.data


@irdl_attr_definition
class FortranVariableFlagsAttr(_FlagSet):
    """`#fir.var_attrs<...>`: the attributes of a Fortran variable (Fortran 2023 §8.5)."""

    name = "fir.var_attrs"
    FLAGS = ("allocatable", "asynchronous", "bind_c", "contiguous", "intent_in",
             "intent_inout", "intent_out", "optional", "parameter", "pointer", "target",
             "value", "volatile", "host_assoc", "internal_assoc", "cray_pointer",
             "cray_pointee")


@irdl_attr_definition
class FortranProcedureFlagsAttr(_FlagSet):
    """`#fir.proc_attrs<...>`: the prefixes of a Fortran procedure (Fortran 2023 §15.6.2)."""

    name = "fir.proc_attrs"
    FLAGS = ("elemental", "pure", "non_recursive", "simple", "bind_c")


@irdl_attr_definition
class ReduceAttr(_FlagSet):
    """`#fir.reduce_attr<add>`: the operation of a DO CONCURRENT reduction (Fortran 2023
    §11.1.7.5)."""

    name = "fir.reduce_attr"
    FLAGS = ("add", "multiply", "and", "or", "eqv", "neqv", "max", "min", "iand", "ior",
             "ieor")


@irdl_attr_definition
class PointAttr(ParametrizedAttribute):
    """`#fir.point`: a `fir.select_case` case of one value."""

    name = "fir.point"


@irdl_attr_definition
class IntervalAttr(ParametrizedAttribute):
    """`#fir.interval`: a case of a closed range `lo:hi`."""

    name = "fir.interval"


@irdl_attr_definition
class LowerAttr(ParametrizedAttribute):
    """`#fir.lower`: a case `lo:`."""

    name = "fir.lower"


@irdl_attr_definition
class UpperAttr(ParametrizedAttribute):
    """`#fir.upper`: a case `:hi`."""

    name = "fir.upper"


@dataclass(frozen=True, init=False)
class _TypeCase(ParametrizedAttribute):
    """A `fir.select_type` case of a type: `#fir.<name><T>`."""

    type: Attribute

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> Sequence[Attribute]:
        with parser.in_angle_brackets():
            return (parser.parse_type(),)

    def print_parameters(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_attribute(self.type)


@irdl_attr_definition
class TypeIsAttr(_TypeCase):
    """`#fir.type_is<T>`: the case of the dynamic type T (TYPE IS)."""

    name = "fir.type_is"


@irdl_attr_definition
class ClassIsAttr(_TypeCase):
    """`#fir.class_is<T>`: the case of T or an extension of it (CLASS IS)."""

    name = "fir.class_is"


FIR_ATTRIBUTES = (FortranVariableFlagsAttr, FortranProcedureFlagsAttr, ReduceAttr, PointAttr,
                  IntervalAttr, LowerAttr, UpperAttr, TypeIsAttr, ClassIsAttr)
"""Every FIR attribute, for the dialect's registration."""
