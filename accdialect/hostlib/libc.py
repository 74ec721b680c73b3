"""What the simulator models of the C library of an interpreted program: the heap
(every host block is the simulator's), `exit`/`abort`, the start-up that runs `main`,
and the program's output streams. Everything else of the C library is glibc itself
(`hostlib.native`, docs/host-libraries.md).

`CLibrary(interpreter).externals()` is a table name -> Python callable taking and
returning C-level values (ints, floats; pointers as addresses), the form of the runtime's
own `OffloadRuntime.externals()`; `builtin_ops.external_call` calls them for declared
functions without body, before it looks in the host libraries.

C++ programs (clang++) also get the C++ ABI's entry points the simulator must see
(`operator new`/`delete`, `__cxa_atexit`, `__dso_handle`: `cxx_abi.CxxRuntime`);
`start_main` runs the static constructors before `main` and the exit handlers after
it, as the C and C++ start-up and `exit` do.

Output: what glibc, libstdc++ and flang's runtime write to descriptors 1 and 2 during a
native call (`hostlib.streams`) goes to `stdout`, line buffered into the interpreter's
`file` (standard output when None), each completed line also recorded in the
runtime's trace (`OffloadRuntime.program_output`), and to `stderr`, unbuffered, into
`err_file`. Bytes that are not UTF-8 print as U+FFFD.
"""

import math
import sys
from collections.abc import Callable, Sequence
from pathlib import PurePath
from typing import Any

from xdsl.dialects import func, llvm
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Attribute

from accdialect.hostlib.cxx_abi import CxxRuntime
from accdialect.hostlib.heap import CHeap
from accdialect.hostlib.interceptors import c_string
from accdialect.hostlib.libc_stdlib import StandardLibrary
from accdialect.hostlib.libm import ieee
from accdialect.hostlib.native import NativeBridge
from accdialect.hostlib.streams import CStream
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError


class ProgramExit(BaseException):
    """`exit(status)` or `abort()`: the program ends (not an error of the program, so it
    passes through the interpreter's error handling as `SystemExit` would)."""

    def __init__(self, status: int):
        super().__init__(f"exit({status})")
        self.status = status


