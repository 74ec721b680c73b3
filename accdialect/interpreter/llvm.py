"""The `llvm` dialect on the simulated machine (LLVM LangRef semantics).

What `mlir-translate --import-llvm` makes of `clang -O0` output, and hand-written IR,
runs on the runtime's memory. `LLVMFunctions` is one function set made of three parts:
- this module: linking (every global gets its storage and initial value once, at load
  time, and every function a code address, so that function pointers work), symbols,
  calls and control flow;
- `llvm_memory`: the stack, loads and stores, `getelementptr`, constants, aggregates;
- `llvm_arith`: integer and floating-point arithmetic, comparisons, conversions.

Operations that xDSL 0.74 has no class for (`llvm.switch`, `llvm.fptosi`,
`llvm.intr.memcpy`, ...) are read in generic form as unregistered operations and
implemented by name (`by_name`); so are the project's replacements of xDSL's
classes and what clang 22's imported programs add (`clang_ops`, C++'s `invoke`:
`cxx_abi`).

`register_llvm_and_builtins(interpreter)` registers everything: `builtin`, `func`,
`arith`, `cf`, `scf`, `llvm`, the C library and the runtime's C entry points.
"""

from collections.abc import Callable
from typing import Any, cast

from xdsl.dialects import func, llvm
from xdsl.interpreter import (
    Interpreter,
    PythonValues,
    ReturnedValues,
    Successor,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Operation, Region

from accdialect.hostlib.native import NativeBridge, NativeCallError
from accdialect.interpreter.block_source import BlockWriter, emitted_as
from accdialect.interpreter.builtin_ops import (
    Call,
    Externals,
    builtin_functions,
    conditional_targets,
    emit_branch,
    emit_call,
    emit_conditional,
    emit_return,
    external_call,
    resolve_callee,
    switch_targets,
    take_branch,
    take_switch,
)
from accdialect.interpreter.by_name import (
    impl_by_name,
    impl_terminator_by_name,
    implementations_by_name,
)
from accdialect.interpreter.clang_ops import ClangOpsFunctions
from accdialect.interpreter.core import OffloadInterpreter, PerOp, offload_impl, register_all
from accdialect.interpreter.cxx_abi import CxxFunctions
from accdialect.interpreter.data_layout import encoder, layout
from accdialect.interpreter.decoded import Site
from accdialect.interpreter.errors import ProgramError, UndefinedSymbolError
from accdialect.interpreter.libc import CLibrary
from accdialect.interpreter.llvm_arith import LLVMArithmeticFunctions
from accdialect.interpreter.llvm_memory import LLVMMemoryFunctions, attribute_image, null_check
from accdialect.interpreter.llvm_vector import LLVMVectorFunctions
from accdialect.interpreter.native_calls import native_bridge
from accdialect.interpreter.varargs import VarargsFunctions, VariadicCalls
from accdialect.runtime import Memory, OutOfHostMemoryError

_CODE_SIZE = 16  # bytes of "code" behind each function's address

Function = llvm.FuncOp | func.FuncOp
"""What a call reaches: an `llvm.func`, or a `func.func` called from `llvm.call`."""


def _emit_llvm_call(fs: "LLVMFunctions", interpreter: OffloadInterpreter, site: Site,
                    out: BlockWriter) -> None:
    """A direct call calls its callee's entry (resolved here: an undefined callee is
    an error when the call runs); an indirect one goes through `LLVMFunctions.call`."""
    op = cast(llvm.CallOp, site.op)
    if op.callee is None:
        emit_call(fs.call)(fs, interpreter, site, out)
        return
    entry, values = fs.entry[resolve_callee(op, op.callee)], "".join(
        f"{v}, " for v in out.operands())
    out.results_of(f"{out.bind(entry, 'call')}(interpreter, ({values}))")


@register_impls
class LLVMFunctions(LLVMMemoryFunctions, LLVMArithmeticFunctions, LLVMVectorFunctions):
    """The `llvm` dialect over the simulated memory of an `OffloadInterpreter`.

    `addresses`: symbol -> address of every global and function; `functions`: code
    address -> function; `externals`: the functions that declarations without body
    call (name -> Python callable); `libc`: the program's C library."""

    def __init__(self, externals: dict[str, Callable[..., Any]], libc: CLibrary,
                 native: NativeBridge):
        super().__init__()
        self.externals = externals
        self.libc = libc
        self.native = native
        """The host libraries, for the declarations no external models."""
        self.variadic = VariadicCalls()
        """The values given to `...` of the running variadic functions (`varargs`)."""
        self.addresses: dict[str, int] = {}
        self.functions: dict[int, Function] = {}
        self.address = PerOp[llvm.AddressOfOp, int](
            lambda op: self.symbol_address(op.global_name.root_reference.data))
        self.entry = PerOp(self.function_entry)
        self.body = PerOp[Function, Region | None](
            lambda function: function.body if function.body.blocks else None)
        self.direct = PerOp(self._direct_callee)
        self.conditional = PerOp(conditional_targets)
        self.switch = PerOp(switch_targets)

    # ---- linking -------------------------------------------------------------------
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
                addr = memory.allocate(_CODE_SIZE, "global", name=op.sym_name.data).begin
                self.addresses[op.sym_name.data] = addr
                self.functions[addr] = op
        variables = [op for op in top if isinstance(op, llvm.GlobalOp)]
        for op in variables:
            self.addresses[op.sym_name.data] = self._place_global(memory, op)
        for op in variables:
            if op.value is not None:
                data = attribute_image(op.value, op.global_type)
            elif op.body.blocks and not _zero_initializer(op):
                (value,) = interpreter.run_ssacfg_region(op.body, (), op.sym_name.data)
                data = encoder(op.global_type)(value)
            else:
                continue
            memory.write(self.addresses[op.sym_name.data], data)

    def _place_global(self, memory: Memory, op: llvm.GlobalOp) -> int:
        name, shape = op.sym_name.data, layout(op.global_type)
        if op.value is None and not op.body.blocks and op.linkage.linkage.data in (
                "external", "extern_weak"):
            if name in self.libc.data_symbols:
                return self.libc.data_symbols[name]
            native = self.native.data_symbol(name)
            if native is not None:
                return native
            if op.linkage.linkage.data == "extern_weak":
                return 0
            raise UndefinedSymbolError(f"undefined global '@{name}'", op)
        align = max(shape.align, op.alignment.value.data if op.alignment else 1)
        try:
            storage = memory.allocate(shape.size, "global", name=name, align=align)
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

    @emitted_as(lambda fs, _, site, out: out.result(out.bind(fs.address[site.op], "address")))
    @impl(llvm.AddressOfOp)
    def run_addressof(self, interpreter: Interpreter, op: llvm.AddressOfOp, args: PythonValues):
        return (self.address[op],)

    # ---- calls ---------------------------------------------------------------------
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

    def _direct_callee(self, op: llvm.CallOp) -> Call | None:
        """How a direct call calls its callee; None for an indirect call."""
        return None if op.callee is None else self.entry[resolve_callee(op, op.callee)]

    def function_at(self, interpreter: OffloadInterpreter, addr: int) -> Function:
        """The function whose code is at `addr`: one of the module's, or on a device
        the device image's copy of one (its device address in the indirect-call
        table). Fetching the code is an access of the running code: a host function
        called from the device is a device fault."""
        null_check(addr, "call through")
        interpreter.memory.read(addr, 1)
        return self.outlined_function(interpreter, addr)

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

    def call_function(self, interpreter: OffloadInterpreter, op: llvm.FuncOp,
                      args: PythonValues) -> PythonValues:
        """Runs a function body in a new stack frame, whose allocas are freed on
        return (`OffloadInterpreter.call_op` calls an `llvm.func` here)."""
        body = self.body[op]
        if body is None:
            return self.entry[op](interpreter, args)
        frame: list[tuple[int, str]] = []
        self.frames.append(frame)
        try:
            return interpreter.run_ssacfg_region(body, args)
        finally:
            self.frames.pop()
            for addr, region in reversed(frame):
                interpreter.runtime.memory.free(addr, region)

    def call(self, interpreter: OffloadInterpreter, op: llvm.CallOp, args: PythonValues
             ) -> PythonValues:
        """A direct call names its callee; an indirect one passes its address first."""
        direct = self.direct[op]
        if direct is not None:
            return direct(interpreter, args)
        return self.entry[self.function_at(interpreter, args[0])](interpreter, args[1:])

    @emitted_as(_emit_llvm_call)
    @offload_impl(llvm.CallOp)
    def run_call(self, interpreter: OffloadInterpreter, op: llvm.CallOp, args: PythonValues):
        return self.call(interpreter, op, args)

    @emitted_as(emit_return)
    @impl_terminator(llvm.ReturnOp)
    def run_return(self, interpreter: Interpreter, op: llvm.ReturnOp, args: PythonValues):
        return ReturnedValues(args), ()

    # ---- control flow --------------------------------------------------------------
    @emitted_as(emit_branch)
    @impl_terminator(llvm.BrOp)
    def run_br(self, interpreter: Interpreter, op: llvm.BrOp, args: PythonValues):
        return Successor(op.successor, args), ()

    @emitted_as(emit_conditional)
    @impl_terminator(llvm.CondBrOp)
    def run_cond_br(self, interpreter: Interpreter, op: llvm.CondBrOp, args: PythonValues):
        return take_branch(self.conditional[op], args), ()

    @impl_terminator_by_name("llvm.switch")
    def run_switch(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        return take_switch(self.switch[op], args), ()

    @impl_terminator(llvm.UnreachableOp)
    def run_unreachable(self, interpreter: Interpreter, op: llvm.UnreachableOp,
                        args: PythonValues):
        raise ProgramError("reached 'llvm.unreachable'")

    # ---- markers without effect here -----------------------------------------------
    @impl_by_name("llvm.intr.lifetime.start", "llvm.intr.lifetime.end", "llvm.intr.assume",
                  "llvm.intr.dbg.declare", "llvm.intr.dbg.value", "llvm.intr.dbg.label")
    def run_marker(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        """Lifetime, assumption and debug-information markers change nothing here."""
        return ()

    @impl_by_name("llvm.intr.trap")
    def run_trap(self, interpreter: Interpreter, op: Operation, args: PythonValues):
        raise ProgramError("trap ('llvm.intr.trap')")


def _zero_initializer(op: llvm.GlobalOp) -> bool:
    """Whether the initializer region of `op` returns `llvm.mlir.zero`."""
    block = op.body.blocks.first
    ret = None if block is None else block.last_op
    return (isinstance(ret, llvm.ReturnOp) and ret.arg is not None
            and isinstance(ret.arg.owner, llvm.ZeroOp))


def register_llvm_and_builtins(interpreter: OffloadInterpreter,
                               externals: Externals | None = None) -> LLVMFunctions:
    """Registers `builtin`, `func`, `arith`, `cf`, `scf` and `llvm` on `interpreter`
    and links its module with the C library (`libc`), the runtime's C entry points
    (`OffloadRuntime.externals()`) and `externals` (name -> Python callable on C-level
    values, overriding the others). The returned functions, also
    `interpreter.llvm_functions`, have an `externals` table that can be extended
    later; `.libc.start_main(argv)` runs `main`."""
    libc = CLibrary(interpreter)
    table = {**interpreter.runtime.externals(), **libc.externals(), **(externals or {})}
    functions = LLVMFunctions(table, libc, native_bridge(interpreter, libc))
    register_all(interpreter, [*builtin_functions(table), functions])
    interpreter.llvm_functions = functions
    interpreter.register_by_name(functions, implementations_by_name(functions))
    for by_name in (ClangOpsFunctions(), CxxFunctions(), VarargsFunctions()):
        interpreter.register_by_name(by_name, implementations_by_name(by_name))
    functions.load_module(interpreter)
    return functions
