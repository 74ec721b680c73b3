"""The pieces of `fir-opt` 22's HLFIR custom forms that xDSL 0.74's declarative format
lacks, as custom directives the `hlfir_*` modules share (`HLFIROps.cpp`'s
`custom<...>` directives and the types of operations with several operand groups):

    custom<FunctionalType>(type($a), type($b), type(results))   (A, B) -> (R1, R2)
    custom<OperandTypes>(type($a), type($b))                    A, B
    custom<YieldOpCleanup>($cleanup)                            cleanup { ... }
    custom<ForallOpBody>($body)                                 (%i: i32) { ... }
    custom<AssignmentMaskOpBody>($body)                         { ... }
    custom<EndRegion>($body)                                    { ^bb0(%m: T): ... }

xDSL 0.74's `functional-type(operands, results)` and `type(operands)` divide the types
among the operand groups only when the optional and variadic ones have one size (its
format parser refuses `operands` with several variadic groups); these divide them by
the number of values each group was given. A directive has a fixed number of
parameters: `functional_type(3)` and `operand_types(3)` make the one of an operation of
three operand groups. MLIR prints a space before each custom directive, as these do.

The regions of `hlfir.forall`, `hlfir.where` and the other ordered-assignment
operations, a cleanup region and `hlfir.eval_in_mem`'s body end with a `fir.end` that
the custom form leaves out (`SingleBlockImplicitTerminator<"fir::FirEndOp">`): the
parser adds it to a block that does not end with a terminator (`ensureTerminator`).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache
from typing import cast

from xdsl.ir import Attribute, Block, Operation, Region
from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    CustomDirective,
    ParsingState,
    PrintingState,
    RegionVariable,
    TypeDirective,
    VariableDirective,
    irdl_custom_directive,
)
from xdsl.parser import Parser
from xdsl.printer import Printer
from xdsl.traits import IsTerminator

FIR_END = "fir.end"
"""The implicit terminator of HLFIR's regions (FIROps.td `fir_FirEndOp`)."""


def ensure_fir_end(region: Region, parser: Parser) -> None:
    """Give `region` a block ending with a terminator: a `fir.end` after its last
    operation when that is not one (MLIR's `ensureTerminator`)."""
    if not region.blocks:
        region.add_block(Block())
    block = region.blocks.last
    assert block is not None
    last = block.last_op
    if last is not None and last.has_trait(IsTerminator, value_if_unregistered=False):
        return
    end = parser.ctx.get_optional_op(FIR_END)
    if end is None:
        parser.raise_error(f"'{FIR_END}' is not registered: cannot end the region")
    block.add_op(end.create())


def _is_implicit_end(op: Operation | None) -> bool:
    """Whether `op` is a `fir.end` the custom form leaves out: without operands, results
    or attributes."""
    return (op is not None and op.name == FIR_END and not op.operands and not op.results
            and not op.attributes and not op.properties)


def print_space(printer: Printer, state: PrintingState) -> None:
    """The space MLIR's generated printers print before a custom directive."""
    printer.print_string(" ")
    state.should_emit_space = True
    state.last_was_punctuation = False


def _parse_types(parser: Parser) -> Sequence[Attribute]:
    return parser.parse_optional_undelimited_comma_separated_list(
        parser.parse_optional_type, parser.parse_type) or []


class _GroupTypes(CustomDirective):
    """The types of the operand groups its `type($x)` parameters name, in their order,
    and of the results when it has a `results` parameter (`type(results)`)."""

    def _groups(self) -> list[TypeDirective]:
        return [getattr(self, name) for name in self.parameters if name != "results"]

    def _result_directive(self) -> TypeDirective | None:
        return getattr(self, "results", None)

    def _set_group_types(self, parser: Parser, state: ParsingState,
                         types: Sequence[Attribute], start: int) -> None:
        groups = self._groups()
        counts = [len(state.operands[cast(VariableDirective, group.inner).index] or ())
                  for group in groups]
        if len(types) != sum(counts):
            parser.raise_error(f"{sum(counts)} operands present, but expected {len(types)}",
                               start, parser.pos)
        offset = 0
        for group, count in zip(groups, counts, strict=True):
            group.set(state, types[offset:offset + count])
            offset += count


