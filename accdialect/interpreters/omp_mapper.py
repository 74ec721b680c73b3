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

The handle is libomptarget's `MapperComponentsTy *`, a struct holding one
`llvm::SmallVector<MapComponentInfoTy>` (five 8-byte fields: base, begin, size, type,
name). A program may call the two entry points itself with a struct of its own
(LLVM's `offload/test/mapping/declare_mapper_api.cpp`): libomptarget then appends to
the program's memory as to a SmallVector, so a handle that is no running mapper
function's is one in the program's memory (`ComponentList`; the native recording of
`test/conformance/omp-cxx/cxx_mapper_components_api.cpp`).
"""

from collections.abc import Callable, Sequence
from typing import Any

from accdialect.abi.entry_points import MAPPER_NUM_COMPONENTS, PUSH_MAPPER_COMPONENT
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError
from accdialect.runtime import Memory
from accdialect.runtime.omp_mapping import Mapper

Component = tuple[int, int, int, int, str | None]
"""(base, begin, size, map type, variable name), as `Mapper` returns them."""

_HANDLE_SIZE = 8
_COMPONENT_SIZE = 40
"""`MapComponentInfoTy`: base, begin, size, type, name."""
_INLINE_STORAGE = 16
"""Where a `SmallVector`'s storage in place starts, after its header."""


class MapperCalls:
    """The component lists of the mapper functions running, by handle."""

    def __init__(self, interpreter: OffloadInterpreter):
        self.interpreter = interpreter
        self.components: dict[int, list[tuple[int, int, int, int, int]]] = {}

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {PUSH_MAPPER_COMPONENT: self.push, MAPPER_NUM_COMPONENTS: self.count}

    def push(self, handle: int, base: int, begin: int, size: int, map_type: int,
             name: int) -> None:
        components = self.components.get(handle)
        if components is None:
            self._program_list(handle).push_back((base, begin, size, map_type, name))
        else:
            components.append((base, begin, size, map_type, name))

    def count(self, handle: int) -> int:
        components = self.components.get(handle)
        return len(components) if components is not None else len(self._program_list(handle))

    def _program_list(self, handle: int) -> "ComponentList":
        if not handle:
            raise ProgramError("a NULL mapper handle given to the mapper component routines")
        return ComponentList(self.interpreter.runtime.memory, handle)

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


class ComponentList:
    """The program's component list at `at`, as LLVM 22's `SmallVector<T>` of 40-byte
    elements lays it out (`SmallVectorBase<uint32_t>`): `BeginX` (8 bytes), `Size`
    and `Capacity` (4 bytes each), then room for one element in place. A push past the
    capacity grows it to `2 * capacity + 1` (`grow_pod`): from the storage in place
    into a new heap block, else by `realloc` of the heap block (one from NULL too)."""

    def __init__(self, memory: Memory, at: int):
        self.memory, self.at = memory, at

    def __len__(self) -> int:
        return self.memory.read_uint(self.at + 8, 4)

    def push_back(self, fields: tuple[int, int, int, int, int]) -> None:
        memory, at = self.memory, self.at
        begin, size = memory.read_uint(at), memory.read_uint(at + 8, 4)
        capacity = memory.read_uint(at + 12, 4)
        if size >= capacity:
            capacity = 2 * capacity + 1
            grown = memory.allocate(capacity * _COMPONENT_SIZE, "heap").begin
            if size:
                memory.write(grown, memory.read(begin, size * _COMPONENT_SIZE))
            if begin and begin != at + _INLINE_STORAGE:
                memory.free(begin, "heap")
            begin = grown
            memory.write_uint(at, begin)
            memory.write_uint(at + 12, capacity, 4)
        memory.write(begin + size * _COMPONENT_SIZE,
                     b"".join(f.to_bytes(8, "little", signed=f < 0) for f in fields))
        memory.write_uint(at + 8, size + 1, 4)


def install_mapper_calls(interpreter: OffloadInterpreter) -> dict[str, Callable[..., Any]]:
    """Lets `interpreter.runtime` call the program's mapper functions; the two
    entry points the functions call, by C name."""
    calls = MapperCalls(interpreter)
    interpreter.runtime.call_mapper = calls.mapper
    return calls.externals()
