"""`OffloadInterpreter`: xDSL's interpreter driving the simulated offload runtime.

Users extend it the xDSL way (`InterpreterFunctions`, `@impl`, `@impl_terminator`,
`@impl_external`; `@offload_impl` for a method that uses what only an
`OffloadInterpreter` has). Compared with xDSL 0.74's `Interpreter`:
- a region is decoded once over the slots of a frame (`decoded`): values live in a
  list per function activation, not in xDSL's dictionaries of scopes (which also grew
  with every block a loop of branches entered, ARCHITECTURE, "Known xDSL 0.74
  interpreter traps"), and each block is compiled into one Python function
  (`block_source`) when it first runs;
- an error is reported once, at the operation where it happened (xDSL attaches the
  whole module to every frame); an exception that is neither the program's nor the
  runtime's is an `InternalError`;
- the run counts executed operations against `max_steps`, and nested calls against
  `MAX_CALL_DEPTH` (one more is a stack overflow, as on a real machine);
- memory accesses go through `memory`: the host's, or while device code runs
  (`on_device`), a device accessor that faults on anything but device memory;
- `linker` is what linked the module (`linker.Linker`: the address of every
  global and function), registered by the function set of the dialect that defines
  them; `call_op` calls the functions it links through it;
- operations that xDSL has no class for are implemented by name
  (`register_by_name`).
"""

import resource
import sys
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from typing import IO, Any, Generic, NoReturn, TypeVar, cast

from xdsl.dialects.builtin import ModuleOp, StringAttr, SymbolRefAttr
from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    NonTerminatorOpImpl,
    OpImpl,
    PythonValues,
    impl,
)
from xdsl.ir import Operation, Region, SSAValue

from accdialect.interpreter.block_source import Emitted, decode_region
from accdialect.interpreter.decoded import (
    BlockCode,
    Frame,
    FrameLayout,
    RegionCode,
    Site,
    Step,
    VariableFinder,
    compiler_of,
    failing_step,
    frame_root,
    generic_step,
    missing_step,
    number_slots,
)
from accdialect.interpreter.emitted import emitter_of
from accdialect.interpreter.errors import InternalError, ProgramError, StepLimitError
from accdialect.interpreter.linker import Linker
from accdialect.interpreter.registers import Registers
from accdialect.ir.diagnostics import op_location
from accdialect.runtime import (
    DeviceAccessor,
    DeviceFaultError,
    Memory,
    OffloadError,
    OffloadRuntime,
    StackOverflowError,
)
from accdialect.runtime.source_loc import Loc
from accdialect.xdsl_compat.interpreter import ImplementationTable
from accdialect.xdsl_compat.op_names import op_name

OpT = TypeVar("OpT", bound=Operation)
ValueT = TypeVar("ValueT")
FunctionsT = TypeVar("FunctionsT", bound=InterpreterFunctions)

Implementation = tuple[InterpreterFunctions, OpImpl[InterpreterFunctions, Operation]]
"""An operation's implementation: its function set and the method, as xDSL keeps it."""

MAX_CALL_DEPTH = 100_000
"""The nested calls a program may make: about what a real 8 MiB stack holds of small
frames. The next call is a stack overflow."""

PYTHON_FRAMES_PER_CALL = 40
"""Python frames the interpreter may use per interpreted call: 7 for an `llvm.call`,
13 for a `func.call` under an `scf.if` (measured), more for calls in nested regions.
CPython runs Python-to-Python calls without C recursion, so the recursion limit, not
the C stack, bounds the depth."""


C_STACK = 112 << 20
"""The C stack the main thread may grow to during a run: a call that goes through an
extern model (a task's routine run by `__kmpc_omp_task`, a parallel region's, a
library's callback) recurses in C, about 300 bytes a level, and 8 MiB (the usual
`ulimit -s`) ended a program of 40,000 nested tasks with SIGSEGV before the
`MAX_CALL_DEPTH` check. Linux grows the main thread's stack on demand up to the
limit in force when it grows, within the gap of at least 128 MiB it keeps below the
stack for it (`mmap_base`)."""


