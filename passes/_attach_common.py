"""Helpers of the attachment passes (`acc-descriptor-attach`, `expand-attach-recipes`).

- Fortran descriptors in the llvm dialect (flang's `CFI_cdesc_t`, SEMANTICS §4):
  `!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8)>` for a scalar,
  `!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<R x array<3 x i64>>)>` for
  rank R, optionally followed by the addendum `ptr`; `base_addr` is field 0,
  `elem_len` field 1, `dims[r] = (lower_bound, extent, byte_stride)` field 7;
- static sizes of types, the layout the simulated machine uses (LLVM's natural
  alignment on x86_64), for the `size` a recipe receives;
- the `(offset, size)` of the section an operation's `acc.bounds` describe, as
  IR (constants folded): the arguments seed 001 gives a recipe;
- inlining a recipe's body with its arguments bound.
"""

from collections.abc import Sequence
from typing import Any, cast

from xdsl.dialects import arith, llvm, scf
from xdsl.dialects.builtin import (
    IndexType,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    SymbolRefAttr,
)
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute, Block, Operation, OpResult, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from accdialect.dialects import acc
from accdialect.dialects.bounds import dimension_of
from accdialect.dialects.type_layout import UnknownLayoutError, layout
from accdialect.rules.sections import Dimension, section

_HEADER = (LLVMPointerType, 64, 32, 8, 8, 8, 8)


# ---------------------------------------------------------------------------
# Descriptors
# ---------------------------------------------------------------------------


def _is_int(t: Attribute, width: int) -> bool:
    return isinstance(t, IntegerType) and t.width.data == width


def descriptor_rank(t: Attribute) -> int | None:
    """The rank of a CFI descriptor struct type, or None if `t` is not one."""
    if not isinstance(t, LLVMStructType):
        return None
    fields = list(t.types.data)
    if len(fields) < 7 or not isinstance(fields[0], LLVMPointerType):
        return None
    if not all(_is_int(f, w) for f, w in zip(fields[1:7], _HEADER[1:])):
        return None
    rest = fields[7:]
    if rest and isinstance(rest[-1], LLVMPointerType):  # the addendum
        rest = rest[:-1]
    if not rest:
        return 0
    dims = rest[0]
    if len(rest) != 1 or not isinstance(dims, LLVMArrayType):
        return None
    dim = dims.type
    if not (isinstance(dim, LLVMArrayType) and dim.size.data == 3 and _is_int(dim.type, 64)):
        return None
    return dims.size.data


# ---------------------------------------------------------------------------
# Sizes (the simulated machine's layout: LLVM natural alignment, x86_64)
# ---------------------------------------------------------------------------

def size_and_align(t: Attribute) -> tuple[int, int] | None:
    """(alloc size, alignment) of `t` (`accdialect.dialects.type_layout`), or None
    when unknown."""
    try:
        shape = layout(t)
    except UnknownLayoutError:
        return None
    return shape.size, shape.align


# ---------------------------------------------------------------------------
# Integer arithmetic as IR, constants folded
# ---------------------------------------------------------------------------

Value = int | SSAValue


class IndexArithmetic:
    """Builds `index` arithmetic into `ops`, folding what is constant."""

    def __init__(self) -> None:
        self.ops: list[Operation] = []
        self._constants: dict[tuple[int, Attribute], SSAValue] = {}
        self._casts: dict[tuple[int, Attribute], SSAValue] = {}

    def emit(self, op: Operation) -> SSAValue:
        self.ops.append(op)
        return op.results[0]

    def constant_of(self, value: SSAValue) -> int | None:
        owner = value.owner if isinstance(value, OpResult) else None
        if isinstance(owner, arith.ConstantOp | llvm.ConstantOp):
            attr = cast(Any, owner).value
            if isinstance(attr, IntegerAttr):
                return attr.value.data
        return None

    def operand(self, value: SSAValue) -> Value:
        """`Arithmetic.operand`: a program's integer value as an index."""
        return cast(Value, self.index(value))

    def index(self, value: SSAValue | None) -> Value | None:
        """`value` as an index (an int when it is a constant)."""
        if value is None:
            return None
        constant = self.constant_of(value)
        if constant is not None:
            return constant
        if isinstance(value.type, IndexType):
            return value
        key = (id(value), IndexType())
        if key not in self._casts:
            self._casts[key] = self.emit(arith.IndexCastOp(value, IndexType()))
        return self._casts[key]

    def _binary(self, a: Value, b: Value, fold, op_class) -> Value:
        if isinstance(a, int) and isinstance(b, int):
            return fold(a, b)
        return self.emit(op_class(self.ssa(a), self.ssa(b)))

    def ssa(self, value: Value, type: Attribute = IndexType()) -> SSAValue:
        if isinstance(value, int):
            key = (value, type)
            if key not in self._constants:
                self._constants[key] = self.emit(arith.ConstantOp(IntegerAttr(value, type)))
            return self._constants[key]
        if value.type != type:
            return self.emit(arith.IndexCastOp(value, type))
        return value

    def add(self, a: Value, b: Value) -> Value:
        if a == 0:
            return b
        if b == 0:
            return a
        return self._binary(a, b, lambda x, y: x + y, arith.AddiOp)

    def sub(self, a: Value, b: Value) -> Value:
        if b == 0:
            return a
        if a is b:
            return 0
        return self._binary(a, b, lambda x, y: x - y, arith.SubiOp)

    def mul(self, a: Value, b: Value) -> Value:
        if a == 1:
            return b
        if b == 1:
            return a
        if a == 0 or b == 0:
            return 0
        return self._binary(a, b, lambda x, y: x * y, arith.MuliOp)

    def prune(self) -> None:
        """Drop the operations whose results nobody uses (what a dimension computed
        for a next one that does not need it)."""
        for op in reversed(list(self.ops)):
            if all(not r.uses for r in op.results):
                self.ops.remove(op)
                op.erase()


