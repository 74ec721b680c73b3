"""The names mlir-opt 22 prints for values and blocks, and the dialect prefix it leaves
out of an operation's name (MLIR's `AsmPrinter.cpp`: `SSANameState`, `printOpName`).

MLIR does not keep the names a text gave its values: printing numbers them again.

- Every region is a naming scope. A region's values are numbered before the regions
  nested in it, which start from the counters as the enclosing region left them;
  sibling regions therefore reuse the same numbers (`%2` in both of two loops).
- An entry block's arguments are `%argN`, N counting on through the nested regions;
  other values are `%N`, or the name their operation asks for in the custom form
  (`OpAsmOpInterface::getAsmResultNames`: `%c0`, `%c1_i32`, `%true`, `%cst`,
  `%alloca`, ...). A name already in use in an enclosing scope gets `_K`, K a counter
  of conflicts (`%c0_0`).
- Blocks are `^bbN`, N counting the blocks of their region.
- The generic form numbers on through every region, the regions nested in a region
  taken last first: the numbers are unique in the whole text.
- The custom form of an operation whose dialect is the default dialect of the region
  it is in (`OpAsmOpInterface::getDefaultDialect`: `builtin` at the top and in a
  module, `func` in a function's body) is printed without the dialect's prefix when its
  name has one dot: `module`, `return`, `call`, but `func.call` inside an `scf.for`.
"""

from collections.abc import Callable

from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType
from xdsl.ir import Block, Operation, Region, SSAValue

from accdialect.dialects.omp_cli import cli_name, induction_variable_names

DEFAULT_DIALECT: dict[str, str] = {
    "builtin.module": "builtin",
    "func.func": "func",
}
"""The default dialect of the regions of an operation (`getDefaultDialect`); the regions
of any other operation have none."""


def _constant_name(op: Operation) -> str | None:
    """`arith.constant`'s `getAsmResultNames`: `c<value>` for an index, `c<value>_<type>`
    for another integer, `true`/`false` for an `i1`, `cst` for anything else."""
    value = op.properties.get("value", op.attributes.get("value"))
    if isinstance(value, IntegerAttr):
        if isinstance(value.type, IntegerType) and value.type.width.data == 1:
            return "true" if value.value.data else "false"
        if isinstance(value.type, IndexType):
            return f"c{value.value.data}"
        if isinstance(value.type, IntegerType):
            return f"c{value.value.data}_{value.type}"
    return "cst"


RESULT_NAMES: dict[str, Callable[[Operation], str | None]] = {
    "arith.constant": _constant_name,
    "memref.alloc": lambda _: "alloc",
    "memref.alloca": lambda _: "alloca",
    "memref.cast": lambda _: "cast",
    "memref.memory_space_cast": lambda _: "memspacecast",
    "func.constant": lambda _: "f",
    "memref.subview": lambda _: "subview",
    "memref.view": lambda _: "view",
    "memref.reinterpret_cast": lambda _: "reinterpret_cast",
    "memref.dim": lambda _: "dim",
    "memref.expand_shape": lambda _: "expand_shape",
    "memref.collapse_shape": lambda _: "collapse_shape",
    "omp.new_cli": cli_name,
}
"""The name the custom form gives an operation's first result
(`OpAsmOpInterface::getAsmResultNames`), by operation name; None: numbered."""

BLOCK_ARGUMENT_NAMES: dict[str, Callable[[Operation], list[str]]] = {
    "omp.canonical_loop": induction_variable_names,
}
"""The names the custom form gives the entry block arguments of an operation's regions
(`OpAsmOpInterface::getAsmBlockArgumentNames`), by operation name."""


def _sanitized(name: str) -> str:
    """MLIR's `sanitizeIdentifier`: letters, digits and `$._-` kept, a space made `_`,
    anything else its hexadecimal code; `_` before a leading digit."""
    text = "".join(ch if ch.isascii() and (ch.isalnum() or ch in "$._-")
                   else "_" if ch == " " else f"{ord(ch):X}" for ch in name)
    return f"_{text}" if name[:1].isdigit() else text


class AsmNames:
    """The names of the values and blocks under `top`, as mlir-opt 22 prints them in the
    custom form (`generic`: the generic form, where no operation names its results)."""

    def __init__(self, top: Operation, generic: bool = False):
        self.values: dict[SSAValue, str] = {}
        self.blocks: dict[Block, str] = {}
        self._generic = generic
        self._next_value = self._next_argument = self._next_conflict = 0
        self._used: list[set[str]] = [set()]
        pending: list[tuple[Region, int, int, int, int]] = [
            (region, 0, 0, 0, 0) for region in top.regions]
        self._number_op(top)
        while pending:
            region, value, argument, conflict, depth = pending.pop()
            if not generic:
                self._next_value, self._next_argument, self._next_conflict = \
                    value, argument, conflict
            del self._used[depth + 1:]
            self._used.append(set())
            self._number_region(region)
            for op in (op for block in region.blocks for op in block.ops):
                for nested in op.regions:
                    pending.append((nested, self._next_value, self._next_argument,
                                    self._next_conflict, depth + 1))

    def _number_region(self, region: Region) -> None:
        parent = region.parent_op()
        naming = None if self._generic or parent is None else \
            BLOCK_ARGUMENT_NAMES.get(parent.name)
        if naming is not None and parent is not None and region.blocks:
            for arg, name in zip(region.blocks[0].args, naming(parent)):
                self._set_name(arg, name)
        for index, block in enumerate(region.blocks):
            self.blocks.setdefault(block, f"bb{index}")
            entry = index == 0
            for arg in block.args:
                if arg not in self.values:
                    if entry:
                        self._set_name(arg, f"arg{self._next_argument}")
                        self._next_argument += 1
                    else:
                        self._set_name(arg, None)
            for op in block.ops:
                self._number_op(op)

    def _number_op(self, op: Operation) -> None:
        if not op.results:
            return
        naming = None if self._generic else RESULT_NAMES.get(op.name)
        name = naming(op) if naming is not None else None
        first = op.results[0]
        if first not in self.values:
            self._set_name(first, name)
        if len(op.results) > 1:  # MLIR's result groups: `%0:2 = ...`, used as `%0#0`, `%0#1`
            group = self.values[first].partition("#")[0]
            for index, result in enumerate(op.results):
                self.values[result] = f"{group}#{index}"

    def _set_name(self, value: SSAValue, name: str | None) -> None:
        if not name:
            self.values[value] = str(self._next_value)
            self._next_value += 1
            return
        name = _sanitized(name)
        if self._in_use(name):
            probe = name
            while self._in_use(probe):
                probe = f"{name}_{self._next_conflict}"
                self._next_conflict += 1
            name = probe
        self._used[-1].add(name)
        self.values[value] = name

    def _in_use(self, name: str) -> bool:
        return any(name in scope for scope in self._used)


def strip_default_dialect(name: str, default: str) -> str:
    """An operation's name as its custom form prints it in a region whose default
    dialect is `default` (MLIR's `OpState::printOpName`)."""
    if default and name.startswith(f"{default}.") and name.count(".") == 1:
        return name[len(default) + 1:]
    return name