def operation_loc(op: Operation | None) -> Loc:
    """The source location of `op` (or of its nearest located ancestor) as the runtime
    takes one: where a report of the checks says the program was."""
    loc = None if op is None else op_location(op)
    return None if loc is None else (loc.filename.data, loc.line.data, loc.column.data)


class PerOp(dict[OpT, ValueT]):
    """Facts about each operation, decoded by `decode(op)` on first use."""

    __slots__ = ("decode",)

    def __init__(self, decode: Callable[[OpT], ValueT]):
        super().__init__()
        self.decode = decode

    def __missing__(self, op: OpT) -> ValueT:
        value = self[op] = self.decode(op)
        return value


@dataclass
class OffloadInterpreter(Interpreter):
    """Runs a module on the host of an `OffloadRuntime`."""

    runtime: OffloadRuntime = field(default_factory=OffloadRuntime)
    max_steps: int | None = None
    frame_variables: VariableFinder = field(default=lambda _root, _ops: (), repr=False)
    """Which values of a frame root are variables kept in slots (`decoded.VariableFinder`):
    none unless a dialect's function set says (`llvm`: its promotable `alloca`s)."""
    emitted_code: bool = True
    """Whether an operation defined by its emitter is written into its block's code;
    False: each runs as xDSL's interpreter runs it (`emitted.AloneCode`)."""
    steps: int = 0
    memory: Memory | DeviceAccessor = field(init=False)
    device_depth: int = 0
    call_depth: int = 0
    err_file: IO[str] | None = None  # the program's standard error (None: sys.stderr)
    explain_fault: "Callable[[DeviceFaultError, Registers], None] | None" = None
    """Completes a device fault's message in the program's terms, given the faulting
    frame's values (`interpreters.fault_explanation`, set by `build_interpreter`)."""
    thread_storage: Callable[[int], int] = field(default=lambda addr: addr, repr=False)
    """The running thread's copy of the thread-local variable at an address
    (`llvm.intr.threadlocal.address`): the variable itself, unless the host's threads
    say otherwise (`hostlib.kmpc_threadprivate`)."""
    _linker: Linker | None = field(default=None, init=False, repr=False)
    _codes: dict[Region, RegionCode] = field(default_factory=dict, init=False, repr=False)
    _root_slots: dict[Operation, FrameLayout] = field(
        default_factory=dict, init=False, repr=False)
    # the running code: its frame, the slots of its values, its frame root
    _frame: Frame = field(default_factory=list, init=False, repr=False)
    _slots: dict[SSAValue, int] = field(default_factory=dict, init=False, repr=False)
    _root: Operation | None = field(default=None, init=False, repr=False)

    def __post_init__(self) -> None:
        self.memory = self.runtime.memory

    @property
    def on_device(self) -> bool:
        return self.device_depth > 0

    @property
    def linker(self) -> Linker:
        """What linked the module: `symbol_address(name)`, `functions`, `entry`; set by
        the function set that links it (`register_llvm_and_builtins`)."""
        if self._linker is None:
            raise ProgramError("no linker is registered on this interpreter "
                               "(the llvm dialect links a module)")
        return self._linker

    @linker.setter
    def linker(self, linker: Linker) -> None:
        self._linker = linker

    def if_false(self, condition: SSAValue | None) -> bool:
        """Whether a construct's `if` clause is present and false (OpenACC 3.3
        §2.5.6, §2.6.5; OpenMP 5.2 §3.4): the construct runs on the host,
        mapping nothing."""
        return condition is not None and not self.get_values([condition])[0]

    @contextmanager
    def device_code(self, accessor: DeviceAccessor) -> Iterator[None]:
        """Run the enclosed code as device code: its accesses go through `accessor`."""
        saved = self.memory
        self.memory, self.device_depth = accessor, self.device_depth + 1
        try:
            yield
        finally:
            self.memory, self.device_depth = saved, self.device_depth - 1

    def code_state(self) -> tuple[Any, ...]:
        """What the running code is (its frame, its values' slots, its frame root, its
        accessor and depths): saved when a simulated thread stops, to go on later
        (`hostlib.kmpc_phases`)."""
        return (self._frame, self._slots, self._root, self.memory, self.device_depth,
                self.call_depth)

    def resume_code_state(self, state: tuple[Any, ...]) -> None:
        """The running code is the one `code_state` saved."""
        (self._frame, self._slots, self._root, self.memory, self.device_depth,
         self.call_depth) = state

    @contextmanager
    def deep_calls(self) -> Iterator[None]:
        """Python's recursion limit raised for `MAX_CALL_DEPTH` interpreted calls while
        the enclosed code runs (a program's run), and the stack the process's main
        thread may grow to (`C_STACK`), then both put back."""
        limit = sys.getrecursionlimit()
        sys.setrecursionlimit(max(limit, MAX_CALL_DEPTH * PYTHON_FRAMES_PER_CALL))
        stack = resource.getrlimit(resource.RLIMIT_STACK)
        soft, hard = stack
        if soft != resource.RLIM_INFINITY and soft < C_STACK and (
                hard == resource.RLIM_INFINITY or hard >= C_STACK):
            resource.setrlimit(resource.RLIMIT_STACK, (C_STACK, hard))
        try:
            yield
        finally:
            sys.setrecursionlimit(limit)
            resource.setrlimit(resource.RLIMIT_STACK, stack)

    def call_op(
        self, op: Operation | str | SymbolRefAttr, inputs: PythonValues = ()
    ) -> PythonValues:
        """Calls a function: one of the linker's (`Linker.function_types`: an
        `llvm.func`, which xDSL's `impl_callable` refuses for lacking the
        CallableOpInterface trait it checks for) through it, any other as xDSL
        does. A call nested deeper than `MAX_CALL_DEPTH` is a stack overflow."""
        function = op if isinstance(op, Operation) else self.get_op_for_symbol(op)
        if self.call_depth >= MAX_CALL_DEPTH:
            raise StackOverflowError(f"more than {MAX_CALL_DEPTH} nested calls",
                                     function_name(function))
        self.call_depth += 1
        try:
            linker = self._linker
            if linker is not None and isinstance(function, linker.function_types):
                return linker.call_function(self, function, inputs)
            return super().call_op(function, inputs)
        finally:
            self.call_depth -= 1

    def _implementations(self) -> ImplementationTable:
        """The implementation registered for each operation class (a dialect's class
        registered in place of xDSL's has xDSL's: `xdsl_compat.interpreter`)."""
        return ImplementationTable(self)

    def register_by_name(
        self, functions: InterpreterFunctions,
        implementations: Mapping[str, OpImpl[InterpreterFunctions, Operation]],
    ) -> None:
        """Implementations of operations that xDSL has no class for, by name. Such an
        operation is read as unregistered (`Context(allow_unregistered=True)`), and
        xDSL makes one class per name and context: each class of operation in the
        module without an implementation gets the one of its name, if any."""
        table = self._implementations()
        for op in self.module.walk():
            if type(op) not in table and op_name(op) in implementations:
                table[type(op)] = (functions, implementations[op_name(op)])
        self._codes.clear()

    def register_implementations(self, impls: InterpreterFunctions, override: bool = False
                                 ) -> None:
        super().register_implementations(impls, override)
        self._codes.clear()  # steps decoded from the implementations replaced

    def get_values(self, values: Iterable[SSAValue]) -> tuple[Any, ...]:
        frame, slots = self._frame, self._slots
        return tuple([frame[slots[value]] for value in values])

    def set_values(self, pairs: Iterable[tuple[SSAValue, Any]]) -> None:
        frame, slots = self._frame, self._slots
        for value, python_value in pairs:
            frame[slots[value]] = python_value

    def region_code(self, region: Region) -> RegionCode:
        """`region` decoded (on its first run)."""
        code = self._codes.get(region)
        if code is None:
            root = frame_root(region)
            layout = self._root_slots.get(root) if root is not None else None
            if layout is None:
                layout = number_slots(root, region, self.frame_variables)
                if root is not None:
                    self._root_slots[root] = layout
            code = self._codes[region] = decode_region(region, layout, root, self._decode_op,
                                                       self._tick, self)
        return code

    def region_runner(self, region: Region, enclosing: RegionCode
                      ) -> Callable[[Frame, PythonValues], PythonValues]:
        """How an operation of `enclosing` runs its nested `region`: in the same frame
        (decoded once, here), or for a frame root's region as a call."""
        code = self.region_code(region) if region.blocks else None
        if code is None or code.own_frame or code.root is not enclosing.root:
            return lambda frame, args: self.run_ssacfg_region(region, args)
        return partial(self.run_code, code)

    def _decode_op(self, site: Site) -> Emitted | Step:
        """How an operation runs: written by its implementation's emitter (unless not
        `emitted_code`), else the step its compiler makes, else the generic step; an
        operation without implementation fails when it runs."""
        entry = self._implementations().get(type(site.op))
        if entry is None:
            return missing_step(op_name(site.op))
        functions, implementation = entry
        emitter = emitter_of(implementation)
        if emitter is not None and self.emitted_code:
            return emitter, functions, self
        compiler = compiler_of(implementation)
        if compiler is None:
            return generic_step(functions, self, implementation, site)
        try:
            return compiler(functions, self, site)
        except Exception as error:
            return failing_step(error)

    def run_ssacfg_region(
        self, region: Region, args: PythonValues, name: str = "unknown"
    ) -> PythonValues:
        """Runs `region` with `args` for its entry block's arguments: in the frame of
        the running code, or for a function body (and any region of another frame
        root) in a new frame."""
        code = self._codes.get(region)
        if code is None:
            if not region.blocks:
                return ()
            code = self.region_code(region)
        if not code.own_frame and code.root is self._root:
            return self.run_code(code, self._frame, args)
        saved = self._frame, self._slots, self._root
        self._frame, self._slots, self._root = [None] * code.frame_size, code.slots, code.root
        try:
            return self.run_code(code, self._frame, args)
        finally:
            self._frame, self._slots, self._root = saved

    def run_code(self, code: RegionCode, frame: Frame, args: PythonValues) -> PythonValues:
        """Runs a compiled region in `frame`, a block's function at a time. Steps are
        counted a block at a time (the block's operations when it is entered, the
        ones not run taken back if one fails); under `max_steps`, one at a time
        (`_run_counted`)."""
        block = code.entry
        for slot, value in zip(block.arg_slots, args):
            frame[slot] = value
        if self.max_steps is not None:
            return self._run_counted(code, block, frame)
        steps = 0  # added to `self.steps` when the region is left
        try:
            while True:
                steps += block.size
                outcome = block.run(frame)
                if outcome.__class__ is not BlockCode:
                    self.steps += steps
                    return () if outcome is None else outcome
                block = outcome
        except BaseException as error:
            failed = block.failed_at(error.__traceback__)
            self.steps += steps if failed is None else steps - (block.size - failed - 1)
            self._explain(error, code, frame, block, failed)
            raise_located(error, None if failed is None else block.ops[failed])

    def running_operation(self) -> Operation | None:
        """The innermost operation running now, from the live Python frames (for a
        report that cannot be raised through them: a native library's fatal
        signal, `hostlib.native`)."""
        here = sys._getframe()  # pyright: ignore[reportPrivateUsage]
        frame = here
        while frame is not None:
            if frame.f_code is _RUN_CODE or frame.f_code is _RUN_COUNTED:
                block = frame.f_locals.get("block")
                if isinstance(block, BlockCode):
                    index = block.running_at(here)
                    if index is not None:
                        return block.ops[index]
            frame = frame.f_back
        return None

    def _run_counted(self, code: RegionCode, block: BlockCode, frame: Frame) -> PythonValues:
        try:
            while True:
                outcome = block.counted_run()(frame)
                if outcome.__class__ is not BlockCode:
                    return () if outcome is None else outcome
                block = outcome
        except BaseException as error:
            failed = block.failed_at(error.__traceback__)
            self._explain(error, code, frame, block, failed)
            raise_located(error, None if failed is None else block.ops[failed])

    def _explain(self, error: BaseException, code: RegionCode, frame: Frame,
                 block: BlockCode, failed: int | None) -> None:
        """A device fault raised in this frame (the innermost: it has no operation
        yet) is explained by `explain_fault` while the frame's values and the
        memory it faulted on are still there."""
        if isinstance(error, DeviceFaultError) and error.op is None and failed is not None:
            error.op = block.ops[failed]
            if self.explain_fault is not None:
                self.explain_fault(error, Registers(code.slots, code.variables, frame,
                                                    block.locals_at(error.__traceback__)))

    def _tick(self) -> None:
        """Counts the operation about to run (`--max-steps`): one over the limit is
        an error at it."""
        self.steps += 1
        if self.max_steps is not None and self.steps > self.max_steps:
            raise StepLimitError(f"stopped after {self.max_steps} steps (--max-steps)")


