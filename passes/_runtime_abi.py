"""What the lowerings to the offload runtime ABI share (`lower-acc-to-runtime`,
`lower-omp-to-runtime`, `lower-declare-target-indirect`).

The calls a real program makes, built with `llvm` ops:
- `__tgt_target_data_begin_mapper` / `_end_mapper` / `_update_mapper(loc, device_id,
  arg_num, args_base, args, arg_sizes, arg_types, arg_names, arg_mappers)`: base
  pointers and pointers in `[N x ptr]` stack arrays, sizes in a constant
  `.offload_sizes` global when all are known (else a `[N x i64]` stack array), map
  types in a constant `.offload_maptypes` global, names in `.offload_mapnames` (each a
  `;name;unknown;0;0;;` string, the `map_var_info_t` form), no mappers; `loc` is an
  `ident_t` whose source string is `;unknown;unknown;0;0;;` (what clang emits without
  `-g`), the device -1 (the default) unless a `device` clause says otherwise;
- `__tgt_target_kernel(loc, device_id, num_teams, thread_limit, region_id, args)`
  with clang 22's kernel-argument struct (version 3) and a `.NAME.region_id` global
  naming the outlined function `NAME` (see `docs/passes-lowering.md`).

Stack arrays are allocated in the entry block of the enclosing function, as clang
and upstream's translation do. Sizes and offsets known at compile time are folded
into constants; the type layout is the x86-64 one the interpreter uses.
"""

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any, cast

