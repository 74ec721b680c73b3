"""An operation defined once, by its emitter.

An emitter (`block_source.Emitter`) writes what an operation does as lines of its
block's function. `emitted(registration, emitter)` makes from it the implementation a
function set registers (`registration` is `impl(op)`, `impl_terminator(op)`,
`impl_by_name(name)`, ...):

- the project's interpreter finds the emitter on it (`emitter_of`) and writes the
  operation into its block's code (`block_source.decode_region`);
- xDSL's interpreter, which calls an implementation with the operand values, runs
  the code the same emitter writes for the operation alone (`AloneCode`), compiled at
  the operation's first call: its operands and results are the slots of a frame of
  its own, and a terminator's successors blocks whose arguments follow them.

So no operation has a second definition for xDSL to call, which could drift from the
one the project runs. `OffloadInterpreter(emitted_code=False)` runs every operation
that way (the tests run programs both ways).
"""

from collections.abc import Callable
from typing import Any, TypeVar
from weakref import WeakKeyDictionary

from xdsl.interpreter import PythonValues, ReturnedValues, Successor
from xdsl.ir import Block, Operation, SSAValue

from accdialect.interpreter.block_source import (
    BlockWriter,
    Emitter,
    block_header,
    define_block_function,
)
from accdialect.interpreter.decoded import BlockCode, RegionCode, Site

_EMITTER = "__emit_source"
"""The attribute of an implementation that holds its emitter."""

ImplT = TypeVar("ImplT")

Implementation = Callable[[Any, Any, Operation, PythonValues], Any]
"""What `@impl` and its kin take: (function set, interpreter, operation, operand
values) to the results, or for a terminator (where control goes, results)."""


class AloneCode:
    """The code `emitter` writes for `op` alone, as a function of its operand values
    (see the module doc); built for one interpreter, the emitter's code's
    `interpreter`."""

    def __init__(self, emitter: Emitter, functions: Any, interpreter: Any, op: Operation):
        self.interpreter = interpreter
        slots: dict[SSAValue, int] = {}
        for value in (*op.operands, *op.results):
            slots.setdefault(value, len(slots))
        self.size = len(slots)
        targets: dict[Block, BlockCode] = {}
        for block in op.successors:
            if block not in targets:
                targets[block] = BlockCode(
                    tuple(range(self.size, self.size + len(block.args))), [])
                self.size += len(block.args)
        self.blocks = {target: block for block, target in targets.items()}
        self.operands = tuple(slots[value] for value in op.operands)
        self.results = tuple(slots[value] for value in op.results)
        code = RegionCode(None, slots, {}, True, targets, BlockCode((), [op]))
        namespace: dict[str, Any] = {"interpreter": interpreter}
        writer = BlockWriter(namespace, code, lambda _value: True, {})
        writer.begin(0, Site(op, self.operands, self.results, code))
        emitter(functions, interpreter, writer.site, writer)
        writer.line("return None")  # (after a terminator's code: not reached)
        self.run = define_block_function("\n".join([*block_header(writer), *writer.lines]),
                                         namespace, f"<{op.name} alone>")

    def __call__(self, args: PythonValues) -> Any:
        frame: list[Any] = [None] * self.size
        for slot, value in zip(self.operands, args):
            frame[slot] = value
        went = self.run(frame)
        results = tuple(frame[slot] for slot in self.results)
        if went is None:  # not a terminator
            return results
        if isinstance(went, BlockCode):
            return Successor(self.blocks[went], tuple(frame[s] for s in went.arg_slots)), results
        return ReturnedValues(went), results


def emitted(registration: Callable[[Implementation], ImplT], emitter: Emitter) -> ImplT:
    """`registration` of the implementation of the operations `emitter` writes (see
    the module doc): `run_load = emitted(impl(llvm.LoadOp), emit_load)`."""
    codes: WeakKeyDictionary[Operation, AloneCode] = WeakKeyDictionary()

    def run(functions: Any, interpreter: Any, op: Operation, args: PythonValues) -> Any:
        code = codes.get(op)
        if code is None or code.interpreter is not interpreter:
            code = codes[op] = AloneCode(emitter, functions, interpreter, op)
        return code(args)

    implementation = registration(run)
    setattr(implementation, _EMITTER, emitter)
    return implementation


def emitter_of(implementation: object) -> Emitter | None:
    """The emitter that defines `implementation` (`emitted`), if one does."""
    return getattr(implementation, _EMITTER, None)


__all__ = ["AloneCode", "Implementation", "emitted", "emitter_of"]