_RUN_CODE = OffloadInterpreter.run_code.__code__
_RUN_COUNTED = OffloadInterpreter._run_counted.__code__  # pyright: ignore[reportPrivateUsage]


def raise_located(error: BaseException, op: Operation | None) -> NoReturn:
    """Raises what `error`, raised by the step of `op`, is: an error of the program
    or the runtime, located at the innermost operation; the Python stack running out,
    a stack overflow; any other exception, an `InternalError` (a bug, located once);
    KeyboardInterrupt and SystemExit, themselves."""
    if isinstance(error, ProgramError | OffloadError | InternalError):
        if error.op is None:
            error.op = op
        raise error
    if isinstance(error, RecursionError):  # outside `deep_calls`, or endless nesting
        overflow = StackOverflowError("the interpreter's Python stack is exhausted",
                                      function_name(op))
        overflow.op = op
        raise overflow from None
    if isinstance(error, Exception):
        raise InternalError(error, op) from error
    raise error


OffloadImpl = Callable[[FunctionsT, OffloadInterpreter, OpT, PythonValues], PythonValues]


def offload_impl(
    op_type: type[OpT],
) -> Callable[[OffloadImpl[FunctionsT, OpT]], OpImpl[FunctionsT, OpT]]:
    """`@impl(op_type)` for a method that takes the `OffloadInterpreter` running it.
    xDSL types the interpreter argument as its base class; a function set of this
    package is only registered on, and so only called by, an `OffloadInterpreter`."""

    def annotate(method: OffloadImpl[FunctionsT, OpT]) -> OpImpl[FunctionsT, OpT]:
        return impl(op_type)(cast(NonTerminatorOpImpl[FunctionsT, OpT], method))

    return annotate


