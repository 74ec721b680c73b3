"""`llvm` operations the lowerings make by the thousand, built from interned attributes.

xDSL's op constructors build their attributes anew for every op. The lowerings to the
runtime ABI make a few kinds of op per map entry (a `getelementptr` and a store per
array slot, a constant and an address per call), so these build them from attributes
made once, and assemble the operation itself (`_assembled`) without the generic
`Operation.__init__` (issue 13: it was a third of `lower-acc-to-runtime`). Also the
LLVM types of the ABI's structs (`accdialect.abi`).
"""

from collections.abc import Iterable, Sequence
from functools import cache
from typing import TypeVar

from xdsl.dialects import llvm
from xdsl.dialects.builtin import (
    UNKNOWN_LOC,
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
from xdsl.ir import Attribute, OpResult, Region, SSAValue, SSAValues, Use
from xdsl.irdl import IRDLOperation
from xdsl.irdl.operations import OptionalDef

from accdialect.rules.arithmetic import to_int64

PTR = llvm.LLVMPointerType()

SCALARS: dict[str, Attribute] = {"i8": i8, "i16": i16, "i32": i32, "i64": i64, "ptr": PTR}
_NOT_ATOMIC = IntegerAttr(0, i64)
_NO_WRAP_FLAGS = IntegerAttr(0, i32)
_ADDR_SPACE_0 = IntegerAttr(0, i32)
_UNIT = UnitAttr()


_NO_VALUES: SSAValues = SSAValues()
_NO_RESULTS: SSAValues[OpResult] = SSAValues()
_Op = TypeVar("_Op", bound=IRDLOperation)


@cache
def _defaults(cls: type[IRDLOperation]) -> tuple[tuple[str, Attribute], ...]:
    """The properties `cls`'s definition gives a default (`IRDLOperation.__post_init__`
    adds them to an operation made without them); the classes built here declare no
    attribute with a default, which `_assembled` relies on."""
    op_def = cls.get_irdl_definition()
    assert not any(not isinstance(d, OptionalDef) and d.default_value is not None
                   for d in op_def.attributes.values())
    return tuple((name, d.default_value) for name, d in op_def.properties.items()
                 if not isinstance(d, OptionalDef) and d.default_value is not None)


def _assembled(cls: type[_Op], operands: Sequence[SSAValue] = (),
              result_types: Sequence[Attribute] = (),
              properties: dict[str, Attribute] | None = None,
              region: Region | None = None) -> _Op:
    """`cls.create(operands=..., result_types=..., properties=..., regions=[region])`
    for an IRDL operation without successors or attributes: the same fields (uses
    linked first to last, results, `properties` (a new dict, which the operation
    keeps) then the definition's defaults missing from it, in
    `IRDLOperation.__post_init__`'s order, unknown location), set directly; xDSL
    0.74's `Operation.__init__` goes through the operand and successor setters and
    the generic post-init for each one (`test/passes/test_ir_ops.py` compares every field with `create`'s)."""
    op = cls.__new__(cls)
    if operands:
        uses: list[Use] = []
        for index, value in enumerate(operands):  # (a comprehension is a call in 3.11)
            use = Use(op, index)
            value.add_use(use)
            uses.append(use)
        op._operands = SSAValues(operands)
        op._operand_uses = tuple(uses)
    else:
        op._operands = _NO_VALUES
        op._operand_uses = ()
    if not result_types:
        op.results = _NO_RESULTS
    elif len(result_types) == 1:
        op.results = SSAValues((OpResult(result_types[0], op, 0),))
    else:
        op.results = SSAValues(OpResult(t, op, index) for index, t in enumerate(result_types))
    props = {} if properties is None else properties
    for name, default in _defaults(cls):
        if name not in props:
            props[name] = default
    op.properties = props
    op.attributes = {}
    op.location = UNKNOWN_LOC
    op._successors = ()
    op._successor_uses = ()
    op.regions = ()
    if region is not None:
        op.add_region(region)
    return op


def abi_struct(name: str, fields: Iterable[tuple[str, str, int]]) -> llvm.LLVMStructType:
    """The LLVM type of an ABI struct given as (field, C scalar type, count) rows."""
    return llvm.LLVMStructType(StringAttr(name), ArrayAttr([
        SCALARS[scalar] if count == 1 else llvm.LLVMArrayType(count, SCALARS[scalar])
        for _, scalar, count in fields]))


@cache
def int_attr(value: int, t: IntegerType | IndexType) -> IntegerAttr:
    return IntegerAttr(value, t)


_NOT_NESTED = ArrayAttr[StringAttr](())


@cache
def _symbol_ref(name: str) -> SymbolRefAttr:
    """`SymbolRefAttr(name)`, its two parameters set as xDSL's constructor sets them,
    without the verification of their constraints that its `__post_init__` makes (a
    `StringAttr` and an empty `ArrayAttr` pass it by construction; it was 5 µs of
    the 7.5 µs of each of the thousands of fresh names a lowering refers to).
    `test/passes/test_ir_ops.py` compares it with the constructor's."""
    ref = SymbolRefAttr.__new__(SymbolRefAttr)
    object.__setattr__(ref, "root_reference", StringAttr(name))
    object.__setattr__(ref, "nested_references", _NOT_NESTED)
    return ref


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
    return _assembled(llvm.GlobalOp, properties=props, region=body or Region())


def constant_op(value: int, t: IntegerType = i64) -> llvm.ConstantOp:
    return _assembled(llvm.ConstantOp, result_types=[t], properties={"value": int_attr(value, t)})


def address_of_op(symbol: str) -> llvm.AddressOfOp:
    return _assembled(llvm.AddressOfOp, result_types=[PTR],
                      properties={"global_name": _symbol_ref(symbol)})


def element_op(ptr: SSAValue, indices: Sequence[int], t: Attribute) -> llvm.GEPOp:
    """`getelementptr ptr[indices]` over elements of type `t`, constant indices."""
    return _assembled(llvm.GEPOp, operands=[ptr], result_types=[PTR], properties={
        "rawConstantIndices": _i32_indices(tuple(indices)), "elem_type": t,
        "noWrapFlags": _NO_WRAP_FLAGS})


def store_op(value: SSAValue, ptr: SSAValue) -> llvm.StoreOp:
    return _assembled(llvm.StoreOp, operands=[value, ptr], properties={"ordering": _NOT_ATOMIC})


def insert_value_op(container: SSAValue, value: SSAValue, position: int) -> llvm.InsertValueOp:
    return _assembled(llvm.InsertValueOp, operands=[container, value],
                      result_types=[container.type],
                      properties={"position": _dense(i64, (position,))})


def alloca_op(count: SSAValue, t: Attribute, alignment: int) -> llvm.AllocaOp:
    """`llvm.alloca count x t`, as `llvm.AllocaOp(count, t, alignment=...)` builds it."""
    return _assembled(llvm.AllocaOp, operands=[count], result_types=[PTR], properties={
        "alignment": int_attr(alignment, i64), "elem_type": t})


_FASTMATH_NONE = llvm.FastMathAttr(None)
_CCC = llvm.CallingConventionAttr("ccc")
_NO_BUNDLES = DenseArrayBase.from_list(i32, ())


def call_op(callee: str, args: Sequence[SSAValue], result: Attribute | None = None
            ) -> llvm.CallOp:
    """A direct `llvm.call`, as `llvm.CallOp(callee, *args, return_type=result)` builds
    it (no operand bundles, not variadic)."""
    return _assembled(
        llvm.CallOp, operands=args, result_types=[] if result is None else [result],
        properties={"callee": _symbol_ref(callee), "fastmathFlags": _FASTMATH_NONE,
                    "CConv": _CCC, "op_bundle_sizes": _NO_BUNDLES,
                    "operandSegmentSizes": _dense(i32, (len(args), 0))})


def undef_op(t: Attribute) -> llvm.UndefOp:
    return _assembled(llvm.UndefOp, result_types=[t])


def zero_op() -> llvm.ZeroOp:
    """`llvm.mlir.zero : !llvm.ptr` (null)."""
    return _assembled(llvm.ZeroOp, result_types=[PTR])


def return_op(value: SSAValue) -> llvm.ReturnOp:
    return _assembled(llvm.ReturnOp, operands=[value])
