"""Each block of a decoded region compiled into one Python function: the interpreter's
hot path runs a block as one call, not one call per operation.

An implementation may carry an *emitter* (`emitted.emitted`) that writes its operation as
lines of Python source (`BlockWriter`: its operands and results are local variables of
the block's function, the objects it needs are globals of the region's code). The
others run as steps (`decoded`): a line that calls the step with the frame. Each
block's source is compiled once, when its region is first run; its function takes the
frame and returns what a step of a terminator returns (the next `BlockCode`, having
written its arguments into their slots, or the tuple of returned values).

- A value lives in a local of its block's function. It is also written into its frame
  slot when something else may read it there: a use in another block or a nested
  region, or by an operation that runs as a step (which reads the frame, as does
  `OffloadInterpreter.get_values`). A value read from the frame is read once into a
  local, and again after a step (which may have set it: `set_values`).
- Errors stay located: every line of the source belongs to one operation, and the
  line the failing function was at (its traceback) tells which (`BlockCode.failed_at`).
- Under `--max-steps` each block has a second function, made on first use, which
  counts each operation (`tick`) before it runs and so stops at the exact one.
"""

import operator
from collections.abc import Callable, Iterable
from functools import partial
from itertools import count
from typing import Any

from xdsl.dialects.builtin import StringAttr
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import IsTerminator

from accdialect.interpreter.decoded import (
    BlockCode,
    FrameLayout,
    RegionCode,
    Site,
    Step,
    failing_step,
    unchanged,
)
from accdialect.interpreter.expressions import source_of

_unique = count()
"""Numbers the globals of compiled code (unique in the process)."""


