"""C ABI signatures of native functions, from the declarations a program calls them by.

A declaration (`llvm.func @strrchr(!llvm.ptr, i32) -> !llvm.ptr`, or a `func.func`
without body) gives the types of its fixed parameters and of its result; the x86-64
System V ABI passes these scalars in registers the way ctypes (libffi) does. The
arguments given to `...` of a variadic function have their default-promoted types
(C 6.5.2.2p7): a `double` for a floating-point value, a 64-bit integer for an integer
or a pointer (an `int` occupies the low half of its register or stack slot).
A 128-bit integer (flang's `INTEGER(16)`, `_FortranAioOutputInteger128`) is passed as
a structure of two 64-bit halves, low first: the ABI gives `__int128` and such a
structure the same two integer registers (or stack slots), and returns both in `rax`
and `rdx`. A parameter of a type ctypes cannot pass by value (a structure, a vector,
`long double`) is refused with the declaration's name.
"""

import ctypes
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from xdsl.dialects import func, llvm
from xdsl.dialects.builtin import Float32Type, Float64Type, IndexType, IntegerType
from xdsl.ir import Attribute

CType = Any
"""A ctypes scalar type (`c_int32`, `c_double`, `c_void_p`, ...)."""

_INTEGERS = {1: ctypes.c_uint8, 8: ctypes.c_uint8, 16: ctypes.c_uint16, 32: ctypes.c_uint32,
             64: ctypes.c_uint64}


class Int128(ctypes.Structure):
    """A 128-bit integer as the x86-64 ABI passes it: two eightbytes, low first."""

    _fields_ = (("low", ctypes.c_uint64), ("high", ctypes.c_uint64))

    @classmethod
    def of(cls, value: int) -> "Int128":
        return cls(value & _MASK64, (value >> 64) & _MASK64)

    def value(self) -> int:
        """The signed value (as the interpreter holds an `i128`)."""
        unsigned = self.low | self.high << 64
        return unsigned - (1 << 128) if unsigned >> 127 else unsigned


_MASK64 = (1 << 64) - 1


class UnsupportedSignature(Exception):
    """A declaration whose parameters or result ctypes cannot pass."""


@dataclass(frozen=True)
class Signature:
    """The C-level types of a native function: its fixed parameters, its result (None
    for `void`), whether it is variadic, and which fixed parameters are pointers."""

    params: tuple[CType, ...]
    result: CType | None
    variadic: bool
    pointers: tuple[int, ...]
    wide: tuple[int, ...] = ()
    """The fixed parameters that are 128-bit integers (`Int128`)."""

    def argtypes(self, args: Sequence[Any]) -> tuple[CType, ...]:
        """The types of one call's arguments: the fixed ones, then the promoted types
        of the variadic ones."""
        extra = args[len(self.params):]
        if not extra:
            return self.params
        return self.params + tuple(ctypes.c_double if isinstance(value, float)
                                   else ctypes.c_uint64 for value in extra)


def ctype(t: Attribute, where: str) -> CType:
    """The ctypes type passing a value of the MLIR type `t`."""
    if isinstance(t, llvm.LLVMPointerType):
        return ctypes.c_void_p
    if isinstance(t, IntegerType) and t.width.data in _INTEGERS:
        return _INTEGERS[t.width.data]
    if isinstance(t, IntegerType) and t.width.data == 128:
        return Int128
    if isinstance(t, IndexType):
        return ctypes.c_uint64
    if isinstance(t, Float64Type):
        return ctypes.c_double
    if isinstance(t, Float32Type):
        return ctypes.c_float
    raise UnsupportedSignature(f"{where} has a parameter or result of type {t}, which a "
                               f"native call cannot pass")


def signature_of(declaration: llvm.FuncOp | func.FuncOp) -> Signature:
    """The signature `declaration` declares."""
    name = f"'@{declaration.sym_name.data}'"
    if isinstance(declaration, llvm.FuncOp):
        ftype = declaration.function_type
        inputs, variadic = tuple(ftype.inputs.data), ftype.is_variadic
        output = ftype.output
        outputs = () if isinstance(output, llvm.LLVMVoidType) else (output,)
    else:
        inputs, variadic = tuple(declaration.function_type.inputs.data), False
        outputs = tuple(declaration.function_type.outputs.data)
    return signature_from_types(inputs, outputs, variadic, name)


def signature_from_types(inputs: tuple[Attribute, ...], outputs: tuple[Attribute, ...],
                         variadic: bool, name: str) -> Signature:
    """The signature of a function of these parameter and result types (a declaration's,
    or an indirect call site's), `name` saying which in an error."""
    if len(outputs) > 1:
        raise UnsupportedSignature(f"{name} returns {len(outputs)} values")
    params = tuple(ctype(t, name) for t in inputs)
    result = ctype(outputs[0], name) if outputs else None
    pointers = tuple(i for i, t in enumerate(inputs) if isinstance(t, llvm.LLVMPointerType))
    wide = tuple(i for i, param in enumerate(params) if param is Int128)
    return Signature(params, result, variadic, pointers, wide)
