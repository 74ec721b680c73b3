"""Linking an `llvm` module on the simulated machine (LLVM's object model).

Every function of the module gets a code address (`_CODE_SIZE` bytes of "code" in the
global region, so that function pointers are addresses like any other), every global
its storage and initial value, once, at load time; an external declaration resolves
to a model's data (`data_symbols`: the C library's streams, the C++ ABI's objects) or
to the host libraries' own object (`hostlib.native`). `LLVMLinker` is the engine's
`Linker` for such a module: a symbol's address, the function at a code address, and
how to call each function (its body; for a declaration, its model in `externals`, then
the host library's function).

An allocation is named as the program's source names its symbol, a Fortran entity by
its Fortran name (flang's `_QFEbuf` is `buf`: `abi.flang_names`): traces, device
faults and reports show that name.
"""

from collections.abc import Callable, Mapping
from enum import IntEnum
from typing import Any, cast

from xdsl.dialects import func, llvm
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, ModuleOp, SymbolRefAttr
from xdsl.interpreter import PythonValues
from xdsl.ir import Attribute, Operation, Region

from accdialect.abi.flang_names import fortran_name
from accdialect.dialects.llvm import STRUCT_TYPES
from accdialect.hostlib.native import NativeBridge, NativeCallError
from accdialect.interpreter.core import OffloadInterpreter, PerOp
from accdialect.interpreter.data_layout import encoder, layout, value_of
from accdialect.interpreter.errors import ProgramError, UndefinedSymbolError
from accdialect.interpreter.linker import Call
from accdialect.interpreters.builtin_ops import external_call, resolve_callee
from accdialect.interpreters.device_image import device_image
from accdialect.interpreters.llvm_memory import attribute_image, null_check
from accdialect.interpreters.llvm_varargs import VariadicCalls
from accdialect.runtime import Memory, OutOfHostMemoryError
from accdialect.xdsl_compat.op_names import op_name

_CODE_SIZE = 16  # bytes of "code" behind each function's address

Function = llvm.FuncOp | func.FuncOp
"""What a call reaches: an `llvm.func`, or a `func.func` called from `llvm.call`."""

Frames = list[list[tuple[int, str]]]
"""The stack allocations (address, region) of each active call (`llvm_memory`)."""


