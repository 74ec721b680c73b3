"""What mlir-translate / mlir-opt 22 write for clang's programs reads back (issue 11,
cause 3): `llvm.trunc` with `overflowFlags = N : i32`, packed structs, named and
not, nested in arrays and structs, and a `getelementptr` into a packed struct.

The input is mlir-opt 22's own generic print (`Inputs/llvm22_trunc_packed.mlir`);
the sizes of packed structs are those clang 22 gives the C structs (the native
recording `test/conformance/omp-c/import_packed_struct.stdout`: `sizeof rec 7
holder 13`)."""

import subprocess
from io import StringIO
from pathlib import Path
from typing import TypeVar

import pytest
from xdsl.dialects import llvm as xllvm
from xdsl.dialects.builtin import ArrayAttr, IntegerAttr, ModuleOp, StringAttr, i8, i16, i32
from xdsl.ir import Operation
from xdsl.utils.exceptions import VerifyException

from accdialect.dialects.llvm import GEPOp, LLVMPackedStructType, TruncOp
from accdialect.dialects.type_layout import layout
from accdialect.ir.parser import LocatedParser
from accdialect.ir.printer import AccPrinter
from accdialect.tools.acc_import import find_tool
from accdialect.tools.loading import make_context
from support.llvm22 import needs_llvm

INPUT = Path(__file__).parent / "Inputs" / "llvm22_trunc_packed.mlir"
PTR = xllvm.LLVMPointerType()
OpT = TypeVar("OpT", bound=Operation)


def _parse(text: str) -> ModuleOp:
    return LocatedParser(make_context(), text, "t.mlir").parse_module()


def _generic(module: ModuleOp) -> str:
    out = StringIO()
    AccPrinter(stream=out, print_generic_format=True).print_op(module)
    return out.getvalue()


def _ops(module: ModuleOp, kind: type[OpT]) -> list[OpT]:
    return [op for op in module.walk() if isinstance(op, kind)]


def test_trunc_keeps_mlir_22_overflow_flags():
    module = _parse(INPUT.read_text())
    module.verify()
    flags = [op.overflowFlags for op in _ops(module, TruncOp)]
    assert flags == [IntegerAttr(0, 32), IntegerAttr(3, 32)]
    text = _generic(module)
    assert '"llvm.trunc"(%arg0) <{overflowFlags = 0 : i32}> : (i32) -> i8' in text
    assert '"llvm.trunc"(%arg0) <{overflowFlags = 3 : i32}> : (i32) -> i16' in text


def test_trunc_custom_form_writes_flags_as_mlir_does():
    module = _parse(INPUT.read_text())
    out = StringIO()
    AccPrinter(stream=out).print_op(module)
    assert "llvm.trunc %arg0 overflow<nsw,nuw> : i32 to i16" in out.getvalue()
    again = _parse(out.getvalue())
    assert [op.overflowFlags for op in _ops(again, TruncOp)] == \
        [IntegerAttr(0, 32), IntegerAttr(3, 32)]


def test_trunc_to_a_wider_type_is_refused():
    module = _parse(INPUT.read_text().replace("(i32) -> i16", "(i32) -> i64"))
    with pytest.raises(VerifyException, match="invalid cast opcode for cast from i32 to i64"):
        module.verify()


def test_packed_structs_nested_in_structs_and_arrays():
    module = _parse(INPUT.read_text())
    loaded = [op.results[0].type for op in module.walk() if op.name == "llvm.load"]
    inner = LLVMPackedStructType(StringAttr(""), ArrayAttr([i8, i16]))
    assert loaded[0] == LLVMPackedStructType(
        StringAttr("class.X"), ArrayAttr([i8, i32, xllvm.LLVMArrayType(2, inner)]))
    # a struct that is not packed stays xDSL's class, as before
    plain = xllvm.LLVMStructType(StringAttr("s"), ArrayAttr([i8, i32]))
    assert loaded[1] == xllvm.LLVMArrayType(3, plain)


def test_packed_struct_layout_is_clangs():
    rec = LLVMPackedStructType(StringAttr("struct.rec"), ArrayAttr([i8, i32, i16]))
    holder = LLVMPackedStructType(StringAttr("struct.holder"), ArrayAttr([i8, PTR, i32]))
    assert (layout(rec).size, layout(rec).align, layout(rec).offsets) == (7, 1, (0, 1, 5))
    assert (layout(holder).size, layout(holder).offsets) == (13, (0, 1, 9))
    # three of them, end to end, as `struct rec many[3]` (21 bytes mapped natively)
    assert layout(xllvm.LLVMArrayType(3, rec)).size == 21


GEP = """
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<ptr (ptr)>,
                linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 0 : i64}> ({
^bb0(%arg0: !llvm.ptr):
  %0 = "llvm.getelementptr"(%arg0) <{
    elem_type = !llvm.struct<"struct.holder", packed (i8, ptr, i32)>, noWrapFlags = 3 : i32,
    rawConstantIndices = array<i32: 0, INDEX>}> : (!llvm.ptr) -> !llvm.ptr
  "llvm.return"(%0) : (!llvm.ptr) -> ()
}) : () -> ()
"""


def test_getelementptr_into_a_packed_struct():
    module = _parse(GEP.replace("INDEX", "1"))
    module.verify()
    (gep,) = _ops(module, GEPOp)
    assert isinstance(gep, xllvm.GEPOp)  # the passes' checks still see a GEP
    with pytest.raises(VerifyException, match="GEP index #1: 3 is out of range for struct "
                                              "with 3 field"):
        _parse(GEP.replace("INDEX", "3")).verify()


@needs_llvm
def test_mlir_opt_22_reads_what_is_printed():
    """The generic form printed here, read by mlir-opt 22, prints as mlir-opt 22
    printed the input."""
    expected = "\n".join(line for line in INPUT.read_text().splitlines()
                         if not line.startswith("//")) + "\n"
    printed = _generic(_parse(INPUT.read_text()))
    again = subprocess.run([find_tool("mlir-opt"), "--mlir-print-op-generic"], input=printed,
                           capture_output=True, text=True, check=True).stdout
    assert again == expected