class BlockWriter:
    """Where an emitter writes its operation: Python source lines of its block's
    function, whose locals are `frame` and (`memory()`) `mem`, and whose globals are
    the region's (`bind`)."""

    def __init__(self, namespace: dict[str, Any], code: RegionCode,
                 in_frame: Callable[[SSAValue], bool], constants: dict[SSAValue, str]):
        self.namespace = namespace
        self.constants = constants
        """The values of the region that are globals of its code (constants), by name:
        another block reads them there, not from the frame (a value's block is
        compiled before any block that uses it: it runs first)."""
        self.code = code
        self.in_frame = in_frame
        self.lines: list[str] = []
        self.line_ops: list[int] = []
        self.op_starts: list[int] = []
        self.locals: dict[SSAValue, str] = {}
        self._read: list[SSAValue] = []  # the values read from the frame since a step
        self._read_before: set[SSAValue] = set()
        self.uses_memory = False
        self.checked: dict[tuple[str, int], tuple[str, str, str]] = {}
        """Accesses checked so far in the block, (address, size) -> (bytes, offset,
        allocation):
        until a call or a step (which may free memory), the same access needs no
        second check."""
        self.variables: dict[int, str] = {}
        """The local holding the value of each variable (`promotion`) the block has
        loaded or stored so far, by the variable's slot: only the block's own code
        reads and writes a variable, so it is not read from the frame again."""
        self._indent = 1
        self._op_index = 0
        self._site: Site | None = None

    # ---- what an emitter calls -----------------------------------------------------
    @property
    def site(self) -> Site:
        assert self._site is not None
        return self._site

    def bind(self, value: Any, hint: str = "k") -> str:
        """The name of a global of the compiled code holding `value`."""
        name = f"{hint}_{next(_unique)}"
        self.namespace[name] = value
        return name

    def operand(self, index: int) -> str:
        """The name of the value of operand `index`."""
        return self.value(self.site.op.operands[index])

    def operands(self) -> list[str]:
        return [self.value(v) for v in self.site.op.operands]

    def value(self, value: SSAValue) -> str:
        name = self.locals.get(value) or self.constants.get(value)
        if name is None:
            slot = self.code.slots[value]  # read again after a step: a new name
            name = self.locals[value] = f"v{slot}" if value not in self._read_before \
                else f"v{slot}_{next(_unique)}"
            self.line(f"{name} = frame[{slot}]")
            self._read_before.add(value)
            self._read.append(value)
        return name

    def result(self, expression: str, index: int = 0) -> None:
        """Result `index` is `expression`: a name (another value, or a global: no
        code) or an expression, evaluated here."""
        value = self.site.op.results[index]
        slot = self.code.slots[value]
        if expression.isidentifier():
            name = expression
            if name in self.namespace:
                self.constants[value] = name
        else:
            name = f"v{slot}"
            self.line(f"{name} = {expression}")
        self.locals[value] = name
        if self.in_frame(value):
            self.line(f"frame[{slot}] = {name}")

    def results_of(self, expression: str) -> None:
        """The results are the items of the sequence `expression` evaluates to (it is
        evaluated for its effect alone when there are none): a call."""
        self.checked.clear()  # a call may free memory
        results = len(self.site.op.results)
        if results == 0:
            self.line(expression)
        elif results == 1:
            self.result(f"{expression}[0]")
        else:
            values = self.temporary()
            self.line(f"{values} = {expression}")
            for index in range(results):
                self.result(f"{values}[{index}]", index)

    def applied(self, function: Callable[..., Any], *args: str) -> str:
        """The expression of `function` applied to the values `args`: written inline
        when it is an `inline` expression, Python's negation or `unchanged` (no code),
        else a call of it."""
        if function is unchanged:
            return args[0]
        if function is operator.neg:
            return f"-{args[0]}"
        source = source_of(function)
        if source is not None:
            make, env = source
            return make(*args, **{name: self.bind(value, name) for name, value in env.items()})
        return f"{self.bind(function, 'f')}({', '.join(args)})"

    def temporary(self) -> str:
        return f"t{next(_unique)}"

    def memory(self) -> str:
        """The name of the accessor the running code accesses memory through (the
        interpreter's `memory` when the block is entered: code that runs device code
        puts it back when it returns)."""
        self.uses_memory = True
        return "mem"

    def line(self, text: str) -> None:
        self.lines.append("    " * self._indent + text)
        self.line_ops.append(self._op_index)

    def indented(self, lines: Callable[[], None]) -> None:
        """Writes `lines()` one level deeper (the body of an `if`)."""
        self._indent += 1
        try:
            lines()
        finally:
            self._indent -= 1

    def jump(self, successor: int, sources: Iterable[str]) -> None:
        """Goes to successor `successor`, its arguments the values `sources` (all read
        before any is written: a branch may swap its block's arguments)."""
        target = self.code.blocks[self.site.op.successors[successor]]
        values = list(sources)
        if values:
            slots = "".join(f"frame[{s}], " for s in target.arg_slots)
            self.line(f"{slots}= {''.join(f'{v}, ' for v in values)}")
        self.line(f"return {self.bind(target, 'block')}")

    def returning(self, sources: Iterable[str]) -> None:
        """Returns the values `sources` from the region."""
        self.line(f"return ({''.join(f'{v}, ' for v in sources)})")

    # ---- what the compiler calls ---------------------------------------------------
    def begin(self, index: int, site: Site) -> None:
        self._op_index, self._site = index, site
        self.op_starts.append(len(self.lines))

    def step(self, step: Step, terminator: bool) -> None:
        """The operation runs as a step: it reads its operands from the frame and
        writes its results there, and may have set any value's slot."""
        name = self.bind(step, "step")
        self.line(f"return {name}(frame)" if terminator else f"{name}(frame)")
        for value in self._read:
            self.locals.pop(value, None)
        self._read.clear()
        self.checked.clear()
        self.variables.clear()


Emitter = Callable[[Any, Any, Site, BlockWriter], None]
"""Writes the source of one operation: (its function set, the interpreter, the site,
the writer)."""


Emitted = tuple[Emitter, Any, Any]
"""An operation written by its emitter: (emitter, function set, interpreter)."""