class LLVMLinker:
    """The symbols of one `llvm` module: `addresses` (symbol -> address of every global
    and function), `functions` (code address -> function), `entry` (how to call each
    function)."""

    function_types: tuple[type[Operation], ...] = (llvm.FuncOp,)

    def __init__(self, module: ModuleOp, externals: dict[str, Callable[..., Any]],
                 data_symbols: Mapping[str, int], native: NativeBridge,
                 variadic: VariadicCalls, frames: Frames):
        self.module = module
        self.externals = externals
        """The models that declarations without body call (name -> Python callable)."""
        self.data_symbols = data_symbols
        self.native = native
        """The host libraries, for the declarations no model covers."""
        self.variadic = variadic
        self.frames = frames
        self.addresses: dict[str, int] = {}
        self.thread_local_images: dict[int, bytes] = {}
        """The initial bytes of each `thread_local` variable, by address: what another
        thread's copy starts with (the ELF TLS image)."""
        self.functions: dict[int, Function] = {}
        self.entry = PerOp(self.function_entry)
        self.body = PerOp[Function, Region | None](
            lambda function: function.body if function.body.blocks else None)

    def load_module(self, interpreter: OffloadInterpreter) -> None:
        """Links the module: each function gets a code address, each global its storage
        (alignment as declared or the type's) and initial value; external declarations
        resolve to the data of the C library. Storage is zero when loaded, so a
        zero initializer (clang's `zeroinitializer`: a body returning `llvm.mlir.zero`)
        writes nothing: a 1 GiB zero array costs what the program touches of it."""
        memory = interpreter.runtime.memory
        top = list(interpreter.module.ops)
        for op in top:
            if isinstance(op, llvm.FuncOp):
                addr = memory.allocate(_CODE_SIZE, "global",
                                       name=fortran_name(op.sym_name.data)).begin
                self.addresses[op.sym_name.data] = addr
                self.functions[addr] = op
        variables = [op for op in top if isinstance(op, llvm.GlobalOp)]
        images = {op: attribute_image(op.value, op.global_type)
                  for op in variables if op.value is not None}
        ranks = {op: _section_rank(op, images.get(op)) for op in variables}
        section_align = dict(_SECTION_ALIGN)
        for op in variables:
            if not _external(op):
                section_align[ranks[op]] = max(section_align[ranks[op]], _alignment(op))
        section = None
        for op in sorted(variables, key=ranks.__getitem__):
            starts, section = ranks[op] != section, ranks[op]
            self.addresses[op.sym_name.data] = self._place_global(
                memory, op, section_align[section] if starts else 1)
        for op in variables:
            addr = self.addresses[op.sym_name.data]
            if op in images:
                data = images[op]
            elif op.body.blocks and not _zero_initializer(op):
                (value,) = interpreter.run_ssacfg_region(op.body, (), op.sym_name.data)
                data = encoder(op.global_type)(value)
            else:
                data = b""
            if op.thread_local_ is not None and not _external(op):
                self.thread_local_images[addr] = data.ljust(layout(op.global_type).size, b"\0")
            if data:
                memory.write(addr, data)

    def _place_global(self, memory: Memory, op: llvm.GlobalOp, section_align: int) -> int:
        """The address of `op`: a model's or a host library's object for an external
        declaration, else new storage aligned as declared (or as its type), and to
        `section_align` where it begins its section."""
        name = op.sym_name.data
        if _external(op):
            if name in self.data_symbols:
                return self.data_symbols[name]
            native = self.native.data_symbol(name)
            if native is not None:
                return native
            if op.linkage.linkage.data == "extern_weak":
                return 0
            raise UndefinedSymbolError(f"undefined global '@{name}'", op)
        align = max(_alignment(op), section_align)
        try:
            storage = memory.allocate(layout(op.global_type).size, "global",
                                      name=fortran_name(name), align=align)
        except OutOfHostMemoryError as error:  # as a loader that cannot map the program
            raise ProgramError(f"cannot load global '@{name}': {error}", op) from None
        # A constant (a string literal, a table) is part of the program image that
        # every device holds too: device code may read it.
        storage.host_accessible = op.constant is not None
        return storage.begin

    def symbol_address(self, name: str) -> int:
        if name not in self.addresses:
            raise UndefinedSymbolError(f"address of undefined symbol '@{name}'")
        return self.addresses[name]

    # ---- calls ------------------------------------------------------------------------
    def constructors(self) -> list[Operation]:
        """The static constructors (`llvm.mlir.global_ctors`, LLVM's
        `llvm.global_ctors`), run before `main`: by ascending priority, in the listed
        order for equal ones."""
        return self._static_functions("llvm.mlir.global_ctors", reverse=False)

    def destructors(self) -> list[Operation]:
        """The static destructors (`llvm.mlir.global_dtors`), run after the `atexit`
        functions: by descending priority, the last listed first for equal ones."""
        return self._static_functions("llvm.mlir.global_dtors", reverse=True)

    def _static_functions(self, kind: str, reverse: bool) -> list[Operation]:
        entries: list[tuple[int, int, Operation]] = []
        for op in self.module.ops:
            if op_name(op) != kind:
                continue
            names = cast(ArrayAttr[SymbolRefAttr], op.properties.get(kind.rsplit("_", 1)[1]))
            priorities = cast(ArrayAttr[IntegerAttr], op.properties.get("priorities"))
            for order, (name, priority) in enumerate(zip(names.data, priorities.data)):
                entries.append((priority.value.data, order, resolve_callee(self.module, name)))
        entries.sort(key=lambda e: (-e[0], -e[1]) if reverse else (e[0], e[1]))
        return [function for _, _, function in entries]

    def function_entry(self, function: Operation) -> Call:
        """How to call `function`: run its body, or for a declaration its external."""
        if not isinstance(function, Function):
            raise ProgramError(f"call of a '{function.name}', which is not a function")
        if function.body.blocks:
            if isinstance(function, llvm.FuncOp) and function.function_type.is_variadic:
                return self.variadic.entry(function)
            return lambda interpreter, args: interpreter.call_op(function, args)
        if isinstance(function, llvm.FuncOp):
            output = function.function_type.output
            results = () if isinstance(output, llvm.LLVMVoidType) else (output,)
        else:
            results = tuple(function.function_type.outputs.data)
        call = external_call(self.externals, function.sym_name.data, results,
                             lambda: self._native_function(function))
        return lambda interpreter, args: call(args)

    def _native_function(self, declaration: Function) -> Callable[..., Any] | None:
        """The host library's function `declaration` names (`hostlib.native`)."""
        try:
            return self.native.function(declaration)
        except NativeCallError as error:
            raise ProgramError(str(error), declaration) from None

    def function_at(self, interpreter: OffloadInterpreter, addr: int) -> Function:
        """The function whose code is at `addr`: one of the module's, or on a device
        the device image's copy of one (its device address in the indirect-call
        table). Fetching the code is an access of the running code: a host function
        called from the device is a device fault, unless device code took its address
        (the image's copy: `DeviceImage.functions_taken`)."""
        null_check(addr, "call through")
        if addr not in device_image(interpreter).functions_taken:
            interpreter.memory.read(addr, 1)
        return self.outlined_function(interpreter, addr)

    def native_call_at(self, op: Operation, addr: int, calls: int | None = None
                       ) -> Callable[[PythonValues], PythonValues] | None:
        """An indirect call `op` (`llvm.call`, or `llvm.invoke` whose first `calls`
        operands are the call's) of the host library function at `addr` (a library
        object's virtual function, such as `std::cout`'s facet's `do_widen` that inlined
        `std::endl` calls), called natively with the call site's types, its result
        brought to the result type; None when `addr` is not a library's function (the
        program's own are found first: `functions`)."""
        if addr in self.functions:
            return None
        inputs = tuple(operand.type for operand in op.operands[1:calls])
        outputs = tuple(result.type for result in op.results)
        callee_type = op.properties.get("var_callee_type")
        variadic = isinstance(callee_type, llvm.LLVMFunctionType) and callee_type.is_variadic
        try:
            function = self.native.function_at(addr, inputs, outputs, variadic)
        except NativeCallError as error:
            raise ProgramError(str(error), op) from None
        if function is None:
            return None
        if not outputs:
            return lambda args: (function(*args), ())[1]
        convert = value_of(outputs[0])
        return lambda args: (convert(function(*args)),)

    def outlined_function(self, interpreter: OffloadInterpreter, addr: int) -> Function:
        """The function at `addr` that an OpenMP runtime entry point (`__kmpc_fork_call`,
        `__kmpc_fork_teams`) was handed to run: the code itself is not fetched through
        the running code's memory checks, since a kernel's `llvm.mlir.addressof` of its
        outlined region names the device image's copy of it (the image holds every
        function the kernel refers to), which the simulation keeps at the host address."""
        null_check(addr, "call through")
        function = self.functions.get(addr)
        if function is None:  # a device's copy of a `declare target indirect` function
            hosts = [host for device in interpreter.runtime.devices
                     for host, dev in device.indirect.pairs() if dev == addr]
            function = self.functions.get(hosts[0]) if hosts else None
        if function is None:
            raise ProgramError(f"call through 0x{addr:x}, which is not a function")
        return function

    def call_function(self, interpreter: OffloadInterpreter, function: Operation,
                      args: PythonValues) -> PythonValues:
        """Runs a function body in a new stack frame, whose allocas are freed on
        return (`OffloadInterpreter.call_op` calls an `llvm.func` here)."""
        body = self.body[cast(Function, function)]
        if body is None:
            return self.entry[function](interpreter, args)
        frame: list[tuple[int, str]] = []
        self.frames.append(frame)
        memory = interpreter.runtime.memory
        try:
            results = interpreter.run_ssacfg_region(body, args)
        except BaseException:  # the program stops (exit, abort, an error): not a return
            self.frames.pop()
            for addr, region in reversed(frame):
                memory.free(addr, region, abandoned=True)
            raise
        self.frames.pop()
        for addr, region in reversed(frame):
            memory.free(addr, region)
        return results


