"""Calls from a simulated program into the real host libraries.

A function the program declares but neither defines nor finds among the simulator's
own models (allocation, the OpenMP and OpenACC runtimes, exit: what the simulator must
see) is looked up in the toolchain's libraries (`libraries.HostLibraries`) and called
through the C ABI, as Valgrind and qemu-user run a program's libraries. Before the
call:

- the memory of the program becomes what native code sees at the simulated addresses
  (`Memory.show_natively`);
- every pointer argument is checked with the accessor of the calling code: the ranges
  `interceptors.INTERCEPTORS` and `formats.FORMATTED` know for the function, or, for a
  pointer into the simulated address space, that it points into an allocation. A bad
  pointer is the program's located error, not a fault; a fault of native code at an
  address no check covers is one located line too (`on_fatal`);
- a pointer to one of the program's functions (qsort's comparator) is replaced by a
  native trampoline that runs the interpreted function.
"""

import ctypes
import signal
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from typing import Any, NoReturn, Protocol

from xdsl.dialects import func, llvm
from xdsl.ir import Attribute

from accdialect.hostlib.formats import FORMATTED
from accdialect.hostlib.interceptors import INTERCEPTORS, STREAM_FUNCTIONS
from accdialect.hostlib.libraries import HostLibraries, MissingLibrary, host_libraries
from accdialect.hostlib.signatures import (
    CType,
    Int128,
    Signature,
    UnsupportedSignature,
    signature_from_types,
    signature_of,
)
from accdialect.hostlib.streams import OutputCapture, output_capture
from accdialect.runtime import Memory
from accdialect.runtime.checked_access import CheckedAccess
from accdialect.runtime.errors import OffloadError

Declaration = llvm.FuncOp | func.FuncOp


_BEGIN_STATEMENT = "_FortranAioBegin"
_END_STATEMENT = "_FortranAioEndIoStatement"
_STATEMENT_END = Signature((ctypes.c_void_p,), ctypes.c_uint32, False, (0,))
"""`_FortranAioEndIoStatement(Cookie) -> Iostat`."""


class NativeCallError(Exception):
    """A native function that cannot be called as declared (the message says why)."""


class NativeFatalError(Exception):
    """Native code of the program's libraries ended the process (a library's
    `abort()`, a fault): the message is the library's own where it wrote one (flang's
    `fatal Fortran runtime error(FILE:LINE): MESSAGE` gives MESSAGE); the status is
    what a native run's would be (128 + the signal: 134 for `abort()`)."""

    FORTRAN = "fatal Fortran runtime error"

    def __init__(self, signum: int, function: str, library: str, stderr: bytes):
        self.exit_status = 128 + signum
        lines = stderr.decode(errors="replace").splitlines()
        said = [line for line in lines if line.startswith(self.FORTRAN)]
        if said:
            message = said[-1].split("): ", 1)[-1]
        elif signum == signal.SIGABRT and lines:
            message = lines[-1]
        else:
            name = signal.Signals(signum).name
            message = f"{library} ended the program with {name} in a call of '{function}'"
        super().__init__(message)
        self.message = message
        self.other_output = "\n".join(line for line in lines if line not in said)


class Program(Protocol):
    """What the bridge needs of the running program: its memory, the accessor of the
    code running now, its allocator, and its functions by code address."""

    @property
    def memory(self) -> Memory: ...

    def accessor(self) -> CheckedAccess: ...

    def malloc(self, size: int) -> int: ...

    def free(self, addr: int) -> None: ...

    def realloc(self, addr: int, size: int) -> int: ...

    def function_at_address(self, addr: int) -> Declaration | None: ...

    def call_function(self, function: Declaration, args: Sequence[Any]) -> Sequence[Any]: ...

    def write_output(self, fd: int, data: bytes) -> None:
        """Bytes native code wrote to descriptor 1 or 2, into the program's stream."""
        ...

    def fatal(self, error: NativeFatalError) -> NoReturn:
        """End the run with `error`, located at the operation running (the process
        cannot go on: `NativeFatalError`)."""
        ...


