"""A module made as `LocatedParser` makes it when it reads the module's generic text
back, without reading it: each operation at the source position its location shows,
else at its name's line and column in the text; each block argument at the source
position its location shows, else `loc(unknown)`; and an attribute named as one of
its operation's properties moved into the properties, as xDSL's generic parser
moves it (a custom form may leave it an attribute: `llvm.func`'s `sym_visibility`
in tco's output).

`acc-run prog.c` prints the module it imported into its cache and runs it; reading
the text back is as long as the import's own parse (docs/performance.md "Import and
run of a source"). The text is the printer's generic form, where each operation
starts a line: its results, if any (`%0, %1 = `), then its quoted name. The position
of every operation is checked against the text (its name is there, and the text
starts as many operations as the module holds); where they differ, nothing is
changed and the text must be read.
"""

import re

from xdsl.dialects.builtin import ModuleOp, StringAttr, UnknownLoc
from xdsl.ir import Operation
from xdsl.irdl import IRDLOperation

from accdialect.ir.parser import line_starts, source_location, text_position
from accdialect.xdsl_compat.op_names import op_name

_OPERATION_START = re.compile(r'^[ \t]*(?:%[^\s=",]+(?:, %[^\s=",]+)* = )?(")', re.MULTILINE)
"""A line that starts an operation in generic form; group 1 is its name's quote."""


def _printed_name(op: Operation) -> str:
    return f'"{op_name(op)}"'


def as_read(module: ModuleOp, text: str, file: str, with_locations: bool) -> bool:
    """Make `module` what `LocatedParser` reads from `text` (printed from `module` in
    generic form, with its locations when `with_locations`) in the file named `file`
    (module doc); False, with nothing changed, when `text` does not start one
    operation per operation of `module`."""
    operations = list(module.walk())
    starts = [match.start(1) for match in _OPERATION_START.finditer(text)]
    if len(starts) != len(operations) or not all(
            text.startswith(_printed_name(op), start) for op, start in zip(operations, starts)):
        return False
    lines = line_starts(text)
    name = StringAttr(file)
    for op, start in zip(operations, starts):
        shown = source_location(op.location) if with_locations else None
        op.location = shown or text_position(name, lines, start)
        if isinstance(op, IRDLOperation):
            _properties_by_name(op)
        for region in op.regions:
            for block in region.blocks:
                for arg in block.args:
                    arg.location = (source_location(arg.location) if with_locations else None
                                    ) or UnknownLoc()
    return True


def _properties_by_name(op: IRDLOperation) -> None:
    for name in type(op).get_irdl_definition().properties:
        if name in op.attributes and name not in op.properties:
            op.properties[name] = op.attributes.pop(name)