class _Section(IntEnum):
    """Where the static linker puts a global, in address order: GNU ld's default script
    (`ld --verbose`) places `.rodata`, then (on a new page: the writable segment)
    `.data.rel.ro`, `.data`, the sections it does not know (`llvm_offload_entries`, after
    the sections of their kind), then `.bss`. LLVM's
    `TargetLoweringObjectFile::getKindForGlobal` picks the section: a `constant` is
    read-only data, or `.data.rel.ro` when it holds addresses (relocations, in a
    position-independent executable); a global whose initializer is all zero bytes goes
    to `.bss`, any other to `.data`; an explicit `section` is its own, writable when it
    holds addresses or is not constant."""

    RODATA = 0
    NAMED_READ_ONLY = 1
    DATA_REL_RO = 2
    DATA = 3
    NAMED_WRITABLE = 4
    BSS = 5


_SECTION_ALIGN = {_Section.RODATA: 16, _Section.NAMED_READ_ONLY: 16,
                  _Section.DATA_REL_RO: 4096, _Section.DATA: 16,
                  _Section.NAMED_WRITABLE: 16, _Section.BSS: 16}
"""Where a section begins: the writable segment on a new page (ld's
`DATA_SEGMENT_ALIGN`), each other section at least as an object file's sections
usually are, and at the largest alignment of its variables (an ELF section's
`sh_addralign`, to which the linker aligns the section's start: natively the first
of `static float x[1000], y[1000] __attribute__((aligned(64)))` is 64-byte aligned
too)."""