def decode_region(region: Region, layout: FrameLayout,
                  root: Operation | None, decode_op: Callable[[Site], Emitted | Step],
                  tick: Callable[[], None], interpreter: Any) -> RegionCode:
    """`region` compiled in the frame of `root` (its slots and variables `layout`),
    each operation as `decode_op` says; `tick` counts an operation under `--max-steps`."""
    slots, variables = layout
    blocks = {block: BlockCode(tuple(slots[arg] for arg in block.args), list(block.ops))
              for block in region.blocks}
    assert region.blocks.first is not None
    code = RegionCode(root, slots, variables, region.parent_op() is root, blocks,
                      blocks[region.blocks.first])
    sites = {block: [Site(op, tuple(slots[v] for v in op.operands),
                          tuple(slots[r] for r in op.results), code) for op in block.ops]
             for block in region.blocks}
    decoded = {block: [decode_op(site) for site in block_sites]
               for block, block_sites in sites.items()}
    emitted = {site.op for block, block_sites in sites.items()
               for site, how in zip(block_sites, decoded[block]) if isinstance(how, tuple)}

    def in_frame(value: SSAValue) -> bool:
        """Whether `value` may be read from its slot: it has a use outside its block
        or by an operation that runs as a step."""
        home = value.owner.parent_block() if isinstance(value.owner, Operation) else None
        return any(use.operation not in emitted or use.operation.parent_block() is not home
                   for use in value.uses)

    namespace: dict[str, Any] = {"interpreter": interpreter, "tick": tick}
    index_of = {block: index for index, block in enumerate(region.blocks)}
    constants: dict[SSAValue, str] = {}

    def compile_block(block: Block) -> None:
        writer = BlockWriter(namespace, code, in_frame, constants)
        for index, (site, how) in enumerate(zip(sites[block], decoded[block])):
            writer.begin(index, site)
            terminator = site.op is block.last_op and ends_block(site.op)
            if isinstance(how, tuple):
                emitter, functions, interp = how
                mark = len(writer.lines)
                try:
                    emitter(functions, interp, site, writer)
                except Exception as error:  # an error when it runs, not when decoded
                    del writer.lines[mark:], writer.line_ops[mark:]
                    writer.step(failing_step(error), terminator)
            else:
                writer.step(how, terminator)
        if block.last_op is None or not ends_block(block.last_op):
            writer.line("return ()")
        _define_block(blocks[block], writer, namespace, f"{_name(root)} block {index_of[block]}")

    for block in region.blocks:  # compiled when first run: a block never run costs nothing
        blocks[block].compile_later(partial(compile_block, block))
    return code


def _name(root: Operation | None) -> str:
    """What the code of a frame root's blocks is called (in tracebacks, profiles)."""
    symbol = root.properties.get("sym_name") if root is not None else None
    return f"@{symbol.data}" if isinstance(symbol, StringAttr) else (
        root.name if root is not None else "top")


def ends_block(op: Operation) -> bool:
    """Whether `op`, the last of its block, ends it: the step of a terminator gives
    where control goes."""
    return bool(op.successors) or op.has_trait(IsTerminator)


def _define_block(block: BlockCode, writer: BlockWriter, namespace: dict[str, Any],
                  name: str) -> None:
    """Compiles the function of `block` from what `writer` holds, and how to make its
    counted one."""
    header = block_header(writer)
    first = [0] * len(header)
    lines, line_ops, starts = writer.lines, writer.line_ops, writer.op_starts
    source = "\n".join([*header, *lines])

    def make_counted() -> tuple[Step, list[int]]:
        counted, numbers = list(header), list(first)
        for index, text in enumerate(lines + [None]):
            for op in range(len(starts)):
                if starts[op] == index:
                    counted.append("    tick()")
                    numbers.append(op)
            if text is not None:
                counted.append(text)
                numbers.append(line_ops[index])
        return define_block_function("\n".join(counted), namespace, f"<{name}, counted>"), numbers

    block.compiled(define_block_function(source, namespace, f"<{name}>"), source,
                   first + line_ops,
                   make_counted)


def block_header(writer: BlockWriter) -> list[str]:
    """The first lines of a block's function: its signature, and the memory accessor
    read once when the code written uses it."""
    return ["def block(frame):", *(["    mem = interpreter.memory"] if writer.uses_memory else [])]


def define_block_function(source: str, namespace: dict[str, Any], filename: str) -> Step:
    local: dict[str, Any] = {}
    exec(compile(source, filename, "exec"), namespace, local)
    return local["block"]
