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
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Operation

from accdialect.hostlib.libc import CLibrary
from accdialect.hostlib.native import NativeBridge
from accdialect.hostlib.program import native_bridge
from accdialect.interpreter.block_source import BlockWriter
from accdialect.interpreter.by_name import (
    impl_by_name,
    impl_terminator_by_name,
    implementations_by_name,
)
from accdialect.interpreter.core import OffloadInterpreter, PerOp, offload_impl, register_all
from accdialect.interpreter.decoded import Site
from accdialect.interpreter.emitted import emitted
from accdialect.interpreter.errors import ProgramError, TrapError
from accdialect.interpreter.linker import Call
from accdialect.interpreters.builtin_ops import (
    Externals,
    builtin_functions,
    emit_branch,
    emit_call,
    emit_conditional,
    emit_return,
    resolve_callee,
    switch_targets,
    take_switch,
)
from accdialect.interpreters.clang_ops import ClangOpsFunctions
from accdialect.interpreters.llvm_arith import LLVMArithmeticFunctions
from accdialect.interpreters.llvm_invoke import InvokeFunctions
from accdialect.interpreters.llvm_linker import LLVMLinker
from accdialect.interpreters.llvm_memory import LLVMMemoryFunctions
from accdialect.interpreters.llvm_promotion import promoted_allocas
from accdialect.interpreters.llvm_varargs import VarargsFunctions, VariadicCalls
from accdialect.interpreters.llvm_vector import LLVMVectorFunctions

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

    `linker`: the module's symbols (`llvm_linker`); `externals`: the models that
    declarations without body call (name -> Python callable), also the linker's;
    `libc`: the program's C library."""

    def __init__(self, externals: dict[str, Callable[..., Any]], libc: CLibrary,
                 native: NativeBridge):
        super().__init__()
        self.externals = externals
        self.libc = libc
        self.variadic = VariadicCalls()
        """The values given to `...` of the running variadic functions (`llvm_varargs`)."""
        self.linker = LLVMLinker(libc.interpreter.module, externals, libc.data_symbols,
                                 native, self.variadic, self.frames)
        self.entry = self.linker.entry
        self.address = PerOp[llvm.AddressOfOp, int](
            lambda op: self.linker.symbol_address(op.global_name.root_reference.data))
        self.direct = PerOp(self._direct_callee)
        self.switch = PerOp(switch_targets)

    run_addressof = emitted(impl(llvm.AddressOfOp), lambda fs, _, site, out: out.result(
        out.bind(fs.address[site.op], "address")))

    def _direct_callee(self, op: llvm.CallOp) -> Call | None:
        """How a direct call calls its callee; None for an indirect call."""
        return None if op.callee is None else self.entry[resolve_callee(op, op.callee)]

    def call(self, interpreter: OffloadInterpreter, op: llvm.CallOp, args: PythonValues
             ) -> PythonValues:
        """A direct call names its callee; an indirect one passes its address first: a
        function of the program, or of a host library (`native_call_at`)."""
        direct = self.direct[op]
        if direct is not None:
            return direct(interpreter, args)
        native = self.linker.native_call_at(op, args[0])
        if native is not None:
            return native(args[1:])
        return self.entry[self.linker.function_at(interpreter, args[0])](interpreter, args[1:])

    run_call = emitted(offload_impl(llvm.CallOp), _emit_llvm_call)

    run_return = emitted(impl_terminator(llvm.ReturnOp), emit_return)

    # ---- control flow --------------------------------------------------------------
    run_br = emitted(impl_terminator(llvm.BrOp), emit_branch)

    run_cond_br = emitted(impl_terminator(llvm.CondBrOp), emit_conditional)

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
        raise TrapError()


def register_llvm_and_builtins(interpreter: OffloadInterpreter,
                               externals: Externals | None = None) -> LLVMFunctions:
    """Registers `builtin`, `func`, `arith`, `cf`, `scf` and `llvm` on `interpreter`
    and links its module with the C library (`libc`), the runtime's C entry points
    (`OffloadRuntime.externals()`) and `externals` (name -> Python callable on C-level
    values, overriding the others). The returned functions' linker is the
    interpreter's (`interpreter.linker`); their `externals` table can be extended
    later; `.libc.start_main(argv)` runs `main`."""
    libc = CLibrary(interpreter)
    libc.native = native_bridge(interpreter, libc)
    table = {**interpreter.runtime.externals(), **libc.externals(), **(externals or {})}
    functions = LLVMFunctions(table, libc, libc.native)
    register_all(interpreter, [*builtin_functions(table), functions])
    interpreter.linker = functions.linker
    interpreter.frame_variables = promoted_allocas
    interpreter.register_by_name(functions, implementations_by_name(functions))
    varargs = VarargsFunctions(functions.variadic, functions.frames)
    for by_name in (ClangOpsFunctions(), InvokeFunctions(), varargs):
        interpreter.register_by_name(by_name, implementations_by_name(by_name))
    functions.linker.load_module(interpreter)
    return functions
