"""What linked the running module, as the engine sees it (`OffloadInterpreter.linker`).

A linker gives every symbol of the module an address and resolves its external
declarations (LLVM's object model: a function pointer is the address of its code, a
global's address its storage). The engine knows nothing of the dialect that defines
functions and globals: the function set of that dialect links the module and
registers itself as its linker (`interpreters.llvm_linker` for the `llvm` dialect).
The C library, the OpenMP runtime's models and the device image ask it for symbols
and for the function at a code address, and call functions through it.
"""

from collections.abc import Callable, Mapping, MutableMapping
from typing import Any, Protocol

from xdsl.interpreter import Interpreter, PythonValues
from xdsl.ir import Operation

Call = Callable[[Interpreter, PythonValues], PythonValues]
"""How to call one function: `call(interpreter, arguments) -> results`."""


class Linker(Protocol):
    """The symbols of the running module, by name and by code address."""

    @property
    def function_types(self) -> tuple[type[Operation], ...]:
        """The classes of function the linker calls (`OffloadInterpreter.call_op` hands
        a call of one of them to `call_function`; any other function is xDSL's)."""
        ...

    @property
    def functions(self) -> Mapping[int, Operation]:
        """The function whose code is at each code address."""
        ...

    @property
    def entry(self) -> MutableMapping[Operation, Call]:
        """How to call each function (a model may replace one's entry)."""
        ...

    @property
    def frames(self) -> list[list[tuple[int, str]]]:
        """The stack allocations (address, region) of each active call."""
        ...

    @property
    def thread_local_images(self) -> Mapping[int, bytes]:
        """The initial bytes of each `thread_local` variable, by address."""
        ...

    def symbol_address(self, name: str) -> int: ...

    def function_at(self, interpreter: Any, addr: int) -> Operation:
        """The function whose code is at `addr`, fetched by the running code."""
        ...

    def outlined_function(self, interpreter: Any, addr: int) -> Operation:
        """The function at `addr` handed to a runtime entry point to run."""
        ...

    def native_call_at(self, op: Operation, addr: int, calls: int | None = None
                       ) -> Callable[[PythonValues], PythonValues] | None:
        """The indirect call `op` of a host library's function at `addr`, or None."""
        ...

    def constructors(self) -> list[Operation]:
        """The module's static constructors, in the order they run before `main`."""
        ...

    def destructors(self) -> list[Operation]:
        """The module's static destructors, in the order they run at exit."""
        ...

    def call_function(self, interpreter: Any, function: Operation,
                      args: PythonValues) -> PythonValues: ...
