"""An operation's declarative assembly format compiled when the operation is first
parsed or printed, not when its class is defined.

xDSL 0.74's `irdl_op_definition` compiles each operation's `assembly_format` as the
class is made (`get_accessors_from_op_def` calls `FormatProgram.from_str`): about 0.5 ms
each, for the 190-odd formatted operations of the dialects a tool imports (`builtin`,
`llvm`, `arith`, `omp`, `acc`, ...), while a run reads and writes a handful of them.
`install()` wraps that function so that the operation's `parse` and `print` compile
the format on their first call, once per class, with the same program and the same
`PyRDLOpDefinitionError` for a malformed format. It must run before the dialect
modules are imported: `accdialect.tools` calls it, so every command-line tool starts
with it (docs/performance.md, "Start-up").

What xDSL checked at definition is checked by the tests instead:
`test/tools/test_deferred_formats.py` compiles the format of every operation of every
dialect the tools register.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import xdsl.irdl.operations as irdl_operations
from xdsl.utils.exceptions import ParseError, PyRDLOpDefinitionError

if TYPE_CHECKING:
    from xdsl.irdl import IRDLOperation, OpDef
    from xdsl.irdl.declarative_assembly_format import FormatProgram
    from xdsl.parser import Parser
    from xdsl.printer import Printer

_EAGER = irdl_operations.get_accessors_from_op_def


def compiled_format(op_def: OpDef, text: str) -> FormatProgram:
    """The program of the assembly format `text` of `op_def`, as xDSL compiles it at
    definition, its written-out types checked by the verifier (`TypesVerifiedLater`)."""
    from xdsl.irdl.declarative_assembly_format import FormatProgram

    from accdialect.xdsl_compat.format_program import TypesVerifiedLater

    try:
        return TypesVerifiedLater(FormatProgram.from_str(text, op_def).stmts)
    except ParseError as e:
        raise PyRDLOpDefinitionError("Error during the parsing of the assembly format: ",
                                     e.args) from e


def _deferred_accessors(op_def: OpDef, custom_verify: Any | None) -> dict[str, Any]:
    """xDSL's accessors of `op_def`, with `parse` and `print` compiling its format on
    first use."""
    text = op_def.assembly_format
    if text is None:
        return _EAGER(op_def, custom_verify)
    op_def.assembly_format = None
    try:
        accessors = _EAGER(op_def, custom_verify)
    finally:
        op_def.assembly_format = text
    compiled: list[FormatProgram] = []

    def program() -> FormatProgram:
        if not compiled:
            compiled.append(compiled_format(op_def, text))
        return compiled[0]

    def parse_with_format(cls: type[IRDLOperation], parser: Parser) -> IRDLOperation:
        return program().parse(parser, cls)

    def print_with_format(self: IRDLOperation, printer: Printer) -> None:
        program().print(printer, self)

    accessors["parse"] = classmethod(parse_with_format)
    accessors["print"] = print_with_format
    return accessors


def install() -> None:
    """Defer the formats of the operations defined from now on (idempotent)."""
    irdl_operations.get_accessors_from_op_def = _deferred_accessors
