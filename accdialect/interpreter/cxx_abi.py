"""What a C++ program compiled by clang++ 22 needs of the machine beyond C: the
Itanium C++ ABI's run-time entry points, `invoke`, and the program's start-up and
exit (issue 11, cause 2).

- `llvm.invoke` (LLVM LangRef `invoke`): a call that continues at its normal
  destination; at its unwind destination only if the callee throws. Nothing
  throws here: a `throw` (its `__cxa_allocate_exception`, `__cxa_throw`,
  `__cxa_rethrow`) is a located error that says C++ exceptions are not
  supported, so `llvm.landingpad` and `llvm.resume`, reached only by unwinding,
  are never executed (each is a located error if it were). A function's
  `personality` (`__gxx_personality_v0`) is never called.
- `operator new`/`delete` (`_Znwm`, `_Znam`, their `std::nothrow` and aligned
  forms; `_ZdlPv`, `_ZdaPv` and their sized and aligned forms): the C library's
  heap, as libstdc++'s `operator new` calls `malloc` (a request the heap cannot
  hold would throw `std::bad_alloc`: a located error here, NULL for `nothrow`);
- `__cxa_atexit(f, arg, dso)` (Itanium C++ ABI §3.3.6.3), by which clang registers
  the destructor of a static object, and C's `atexit(f)`: at `exit` or the return
  from `main` the registered functions run in the reverse order of their
  registration (C 7.22.4.4), before the streams are flushed; `abort` runs none;
- `__cxa_guard_acquire`/`release`/`abort` (§3.3.2): a function-local static is
  initialized once, the first time its declaration runs;
- `__dso_handle` (§3.3.6.2): the address identifying the program's one shared
  object, a global of the C library (`data_symbols`), as are the type information
  and virtual tables of the C++ library's classes that a program names;
- `llvm.mlir.global_ctors` / `global_dtors` (LLVM's `llvm.global_ctors`): the
  static constructors (C++ initializers, `__attribute__((constructor))`) run
  before `main`, by ascending priority and in the order listed for equal ones;
  the destructors after the `atexit` functions, by descending priority.
"""

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    SymbolRefAttr,
)
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, Successor, register_impls
from xdsl.ir import Attribute, Operation
from xdsl.traits import SymbolTable

from accdialect.interpreter.by_name import impl_by_name, impl_terminator_by_name
from accdialect.interpreter.core import OffloadInterpreter, PerOp, op_name
from accdialect.interpreter.errors import ProgramError, UndefinedSymbolError
from accdialect.runtime import Memory, OutOfHostMemoryError

if TYPE_CHECKING:
    from accdialect.interpreter.libc import CLibrary

DSO_HANDLE = "__dso_handle"
LIBRARY_DATA_PREFIXES = ("_ZTI", "_ZTS", "_ZTV")
"""Itanium mangling of a class's type information, its name, its virtual table."""
_LIBRARY_DATA_SIZE = 16

_NEW = ("_Znwm", "_Znam", "_ZnwmSt11align_val_t", "_ZnamSt11align_val_t")
_NEW_NOTHROW = ("_ZnwmRKSt9nothrow_t", "_ZnamRKSt9nothrow_t",
                "_ZnwmSt11align_val_tRKSt9nothrow_t", "_ZnamSt11align_val_tRKSt9nothrow_t")
_DELETE = ("_ZdlPv", "_ZdaPv", "_ZdlPvm", "_ZdaPvm", "_ZdlPvSt11align_val_t",
           "_ZdaPvSt11align_val_t", "_ZdlPvmSt11align_val_t", "_ZdaPvmSt11align_val_t",
           "_ZdlPvRKSt9nothrow_t", "_ZdaPvRKSt9nothrow_t")
_THROW = ("__cxa_throw", "__cxa_rethrow")