class NativeBridge:
    """The native functions of one program, each prepared once per declaration."""

    def __init__(self, program: Program, libraries: HostLibraries | None = None):
        self.program = program
        self._libraries = libraries
        self._trampolines: dict[int, Any] = {}
        self._functions_at: dict[tuple[int, tuple[Attribute, ...], tuple[Attribute, ...]],
                                 NativeFunction | None] = {}
        self._callback_error: BaseException | None = None
        self.open_statements: set[int] = set()
        """flang's I/O statements begun (`_FortranAioBegin...`'s cookie) and not ended:
        the runtime's units are the process's, so a statement a program's error
        interrupted is ended when the program ends (`end_program`)."""

    @property
    def libraries(self) -> HostLibraries:
        """The host libraries, loaded at the first call into them (a program that
        calls none starts without them)."""
        if self._libraries is None:
            self._libraries = host_libraries()
        return self._libraries

    @property
    def capture(self) -> OutputCapture:
        return output_capture()

    def function(self, declaration: Declaration) -> Callable[..., Any] | None:
        """The Python callable of C-level values that calls the native function
        `declaration` names; None when no host library defines it."""
        name = declaration.sym_name.data
        try:
            found = self.libraries.address(name)
        except MissingLibrary as error:
            raise NativeCallError(str(error)) from None
        if found is None:
            return None
        library, address = found
        try:
            signature = signature_of(declaration)
        except UnsupportedSignature as error:
            raise NativeCallError(f"cannot call {library}'s '{name}': {error}") from None
        return NativeFunction(self, library, name, address, signature)

    def function_at(self, address: int, inputs: tuple[Attribute, ...],
                    outputs: tuple[Attribute, ...], variadic: bool) -> "NativeFunction | None":
        """The host library's function whose code is at `address`, called as an
        indirect call site of these types calls it (a virtual function of a library
        object); None when no loaded library has a function there."""
        key = (address, inputs, outputs)
        if key in self._functions_at:
            return self._functions_at[key]
        found = self.libraries.function_at(address)
        function = None
        if found is not None:
            library, name = found
            try:
                signature = signature_from_types(inputs, outputs, variadic, f"'{name}'")
            except UnsupportedSignature as error:
                raise NativeCallError(f"cannot call {library}'s '{name}': {error}") from None
            function = NativeFunction(self, library, name, address, signature)
        self._functions_at[key] = function
        return function

    def data_symbol(self, name: str) -> int | None:
        """The address of a host library's variable `name`, or None."""
        try:
            return self.libraries.data_symbol(name)
        except MissingLibrary as error:
            raise NativeCallError(str(error)) from None

    # ---- what a call needs ------------------------------------------------------------
    def check_pointer(self, accessor: CheckedAccess, addr: int) -> None:
        """A pointer argument without known ranges: one into the simulated address
        space must point into (or just past) an allocation the calling code may
        access (a zero-length string's address is one). Any other value is the
        library's business (a `FILE *`, a sentinel such as flang's no-async-object
        -1): a fault there is reported when it happens (`on_fatal`)."""
        if self.program.memory.holds_address(addr):
            accessor.located(addr, 0)

    def trampoline(self, function: Declaration) -> int:
        """The address of native code that calls the interpreted `function`."""
        key = id(function)
        made = self._trampolines.get(key)
        if made is None:
            signature = signature_of(function)
            prototype = ctypes.CFUNCTYPE(signature.result, *signature.params)

            def run(*args: Any) -> Any:
                if self._callback_error is not None:
                    return 0
                try:
                    results = self.capture.outside(
                        lambda: self.program.call_function(function, args),
                        self.program.write_output)
                except BaseException as error:  # raised again after the native call
                    self._callback_error = error
                    return 0
                return results[0] if results else None
            made = prototype(run)
            self._trampolines[key] = made
        return ctypes.cast(made, ctypes.c_void_p).value or 0

    @contextmanager
    def library_calls(self, function: "NativeFunction") -> Iterator[None]:
        """While `function` runs: the libraries' allocations go to this program's
        heap, their fatal signals to its report; afterwards to nobody (the process's
        libraries hold no reference to a program that has ended)."""
        libraries, program = self.libraries, self.program
        saved = (libraries.allocate, libraries.release, libraries.reallocate,
                 libraries.on_fatal)
        libraries.allocate, libraries.release = program.malloc, program.free
        libraries.reallocate = program.realloc
        libraries.on_fatal = lambda signum: self.on_fatal(signum, function)
        try:
            yield
        finally:
            (libraries.allocate, libraries.release, libraries.reallocate,
             libraries.on_fatal) = saved

    def on_fatal(self, signum: int, function: "NativeFunction") -> None:
        """A fatal signal in native code (`native_support.c`): during a call of the
        program, the program's error (never returns); otherwise nothing, and the
        signal takes its course."""
        if not self.capture.active:
            return
        stderr = bytearray()

        def keep(fd: int, data: bytes) -> None:
            if fd == 1:
                self.program.write_output(fd, data)
            else:
                stderr.extend(data)
        self.capture.abandon(keep)
        self.program.fatal(NativeFatalError(signum, function.name, function.library,
                                            bytes(stderr)))

    def end_program(self) -> None:
        """The program has ended: the I/O statements its error interrupted are ended
        with their output dropped (a native run that stops there never writes it),
        so that the next program of the process finds flang's units free; the output
        capture's files are closed."""
        statements, self.open_statements = self.open_statements, set()
        end = self.libraries.address(_END_STATEMENT) if statements else None
        if end is None:
            self.capture.release()
            return
        function = NativeFunction(self, end[0], _END_STATEMENT, end[1], _STATEMENT_END)
        for cookie in statements:
            self.capture.around(lambda cookie=cookie: function._callable(
                _STATEMENT_END.params)(cookie), lambda fd, data: None)
        self.capture.release()

    def take_callback_error(self) -> None:
        """Raise what an interpreted callback raised during the last native call."""
        error, self._callback_error = self._callback_error, None
        if error is not None:
            raise error