def _external(op: llvm.GlobalOp) -> bool:
    """A declaration of a variable defined elsewhere (no storage of the module's)."""
    return (op.value is None and not op.body.blocks
            and op.linkage.linkage.data in ("external", "extern_weak"))


def _alignment(op: llvm.GlobalOp) -> int:
    """The variable's alignment: as declared, at least its type's."""
    return max(layout(op.global_type).align, op.alignment.value.data if op.alignment else 1)


def _section_rank(op: llvm.GlobalOp, image: bytes | None) -> _Section:
    relocated = _holds_address(op.global_type)
    if op.section is not None:
        read_only = op.constant is not None and not relocated
        return _Section.NAMED_READ_ONLY if read_only else _Section.NAMED_WRITABLE
    if op.constant is not None:
        return _Section.DATA_REL_RO if relocated else _Section.RODATA
    zero = (not any(image) if image is not None
            else not op.body.blocks or _zero_initializer(op))
    return _Section.BSS if zero else _Section.DATA


def _holds_address(type_: Attribute) -> bool:
    """Whether a value of `type_` holds a pointer (a relocation when initialized)."""
    if isinstance(type_, llvm.LLVMPointerType):
        return True
    if isinstance(type_, llvm.LLVMArrayType):
        return _holds_address(type_.type)
    if isinstance(type_, STRUCT_TYPES):
        return any(_holds_address(t) for t in type_.types)
    return False


def _zero_initializer(op: llvm.GlobalOp) -> bool:
    """Whether the initializer region of `op` returns `llvm.mlir.zero`."""
    block = op.body.blocks.first
    ret = None if block is None else block.last_op
    return (isinstance(ret, llvm.ReturnOp) and ret.arg is not None
            and isinstance(ret.arg.owner, llvm.ZeroOp))
