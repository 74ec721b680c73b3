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
from typing import IO, Any

from xdsl.dialects import func, llvm
from xdsl.dialects.builtin import IntegerType
from xdsl.ir import Attribute

from accdialect.hostlib.interceptors import string_length
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.cxx_abi import CxxRuntime
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.libc_stdlib import StandardLibrary
from accdialect.interpreter.libm import ieee
from accdialect.runtime import DeviceAccessor, Memory, OutOfHostMemoryError

_SIZE_MAX = 2**64 - 1


class ProgramExit(BaseException):
    """`exit(status)` or `abort()`: the program ends (not an error of the program, so it
    passes through the interpreter's error handling as `SystemExit` would)."""

    def __init__(self, status: int):
        super().__init__(f"exit({status})")
        self.status = status


def c_string(memory: Memory | DeviceAccessor, addr: int, limit: int | None = None) -> bytes:
    """The bytes of the NUL-terminated string at `addr` (at most `limit` of them), which
    must lie within one allocation accessible to the code running (the same rule as a
    host library's string argument: `hostlib.interceptors.string_length`)."""
    return memory.read(addr, string_length(memory, addr, limit))


class CStream:
    """A `FILE`: bytes to a text stream, line buffered (or unbuffered); `on_line` sees
    each completed line."""

    def __init__(self, sink: Callable[[], IO[str]], on_line: Callable[[str], None] | None,
                 buffered: bool):
        self.sink, self.on_line, self.buffered = sink, on_line, buffered
        self.pending = bytearray()  # written by the program, not yet passed on
        self.line = ""  # the passed-on start of the current line

    def write(self, data: bytes) -> None:
        self.pending += data
        if not self.buffered:
            self.flush()
        elif b"\n" in data:
            *lines, rest = self.pending.split(b"\n")
            for raw in lines:
                self._pass_on(raw.decode(errors="replace") + "\n")
            self.pending = bytearray(rest)

    def flush(self) -> None:
        if self.pending:
            self._pass_on(self.pending.decode(errors="replace"))
            self.pending.clear()

    def close(self) -> None:
        """At the end of the program: flush; an unterminated last line counts as a line."""
        self.flush()
        if self.line and self.on_line is not None:
            self.on_line(self.line)
        self.line = ""

    def _pass_on(self, text: str) -> None:
        self.sink().write(text)
        *done, self.line = (self.line + text).split("\n")
        if self.on_line is not None:
            for line in done:
                self.on_line(line)


class CLibrary:
    """The C library linked with one interpreted program."""

    def __init__(self, interpreter: OffloadInterpreter):
        self.interpreter = interpreter
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
        self.stdlib = StandardLibrary(self, lambda addr: c_string(self.memory, addr))
        self.cxx = CxxRuntime(self)
        self.data_symbols.update(self.cxx.data_symbols(interpreter.module, memory))

    @property
    def memory(self) -> Memory | DeviceAccessor:
        return self.interpreter.memory

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

    # ---- heap ----------------------------------------------------------------------
    def malloc(self, size: int, *, zeroed: bool = False, align: int = 16) -> int:
        """A new heap block of `size` bytes (a `size_t`); NULL when the heap cannot hold
        it (C 7.22.3: a null pointer is returned if the space cannot be allocated).
        Called by device code (flang's temporary of an array expression in a compute
        construct), the block is the device's, as a kernel's `malloc` takes device
        memory (CUDA C++ Programming Guide, "Dynamic Global Memory Allocation")."""
        memory = self.memory
        try:
            return self.interpreter.runtime.memory.allocate(
                size, memory.device.region if isinstance(memory, DeviceAccessor) else "heap",
                zeroed=zeroed, align=max(align, 16)).begin
        except OutOfHostMemoryError:
            return 0

    def aligned_alloc(self, align: int, size: int) -> int:
        """C 7.22.3.1: `size` bytes aligned to `align` (a power of two, else NULL)."""
        return self.malloc(size, align=align) if align and not align & (align - 1) else 0

    def posix_memalign(self, out: int, align: int, size: int) -> int:
        """POSIX: `*out` a block of `size` bytes aligned to `align`; 0, or EINVAL (22)
        for an alignment that is not a power of two multiple of `sizeof(void *)`, or
        ENOMEM (12)."""
        if align < 8 or align & (align - 1):
            return 22
        block = self.malloc(size, align=align)
        if not block:
            return 12
        self.memory.write_uint(out, block)
        return 0

    def strdup(self, text: int) -> int:
        """POSIX `strdup`: a heap block holding a copy of the string (an allocation:
        the simulator's, as every host block)."""
        return self._copy_string(c_string(self.memory, text))

    def strndup(self, text: int, limit: int) -> int:
        """POSIX `strndup`: at most `limit` bytes of the string, and a NUL."""
        return self._copy_string(c_string(self.memory, text, limit))

    def _copy_string(self, data: bytes) -> int:
        block = self.malloc(len(data) + 1)
        if block:
            self.memory.write(block, data + b"\0")
        return block

    def calloc(self, count: int, size: int) -> int:
        """Zeroed space for `count` objects of `size` bytes; NULL when the product does
        not fit in a `size_t` or in the heap (C 7.22.3.2)."""
        total = (count & _SIZE_MAX) * (size & _SIZE_MAX)
        return self.malloc(total, zeroed=True) if total <= _SIZE_MAX else 0

    def realloc(self, addr: int, size: int) -> int:
        """A block of `size` bytes holding the start of block `addr`, which is freed."""
        if not addr:
            return self.malloc(size)
        memory = self.interpreter.runtime.memory
        old = memory.allocation_at(addr)
        if not size:
            self.free(addr)
            return 0
        new = self.malloc(size)
        if new:
            memory.copy(new, addr, min(size, old.size if old is not None else 0))
            self.free(addr)
        return new

    def free(self, addr: int) -> None:
        memory = self.memory
        if addr:
            self.interpreter.runtime.memory.free(
                addr, memory.device.region if isinstance(memory, DeviceAccessor) else "heap")

    # ---- process -------------------------------------------------------------------
    def exit(self, status: int) -> None:
        """Runs the exit handlers, flushes every stream and ends the program."""
        self.cxx.run_exit_handlers()
        self.close_streams()
        raise ProgramExit(status & 0xFF)

    def close_streams(self) -> None:
        """The end of the program: its output written out, and the host libraries'
        state it leaves (flang's I/O statements an error interrupted) ended."""
        self.interpreter.llvm_functions.native.end_program()
        for stream in (self.stdout, self.stderr):
            stream.close()

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