class NativeFunction:
    """One native function called with the C-level values of the interpreter."""

    __slots__ = ("bridge", "library", "name", "address", "signature", "_prototypes", "checks",
                 "quiet", "statement")

    def __init__(self, bridge: NativeBridge, library: str, name: str, address: int,
                 signature: Signature):
        self.bridge, self.name, self.address, self.signature = bridge, name, address, signature
        self.library = library
        self._prototypes: dict[tuple[CType, ...], Any] = {}
        formatted = FORMATTED.get(name)
        self.checks = INTERCEPTORS.get(name, ()) if formatted is None else (formatted,)
        self.quiet = library == "libm.so.6" or (name in INTERCEPTORS
                                                and name not in STREAM_FUNCTIONS)
        """Whether the function writes no output (called without `OutputCapture`)."""
        self.statement = (True if name.startswith(_BEGIN_STATEMENT)
                          else False if name == _END_STATEMENT else None)
        """Whether it begins (True) or ends (False) one of flang's I/O statements."""

    def _callable(self, argtypes: tuple[CType, ...]) -> Any:
        call = self._prototypes.get(argtypes)
        if call is None:
            call = ctypes.CFUNCTYPE(self.signature.result, *argtypes)(self.address)
            self._prototypes[argtypes] = call
        return call

    def _arguments(self, accessor: CheckedAccess, args: Sequence[Any]) -> list[Any]:
        """The arguments as passed: checked, functions of the program as trampolines."""
        bridge, program = self.bridge, self.bridge.program
        try:
            for check in self.checks:
                check(accessor, args)
            passed = list(args)
            for i in self.signature.pointers:
                addr = args[i]
                function = program.function_at_address(addr) if addr else None
                if function is not None:
                    passed[i] = bridge.trampoline(function)
                elif not self.checks:
                    bridge.check_pointer(accessor, addr)
            for i in self.signature.wide:
                passed[i] = Int128.of(args[i])
        except OffloadError as error:
            raise _argument_error(self.name, error) from None
        return passed

    def __call__(self, *args: Any) -> Any:
        bridge = self.bridge
        program = bridge.program
        passed = self._arguments(program.accessor(), args)
        program.memory.show_natively()
        call = self._callable(self.signature.argtypes(args))
        with bridge.library_calls(self):
            if self.quiet:
                result = call(*passed)
            else:
                result = bridge.capture.around(lambda: call(*passed), program.write_output)
        bridge.take_callback_error()
        if self.statement is not None:
            if self.statement:
                bridge.open_statements.add(result or 0)
            else:
                bridge.open_statements.discard(args[0])
        if self.signature.result is ctypes.c_void_p:
            return result or 0
        if isinstance(result, Int128):
            return result.value()
        return result


def _argument_error(name: str, error: OffloadError) -> OffloadError:
    """`error` of an argument check, saying which function was called."""
    error.args = (f"in a call of '{name}': {error.args[0] if error.args else error}",)
    return error