from xdsl.context import Context
from xdsl.dialects import arith, func, llvm, scf
from xdsl.dialects.builtin import (
    ArrayAttr,
    BFloat16Type,
    DenseArrayBase,
    DenseIntOrFPElementsAttr,
    FileLineColLoc,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    SymbolRefAttr,
    TensorType,
    UnitAttr,
    UnknownLoc,
    i8,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue

from accdialect.abi.entry_points import MAPPER_FUNCTIONS, TARGET_KERNEL
from accdialect.abi.ident import IDENT_FIELDS, IDENT_FLAGS, UNKNOWN_LOCATION
from accdialect.abi.kernel_args import KERNEL_ARGS_FIELDS, KERNEL_ARGS_VERSION
from accdialect.abi.map_types import MapType as Bits
from accdialect.abi.offload_entry import KERNEL_PREFIX, region_id_name
from accdialect.diagnostics import LocatedDiagnostic
from accdialect.dialects.type_layout import layout

PTR = llvm.LLVMPointerType()
POINTER_SIZE = 8
IntValue = int | SSAValue
"""An i64 quantity: folded to a Python int when known at compile time."""

# libomptarget map-type bits used by the lowerings (OMPConstants.h, SEMANTICS §3)
TO, FROM, ALWAYS, DELETE = (int(b) for b in (Bits.TO, Bits.FROM, Bits.ALWAYS, Bits.DELETE))
TARGET_PARAM, RETURN_PARAM, PRIVATE, LITERAL, IMPLICIT = (int(b) for b in (
    Bits.TARGET_PARAM, Bits.RETURN_PARAM, Bits.PRIVATE, Bits.LITERAL, Bits.IMPLICIT))
PRESENT, OMPX_HOLD, ATTACH = int(Bits.PRESENT), int(Bits.OMPX_HOLD), int(Bits.ATTACH)

_SCALARS: dict[str, Attribute] = {"i16": i16, "i32": i32, "i64": i64, "ptr": PTR}


def abi_struct(name: str, fields: Iterable[tuple[str, str, int]]) -> llvm.LLVMStructType:
    """The LLVM type of an ABI struct given as (field, C scalar type, count) rows."""
    return llvm.LLVMStructType(StringAttr(name), ArrayAttr([
        _SCALARS[scalar] if count == 1 else llvm.LLVMArrayType(count, _SCALARS[scalar])
        for _, scalar, count in fields]))


KERNEL_ARGS_TYPE = abi_struct("struct.__tgt_kernel_arguments", KERNEL_ARGS_FIELDS)
IDENT_TYPE = abi_struct("struct.ident_t", ((f, t, 1) for f, t in IDENT_FIELDS))


def fail(op: Operation, message: str) -> LocatedDiagnostic:
    """A located error for `op`, to raise: `file:line:col: error: 'op' op message`."""
    return LocatedDiagnostic(op, message)


# ---- type layout: accdialect.dialects.type_layout ------------------------------------
def type_layout(t: Attribute) -> tuple[int, int, tuple[int, ...]]:
    """(alloc size, alignment, struct field offsets) of `t`; ValueError if unknown."""
    shape = layout(t)
    return shape.size, shape.align, shape.offsets


def type_size(t: Attribute, op: Operation) -> int:
    """The size of `t` in bytes, or a located error on `op`."""
    try:
        return type_layout(t)[0]
    except ValueError as error:
        raise fail(op, f"cannot lower: {error}") from None


# ---- values ----------------------------------------------------------------------------
def constant_int(value: SSAValue) -> int | None:
    """The integer a constant op defines, else None."""
    owner = value.owner
    if isinstance(owner, llvm.ConstantOp | arith.ConstantOp):
        attr = owner.value
        if isinstance(attr, IntegerAttr) and isinstance(attr.type, IntegerType | IndexType):
            return attr.value.data
    return None


def constant_gep_offset(op: llvm.GEPOp) -> int | None:
    """Byte offset of a `getelementptr` whose indices are all constants, else None."""
    t, offset = op.elem_type, 0
    ssa = iter(op.ssa_indices)
    for position, index in enumerate(op.rawConstantIndices.iter_values()):
        if index == llvm.GEP_USE_SSA_VAL:
            index = constant_int(next(ssa))
            if index is None:
                return None
        try:
            if position == 0:
                offset += index * type_layout(t)[0]
            elif isinstance(t, llvm.LLVMStructType):
                offset += type_layout(t)[2][index]
                t = t.types.data[index]
            elif isinstance(t, llvm.LLVMArrayType):
                t = t.type
                offset += index * type_layout(t)[0]
            else:
                return None
        except (ValueError, IndexError):
            return None
    return offset


def decompose_pointer(value: SSAValue) -> tuple[SSAValue, int]:
    """`value` as `root + constant offset` through constant `getelementptr`s."""
    offset = 0
    while isinstance(value.owner, llvm.GEPOp):
        step = constant_gep_offset(value.owner)
        if step is None:
            break
        offset += step
        value = value.owner.ptr
    return value, offset


def enclosing_function(op: Operation) -> Operation | None:
    current = op.parent_op()
    while current is not None and not isinstance(current, llvm.FuncOp | func.FuncOp):
        current = current.parent_op()
    return current


def enclosing_symbol_name(op: Operation) -> str:
    current = op.parent_op()
    while current is not None and "sym_name" not in current.properties:
        current = current.parent_op()
    if current is None:
        return "kernel"
    return cast(StringAttr, current.properties["sym_name"]).data


def op_line(op: Operation) -> int:
    loc = op.location
    return loc.line.data if isinstance(loc, FileLineColLoc) else 0


# ---- operations from interned attributes ---------------------------------------------
# xDSL's op constructors build their attributes anew for every op. The lowering makes
# a few kinds of op by the thousand (a GEP and a store per map entry, a constant and an
# address per call), so these build them from attributes made once.

_NOT_ATOMIC = IntegerAttr(0, i64)
_NO_WRAP_FLAGS = IntegerAttr(0, i32)
_ADDR_SPACE_0 = IntegerAttr(0, i32)


@cache
def _int_attr(value: int, t: Attribute) -> IntegerAttr:
    return IntegerAttr(value, cast(Any, t))


@cache
def _symbol_ref(name: str) -> SymbolRefAttr:
    return SymbolRefAttr(name)


@cache
def _dense(t: IntegerType, values: tuple[int, ...]) -> DenseArrayBase:
    return DenseArrayBase.from_list(t, values)


@cache
def _array_type(n: int, t: Attribute) -> llvm.LLVMArrayType:
    return llvm.LLVMArrayType(n, t)


@cache
def _i64_elements(values: tuple[int, ...]) -> DenseIntOrFPElementsAttr:
    return DenseIntOrFPElementsAttr.from_list(TensorType(i64, [len(values)]), list(values))


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
        "addr_space": _ADDR_SPACE_0, "constant": UnitAttr()}
    if value is not None:
        props["value"] = value
    if unnamed_addr is not None:
        props["unnamed_addr"] = _int_attr(unnamed_addr, i64)
    if section is not None:
        props["section"] = StringAttr(section)
    return llvm.GlobalOp.create(properties=props, regions=[body or Region()])


def constant_op(value: int, t: Attribute = i64) -> llvm.ConstantOp:
    return llvm.ConstantOp.create(result_types=[t], properties={"value": _int_attr(value, t)})


def address_of_op(symbol: str) -> llvm.AddressOfOp:
    return llvm.AddressOfOp.create(result_types=[PTR],
                                   properties={"global_name": _symbol_ref(symbol)})


