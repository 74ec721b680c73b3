"""`llvm` operations the lowerings make by the thousand, built from interned attributes.

xDSL's op constructors build their attributes anew for every op. The lowerings to the
runtime ABI make a few kinds of op per map entry (a `getelementptr` and a store per
array slot, a constant and an address per call), so these build them from attributes
made once, and assemble the operation itself without the generic `Operation.__init__`
(`xdsl_compat.construction.assembled`; issue 13: it was a third of
`lower-acc-to-runtime`). Also the LLVM types of the ABI's structs (`accdialect.abi`).
"""

from collections.abc import Iterable, Sequence
from functools import cache

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    ArrayAttr,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    IndexType,
    IntegerAttr,
    IntegerType,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute, Region, SSAValue

from accdialect.rules.arithmetic import to_int64
from accdialect.xdsl_compat.construction import assembled, symbol_ref

PTR = llvm.LLVMPointerType()

SCALARS: dict[str, Attribute] = {"i8": i8, "i16": i16, "i32": i32, "i64": i64, "ptr": PTR}
_NOT_ATOMIC = IntegerAttr(0, i64)
_NO_WRAP_FLAGS = IntegerAttr(0, i32)
_ADDR_SPACE_0 = IntegerAttr(0, i32)
_UNIT = UnitAttr()


def abi_struct(name: str, fields: Iterable[tuple[str, str, int]]) -> llvm.LLVMStructType:
    """The LLVM type of an ABI struct given as (field, C scalar type, count) rows."""
    return llvm.LLVMStructType(StringAttr(name), ArrayAttr([
        SCALARS[scalar] if count == 1 else llvm.LLVMArrayType(count, SCALARS[scalar])
        for _, scalar, count in fields]))


@cache
def int_attr(value: int, t: IntegerType | IndexType) -> IntegerAttr:
    return IntegerAttr(value, t)


@cache
def _symbol_ref(name: str) -> SymbolRefAttr:
    """`SymbolRefAttr(name)`, made once per name and without the verification of its
    parameters (`xdsl_compat.construction.symbol_ref`)."""
    return symbol_ref(name)


@cache
def _dense(t: IntegerType, values: tuple[int, ...]) -> DenseArrayBase:
    return DenseArrayBase.from_list(t, values)


@cache
def _i32_indices(values: tuple[int, ...]) -> DenseArrayBase:
    """`_dense(i32, values)`, cached by the integers alone (a type hashes its
    parameters by Python calls)."""
    return _dense(i32, values)


@cache
def array_type(n: int, t: Attribute) -> llvm.LLVMArrayType:
    return llvm.LLVMArrayType(n, t)


@cache
def i64_elements(values: tuple[int, ...]) -> DenseIntOrFPElementsAttr:
    """`dense<[...]> : tensor<Nxi64>`: the `int64_t` array a compiler emits, each value
    modulo 2**64 as a signed integer (map types with the MEMBER_OF bits 63 and up
    set are negative, as clang's `uint64_t` flags are in an `i64` array)."""
    return DenseIntOrFPElementsAttr.from_list(TensorType(i64, [len(values)]),
                                              [to_int64(v) for v in values])


@cache
def _linkage(name: str) -> llvm.LinkageAttr:
    return llvm.LinkageAttr(name)


def constant_global_op(t: Attribute, name: str, linkage: str = "private", *,
                       value: Attribute | None = None, body: Region | None = None,
                       unnamed_addr: int | None = None, section: str | None = None
                       ) -> llvm.GlobalOp:
    """A constant `llvm.global` (address space 0) initialised by `value` or `body`."""
    props: dict[str, Attribute] = {
        "global_type": t, "sym_name": StringAttr(name), "linkage": _linkage(linkage),
        "addr_space": _ADDR_SPACE_0, "constant": _UNIT}
    if value is not None:
        props["value"] = value
    if unnamed_addr is not None:
        props["unnamed_addr"] = int_attr(unnamed_addr, i64)
    if section is not None:
        props["section"] = StringAttr(section)
    return assembled(llvm.GlobalOp, properties=props, region=body or Region())


def constant_op(value: int, t: IntegerType = i64) -> llvm.ConstantOp:
    return assembled(llvm.ConstantOp, result_types=[t], properties={"value": int_attr(value, t)})


def address_of_op(symbol: str) -> llvm.AddressOfOp:
    return assembled(llvm.AddressOfOp, result_types=[PTR],
                      properties={"global_name": _symbol_ref(symbol)})


def element_op(ptr: SSAValue, indices: Sequence[int], t: Attribute) -> llvm.GEPOp:
    """`getelementptr ptr[indices]` over elements of type `t`, constant indices."""
    return assembled(llvm.GEPOp, operands=[ptr], result_types=[PTR], properties={
        "rawConstantIndices": _i32_indices(tuple(indices)), "elem_type": t,
        "noWrapFlags": _NO_WRAP_FLAGS})


def store_op(value: SSAValue, ptr: SSAValue) -> llvm.StoreOp:
    return assembled(llvm.StoreOp, operands=[value, ptr], properties={"ordering": _NOT_ATOMIC})


def insert_value_op(container: SSAValue, value: SSAValue, position: int) -> llvm.InsertValueOp:
    return assembled(llvm.InsertValueOp, operands=[container, value],
                      result_types=[container.type],
                      properties={"position": _dense(i64, (position,))})


def alloca_op(count: SSAValue, t: Attribute, alignment: int) -> llvm.AllocaOp:
    """`llvm.alloca count x t`, as `llvm.AllocaOp(count, t, alignment=...)` builds it."""
    return assembled(llvm.AllocaOp, operands=[count], result_types=[PTR], properties={
        "alignment": int_attr(alignment, i64), "elem_type": t})


_FASTMATH_NONE = llvm.FastMathAttr(None)
_CCC = llvm.CallingConventionAttr("ccc")
_NO_BUNDLES = DenseArrayBase.from_list(i32, ())


def call_op(callee: str, args: Sequence[SSAValue], result: Attribute | None = None
            ) -> llvm.CallOp:
    """A direct `llvm.call`, as `llvm.CallOp(callee, *args, return_type=result)` builds
    it (no operand bundles, not variadic)."""
    return assembled(
        llvm.CallOp, operands=args, result_types=[] if result is None else [result],
        properties={"callee": _symbol_ref(callee), "fastmathFlags": _FASTMATH_NONE,
                    "CConv": _CCC, "op_bundle_sizes": _NO_BUNDLES,
                    "operandSegmentSizes": _dense(i32, (len(args), 0))})


def undef_op(t: Attribute) -> llvm.UndefOp:
    return assembled(llvm.UndefOp, result_types=[t])


def zero_op() -> llvm.ZeroOp:
    """`llvm.mlir.zero : !llvm.ptr` (null)."""
    return assembled(llvm.ZeroOp, result_types=[PTR])


def return_op(value: SSAValue) -> llvm.ReturnOp:
    return assembled(llvm.ReturnOp, operands=[value])