class CxxRuntime:
    """The C++ ABI's entry points and the exit handlers of one program (see the
    module doc); part of its `CLibrary`."""

    def __init__(self, libc: "CLibrary"):
        self.libc = libc
        self.exit_handlers: list[tuple[int, int | None]] = []
        """(function address, argument) in the order of registration; None: `atexit`'s
        functions take no argument."""

    def externals(self) -> dict[str, Callable[..., Any]]:
        table: dict[str, Callable[..., Any]] = {
            "__cxa_atexit": self.cxa_atexit, "atexit": self.atexit,
            "__cxa_allocate_exception": self.allocate_exception,
            "__cxa_guard_acquire": self.guard_acquire, "__cxa_guard_release": self.guard_release,
            "__cxa_guard_abort": self.guard_abort,
        }
        table.update(dict.fromkeys(_NEW, self.new))
        table.update(dict.fromkeys(_NEW_NOTHROW, self.new_nothrow))
        table.update(dict.fromkeys(_DELETE, self.delete))
        table.update(dict.fromkeys(_THROW, self.throw))
        return table

    def data_symbols(self, module: ModuleOp, memory: Memory) -> dict[str, int]:
        """The C++ library's data that the module declares: `__dso_handle`, and the
        type information and virtual tables of the library's classes (`_ZTI*`,
        `_ZTS*`, `_ZTV*`: named by `catch` clauses and the constructors of derived
        classes), as storage of their own that nothing here reads. Placed only for
        a module that declares them (the addresses of a C program stay as they were)."""
        symbols: dict[str, int] = {}
        for op in module.ops:
            if not isinstance(op, llvm.GlobalOp) or op.body.blocks or op.value is not None:
                continue
            name = op.sym_name.data
            if name == DSO_HANDLE or name.startswith(LIBRARY_DATA_PREFIXES):
                symbols[name] = memory.allocate(_LIBRARY_DATA_SIZE, "global", name=name,
                                                align=8).begin
        return symbols

    # ---- operator new / delete ------------------------------------------------------
    def new(self, size: int, *_alignment: int) -> int:
        """`operator new(size)`: a heap block, never NULL (C++ [new.delete.single])."""
        try:
            return self.libc.interpreter.runtime.memory.allocate(max(size, 1), "heap").begin
        except OutOfHostMemoryError:
            raise ProgramError(f"operator new of {size} bytes would throw std::bad_alloc: "
                               "C++ exceptions are not supported") from None

    def new_nothrow(self, size: int, *_rest: int) -> int:
        """`operator new(size, std::nothrow)`: NULL when the heap cannot hold it."""
        return self.libc.malloc(max(size, 1))

    def delete(self, addr: int, *_rest: int) -> None:
        """`operator delete(p)` (sized, aligned): as `free`; NULL does nothing."""
        self.libc.free(addr)

    # ---- function-local statics -----------------------------------------------------
    def guard_acquire(self, guard: int) -> int:
        """1 when the static guarded by `guard` is still to be initialized (its
        first byte is 0), else 0 (§3.3.2; one thread, so no waiting)."""
        return int(self.libc.memory.read(guard, 1) == b"\0")

    def guard_release(self, guard: int) -> None:
        """The static is initialized: its guard's first byte becomes 1."""
        self.libc.memory.write(guard, b"\1")

    def guard_abort(self, guard: int) -> None:
        """The initialization did not complete: the guard stays 0."""

    # ---- exceptions -----------------------------------------------------------------
    def allocate_exception(self, _size: int) -> int:
        """The first step of every `throw` expression (§2.4.2)."""
        raise ProgramError("a C++ exception is thrown (__cxa_allocate_exception): C++ "
                           "exceptions are not supported")

    def throw(self, *_args: int) -> None:
        raise ProgramError("a C++ exception is thrown: C++ exceptions are not supported")

    # ---- exit -----------------------------------------------------------------------
    def cxa_atexit(self, function: int, argument: int, _dso: int) -> int:
        self.exit_handlers.append((function, argument))
        return 0

    def atexit(self, function: int) -> int:
        self.exit_handlers.append((function, None))
        return 0

    def run_exit_handlers(self) -> None:
        """The `atexit` functions, last registered first (one registered while they
        run runs too), then the module's static destructors."""
        interpreter = self.libc.interpreter
        functions = interpreter.llvm_functions
        while self.exit_handlers:
            function, argument = self.exit_handlers.pop()
            callee = functions.function_at(interpreter, function)
            functions.entry[callee](interpreter, () if argument is None else (argument,))
        for function in static_functions(interpreter, "llvm.mlir.global_dtors", reverse=True):
            functions.entry[function](interpreter, ())

    def run_constructors(self) -> None:
        """The module's static constructors, before `main`."""
        interpreter = self.libc.interpreter
        for function in static_functions(interpreter, "llvm.mlir.global_ctors", reverse=False):
            interpreter.llvm_functions.entry[function](interpreter, ())