def element_op(ptr: SSAValue, indices: Sequence[int], t: Attribute) -> llvm.GEPOp:
    """`getelementptr ptr[indices]` over elements of type `t`, constant indices."""
    return llvm.GEPOp.create(operands=[ptr], result_types=[PTR], properties={
        "rawConstantIndices": _dense(i32, tuple(indices)), "elem_type": t,
        "noWrapFlags": _NO_WRAP_FLAGS})


def store_op(value: SSAValue, ptr: SSAValue) -> llvm.StoreOp:
    return llvm.StoreOp.create(operands=[value, ptr], properties={"ordering": _NOT_ATOMIC})


def insert_value_op(container: SSAValue, value: SSAValue, position: int) -> llvm.InsertValueOp:
    return llvm.InsertValueOp.create(operands=[container, value],
                                     result_types=[container.type],
                                     properties={"position": _dense(i64, (position,))})


class Builder:
    """Inserts operations before `anchor` (or at the end of `block`), folding i64
    arithmetic on constants."""

    def __init__(self, anchor: Operation | None = None, block: Block | None = None,
                 loc: Attribute | None = None):
        assert anchor is not None or block is not None
        self.anchor = anchor
        self.block = block if block is not None else anchor.parent_block()  # type: ignore
        assert self.block is not None
        self.loc = loc if loc is not None else (anchor.location if anchor is not None else None)
        """The location new operations get (the construct's: runtime errors name it)."""
        self.constants: dict[Any, SSAValue] = {}

    def at(self, anchor: Operation | None, block: Block | None = None) -> "Builder":
        """A builder elsewhere, with this one's location."""
        return Builder(anchor, block, self.loc)

    def op(self, op: Operation) -> Operation:
        if self.loc is not None and isinstance(op.location, UnknownLoc):
            op.location = self.loc
            for nested in op.walk():
                if isinstance(nested.location, UnknownLoc):
                    nested.location = self.loc
        if self.anchor is None:
            self.block.add_op(op)
        else:
            self.block.insert_op_before(op, self.anchor)
        return op

    def res(self, op: Operation) -> SSAValue:
        return self.op(op).results[0]

    def const(self, value: int, t: Attribute = i64) -> SSAValue:
        """An integer constant (one per value and type for this builder)."""
        key = (value, t)
        if key not in self.constants:
            self.constants[key] = self.res(constant_op(value, t))
        return self.constants[key]

    def value(self, v: IntValue) -> SSAValue:
        return self.const(v) if isinstance(v, int) else v

    def null(self) -> SSAValue:
        if "null" not in self.constants:
            self.constants["null"] = self.res(llvm.ZeroOp.build(result_types=[PTR]))
        return self.constants["null"]

    def address_of(self, symbol: str) -> SSAValue:
        return self.res(address_of_op(symbol))

    def operand(self, v: SSAValue) -> IntValue:
        """`Arithmetic.operand`: a program's integer or index value as i64."""
        return self.as_i64(v)

    def as_i64(self, v: SSAValue) -> IntValue:
        """An integer or index value as i64 (folded if constant)."""
        known = constant_int(v)
        if known is not None:
            return known
        t = v.type
        if isinstance(t, IndexType):
            return self.res(arith.IndexCastOp(v, i64))
        if isinstance(t, IntegerType):
            if t.width.data == 64:
                return v
            if t.width.data < 64:
                return self.res(llvm.SExtOp(v, i64))
            return self.res(llvm.TruncOp(v, i64))
        raise ValueError(f"not an integer: {t}")

    def from_i64(self, v: IntValue, t: Attribute) -> SSAValue:
        """An i64 quantity as a value of integer or index type `t`."""
        if isinstance(v, int):
            return (self.res(arith.ConstantOp(IntegerAttr(v, t))) if isinstance(t, IndexType)
                    else self.const(v, t))
        if v.type == t:
            return v
        owner = v.owner
        if isinstance(owner, llvm.SExtOp | llvm.ZExtOp | arith.IndexCastOp) and (
                owner.operands[0].type == t):
            return owner.operands[0]  # a value widened to i64 here, narrowed back
        if isinstance(t, IndexType):
            return self.res(arith.IndexCastOp(v, t))
        assert isinstance(t, IntegerType)
        if t.width.data == 64:
            return v
        if t.width.data < 64:
            return self.res(llvm.TruncOp(v, t))
        return self.res(llvm.SExtOp(v, t))

    def add(self, a: IntValue, b: IntValue) -> IntValue:
        if isinstance(a, int) and isinstance(b, int):
            return a + b
        if a == 0:
            return b
        if b == 0:
            return a
        return self.res(llvm.AddOp(self.value(a), self.value(b)))

    def sub(self, a: IntValue, b: IntValue) -> IntValue:
        if isinstance(a, int) and isinstance(b, int):
            return a - b
        if b == 0:
            return a
        return self.res(llvm.SubOp(self.value(a), self.value(b)))

    def mul(self, a: IntValue, b: IntValue) -> IntValue:
        if isinstance(a, int) and isinstance(b, int):
            return a * b
        if a == 1:
            return b
        if b == 1:
            return a
        if a == 0 or b == 0:
            return 0
        return self.res(llvm.MulOp(self.value(a), self.value(b)))

    def gep_bytes(self, ptr: SSAValue, offset: IntValue) -> SSAValue:
        """`ptr + offset` bytes."""
        if isinstance(offset, int):
            if offset == 0:
                return ptr
            return self.res(element_op(ptr, [offset], i8))
        return self.res(llvm.GEPOp(ptr, [llvm.GEP_USE_SSA_VAL], i8, ssa_indices=[offset]))

    def load(self, ptr: SSAValue, t: Attribute = PTR) -> SSAValue:
        return self.res(llvm.LoadOp(ptr, t))

    def store(self, value: SSAValue, ptr: SSAValue) -> None:
        self.op(store_op(value, ptr))

    def icmp(self, predicate: str, a: SSAValue, b: SSAValue) -> SSAValue:
        """`llvm.icmp` (pointers compared as i64: xDSL's `llvm.icmp` takes integers)."""
        if isinstance(a.type, llvm.LLVMPointerType):
            a = self.ptr_to_int(a)
        if isinstance(b.type, llvm.LLVMPointerType):
            b = self.ptr_to_int(b) if b.owner is not None and not isinstance(
                b.owner, llvm.ZeroOp) else self.const(0)
        flag = llvm.ICmpPredicateFlag(predicate).to_int()
        return self.res(llvm.ICmpOp(a, b, IntegerAttr(flag, i64)))

    def select(self, cond: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.res(llvm.SelectOp(cond, a, b))

    def call(self, callee: str, args: Sequence[SSAValue], result: Attribute | None = None
             ) -> SSAValue | None:
        op = self.op(llvm.CallOp(callee, *args, return_type=result))
        return op.results[0] if op.results else None

    def ptr_to_int(self, v: SSAValue) -> SSAValue:
        return self.res(llvm.PtrToIntOp(v, i64))

    # ---- values through a pointer-sized slot (kernel arguments) -----------------------
    def to_pointer(self, v: SSAValue) -> SSAValue:
        """`v` in a pointer-sized slot: pointers as they are, integers and floats by
        their bits (clang's by-value capture)."""
        t = v.type
        if isinstance(t, llvm.LLVMPointerType):
            return v
        if isinstance(t, IndexType):
            v = self.res(arith.IndexCastOp(v, i64))
        elif type(t) in (Float32Type, Float64Type):
            v = self.res(llvm.BitcastOp(v, i32 if isinstance(t, Float32Type) else i64))
        elif type(t) in (Float16Type, BFloat16Type):
            v = self.res(llvm.BitcastOp(v, i16))
        elif not isinstance(t, IntegerType) or t.width.data > 64:
            raise ValueError(f"cannot pass a value of type {t} to a kernel")
        return self.res(llvm.IntToPtrOp(v))

    def from_pointer(self, p: SSAValue, t: Attribute) -> SSAValue:
        """The inverse of `to_pointer`."""
        if isinstance(t, llvm.LLVMPointerType):
            return p
        if isinstance(t, IndexType):
            return self.res(arith.IndexCastOp(self.res(llvm.PtrToIntOp(p, i64)), t))
        if type(t) in (Float32Type, Float64Type, Float16Type, BFloat16Type):
            width = {Float32Type: i32, Float64Type: i64}.get(type(t), i16)
            return self.res(llvm.BitcastOp(self.res(llvm.PtrToIntOp(p, width)), t))
        if isinstance(t, IntegerType) and t.width.data <= 64:
            return self.res(llvm.PtrToIntOp(p, t))
        raise ValueError(f"cannot receive a value of type {t} in a kernel")


def passable(t: Attribute) -> bool:
    """Whether a value of type `t` fits a kernel argument slot."""
    return (isinstance(t, llvm.LLVMPointerType | IndexType)
            or (isinstance(t, IntegerType) and t.width.data <= 64)
            or type(t) in (Float16Type, BFloat16Type, Float32Type, Float64Type))


# ---- module-level symbols ------------------------------------------------------------
@dataclass
class MapEntry:
    """One entry of the libomptarget map arrays."""

    base: SSAValue
    begin: SSAValue
    size: IntValue
    map_type: int
    name: str | None = None


class ModuleSymbols:
    """The module being lowered: fresh symbol names, external declarations and constant
    globals (at the end of the module), the stack arrays of each function (in its entry
    block)."""

    def __init__(self, module: ModuleOp):
        self.module = module
        self.names: set[str] = set()
        for op in module.walk():
            name = op.properties.get("sym_name") or op.attributes.get("sym_name")
            if isinstance(name, StringAttr):
                self.names.add(name.data)
        self.strings: dict[str, str] = {}
        self.ident_name: str | None = None
        self.kernels: list[Operation] = []
        self._entry_orders: dict[Block, tuple[dict[Operation, int], Operation | None]] = {}
        self._last_suffix: dict[str, int] = {}
        self._declared: set[str] = set()

    def finish(self) -> None:
        """The outlined functions go last, after the globals and declarations, in the
        order they were made."""
        block = self.module.body.block
        for fn in self.kernels:
            fn.detach()
            block.add_op(fn)

    def fresh(self, base: str) -> str:
        """`base`, or `base.N` with the first free N (clang's uniquing). Names are
        never freed, so the search for a base resumes where it last stopped."""
        n = self._last_suffix.get(base, 0)
        name = base if n == 0 else f"{base}.{n}"
        while name in self.names:
            n += 1
            name = f"{base}.{n}"
        self._last_suffix[base] = n
        self.names.add(name)
        return name

    def lookup(self, name: str) -> Operation | None:
        for op in self.module.ops:
            sym = op.properties.get("sym_name")
            if isinstance(sym, StringAttr) and sym.data == name:
                return op
        return None

    def declare(self, name: str, inputs: Sequence[Attribute], output: Attribute | None) -> None:
        """An external `llvm.func` declaration, unless `name` exists."""
        if name in self._declared or self.lookup(name) is not None:
            self._declared.add(name)
            return
        fn_type = llvm.LLVMFunctionType(list(inputs), output)
        self.module.body.block.add_op(
            llvm.FuncOp(name, fn_type, linkage=llvm.LinkageAttr("external")))
        self.names.add(name)
        self._declared.add(name)

    def add_global(self, op: Operation) -> None:
        """Globals go to the end of the module (after the program's own, whose
        addresses then stay the same), in creation order."""
        self.module.body.block.add_op(op)

    def string(self, text: str, base: str = ".offload_name") -> str:
        """A constant NUL-terminated string global, shared by equal texts."""
        if text in self.strings:
            return self.strings[text]
        name = self.fresh(base)
        data = text + "\0"
        t = _array_type(len(data.encode()), i8)
        self.add_global(constant_global_op(t, name, value=StringAttr(data), unnamed_addr=2))
        self.strings[text] = name
        return name

    def i64_array(self, values: Sequence[int], base: str) -> str:
        name = self.fresh(base)
        self.add_global(constant_global_op(_array_type(len(values), i64), name,
                                           value=_i64_elements(tuple(values)), unnamed_addr=2))
        return name

    def aggregate_global(self, name: str, t: Attribute, fields: Sequence[tuple[str, Any]],
                         linkage: str = "private", section: str | None = None) -> None:
        """A constant global of aggregate type `t` built by its initializer region:
        each field is ("ptr", symbol), ("null", None) or (type, integer)."""
        block = Block()
        agg = llvm.UndefOp(t)
        block.add_op(agg)
        current = agg.results[0]
        for i, (kind, value) in enumerate(fields):
            if kind == "ptr":
                field_op = address_of_op(value)
            elif kind == "null":
                field_op = llvm.ZeroOp.build(result_types=[PTR])
            else:
                field_op = constant_op(value, kind)
            block.add_op(field_op)
            insert = insert_value_op(current, field_op.results[0], i)
            block.add_op(insert)
            current = insert.results[0]
        block.add_op(llvm.ReturnOp(current))
        self.add_global(constant_global_op(t, name, linkage, body=Region(block), section=section))

    def ptr_array(self, symbols: Sequence[str | None], base: str) -> str:
        name = self.fresh(base)
        t = _array_type(len(symbols), PTR)
        self.aggregate_global(name, t, [("ptr", s) if s else ("null", None) for s in symbols])
        return name

    def ident(self) -> str:
        """The `ident_t` of an unknown source location (clang without `-g`)."""
        if self.ident_name is None:
            existing = self.lookup(".offload_ident")
            if isinstance(existing, llvm.GlobalOp) and existing.global_type == IDENT_TYPE:
                self.ident_name = ".offload_ident"
            else:
                psource = self.string(UNKNOWN_LOCATION, ".offload_ident.psource")
                self.ident_name = self.fresh(".offload_ident")
                self.aggregate_global(self.ident_name, IDENT_TYPE, [
                    (i32, 0), (i32, IDENT_FLAGS), (i32, 0), (i32, len(UNKNOWN_LOCATION)),
                    ("ptr", psource)])
        return self.ident_name

    def entry_builder(self, op: Operation) -> Builder:
        """A builder in the entry block of `op`'s function, after its stack allocations
        (so that the program's own stack objects keep their addresses) but before the
        operation that holds `op`."""
        function = enclosing_function(op)
        if function is None or not function.regions[0].blocks:
            raise fail(op, "cannot lower: not inside a function")
        entry = function.regions[0].blocks.first
        assert entry is not None
        holder: Operation | None = op
        while holder is not None and holder.parent_block() is not entry:
            holder = holder.parent_op()
        order, after_allocas = self._entry_order(entry)
        if holder is not None and holder not in order:  # made by this pass: scan again
            del self._entry_orders[entry]
            order, after_allocas = self._entry_order(entry)
        if holder is not None and (after_allocas is None or order[holder] < order[after_allocas]):
            return Builder(holder, entry, op.location)
        return Builder(after_allocas, entry, op.location)

    def _entry_order(self, entry: Block) -> tuple[dict[Operation, int], Operation | None]:
        """The positions of the entry block's operations and the first one after its
        stack allocations (None: the block's end), computed once per block: the
        arrays inserted before that operation keep it first after the allocations,
        so the scan is not repeated for every construct (it made lowering quadratic)."""
        cached = self._entry_orders.get(entry)
        if cached is not None and (cached[1] is None or cached[1].parent_block() is entry):
            return cached
        ops = list(entry.ops)
        position = max((i + 1 for i, o in enumerate(ops) if isinstance(o, llvm.AllocaOp)),
                       default=0)
        cached = ({o: i for i, o in enumerate(ops)}, ops[position] if position < len(ops) else None)
        self._entry_orders[entry] = cached
        return cached

    # ---- map arrays and runtime calls ----------------------------------------------------
    def map_arrays(self, b: Builder, op: Operation, entries: Sequence[MapEntry]
                   ) -> tuple[SSAValue, SSAValue, SSAValue, SSAValue, SSAValue]:
        """(base pointers, pointers, sizes, map types, names) of `entries`, built before
        `b`'s anchor; all null for no entry."""
        n = len(entries)
        if n == 0:
            null = b.null()
            return null, null, null, null, null
        entry_b = self.entry_builder(op)
        one = entry_b.const(1)
        arrays = []
        ptr_array = llvm.LLVMArrayType(n, PTR)
        for hint in ("offload_baseptrs", "offload_ptrs"):
            alloca = entry_b.res(llvm.AllocaOp(one, ptr_array, alignment=8))
            alloca.name_hint = hint
            arrays.append(alloca)
        bases, begins = arrays
        static_sizes = all(isinstance(e.size, int) for e in entries)
        if not static_sizes:
            sizes_type = llvm.LLVMArrayType(n, i64)
            sizes = entry_b.res(llvm.AllocaOp(one, sizes_type, alignment=8))
            sizes.name_hint = "offload_sizes"
        for i, entry in enumerate(entries):
            b.store(entry.base, b.res(element_op(bases, [0, i], ptr_array)))
            b.store(entry.begin, b.res(element_op(begins, [0, i], ptr_array)))
            if not static_sizes:
                slot = b.res(element_op(sizes, [0, i], sizes_type))
                b.store(b.value(entry.size), slot)
        if static_sizes:
            sizes = b.address_of(self.i64_array([cast(int, e.size) for e in entries],
                                                ".offload_sizes"))
        types = b.address_of(self.i64_array([e.map_type for e in entries], ".offload_maptypes"))
        names = b.address_of(self.ptr_array(
            [self.string(f";{e.name};unknown;0;0;;") if e.name else
             self.string(UNKNOWN_LOCATION) for e in entries], ".offload_mapnames"))
        return bases, begins, sizes, types, names

    def device_id(self, b: Builder, device: SSAValue | None) -> SSAValue:
        if device is None:
            return b.const(-1)
        return b.value(b.as_i64(device))

    def mapper_call(self, b: Builder, op: Operation, kind: str, entries: Sequence[MapEntry],
                    device: SSAValue | None = None) -> None:
        """`__tgt_target_data_{begin,end,update}_mapper` of `entries`."""
        callee = MAPPER_FUNCTIONS[kind]
        self.declare(callee, [PTR, i64, i32, PTR, PTR, PTR, PTR, PTR, PTR], None)
        loc = b.address_of(self.ident())
        dev = self.device_id(b, device)
        count = b.const(len(entries), i32)
        bases, begins, sizes, types, names = self.map_arrays(b, op, entries)
        mappers = b.null()
        b.call(callee, [loc, dev, count, bases, begins, sizes, types, names, mappers])

    def kernel_launch(self, b: Builder, op: Operation, entries: Sequence[MapEntry],
                      region_id: str, device: SSAValue | None = None,
                      thread_limit: SSAValue | None = None) -> SSAValue:
        """`__tgt_target_kernel` of the kernel named by `region_id`; returns its i32
        result (0: the kernel ran)."""
        self.declare(TARGET_KERNEL, [PTR, i64, i32, i32, PTR, PTR], i32)
        loc = b.address_of(self.ident())
        dev = self.device_id(b, device)
        bases, begins, sizes, types, names = self.map_arrays(b, op, entries)
        entry_b = self.entry_builder(op)
        args = entry_b.res(llvm.AllocaOp(entry_b.const(1), KERNEL_ARGS_TYPE, alignment=8))
        args.name_hint = "kernel_args"
        if thread_limit is not None and thread_limit.type == i32:
            limit32 = thread_limit
        else:
            limit32 = b.from_i64(0 if thread_limit is None else b.as_i64(thread_limit), i32)
        fields: list[tuple[list[int], SSAValue]] = [
            ([0], b.const(KERNEL_ARGS_VERSION, i32)),
            ([1], b.const(len(entries), i32)),
            ([2], bases), ([3], begins), ([4], sizes), ([5], types), ([6], names),
            ([7], b.null()),
            ([8], b.const(0)), ([9], b.const(0)),
            ([10, 0], b.const(-1, i32)), ([10, 1], b.const(0, i32)), ([10, 2], b.const(0, i32)),
            ([11, 0], limit32), ([11, 1], b.const(0, i32)), ([11, 2], b.const(0, i32)),
            ([12], b.const(0, i32)),
        ]
        for path, value in fields:
            b.store(value, b.res(element_op(args, [0, *path], KERNEL_ARGS_TYPE)))
        result = b.call(TARGET_KERNEL, [loc, dev, b.const(-1, i32), limit32,
                                        b.address_of(region_id), args], i32)
        assert result is not None
        return result

    # ---- kernels -------------------------------------------------------------------------
    def kernel_names(self, op: Operation) -> tuple[str, str]:
        """(outlined function name, region id global name) for a kernel of `op`:
        `__omp_offloading_0_0_<function>_l<line>[.N]` and `.<that>.region_id`."""
        base = f"{KERNEL_PREFIX}{enclosing_symbol_name(op)}_l{op_line(op)}"
        name, n = base, 0
        while name in self.names or region_id_name(name) in self.names:
            n += 1
            name = f"{base}.{n}"
        self.names.add(name)
        region_id = region_id_name(name)
        self.names.add(region_id)
        self.add_global(constant_global_op(i8, region_id, "weak", value=_int_attr(0, i8)))
        return name, region_id


# ---- outlining -----------------------------------------------------------------------
def live_ins(region: Region) -> list[SSAValue]:
    """Values used inside `region` but defined outside it, in first-use order."""
    seen: dict[SSAValue, None] = {}
    for op in region.walk():
        for operand in op.operands:
            if operand in seen:
                continue
            owner = operand.owner
            inside = (region.is_ancestor(owner) if isinstance(owner, Operation)
                      else owner.parent is not None and region.is_ancestor(owner))
            if not inside:
                seen[operand] = None
    return list(seen)


def is_inside(op: Operation, ancestor: Operation) -> bool:
    current: Operation | None = op
    while current is not None:
        if current is ancestor:
            return True
        current = current.parent_op()
    return False


def make_function(syms: ModuleSymbols, name: str, region: Region, anchor: Operation,
                  param_types: Sequence[Attribute] | None = None) -> llvm.FuncOp:
    """An internal `llvm.func @name` with parameters `param_types` whose body is
    `region` (moved), appended to the module (after the program's functions, whose
    code addresses in the interpreter then stay the same)."""
    params = list(param_types) if param_types is not None else []
    fn = llvm.FuncOp(name, llvm.LLVMFunctionType(params, None),
                     linkage=llvm.LinkageAttr("internal"))
    region.move_blocks(fn.body)
    fn.location = anchor.location
    syms.module.body.block.add_op(fn)
    syms.kernels.append(fn)
    return fn


def guarded(b: Builder, cond: SSAValue | None) -> Builder:
    """A builder for code that runs only when `cond` holds (in a new `scf.if`), or `b`
    itself without a condition."""
    if cond is None:
        return b
    then = Block()
    then.add_op(scf.YieldOp())
    b.op(scf.IfOp(cond, [], Region(then)))
    return b.at(then.last_op, then)


def inline_region(region: Region, op: Operation, terminators: tuple[type, ...]) -> None:
    """Put the body of `region` where `op` stands: a single block's operations (without
    its terminator) move before `op`; several blocks become an `scf.execute_region`
    whose `terminators` are `scf.yield`s."""
    blocks = list(region.blocks)
    if not blocks:
        return
    parent = op.parent_block()
    assert parent is not None
    if len(blocks) == 1:
        for inner in list(blocks[0].ops):
            if isinstance(inner, terminators) and inner is blocks[0].last_op:
                continue
            inner.detach()
            parent.insert_op_before(inner, op)
        return
    body = Region()
    region.move_blocks(body)
    for block in body.blocks:
        last = block.last_op
        if isinstance(last, terminators):
            block.insert_op_before(scf.YieldOp(), last)
            block.erase_op(last)
    parent.insert_op_before(scf.ExecuteRegionOp([], body), op)


def replace_terminators(fn: llvm.FuncOp, terminators: tuple[type, ...]) -> None:
    """The region terminators of an outlined body become `llvm.return`."""
    for block in fn.body.blocks:
        last = block.last_op
        if isinstance(last, terminators):
            block.insert_op_before(llvm.ReturnOp(), last)
            block.erase_op(last)


def remove(op: Operation) -> None:
    """Detach and erase `op` (whose results must be unused)."""
    if op.parent is not None:
        op.detach()
    op.erase()


def use_context_classes(module: ModuleOp, ctx: Context, ops: Iterable[Operation] | None = None
                        ) -> None:
    """Rebuild the operations the lowering created with the classes `ctx` registers for
    their names: the project's dialects replace some of xDSL's classes (its `llvm.icmp`
    also compares pointers), and the interpreter dispatches on the class."""
    for op in list(module.walk() if ops is None else ops):
        cls = ctx.get_optional_op(op.name)
        if cls is None or type(op) is cls or op.parent is None:
            continue
        new = cls.create(operands=list(op.operands), result_types=[r.type for r in op.results],
                         properties=dict(op.properties), attributes=dict(op.attributes),
                         successors=list(op.successors),
                         regions=[Region() for _ in op.regions])
        for old_region, new_region in zip(op.regions, new.regions):
            old_region.move_blocks(new_region)
        new.location = op.location
        for old, result in zip(op.results, new.results):
            result.name_hint = old.name_hint
            old.replace_all_uses_with(result)
        block = op.parent_block()
        assert block is not None
        block.insert_op_before(new, op)
        block.erase_op(op)


def erase_if_unused(ops: Iterable[Operation]) -> None:
    """Erase operations whose results became unused, repeatedly (in any order)."""
    pending = [op for op in ops]
    changed = True
    while changed:
        changed = False
        for op in list(pending):
            if op.parent is None:
                pending.remove(op)
                continue
            if all(not r.uses for r in op.results):
                remove(op)
                pending.remove(op)
                changed = True


__all__ = [
    "ALWAYS", "ATTACH", "DELETE", "FROM", "IMPLICIT", "LITERAL", "OMPX_HOLD", "PRESENT",
    "PRIVATE", "PTR", "TARGET_PARAM", "TO", "Builder", "IntValue", "MapEntry",
    "ModuleSymbols", "constant_int", "decompose_pointer", "erase_if_unused", "fail",
    "guarded", "inline_region", "is_inside", "live_ins", "make_function", "passable",
    "remove", "replace_terminators", "type_size", "use_context_classes",
]