@dataclass(frozen=True)
class _ImplEach(Generic[FunctionsT, OpT]):
    """A method implementing several operation types. Its class gets the method under
    its name and, per type, an `@offload_impl` of it (what `@register_impls` collects)."""

    op_types: tuple[type[OpT], ...]
    method: OffloadImpl[FunctionsT, OpT]

    def __set_name__(self, owner: type, name: str) -> None:
        setattr(owner, name, self.method)
        for op_type in self.op_types:
            setattr(owner, f"{name}[{op_type.name}]", offload_impl(op_type)(self.method))


def offload_impl_each(*op_types: type[OpT]
                      ) -> Callable[[OffloadImpl[FunctionsT, OpT]], _ImplEach[FunctionsT, OpT]]:
    """`@offload_impl` for each of `op_types`: one method implements them all."""
    return lambda method: _ImplEach(op_types, method)


def function_name(op: Operation | None) -> str | None:
    """The symbol of the function `op` is, or is in: the named operation of the module
    that holds it (None outside any)."""
    while op is not None and op.parent_op() is not None and not isinstance(
            op.parent_op(), ModuleOp):
        op = op.parent_op()
    name = None if op is None else op.properties.get("sym_name")
    return name.data if isinstance(name, StringAttr) else None


def register_all(interpreter: Interpreter, functions: list[InterpreterFunctions]) -> None:
    """Register function sets; later ones override earlier ones (project over xDSL)."""
    for impls in functions:
        interpreter.register_implementations(impls, override=True)