def element_size(var_type: Attribute, arith_ops: IndexArithmetic) -> Value:
    """The size of one element of `var_type`: a constant, or `sizeof` computed as
    `ptrtoint(getelementptr null[1])` for a type this module cannot lay out."""
    layout = size_and_align(var_type)
    if layout is not None:
        return layout[0]
    null = arith_ops.emit(llvm.ZeroOp(LLVMPointerType()))
    one = arith_ops.emit(llvm.GEPOp(null, [1], var_type))
    as_int = arith_ops.emit(llvm.PtrToIntOp(one, IntegerType(64)))
    return arith_ops.emit(arith.IndexCastOp(as_int, IndexType()))


def section_offset_and_size(var_type: Attribute, bounds: Sequence[SSAValue],
                            arith_ops: IndexArithmetic) -> tuple[Value, Value]:
    """Seed 001: the recipe's `offset` and `size`, computed from the operation's
    `bounds` over the size of `varType` by the one section rule
    (`accdialect.rules.sections`)."""
    dims = [cast(Dimension[SSAValue], dimension_of(cast(Operation, value.owner)))
            for value in bounds]
    return section(arith_ops, element_size(var_type, arith_ops), dims)


# ---------------------------------------------------------------------------
# Recipes
# ---------------------------------------------------------------------------


def lookup_recipe(op: Operation, symbol: SymbolRefAttr) -> Operation | None:
    try:
        return SymbolTable.lookup_symbol(op, symbol)
    except ValueError:
        return None


def recipe_body_ops(recipe: Operation, args: Sequence[SSAValue]) -> list[Operation]:
    """A copy of `recipe`'s one-block body, its block arguments replaced by
    `args`, without its `acc.yield` (the caller checks there is one block)."""
    body = cast(Region, cast(Any, recipe).body).clone()
    entry = cast(Block, body.blocks.first)
    terminator = entry.last_op
    if isinstance(terminator, acc.YieldOp):
        terminator.detach()
        terminator.erase()
    for arg, value in zip(entry.args, args):
        arg.replace_all_uses_with(value)
    ops = list(entry.ops)
    for op in ops:
        op.detach()
    return ops


def guarded(ops: list[Operation], condition: SSAValue | None) -> list[Operation]:
    """`ops`, inside `scf.if %condition` when the construct has an `if` clause."""
    if condition is None or not ops:
        return ops
    return [scf.IfOp(condition, [], Region(Block([*ops, scf.YieldOp()])))]


def insert_ops(ops: Sequence[Operation], point: InsertPoint) -> None:
    for op in ops:
        Rewriter.insert_op(op, point)
        point = InsertPoint.after(op)


def symbol_uses(module: ModuleOp) -> set[str]:
    """Every root symbol name referenced from a property or attribute in `module`."""
    names: set[str] = set()

    def visit(attr: Attribute) -> None:
        if isinstance(attr, SymbolRefAttr):
            names.add(attr.root_reference.data)
        elif hasattr(attr, "data") and isinstance(attr.data, tuple):
            for inner in attr.data:
                if isinstance(inner, Attribute):
                    visit(inner)

    for op in module.walk():
        for attr in (*op.properties.values(), *op.attributes.values()):
            visit(attr)
    return names
