"""`llvm.invoke`, `llvm.landingpad` and `llvm.resume` (LLVM LangRef), registered by name.

`invoke` is a call that continues at its normal destination, and at its unwind
destination only if the callee throws. Nothing throws here: a `throw` is a located
error saying C++ exceptions are not supported (`hostlib.cxx_abi`), so `landingpad`
and `resume`, reached only by unwinding, are never executed (each is a located error
if it were). A function's `personality` (`__gxx_personality_v0`) is never called.
"""

from typing import cast

from xdsl.dialects.builtin import DenseArrayBase, IntegerType
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, Successor, register_impls
from xdsl.ir import Operation

from accdialect.interpreter.by_name import impl_by_name, impl_terminator_by_name
from accdialect.interpreter.core import OffloadInterpreter, PerOp
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreters.builtin_ops import resolve_callee


def _invoke_segments(op: Operation) -> tuple[int, int]:
    """The number of call operands (with the callee address of an indirect invoke)
    and of normal-destination operands (`operandSegmentSizes`)."""
    sizes = op.properties.get("operandSegmentSizes")
    values = cast(DenseArrayBase[IntegerType], sizes).get_values() if sizes is not None else ()
    if len(values) < 2:
        raise ProgramError("'llvm.invoke' without operandSegmentSizes", op)
    return int(values[0]), int(values[1])


@register_impls
class InvokeFunctions(InterpreterFunctions):
    """`llvm.invoke`, `llvm.landingpad` and `llvm.resume` (see the module doc)."""

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
        linker = interpreter.linker
        callee = self.direct[op]
        if callee is None:
            native = linker.native_call_at(op, args[0], calls)
            if native is not None:
                results = native(args[1:calls])
            else:
                results = linker.entry[linker.function_at(interpreter, args[0])](
                    interpreter, args[1:calls])
        else:
            results = linker.entry[callee](interpreter, args[:calls])
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
