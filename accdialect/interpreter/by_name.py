"""Implementations of operations that xDSL 0.74 has no class for.

What `mlir-translate --import-llvm` writes for `llvm.switch`, `llvm.fptosi`,
`llvm.intr.memcpy`, ... is read in generic form as unregistered operations
(`Context(allow_unregistered=True)`), which xDSL's `@impl` cannot name. A method of a
function set marked `@impl_by_name("llvm.fptosi")` implements them instead;
`OffloadInterpreter.register_by_name(functions, implementations_by_name(functions))`
registers them for the module's operations. `@impl_table` implements a table of
operations, by class or by name, one step each (the arithmetic `arith` and `llvm` share).
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

from accdialect.interpreter.core import OffloadImpl

FunctionsT = TypeVar("FunctionsT", bound=InterpreterFunctions)

_NAMES_KEY = "__impl_op_names"
"""The attribute of an implementation that lists the operation names it implements."""

_Step = Callable[[Any, Interpreter, Operation, PythonValues], Any]


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


def impl_table(table: Mapping[type[Operation] | str, _Step]
               ) -> Callable[[type[FunctionsT]], type[FunctionsT]]:
    """Class decorator, under `@register_impls`: each operation of `table` (a class, or
    the name of an operation xDSL has no class for) is implemented by its step, a
    function like an `@impl` method."""

    def install(functions: type[FunctionsT]) -> type[FunctionsT]:
        for op, step in table.items():
            if isinstance(op, str):
                setattr(functions, f"run_{op}", _by_name((op,), step, terminator=False))
            else:
                setattr(functions, f"run_{op.name}", impl(op)(step))
        return functions

    return install


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
