"""Where an operation stands in the program: its function and its source line, and
the name clang gives the offload region there (`accdialect.abi.offload_entry`)."""

from xdsl.dialects.builtin import FileLineColLoc, StringAttr
from xdsl.ir import Operation

from accdialect.abi.offload_entry import entry_name


def enclosing_symbol_name(op: Operation) -> str | None:
    """The name of the closest symbol around `op` (its function), None if none."""
    current = op.parent_op()
    while current is not None and "sym_name" not in current.properties:
        current = current.parent_op()
    name = None if current is None else current.properties["sym_name"]
    return name.data if isinstance(name, StringAttr) else None


def op_line(op: Operation) -> int:
    """The source line of `op`, 0 when its location has none."""
    loc = op.location
    return loc.line.data if isinstance(loc, FileLineColLoc) else 0


def region_entry_name(op: Operation) -> str:
    """The offload entry name of the region `op` (`FUNCTION_lLINE`)."""
    return entry_name(enclosing_symbol_name(op), op_line(op))
