"""Upstream's `omp` attributes with parameters (OpenMPAttrDefs.td), printed as mlir-opt
22 prints them: `#omp.version<version = 51>`, and the struct-like
`#omp.flags<debug_kind = 1, openmp_device_version = 51>` and
`#omp.atomic_control<fine_grained_memory = true>`, which print only the parameters that
differ from their defaults, in their declared order, and read them in any order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from xdsl.dialects.builtin import IntAttr
from xdsl.dialects.utils import EnumAttribute
from xdsl.ir import Attribute, ParametrizedAttribute, SpacedOpaqueSyntaxAttribute
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


def _parse_struct(parser: AttrParser, names: Sequence[str], defaults: Sequence[int],
                  booleans: frozenset[str]) -> list[Attribute]:
    """`<name = value, ...>` (ODS's `struct(params)`): any order, each at most once,
    the others their defaults."""
    values = dict(zip(names, defaults))
    seen: set[str] = set()

    def parse_entry() -> None:
        start = parser.pos
        name = parser.parse_identifier(" for a parameter name")
        if name not in values or name in seen:
            parser.raise_error(f"duplicate or unknown struct parameter name: {name}", start,
                               parser.pos)
        seen.add(name)
        parser.parse_punctuation("=")
        if name in booleans:
            values[name] = int(parser.parse_boolean())
        else:
            values[name] = parser.parse_integer(allow_boolean=False, allow_negative=False)

    parser.parse_punctuation("<")
    if parser.parse_optional_punctuation(">") is None:
        parser.parse_comma_separated_list(parser.Delimiter.NONE, parse_entry)
        parser.parse_punctuation(">")
    return [IntAttr(values[name]) for name in names]


def _print_struct(printer: Printer, names: Sequence[str], values: Sequence[IntAttr],
                  defaults: Sequence[int], booleans: frozenset[str]) -> None:
    shown = [f"{name} = {('true' if value.data else 'false') if name in booleans else value.data}"
             for name, value, default in zip(names, values, defaults) if value.data != default]
    printer.print_string(f"<{', '.join(shown)}>")


class _StructAttr(ParametrizedAttribute):
    """An attribute of integer and boolean parameters in ODS's `struct(params)` form."""

    NAMES: ClassVar[tuple[str, ...]]
    DEFAULTS: ClassVar[tuple[int, ...]]
    BOOLEANS: ClassVar[frozenset[str]]

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        return _parse_struct(parser, cls.NAMES, cls.DEFAULTS, cls.BOOLEANS)

    def print_parameters(self, printer: Printer) -> None:
        values = [value for value in self.parameters if isinstance(value, IntAttr)]
        _print_struct(printer, self.NAMES, values, self.DEFAULTS, self.BOOLEANS)


@irdl_attr_definition
class FlagsAttr(_StructAttr):
    """`#omp.flags<...>`: the offload device's runtime flags, a module attribute (clang's
    `-fopenmp-target-debug`, `-fopenmp-assume-*` and the device OpenMP version)."""

    name = "omp.flags"

    debug_kind: IntAttr
    assume_teams_oversubscription: IntAttr
    assume_threads_oversubscription: IntAttr
    assume_no_thread_state: IntAttr
    assume_no_nested_parallelism: IntAttr
    no_gpu_lib: IntAttr
    openmp_device_version: IntAttr

    NAMES = ("debug_kind", "assume_teams_oversubscription", "assume_threads_oversubscription",
             "assume_no_thread_state", "assume_no_nested_parallelism", "no_gpu_lib",
             "openmp_device_version")
    DEFAULTS = (0, 0, 0, 0, 0, 0, 50)
    BOOLEANS = frozenset(NAMES[1:6])


@irdl_attr_definition
class AtomicControlAttr(_StructAttr):
    """`#omp.atomic_control<...>`: how an atomic update may be lowered (OpenMP's
    `ompx` atomic hints of flang's `-f[no-]atomic-*` options)."""

    name = "omp.atomic_control"

    ignore_denormal_mode: IntAttr
    fine_grained_memory: IntAttr
    remote_memory: IntAttr

    NAMES = ("ignore_denormal_mode", "fine_grained_memory", "remote_memory")
    DEFAULTS = (0, 0, 0)
    BOOLEANS = frozenset(NAMES)


@irdl_attr_definition
class VersionAttr(ParametrizedAttribute):
    """`#omp.version<version = 51>`: the OpenMP version a module was compiled for."""

    name = "omp.version"

    version: IntAttr

    @classmethod
    def parse_parameters(cls, parser: AttrParser) -> list[Attribute]:
        with parser.in_angle_brackets():
            parser.parse_keyword("version")
            parser.parse_punctuation("=")
            return [IntAttr(parser.parse_integer(allow_boolean=False))]

    def print_parameters(self, printer: Printer) -> None:
        printer.print_string(f"<version = {self.version.data}>")


class NumThreadsType(StrEnum):
    """Upstream's `NumThreadsType` (OpenMP 6.0's `strict` modifier of `num_threads`)."""

    STRICT = "strict"


@irdl_attr_definition
class NumThreadsTypeAttr(EnumAttribute[NumThreadsType], SpacedOpaqueSyntaxAttribute):
    """`#omp<numthreadstype strict>`."""

    name = "omp.numthreadstype"
