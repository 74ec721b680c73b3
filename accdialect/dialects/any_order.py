"""Clauses read in any order: upstream's `oilist(...)` in a declarative assembly format.

MLIR's `acc` constructs declare their clauses in an `oilist`: each clause at most
once, in any order (`acc.serial private(...) firstprivate(...)` and `firstprivate(...)
private(...)` are the same operation), printed in the declared order. xDSL 0.74 writes
them as a sequence of optional groups, read only in the declared order.
`clauses_in_any_order` gives an operation class a parser that reads every run of two or
more consecutive optional groups, each opened by a keyword, as one oilist; the groups
opened by the keywords in `outside` keep their place (`combined(loop)`, which upstream
writes before the oilist). Printing is the class's own.
"""

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TypeVar

from xdsl.irdl import IRDLOperation
from xdsl.irdl.declarative_assembly_format import (
    FormatDirective,
    FormatProgram,
    KeywordDirective,
    OptionalGroupDirective,
    ParsingState,
    PrintingState,
)
from xdsl.parser import Parser
from xdsl.printer import Printer

OpT = TypeVar("OpT", bound=IRDLOperation)


@dataclass(frozen=True)
class AnyOrderDirective(FormatDirective):
    """Optional groups read in any order, each at most once (`oilist`)."""

    groups: tuple[OptionalGroupDirective, ...]

    def parse(self, parser: Parser, state: ParsingState) -> None:
        pending = list(self.groups)
        while pending:
            for group in pending:
                start = parser.pos
                group.then_first.parse_optional(parser, state)
                if parser.pos != start:
                    for element in group.then_elements:
                        element.parse(parser, state)
                    for element in group.else_elements:
                        element.set_empty(state)
                    pending.remove(group)
                    break
            else:
                break
        for group in pending:
            group.set_empty(state)

    def print(self, printer: Printer, state: PrintingState, op: IRDLOperation) -> None:
        for group in self.groups:
            group.print(printer, state, op)

    def set_empty(self, state: ParsingState) -> None:
        for group in self.groups:
            group.set_empty(state)


def _keyword(directive: FormatDirective) -> str | None:
    if isinstance(directive, OptionalGroupDirective) and isinstance(
            directive.then_first, KeywordDirective):
        return directive.then_first.keyword
    return None


def any_order_program(program: FormatProgram, outside: Sequence[str] = ()) -> FormatProgram:
    """`program` with each run of keyword-opened optional groups (but those opened by
    `outside`) made one `AnyOrderDirective`."""
    stmts: list[FormatDirective] = []
    run: list[OptionalGroupDirective] = []

    def close_run() -> None:
        if len(run) > 1:
            stmts.append(AnyOrderDirective(tuple(run)))
        else:
            stmts.extend(run)
        run.clear()

    for stmt in program.stmts:
        keyword = _keyword(stmt)
        if keyword is not None and keyword not in outside:
            assert isinstance(stmt, OptionalGroupDirective)
            run.append(stmt)
            continue
        close_run()
        stmts.append(stmt)
    close_run()
    return FormatProgram(tuple(stmts))


def clauses_in_any_order(outside: Sequence[str] = ()):
    """Class decorator: the operation's clauses are read in any order (see the module
    doc); its format is compiled on the first parse."""

    def decorate(cls: type[OpT]) -> type[OpT]:
        text = cls.assembly_format
        assert text is not None, f"{cls.__name__} has no assembly format"
        compiled: list[FormatProgram] = []

        def parse(op_cls: type[OpT], parser: Parser) -> OpT:
            if not compiled:
                base = FormatProgram.from_str(text, op_cls.get_irdl_definition())
                compiled.append(any_order_program(base, outside))
            return compiled[0].parse(parser, op_cls)

        cls.parse = classmethod(parse)  # pyright: ignore[reportAttributeAccessIssue]
        return cls

    return decorate
