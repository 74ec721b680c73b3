"""Implementations of operations that xDSL 0.74 has no class for.

What `mlir-translate --import-llvm` writes for `llvm.switch`, `llvm.fptosi`,
`llvm.intr.memcpy`, ... is read in generic form as unregistered operations
(`Context(allow_unregistered=True)`), which xDSL's `@impl` cannot name. A method of a
function set marked `@impl_by_name("llvm.fptosi")` implements them instead;
`OffloadInterpreter.register_by_name(functions, implementations_by_name(functions))`
registers them for the module's operations. `@impl_table` implements a table of
operations, by class or by name, by their evaluators (the arithmetic `arith` and `llvm`
share).
"""

from collections.abc import Callable, Mapping
from typing import Any, TypeVar, cast

from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    OpImpl,
    OpImplResult,
    PythonValues,
    impl,
)
from xdsl.ir import Operation

from accdialect.interpreter.block_source import BlockWriter, Emitter
from accdialect.interpreter.core import OffloadImpl
from accdialect.interpreter.decoded import Site
from accdialect.interpreter.emitted import emitted

FunctionsT = TypeVar("FunctionsT", bound=InterpreterFunctions)

_NAMES_KEY = "__impl_op_names"
"""The attribute of an implementation that lists the operation names it implements."""

_Step = Callable[[Any, Interpreter, Operation, PythonValues], Any]

Evaluator = Callable[[Operation], Callable[..., Any]]
"""Decodes an operation of one result into the function of its operand values that
gives the result."""


def _by_name(names: tuple[str, ...], step: _Step, terminator: bool
             ) -> OpImpl[InterpreterFunctions, Operation]:
    def run(functions: InterpreterFunctions, interpreter: Interpreter, op: Operation,
            args: PythonValues) -> OpImplResult:
        if terminator:
            successor, values = step(functions, interpreter, op, args)
            return OpImplResult(values, successor)
        return OpImplResult(step(functions, interpreter, op, args), None)

    setattr(run, _NAMES_KEY, names)
    return run


def impl_by_name(*names: str) -> Callable[[OffloadImpl[FunctionsT, Operation]],
                                          OpImpl[InterpreterFunctions, Operation]]:
    """`@impl` for the operations of these names (see `offload_impl` for the type of
    the interpreter argument)."""
    return lambda method: _by_name(names, cast(_Step, method), terminator=False)


def impl_terminator_by_name(*names: str) -> Callable[[_Step], OpImpl[InterpreterFunctions,
                                                                     Operation]]:
    """`@impl_terminator` for the operations of these names: the method returns
    `(Successor, values)`."""
    return lambda method: _by_name(names, method, terminator=True)


def impl_table(table: Mapping[type[Operation] | str, Evaluator]
               ) -> Callable[[type[FunctionsT]], type[FunctionsT]]:
    """Class decorator, under `@register_impls`: each operation of `table` (a class, or
    the name of an operation xDSL has no class for) is implemented by its evaluator,
    written into its block's code as a call of the evaluator's function
    (`evaluated`)."""

    def install(functions: type[FunctionsT]) -> type[FunctionsT]:
        for op, evaluator in table.items():
            registration = impl_by_name(op) if isinstance(op, str) else impl(op)
            # by class, a dialect's class and the xDSL one it stands for are two entries
            name = op if isinstance(op, str) else f"{op.__module__}.{op.__qualname__}"
            setattr(functions, f"run_{name}", emitted(registration, evaluated(evaluator)))
        return functions

    return install


def evaluated(evaluator: Evaluator) -> Emitter:
    """The emitter of an operation that `evaluator` decodes (see `emitted`): its
    result is the function of its operands, called, or written inline when it is an
    `inline` expression (the identity: no code)."""
    def emit(_fs: Any, _: Any, site: Site, out: BlockWriter) -> None:
        out.result(out.applied(evaluator(site.op), *out.operands()))
    return emit


def implementations_by_name(functions: InterpreterFunctions
                            ) -> dict[str, OpImpl[InterpreterFunctions, Operation]]:
    """The `@impl_by_name` methods of a function set, by operation name (a subclass's
    method before one it overrides)."""
    table: dict[str, OpImpl[InterpreterFunctions, Operation]] = {}
    for cls in reversed(type(functions).__mro__):
        for method in vars(cls).values():
            for name in getattr(method, _NAMES_KEY, ()):
                table[name] = method
    return table
