"""What a C++ program compiled by clang++ 22 needs of the machine beyond C: the
Itanium C++ ABI's run-time entry points and the program's start-up and exit.

- a `throw` (its `__cxa_allocate_exception`, `__cxa_throw`, `__cxa_rethrow`) is a
  located error that says C++ exceptions are not supported (so nothing unwinds:
  `interpreters.llvm_invoke`);
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
- the static constructors (C++ initializers, `__attribute__((constructor))`, the
  linker's `constructors()`) run before `main`; the static destructors
  (`destructors()`) after the `atexit` functions.
"""

from collections.abc import Callable
from typing import Any

from xdsl.dialects import llvm
from xdsl.dialects.builtin import ModuleOp

from accdialect.hostlib.heap import CHeap
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError
from accdialect.runtime import Memory, OutOfHostMemoryError

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

    def __init__(self, interpreter: OffloadInterpreter, heap: CHeap):
        self.interpreter, self.heap = interpreter, heap
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
            return self.interpreter.runtime.memory.allocate(max(size, 1), "heap").begin
        except OutOfHostMemoryError:
            raise ProgramError(f"operator new of {size} bytes would throw std::bad_alloc: "
                               "C++ exceptions are not supported") from None

    def new_nothrow(self, size: int, *_rest: int) -> int:
        """`operator new(size, std::nothrow)`: NULL when the heap cannot hold it."""
        return self.heap.malloc(max(size, 1))

    def delete(self, addr: int, *_rest: int) -> None:
        """`operator delete(p)` (sized, aligned): as `free`; NULL does nothing."""
        self.heap.free(addr)

    # ---- function-local statics -----------------------------------------------------
    def guard_acquire(self, guard: int) -> int:
        """1 when the static guarded by `guard` is still to be initialized (its
        first byte is 0), else 0 (§3.3.2; one thread, so no waiting)."""
        return int(self.heap.memory.read(guard, 1) == b"\0")

    def guard_release(self, guard: int) -> None:
        """The static is initialized: its guard's first byte becomes 1."""
        self.heap.memory.write(guard, b"\1")

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
        interpreter = self.interpreter
        linker = interpreter.linker
        while self.exit_handlers:
            function, argument = self.exit_handlers.pop()
            callee = linker.function_at(interpreter, function)
            linker.entry[callee](interpreter, () if argument is None else (argument,))
        for function in linker.destructors():
            linker.entry[function](interpreter, ())

    def run_constructors(self) -> None:
        """The module's static constructors, before `main`."""
        interpreter = self.interpreter
        for function in interpreter.linker.constructors():
            interpreter.linker.entry[function](interpreter, ())