class CLibrary(CHeap):
    """The C library linked with one interpreted program: its heap (`CHeap`), its
    streams, the modelled parts of `stdlib.h` and of the C++ ABI, and its start and
    end."""

    def __init__(self, interpreter: OffloadInterpreter):
        super().__init__(interpreter)
        memory = interpreter.runtime.memory
        stdout = CStream(lambda: interpreter.file or sys.stdout,
                         interpreter.runtime.program_output, buffered=True)
        stderr = CStream(lambda: interpreter.err_file or sys.stderr, None, buffered=False)
        self.data_symbols: dict[str, int] = {}
        self.stdout, self.stderr = stdout, stderr
        self.aborted = False
        self.program_name = ""
        """glibc's `__progname` (`assert`'s message): the name `main` was started with,
        without its directory and suffix (`prog` for `prog.mlir`, as the native binary's)."""
        """Whether the program ended by `abort()` (SIGABRT: no exit handlers, no
        library destructors, libomptarget's own among them)."""
        self.native: NativeBridge | None = None
        """The host libraries' bridge, whose state the end of the program ends."""
        self.stdlib = StandardLibrary(interpreter, lambda addr: c_string(self.memory, addr),
                                      self.assertion_failed)
        self.cxx = CxxRuntime(interpreter, self)
        self.data_symbols.update(self.cxx.data_symbols(interpreter.module, memory))

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {
            "malloc": self.malloc, "calloc": self.calloc, "realloc": self.realloc,
            "aligned_alloc": self.aligned_alloc, "posix_memalign": self.posix_memalign,
            "strdup": self.strdup, "strndup": self.strndup,
            "free": self.free,
            "exit": self.exit, "abort": self.abort,
            **self.stdlib.externals(),
            # C 7.3.8.1 `cabsf` as x86-64 passes a float complex: one <2 x float>
            # (what flang's ABS of a COMPLEX(4) calls), which a native call cannot pass
            "cabsf": lambda z: ieee(math.hypot)(*z),
            **self.cxx.externals(),
        }

    # ---- process -------------------------------------------------------------------
    def exit(self, status: int) -> None:
        """Runs the exit handlers, flushes every stream and ends the program."""
        self.cxx.run_exit_handlers()
        self.close_streams()
        raise ProgramExit(status & 0xFF)

    def close_streams(self) -> None:
        """The end of the program: its output written out, and the host libraries'
        state it leaves (flang's I/O statements an error interrupted) ended."""
        if self.native is not None:
            self.native.end_program()
        for stream in (self.stdout, self.stderr):
            stream.close()

    def assertion_failed(self, message: bytes) -> None:
        """glibc's report of a failed `assert`, `__progname` first, then `abort`."""
        name = self.program_name
        self.stderr.write((f"{name}: " if name else "").encode() + message)
        self.abort()

    def abort(self) -> None:
        """Ends the program as SIGABRT does (status 134), unflushed."""
        self.aborted = True
        raise ProgramExit(134)

    def start_main(self, argv: Sequence[str] = ("a.out",), entry: str = "main") -> int:
        """Runs `entry` as the C runtime's start-up runs `main` (after the static
        constructors; the exit handlers after its return): `argc` and a
        NULL-terminated `argv` if it takes them (and an empty `envp`, as flang's
        `main(argc, argv, envp)` takes it), calls nested up to `MAX_CALL_DEPTH` deep;
        at its return or `exit`, the streams are flushed. Returns the exit
        status (an int result's low byte)."""
        interpreter, memory = self.interpreter, self.interpreter.runtime.memory
        self.program_name = PurePath(argv[0]).stem if argv else ""
        main = interpreter.get_op_for_symbol(entry)
        if not isinstance(main, llvm.FuncOp | func.FuncOp):
            raise ProgramError(f"'@{entry}' is not a function ('{main.name}')", main)
        block = main.regions[0].blocks.first
        if block is None:
            raise ProgramError(f"'@{entry}' has no body", main)
        if not _is_main_signature([arg.type for arg in block.args]):
            types = ", ".join(str(arg.type) for arg in block.args)
            raise ProgramError(f"'@{entry}' takes ({types}): an entry function takes "
                               "none, or (argc, argv[, envp]) as main does", main)
        # The arguments are placed after the program's globals, not on the stack:
        # the addresses a program sees then do not depend on the length of the
        # path it was run from (a clone elsewhere prints the same trace).
        pointers = [memory.allocate(len(arg.encode()) + 1, "global", name="argv").begin
                    for arg in argv]
        for addr, arg in zip(pointers, argv):
            memory.write(addr, arg.encode() + b"\0")
        array = memory.allocate(8 * (len(argv) + 1), "global", name="argv", align=8).begin
        memory.write(array, b"".join(p.to_bytes(8, "little") for p in [*pointers, 0]))
        envp = memory.allocate(8, "global", name="envp", align=8, zeroed=True).begin
        try:
            with interpreter.deep_calls():
                self.cxx.run_constructors()
                results = interpreter.call_op(main, (len(argv), array, envp)[:len(block.args)])
            status = results[0] & 0xFF if results and isinstance(results[0], int) else 0
            with interpreter.deep_calls():
                self.cxx.run_exit_handlers()
        except ProgramExit as end:
            return end.status
        self.close_streams()
        return status


def _is_main_signature(types: Sequence[Attribute]) -> bool:
    """`main()`, `main(int, char **)` or `main(int, char **, char **)` (C11 5.1.2.2.1
    and the common `envp` extension flang's `main` uses): an integer, then pointers."""
    if len(types) > 3:
        return False
    return all(isinstance(t, IntegerType) if i == 0 else isinstance(t, llvm.LLVMPointerType)
               for i, t in enumerate(types))
