"""The C ABI types of a native call, from the declaration the program calls it by:
x86-64 System V passes `__int128` in two integer registers, low half first, as it
passes a structure of two 64-bit integers (and returns either in rax:rdx)."""

import ctypes

import pytest
from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerType, VectorType, i32, i64

from accdialect.hostlib.signatures import Int128, UnsupportedSignature, signature_of


def declaration(inputs: list, output) -> llvm.FuncOp:
    return llvm.FuncOp("f", llvm.LLVMFunctionType(inputs, output))


def test_a_128_bit_parameter_is_two_halves():
    signature = signature_of(declaration([llvm.LLVMPointerType(), IntegerType(128)], i32))
    assert signature.params == (ctypes.c_void_p, Int128) and signature.wide == (1,)
    assert signature.result is ctypes.c_uint32


@pytest.mark.parametrize("value", [0, 7, -1, 2**100 + 7, -(2**127), 2**127 - 1])
def test_int128_round_trip(value: int):
    halves = Int128.of(value)
    assert (halves.low, halves.high) == (value & (2**64 - 1), (value >> 64) & (2**64 - 1))
    assert halves.value() == value


def test_a_vector_parameter_is_refused_with_the_name():
    with pytest.raises(UnsupportedSignature, match="'@f' has a parameter or result of type"):
        signature_of(declaration([VectorType(i64, [2])], i32))
