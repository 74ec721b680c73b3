"""User-defined mappers in clang's programs (OpenMP 5.2 §5.8.8 `declare mapper`;
libomptarget 22 `targetDataMapper`, `__tgt_push_mapper_component`,
`__tgt_mapper_num_components`).

For each `declare mapper` clang emits a mapper function
`void .omp_mapper.T.ID(ptr handle, ptr base, ptr begin, i64 size, i64 type, ptr name)`
and puts its address in the `arg_mappers` array of every construct that maps a `T`
with it (the default mapper of `T` where no other is named). libomptarget, for such
an entry, calls the function with a handle to an empty component list; the function
pushes the components (`__tgt_push_mapper_component(handle, base, begin, size, type,
name)`, asking `__tgt_mapper_num_components(handle)` for the position of a member's
MEMBER_OF bits; a nested mapper is a call to the member's mapper function with the
same handle), and libomptarget maps the components in place of the entry
(`omp_mapping.MapArgs.expand`).

`MapperCalls` gives the runtime (`OffloadRuntime.call_mapper`) a Python mapper for a
function address: calling it runs the interpreted mapper function on the host.
"""

from collections.abc import Callable, Sequence
from typing import Any

from accdialect.abi.entry_points import MAPPER_NUM_COMPONENTS, PUSH_MAPPER_COMPONENT
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError
from accdialect.runtime.omp_mapping import Mapper

Component = tuple[int, int, int, int, str | None]
"""(base, begin, size, map type, variable name), as `Mapper` returns them."""

_HANDLE_SIZE = 8


class MapperCalls:
    """The component lists of the mapper functions running, by handle."""

    def __init__(self, interpreter: OffloadInterpreter):
        self.interpreter = interpreter
        self.components: dict[int, list[tuple[int, int, int, int, int]]] = {}

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {PUSH_MAPPER_COMPONENT: self.push, MAPPER_NUM_COMPONENTS: self.count}

    def _list(self, handle: int) -> list[tuple[int, int, int, int, int]]:
        components = self.components.get(handle)
        if components is None:
            raise ProgramError(f"0x{handle:x} is not the handle of a running mapper function")
        return components

    def push(self, handle: int, base: int, begin: int, size: int, map_type: int,
             name: int) -> None:
        self._list(handle).append((base, begin, size, map_type, name))

    def count(self, handle: int) -> int:
        return len(self._list(handle))

    def mapper(self, function: int, name: int) -> Mapper:
        """The mapper whose function is at `function`, for an entry named by the
        `map_var_info_t` at `name` (passed on to the function as libomptarget does)."""
        interpreter = self.interpreter
        linker = interpreter.linker
        callee = linker.function_at(interpreter, function)
        runtime = interpreter.runtime

        def run(base: int, begin: int, size: int, map_type: int, _name: str | None
                ) -> Sequence[Component]:
            handle = runtime.alloc(_HANDLE_SIZE, "runtime", name="mapper components")
            self.components[handle] = []
            try:
                linker.entry[callee](interpreter,
                                             (handle, base, begin, size, map_type, name))
                pushed = self.components[handle]
            finally:
                del self.components[handle]
                runtime.free(handle, "runtime")
            return [(b, p, s, t, runtime.var_name(n)) for b, p, s, t, n in pushed]

        return run


def install_mapper_calls(interpreter: OffloadInterpreter) -> dict[str, Callable[..., Any]]:
    """Lets `interpreter.runtime` call the program's mapper functions; the two
    entry points the functions call, by C name."""
    calls = MapperCalls(interpreter)
    interpreter.runtime.call_mapper = calls.mapper
    return calls.externals()