def resolve_callee(op: Operation, symbol: Attribute) -> Operation:
    """The function `symbol` names, seen from `op` inside the module, or the module
    (as `builtin_ops.resolve_callee`, which
    the C library cannot import: `builtin_ops` imports it)."""
    module: Operation | None = op
    while module is not None and not isinstance(module, ModuleOp):
        module = module.parent_op()  # an unregistered op claims every trait: not a table
    callee = SymbolTable.lookup_symbol(module or op, cast(SymbolRefAttr, symbol))
    if callee is None:
        raise UndefinedSymbolError(f"call of undefined function "
                                   f"'@{cast(SymbolRefAttr, symbol).root_reference.data}'", op)
    return callee


def static_functions(interpreter: OffloadInterpreter, kind: str, reverse: bool
                     ) -> list[Operation]:
    """The functions of the module's `llvm.mlir.global_ctors` (`kind`) or
    `global_dtors` lists, by priority (ascending, or descending with `reverse`), in
    the listed order for equal priorities."""
    entries: list[tuple[int, int, Operation]] = []
    for op in interpreter.module.ops:
        if op_name(op) != kind:
            continue
        names = cast(ArrayAttr[SymbolRefAttr], op.properties.get(kind.rsplit("_", 1)[1]))
        priorities = cast(ArrayAttr[IntegerAttr], op.properties.get("priorities"))
        for order, (name, priority) in enumerate(zip(names.data, priorities.data)):
            entries.append((priority.value.data, order,
                            resolve_callee(interpreter.module, name)))
    entries.sort(key=lambda e: (-e[0], -e[1]) if reverse else (e[0], e[1]))
    return [function for _, _, function in entries]


def _invoke_segments(op: Operation) -> tuple[int, int]:
    """The number of call operands (with the callee address of an indirect invoke)
    and of normal-destination operands (`operandSegmentSizes`)."""
    sizes = op.properties.get("operandSegmentSizes")
    values = cast(DenseArrayBase[IntegerType], sizes).get_values() if sizes is not None else ()
    if len(values) < 2:
        raise ProgramError("'llvm.invoke' without operandSegmentSizes", op)
    return int(values[0]), int(values[1])


@register_impls
class CxxFunctions(InterpreterFunctions):
    """`llvm.invoke`, `llvm.landingpad` and `llvm.resume` (see the module doc),
    registered by name."""

    def __init__(self) -> None:
        super().__init__()
        self.segments = PerOp[Operation, tuple[int, int]](_invoke_segments)
        self.direct = PerOp[Operation, Operation | None](
            lambda op: None if "callee" not in op.properties
            else resolve_callee(op, op.properties["callee"]))

    @impl_terminator_by_name("llvm.invoke")
    def run_invoke(self, interp: Interpreter, op: Operation, args: PythonValues
                   ) -> tuple[Successor, PythonValues]:
        """The call, then the normal destination with its operands."""
        interpreter = cast(OffloadInterpreter, interp)
        calls, normal = self.segments[op]
        functions = interpreter.llvm_functions
        callee = self.direct[op]
        if callee is None:
            callee = functions.function_at(interpreter, args[0])
            results = functions.entry[callee](interpreter, args[1:calls])
        else:
            results = functions.entry[callee](interpreter, args[:calls])
        return Successor(op.successors[0], args[calls:calls + normal]), results

    @impl_terminator_by_name("llvm.resume")
    def run_resume(self, interpreter: Interpreter, op: Operation, args: PythonValues
                   ) -> tuple[Successor, PythonValues]:
        raise ProgramError("'llvm.resume' is reached only by a C++ exception, which is not "
                           "supported")

    @impl_by_name("llvm.landingpad")
    def run_landingpad(self, interpreter: OffloadInterpreter, op: Operation,
                       args: PythonValues) -> PythonValues:
        raise ProgramError("'llvm.landingpad' is reached only by a C++ exception, which is "
                           "not supported")
