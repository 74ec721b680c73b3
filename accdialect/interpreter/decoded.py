"""Regions decoded once into steps over the slots of a frame: the interpreter's hot path.

xDSL's interpreter looks every operand up in a dictionary of scopes keyed by SSA
values (whose hash is a Python method), calls the implementation through a wrapper
that builds an `OpImplResult`, and writes the results back into the dictionary: about
2 µs an operation. Here each value of a function gets a slot, an index into the list
that is one activation of the function (its *frame*), and each operation is decoded
once, on its region's first run, into a *step*: a closure over its operand and result
slots and over whatever its type and attributes decide (the width that wraps an
addition, a load's `struct`, a branch's target block), called with the frame.

- A step returns None, or for a terminator where control goes: the `BlockCode` it
  branched to (having written the block's arguments into their slots), or the tuple
  of values the region returns.
- An implementation registered the xDSL way (`@impl`, `@impl_terminator`, by name)
  may carry a *compiler* (`compiled_as`), which makes its step; the others run
  through a generic step that calls the implementation as xDSL would. Registering
  another implementation for an operation replaces its compiler with it.
- Slots are numbered per *frame root*: an operation isolated from above as MLIR 22
  has it (`dominance.isolated_from_above`: a function, a global's initializer, a
  recipe, ...) or at the top of the module. Every value defined in
  the root's regions, nested ones included, has one slot in the root's frame: a region
  nested in a function (an `scf.for` body, a construct) runs in the function's frame.
  Running a root's own region (a call) takes a new frame.
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from xdsl.dialects.builtin import ModuleOp
from xdsl.interpreter import InterpreterFunctions, PythonValues, ReturnedValues, Successor
from xdsl.ir import Block, Operation, Region, SSAValue

from accdialect.dominance import isolated_from_above
from accdialect.interpreter.errors import ProgramError

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


def number_slots(root: Operation | None, region: Region) -> dict[SSAValue, int]:
    """A slot for each value defined in the regions of `root` (or in `region` alone
    when it has no root), not descending into nested frame roots (whose results
    are the root's values, their insides their own)."""
    slots: dict[SSAValue, int] = {}
    pending = list(root.regions) if root is not None else [region]
    while pending:
        for block in pending.pop().blocks:
            for arg in block.args:
                slots[arg] = len(slots)
            for op in block.ops:
                for result in op.results:
                    slots[result] = len(slots)
                if not is_frame_root(op):
                    pending.extend(op.regions)
    return slots


class BlockCode:
    """A block decoded: the slots of its arguments, its steps, and the operation of
    each step (for errors)."""

    __slots__ = ("arg_slots", "steps", "ops")

    def __init__(self, arg_slots: tuple[int, ...]):
        self.arg_slots = arg_slots
        self.steps: list[Step] = []
        self.ops: list[Operation] = []

    def op_of(self, step: Step | None) -> Operation | None:
        """The operation whose step `step` is (None if it is none of this block's)."""
        for candidate, op in zip(self.steps, self.ops):
            if candidate is step:
                return op
        return None


@dataclass(eq=False)
class RegionCode:
    """A region decoded. `root`: its frame root, `frame_size` the slots of the root's
    frame; `own_frame`: the region is the root's own (running it is a call, in a new
    frame); `slots`: the slot of each value of the root."""

    root: Operation | None
    slots: dict[SSAValue, int]
    own_frame: bool
    blocks: dict[Block, BlockCode]
    entry: BlockCode

    @property
    def frame_size(self) -> int:
        return len(self.slots)


@dataclass(eq=False)
class Site:
    """What a compiler decodes an operation from: the operation, the slots of its
    operands and results, and its region's blocks (branch targets)."""

    op: Operation
    operands: tuple[int, ...]
    results: tuple[int, ...]
    code: RegionCode

    def target(self, index: int) -> BlockCode:
        """The block of successor `index`."""
        return self.code.blocks[self.op.successors[index]]

    def jump(self, index: int, sources: tuple[int, ...]) -> Step:
        """The step that passes the values of slots `sources` to successor `index`
        (as its arguments) and goes there."""
        return jump(self.target(index), sources)


def jump(target: BlockCode, sources: tuple[int, ...]) -> Step:
    """Writes the values of slots `sources` into the arguments of `target` (all read
    before any is written: a branch may swap its block's arguments) and goes there."""
    targets = target.arg_slots
    if not sources:
        return lambda frame: target
    if len(sources) == 1:
        (source,), (dest,) = sources, targets

        def jump1(frame: Frame) -> BlockCode:
            frame[dest] = frame[source]
            return target
        return jump1
    if len(sources) == 2:
        (s0, s1), (d0, d1) = sources, targets

        def jump2(frame: Frame) -> BlockCode:
            frame[d0], frame[d1] = frame[s0], frame[s1]
            return target
        return jump2

    def jump_n(frame: Frame) -> BlockCode:
        values = [frame[s] for s in sources]
        for dest, value in zip(targets, values):
            frame[dest] = value
        return target
    return jump_n


def returning(sources: tuple[int, ...]) -> Step:
    """The step of a terminator that returns the values of slots `sources` from its
    region (`llvm.return`, `func.return`, `scf.yield`)."""
    if not sources:
        return lambda frame: ()
    if len(sources) == 1:
        (source,) = sources
        return lambda frame: (frame[source],)
    return lambda frame: tuple([frame[s] for s in sources])


def unchanged(value: Any) -> Any:
    """The evaluator's function of an operation whose result is its operand's value
    (`value_step` copies it)."""
    return value


def value_step(evaluate: Callable[..., Any], operands: tuple[int, ...], result: int) -> Step:
    """The step that writes `evaluate` of the values of slots `operands` into slot
    `result` (an operation of one result computed from its operands alone)."""
    if evaluate is unchanged:
        (source,) = operands

        def copy(frame: Frame) -> None:
            frame[result] = frame[source]
        return copy
    if len(operands) == 1:
        (a,) = operands

        def step1(frame: Frame) -> None:
            frame[result] = evaluate(frame[a])
        return step1
    if len(operands) == 2:
        a, b = operands

        def step2(frame: Frame) -> None:
            frame[result] = evaluate(frame[a], frame[b])
        return step2
    if len(operands) == 3:
        a, b, c = operands

        def step3(frame: Frame) -> None:
            frame[result] = evaluate(frame[a], frame[b], frame[c])
        return step3

    def step_n(frame: Frame) -> None:
        frame[result] = evaluate(*[frame[s] for s in operands])
    return step_n


def constant_step(value: Any, result: int) -> Step:
    """The step of an operation whose result is `value`, decoded from its attributes."""

    def step(frame: Frame) -> None:
        frame[result] = value
    return step


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


def call_step(call: Callable[[Any, Operation, PythonValues], PythonValues], interpreter: Any,
              site: Site) -> Step:
    """The step of a call: `call(interpreter, op, operand values)` gives its results
    (what the implementation computes, without its `OpImplResult`)."""
    op, operands = site.op, site.operands
    write = write_results(site.results) if site.results else None

    def step(frame: Frame) -> None:
        values = call(interpreter, op, tuple([frame[s] for s in operands]))
        if write is not None:
            write(frame, values)
    return step


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


def decode_region(region: Region, slots: dict[SSAValue, int], root: Operation | None,
                  decode_op: Callable[[Site], Step]) -> RegionCode:
    """`region` decoded in the frame of `root` (slots `slots`), each operation by
    `decode_op`."""
    blocks = {block: BlockCode(tuple(slots[arg] for arg in block.args))
              for block in region.blocks}
    assert region.blocks.first is not None
    code = RegionCode(root, slots, region.parent_op() is root, blocks,
                      blocks[region.blocks.first])
    for block, block_code in blocks.items():
        for op in block.ops:
            site = Site(op, tuple(slots[v] for v in op.operands),
                        tuple(slots[r] for r in op.results), code)
            block_code.steps.append(decode_op(site))
            block_code.ops.append(op)
    return code
