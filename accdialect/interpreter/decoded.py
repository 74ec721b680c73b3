"""Regions decoded once over the slots of a frame: the interpreter's hot path.

xDSL's interpreter looks every operand up in a dictionary of scopes keyed by SSA
values (whose hash is a Python method), calls the implementation through a wrapper
that builds an `OpImplResult`, and writes the results back into the dictionary: about
2 µs an operation. Here each value of a function gets a slot, an index into the list
that is one activation of the function (its *frame*), and each region is decoded
once, on its first run, into a `RegionCode` whose blocks are compiled into one Python
function each (`block_source`).

- An operation is written into its block's function by its implementation's emitter
  (`emitted.emitted`), or runs as a *step*: a closure over its operand and
  result slots called with the frame, made by the implementation's *compiler*
  (`compiled_as`, for an operation that runs a nested region, `scf.for`), or the
  generic step that calls the implementation as xDSL would. A step returns None, or
  for a terminator where control goes: the `BlockCode` it branched to (having written
  the block's arguments into their slots), or the tuple of values the region returns.
  Registering another implementation for an operation replaces its code with it.
- Slots are numbered per *frame root*: an operation isolated from above as MLIR 22
  has it (`dominance.isolated_from_above`: a function, a global's initializer, a
  recipe, ...) or at the top of the module. Every value defined in
  the root's regions, nested ones included, has one slot in the root's frame: a region
  nested in a function (an `scf.for` body, a construct) runs in the function's frame.
  Running a root's own region (a call) takes a new frame.
"""

from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from types import CodeType, FrameType, TracebackType
from typing import Any, TypeVar

from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import InterpreterFunctions, ReturnedValues, Successor
from xdsl.ir import Block, Operation, Region, SSAValue

from accdialect.interpreter.errors import ProgramError
from accdialect.ir.dominance import isolated_from_above

Frame = list[Any]
"""One activation of a frame root: the value of each of its SSA values, by slot."""

Step = Callable[[Frame], Any]
"""An operation decoded: runs it on a frame; None, or for a terminator the next
`BlockCode` or the returned values (a tuple)."""

Compiler = Callable[[Any, Any, "Site"], Step]
"""Makes the step of one operation: (its function set, the interpreter, the site)."""

ImplT = TypeVar("ImplT")

_COMPILER = "__compile_step"
"""The attribute of an implementation that holds its compiler."""


def compiled_as(compiler: Compiler) -> Callable[[ImplT], ImplT]:
    """Marks an implementation (the result of `@impl`, `@impl_terminator`, ...) as
    compiled into steps by `compiler`; the implementation remains what xDSL calls."""

    def mark(implementation: ImplT) -> ImplT:
        setattr(implementation, _COMPILER, compiler)
        return implementation

    return mark


def compiler_of(implementation: object) -> Compiler | None:
    return getattr(implementation, _COMPILER, None)


def is_frame_root(op: Operation) -> bool:
    """Whether `op` is a frame root: its regions see no value defined outside it (it
    is isolated from above, or at the top of a module, or the module itself)."""
    parent = op.parent_op()
    return (parent is None or isinstance(parent, ModuleOp) or isinstance(op, ModuleOp)
            or isolated_from_above(op))


def frame_root(region: Region) -> Operation | None:
    """The frame root whose frame `region` runs in (None for a detached region)."""
    op = region.parent_op()
    while op is not None and not is_frame_root(op):
        op = op.parent_op()
    return op


FrameLayout = tuple[dict[SSAValue, int], dict[SSAValue, int]]
"""A frame root's slots: of each value, and of the value of each variable."""


VariableFinder = Callable[[Operation | None, list[Operation]], Iterable[SSAValue]]
"""The variables of a frame root (`OffloadInterpreter.frame_variables`): given the
root and its operations, the results (addresses) whose values may live in slots of
their own."""


def number_slots(root: Operation | None, region: Region,
                 variables_of: VariableFinder) -> FrameLayout:
    """A slot for each value defined in the regions of `root` (or in `region` alone
    when it has no root), not descending into nested frame roots (whose results
    are the root's values, their insides their own); then a slot for the value of
    each of its variables (`variables_of`: for the `llvm` dialect,
    `interpreters.llvm_promotion`), by the `alloca`'s result."""
    slots: dict[SSAValue, int] = {}
    ops: list[Operation] = []
    pending = list(root.regions) if root is not None else [region]
    while pending:
        for block in pending.pop().blocks:
            for arg in block.args:
                slots[arg] = len(slots)
            for op in block.ops:
                ops.append(op)
                for result in op.results:
                    slots[result] = len(slots)
                if not is_frame_root(op):
                    pending.extend(op.regions)
    variables = {address: len(slots) + index
                 for index, address in enumerate(variables_of(root, ops))}
    return slots, variables


