"""Functions with a variable number of arguments (C17 7.16 `<stdarg.h>`) as clang 22
compiles them for x86-64.

The System V x86-64 ABI (§3.5.7) passes the arguments of `...` in registers, then on
the stack; clang's code reads them itself, inline, from the `va_list` that
`llvm.intr.vastart` fills: `{i32 gp_offset, i32 fp_offset, ptr overflow_arg_area,
ptr reg_save_area}`. The register save area holds the 6 integer registers (bytes 0
to 47) and the 8 vector registers (16 bytes each, bytes 48 to 175). So:

- a call of a variadic function defined in the program keeps the values given to
  `...` for its frame (`VariadicCalls.entry`), the named parameters going to the body;
- `llvm.intr.vastart` builds the frame's register save area and overflow area as the
  registers and the stack would hold them: each integer or pointer (a Python int) in
  the next free integer register, each double (C promotes a `float` to `double`) in
  the next vector register, the named parameters having taken theirs, the rest in
  order in 8-byte stack slots; `gp_offset`/`fp_offset` start past the named
  parameters' registers. Both areas are stack memory of the frame (freed at return);
- `llvm.intr.vacopy` copies the 24 bytes, `llvm.intr.vaend` does nothing.

The `va_list` is the ABI's own, in memory native code sees: glibc's `vprintf`,
`vfprintf`, `vsnprintf` read it as they read a native program's (`hostlib.native`).
A struct passed through `...` by value is not supported (a located error).
"""

import struct
from collections.abc import Sequence
from typing import Any

from xdsl.dialects import llvm
from xdsl.interpreter import Interpreter, InterpreterFunctions, PythonValues, register_impls
from xdsl.ir import Operation

from accdialect.interpreter.by_name import impl_by_name
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.linker import Call
from accdialect.runtime import DeviceAccessor

_GP_REGISTERS, _FP_REGISTERS = 6, 8
_GP_AREA = 8 * _GP_REGISTERS
_SAVE_AREA = _GP_AREA + 16 * _FP_REGISTERS
_VA_LIST_SIZE = 24
_F64 = struct.Struct("<d")


class VariadicCalls:
    """The values given to `...` of each running variadic function, innermost last."""

    def __init__(self) -> None:
        self.stack: list[tuple[PythonValues, PythonValues]] = []

    def entry(self, function: llvm.FuncOp) -> Call:
        """How to call the variadic `function`: its named parameters to its body, the
        values of `...` kept for its `va_start`."""
        named = len(function.function_type.inputs)

        def call(interpreter: Interpreter, args: PythonValues) -> PythonValues:
            self.stack.append((args[:named], args[named:]))
            try:
                return interpreter.call_op(function, args[:named])
            finally:
                self.stack.pop()
        return call


def _register_counts(values: Sequence[Any]) -> tuple[int, int]:
    """The integer and vector registers `values` take."""
    floats = sum(isinstance(v, float) for v in values)
    return min(len(values) - floats, _GP_REGISTERS), min(floats, _FP_REGISTERS)


@register_impls
class VarargsFunctions(InterpreterFunctions):
    """`llvm.intr.vastart`, `vacopy`, `vaend` (registered by name: xDSL 0.74 reads
    them as unregistered operations), over the `...` values of `variadic` and the
    stack `frames` of the `llvm` function set."""

    def __init__(self, variadic: VariadicCalls, frames: list[list[tuple[int, str]]]):
        super().__init__()
        self.variadic, self.frames = variadic, frames

    @impl_by_name("llvm.intr.vastart")
    def run_vastart(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        if not self.variadic.stack:
            raise ProgramError("va_start outside a variadic function")
        named, extra = self.variadic.stack[-1]
        gp_used, fp_used = _register_counts(named)
        memory = interpreter.memory
        region = memory.device.region if isinstance(memory, DeviceAccessor) else "stack"
        runtime_memory = interpreter.runtime.memory
        save = runtime_memory.allocate(_SAVE_AREA, region, name="va_list registers",
                                       align=16, zeroed=True).begin
        self.frames[-1].append((save, region))
        gp, fp, stack = gp_used, fp_used, bytearray()
        for value in extra:
            if isinstance(value, float):
                if fp < _FP_REGISTERS:
                    memory.write(save + _GP_AREA + 16 * fp, _F64.pack(value))
                    fp += 1
                else:
                    stack += _F64.pack(value)
            elif isinstance(value, int):
                if gp < _GP_REGISTERS:
                    memory.write_uint(save + 8 * gp, value & (2**64 - 1))
                    gp += 1
                else:
                    stack += (value & (2**64 - 1)).to_bytes(8, "little")
            else:
                raise ProgramError("a struct passed by value through '...' is not supported")
        overflow = runtime_memory.allocate(max(len(stack), 8), region, name="va_list stack",
                                           align=16, zeroed=True).begin
        self.frames[-1].append((overflow, region))
        memory.write(overflow, bytes(stack))
        ap = args[0]
        memory.write_uint(ap, 8 * gp_used, 4)
        memory.write_uint(ap + 4, _GP_AREA + 16 * fp_used, 4)
        memory.write_uint(ap + 8, overflow)
        memory.write_uint(ap + 16, save)
        return ()

    @impl_by_name("llvm.intr.vacopy")
    def run_vacopy(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        interpreter.memory.write(args[0], interpreter.memory.read(args[1], _VA_LIST_SIZE))
        return ()

    @impl_by_name("llvm.intr.vaend")
    def run_vaend(self, interpreter: OffloadInterpreter, op: Operation, args: PythonValues):
        return ()