class _FunctionalType(_GroupTypes):
    def parse(self, parser: Parser, state: ParsingState) -> None:
        start = parser.pos
        parser.parse_punctuation("(")
        types = _parse_types(parser)
        parser.parse_punctuation(")")
        self._set_group_types(parser, state, types, start)
        parser.parse_punctuation("->")
        if parser.parse_optional_punctuation("(") is not None:
            results = _parse_types(parser)
            parser.parse_punctuation(")")
        else:
            results = [parser.parse_type()]
        directive = self._result_directive()
        if directive is not None:
            directive.set(state, results)
        elif results:
            parser.raise_error("the operation has no results", start, parser.pos)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        print_space(printer, state)
        printer.print_string("(")
        printer.print_list(op.operand_types, printer.print_attribute)
        printer.print_string(") -> ")
        results = op.result_types
        if len(results) == 1:
            printer.print_attribute(results[0])
            return
        printer.print_string("(")
        printer.print_list(results, printer.print_attribute)
        printer.print_string(")")


class _OperandTypes(_GroupTypes):
    def parse(self, parser: Parser, state: ParsingState) -> None:
        start = parser.pos
        self._set_group_types(parser, state, _parse_types(parser), start)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        print_space(printer, state)
        printer.print_list(op.operand_types, printer.print_attribute)


def _group_directive(base: type[_GroupTypes], name: str, groups: int, results: bool,
                     ) -> type[CustomDirective]:
    fields: dict[str, object] = {f"group{i}": TypeDirective for i in range(groups)}
    if results:
        fields["results"] = TypeDirective
    return irdl_custom_directive(type(name, (base,), {"__annotations__": fields}))


@cache
def functional_type(groups: int, results: bool = True) -> type[CustomDirective]:
    """`custom<FunctionalType>(type($a), type($b), ..., type(results))`, `(A, B) -> R`:
    `functional-type(operands, results)` of an operation of `groups` operand groups
    (without `type(results)` for one without results: `(A, B) -> ()`)."""
    return _group_directive(_FunctionalType, "FunctionalType", groups, results)


@cache
def operand_types(groups: int) -> type[CustomDirective]:
    """`custom<OperandTypes>(type($a), type($b), ...)`, `A, B`: `type(operands)` of an
    operation of `groups` operand groups."""
    return _group_directive(_OperandTypes, "OperandTypes", groups, False)


@irdl_custom_directive
class YieldOpCleanup(CustomDirective):
    """`cleanup { ... }`, or nothing for an empty region (`HLFIROps.cpp`
    `printYieldOpCleanup`): the operations that free what the yielded entity
    needed, once used."""

    cleanup: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        region = Region()
        if parser.parse_optional_keyword("cleanup") is not None:
            region = parser.parse_region()
            ensure_fir_end(region, parser)
        self.cleanup.set(state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        print_space(printer, state)
        region = self.cleanup.get(op)
        if region.blocks:
            printer.print_string("cleanup ")
            printer.print_region(region, print_entry_block_args=False,
                                 print_block_terminators=False)


@irdl_custom_directive
class ForallOpBody(CustomDirective):
    """` (%i: i32) { ... }`: the forall index, then the body (`printForallOpBody`)."""

    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        parser.parse_punctuation("(")
        index = parser.parse_argument()
        parser.parse_punctuation(")")
        region = parser.parse_region([index])
        ensure_fir_end(region, parser)
        self.body.set(state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = self.body.get(op)
        block = region.blocks.first
        assert block is not None and block.args
        print_space(printer, state)
        printer.print_string(" (")
        printer.print_block_argument(block.args[0])
        printer.print_string(") ")
        printer.print_region(region, print_entry_block_args=False,
                             print_block_terminators=False)


@irdl_custom_directive
class AssignmentMaskOpBody(CustomDirective):
    """`{ ... }`: the assignments under a mask, their `fir.end` left out, but the
    `hlfir.elsewhere` that ends a where's (`printAssignmentMaskOpBody`)."""

    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        region = parser.parse_region()
        ensure_fir_end(region, parser)
        self.body.set(state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = self.body.get(op)
        block = region.blocks.last
        elsewhere = block is not None and block.last_op is not None \
            and block.last_op.name == "hlfir.elsewhere"
        print_space(printer, state)
        printer.print_region(region, print_entry_block_args=False,
                             print_block_terminators=elsewhere)


@irdl_custom_directive
class EndRegion(CustomDirective):
    """`{ ^bb0(%m: T): ... }`: a declarative format's region of an operation whose
    terminator is implicitly `fir.end`; it is printed unless it has no operands, results
    or attributes."""

    body: RegionVariable

    def parse(self, parser: Parser, state: ParsingState) -> None:
        region = parser.parse_region()
        ensure_fir_end(region, parser)
        self.body.set(state, region)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        region = self.body.get(op)
        block = region.blocks.first
        print_space(printer, state)
        printer.print_region(region, print_block_terminators=not (
            block is not None and _is_implicit_end(block.last_op)))