class BlockCode:
    """A block compiled (`block_source`): the slots of its arguments, its operations,
    its function `run` (frame -> None, the next `BlockCode`, or the returned values)
    and, made on first use, `counted` (the same, counting each operation before it
    runs: `--max-steps`)."""

    __slots__ = ("arg_slots", "ops", "size", "run", "counted", "source", "_lines",
                 "_make_counted", "_compile")

    def __init__(self, arg_slots: tuple[int, ...], ops: list[Operation]):
        self.arg_slots = arg_slots
        self.ops = ops
        self.size = len(ops)
        self.run: Step = _not_compiled
        self.counted: Step | None = None
        self.source = ""
        self._lines: dict[CodeType, list[int]] = {}
        self._make_counted: Callable[[], tuple[Step, list[int]]] | None = None
        self._compile: Callable[[], None] = _not_compiled_yet

    def compiled(self, run: Step, source: str, lines: list[int],
                 make_counted: Callable[[], tuple[Step, list[int]]]) -> None:
        """Sets the block's function: `lines[n - 1]` is the index of the operation
        whose code line n of `source` is."""
        self.run, self.source, self._make_counted = run, source, make_counted
        self.counted = None
        self._lines = {_code(run): lines}

    def compile_later(self, compile_block: Callable[[], None]) -> None:
        """Compiles the block (`compile_block()` calls `compiled`) when it first runs."""
        def first_run(frame: Frame) -> Any:
            compile_block()
            return self.run(frame)
        self.run, self._make_counted = first_run, None
        self._compile = compile_block

    def counted_run(self) -> Step:
        if self._make_counted is None:
            self._compile()
        if self.counted is None:
            assert self._make_counted is not None
            self.counted, lines = self._make_counted()
            self._lines[_code(self.counted)] = lines
        return self.counted

    def failed_at(self, traceback: TracebackType | None) -> int | None:
        """The index of the operation this block's function was running when the
        exception whose traceback (from the frame that called it) is `traceback`
        was raised; None if it was not running."""
        own = self._own_frame(traceback)
        if own is None:
            return None
        lines = self._lines[own.tb_frame.f_code]
        line = own.tb_lineno
        return lines[line - 1] if 0 < line <= len(lines) else None

    def locals_at(self, traceback: TracebackType | None) -> dict[str, Any]:
        """The local variables of this block's function (the values of its block
        that live in no frame slot, `block_source`) when the exception whose
        traceback is `traceback` was raised; empty if it was not running."""
        own = self._own_frame(traceback)
        return {} if own is None else dict(own.tb_frame.f_locals)

    def _own_frame(self, traceback: TracebackType | None) -> TracebackType | None:
        while traceback is not None:
            if traceback.tb_frame.f_code in self._lines:
                return traceback
            traceback = traceback.tb_next
        return None


    def running_at(self, frame: FrameType | None) -> int | None:
        """The index of the operation this block's function is running, found in
        the live frames from `frame` outwards (a report made while the operation
        has not returned, as from a native library's fatal signal); None if the
        function is not among them."""
        while frame is not None:
            lines = self._lines.get(frame.f_code)
            if lines is not None:
                line = frame.f_lineno
                return lines[line - 1] if 0 < line <= len(lines) else None
            frame = frame.f_back
        return None


def _code(function: Step) -> CodeType:
    return function.__code__  # pyright: ignore[reportFunctionMemberAccess]


def _not_compiled(frame: Frame) -> Any:
    raise AssertionError("a block run before its region was compiled")


def _not_compiled_yet() -> None:
    raise AssertionError("a block without source")


@dataclass(eq=False)
class RegionCode:
    """A region decoded. `root`: its frame root, `frame_size` the slots of the root's
    frame; `own_frame`: the region is the root's own (running it is a call, in a new
    frame); `slots`: the slot of each value of the root; `variables`: the slot of the
    value of each of its variables, by the `alloca`'s result (`VariableFinder`)."""

    root: Operation | None
    slots: dict[SSAValue, int]
    variables: dict[SSAValue, int]
    own_frame: bool
    blocks: dict[Block, BlockCode]
    entry: BlockCode

    @property
    def frame_size(self) -> int:
        return len(self.slots) + len(self.variables)


@dataclass(eq=False)
class Site:
    """What an emitter or compiler decodes an operation from: the operation, the
    slots of its operands and results, and its region's code (branch targets)."""

    op: Operation
    operands: tuple[int, ...]
    results: tuple[int, ...]
    code: RegionCode


def unchanged(value: Any) -> Any:
    """The evaluator's function of an operation whose result is its operand's value
    (its emitter writes no code: the result is the operand's local)."""
    return value


def write_results(results: tuple[int, ...]) -> Callable[[Frame, Sequence[Any]], None]:
    """Writes an implementation's result values into slots `results`."""
    if len(results) == 1:
        (slot,) = results

        def write1(frame: Frame, values: Sequence[Any]) -> None:
            frame[slot] = values[0]
        return write1

    def write_n(frame: Frame, values: Sequence[Any]) -> None:
        for slot, value in zip(results, values):
            frame[slot] = value
    return write_n


def generic_step(functions: InterpreterFunctions, interpreter: Any, implementation: Any,
                 site: Site) -> Step:
    """The step of an implementation without compiler: called as xDSL calls it, with
    the operand values; its results written, its terminator value followed."""
    op, operands, code = site.op, site.operands, site.code
    write = write_results(site.results) if site.results else None

    def step(frame: Frame) -> Any:
        result = implementation(functions, interpreter, op, tuple([frame[s] for s in operands]))
        if write is not None:
            write(frame, result.values)
        terminator = result.terminator_value
        if terminator is None:
            return None
        if isinstance(terminator, ReturnedValues):
            return tuple(terminator.values)
        assert isinstance(terminator, Successor)
        block, args = terminator
        target = code.blocks[block]
        for slot, value in zip(target.arg_slots, args):
            frame[slot] = value
        return target
    return step


def missing_step(name: str) -> Step:
    """The step of an operation nothing implements: an error when it runs."""
    return failing_step(ProgramError(f"no interpretation of '{name}'"))


def failing_step(error: Exception) -> Step:
    """The step of an operation whose decoding failed: the error when it runs (an
    operation the program never reaches is no error)."""

    def step(frame: Frame) -> None:
        raise error.with_traceback(None)  # each run's own traceback, not all runs'
    return step
