"""The one IR builder of the passes: inserts operations at a place and folds integer
arithmetic on constants.

`Builder` is an `accdialect.rules.arithmetic.Arithmetic` (the shared rules run on it:
array sections, clang's map-entry plan) over one integer type given by an
`IntegerOps`: the lowerings to the runtime ABI compute in `i64` with `llvm`
operations (`LLVM_I64`), `expand-attach-recipes` in `index` with `arith` operations
(`INDEX`). A quantity known at compile time stays a Python int; an operation is
emitted only for what is not (`x + 0`, `x * 1`, `x * 0` fold too). Both integer
types are 64-bit: folding wraps around as the emitted operations would
(`accdialect.rules.arithmetic.to_int64`), a constant operand is read as its type's
signed value sign-extended (or truncated) to 64 bits, as `cast` converts a value,
and a constant is made modulo its type's width, as a truncation would: a known
quantity is the value the run would compute, and every constant fits its type.
Every operation gets the builder's location (the construct's: runtime errors name
it).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from xdsl.dialects import arith, llvm, scf
from xdsl.dialects.builtin import IndexType, IntegerAttr, IntegerType, LocationAttr, UnknownLoc, i8, i64
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint

from accdialect.dialects.llvm import ICmpOp
from accdialect.rules.arithmetic import to_int64
from accdialect.xdsl_compat.links import insert_before

from ._ir_ops import PTR, address_of_op, call_op, constant_op, element_op, store_op, zero_op
from ._ir_values import constant_int

IntValue = int | SSAValue
"""An integer quantity: a Python int when known at compile time."""

_I32_RANGE = range(-(1 << 31), 1 << 31)
"""The constant indices `llvm.getelementptr` holds in its `rawConstantIndices`
(`i32`); another index is an operand."""


def typed_constant(value: int, t: IntegerType | IndexType) -> int:
    """`value` as a constant of type `t`: modulo its width, signed (xDSL's and MLIR's
    form of a signless integer); `index` is 64-bit."""
    if isinstance(t, IndexType):
        return to_int64(value)
    normalized = t.normalized_value(value, truncate_bits=True)
    assert normalized is not None
    return normalized

BinaryOp = Callable[[SSAValue, SSAValue], Operation]


@dataclass(frozen=True)
class IntegerOps:
    """The IR of one integer arithmetic: its type, constants and operations."""

    type: IntegerType | IndexType
    constant: Callable[[int, IntegerType | IndexType], Operation]
    add: BinaryOp
    sub: BinaryOp
    mul: BinaryOp
    frugal: bool = False
    """Whether a program's value is cast once and `x - x` folds to 0
    (`expand-attach-recipes`' recipe arguments); the lowerings emit each cast and
    difference where the rule computes it (a section whose bounds are one unknown
    value stays unknown at compile time), as they have always printed it."""


def _llvm_constant(value: int, t: IntegerType | IndexType) -> Operation:
    assert isinstance(t, IntegerType)
    return constant_op(value, t)


LLVM_I64 = IntegerOps(i64, _llvm_constant, llvm.AddOp, llvm.SubOp, llvm.MulOp)
INDEX = IntegerOps(IndexType(), lambda value, t: arith.ConstantOp(IntegerAttr(value, t)),
                   arith.AddiOp, arith.SubiOp, arith.MuliOp, frugal=True)


class Builder:
    """Inserts operations before `anchor` (or at the end of `block`), computing in
    `ints` and folding what is constant."""

    def __init__(self, anchor: Operation | None = None, block: Block | None = None,
                 loc: LocationAttr | None = None, ints: IntegerOps = LLVM_I64):
        if block is None:
            assert anchor is not None
            block = anchor.parent_block()
        assert block is not None
        self.anchor, self.block, self.ints = anchor, block, ints
        self.loc = loc if loc is not None else (anchor.location if anchor is not None else None)
        """The location new operations get (the construct's: runtime errors name it)."""
        self._constants: dict[tuple[int, Attribute], SSAValue] = {}
        self._operands: dict[SSAValue, SSAValue] = {}
        self._null: SSAValue | None = None

    def at(self, anchor: Operation | None, block: Block | None = None) -> "Builder":
        """A builder elsewhere, with this one's location and integers."""
        return Builder(anchor, block, self.loc, self.ints)

    @property
    def point(self) -> InsertPoint:
        """Where this builder inserts."""
        return InsertPoint.before(self.anchor) if self.anchor else InsertPoint.at_end(self.block)

    def locate(self, op: Operation) -> None:
        """Give a new `op` (one without location) and what it holds the builder's
        location."""
        if self.loc is None or not isinstance(op.location, UnknownLoc):
            return
        if not op.regions:  # (most operations: no walk)
            op.location = self.loc
            return
        for nested in op.walk():
            if isinstance(nested.location, UnknownLoc):
                nested.location = self.loc

    def guarded(self, cond: SSAValue | None) -> "Builder":
        """A builder for code that runs only when `cond` holds (in a new `scf.if`), or
        this one without a condition."""
        if cond is None:
            return self
        then = Block([scf.YieldOp()])
        self.op(scf.IfOp(cond, [], Region(then)))
        return self.at(then.last_op, then)

    def op(self, op: Operation) -> Operation:
        self.locate(op)
        anchor, block = self.anchor, self.block
        if anchor is None:
            block.add_op(op)
        elif op.regions or op.parent is not None or anchor.parent is not block:
            block.insert_op_before(op, anchor)
        else:  # an operation without regions holds no block: no check walks up
            insert_before(op, anchor)
        return op

    def res(self, op: Operation) -> SSAValue:
        """The result of `op`, an operation of one result, inserted (unpacked: the
        index of xDSL's `SSAValues` is a Python call)."""
        (result,) = self.op(op).results
        return result

    # ---- integers --------------------------------------------------------------------
    def const(self, value: int, t: IntegerType | IndexType | None = None) -> SSAValue:
        """An integer constant (one per value and type for this builder), `value`
        modulo the type's width (`typed_constant`)."""
        t = self.ints.type if t is None else t
        value = typed_constant(value, t)
        key = (value, t)
        if key not in self._constants:
            self._constants[key] = self.res(self.ints.constant(value, t))
        return self._constants[key]

    def value(self, v: IntValue) -> SSAValue:
        """A quantity as a value of the builder's integer type."""
        return self.const(v) if isinstance(v, int) else v

    def operand(self, value: SSAValue) -> IntValue:
        """`Arithmetic.operand`: a program's integer or index value in the builder's
        integer type (folded if constant: its signed value, truncated to 64 bits)."""
        known = constant_int(value)
        if known is not None:
            return to_int64(known)
        if not self.ints.frugal:
            return self.cast(value, self.ints.type)
        if value not in self._operands:
            self._operands[value] = self.cast(value, self.ints.type)
        return self._operands[value]

    def typed(self, v: IntValue, t: Attribute) -> SSAValue:
        """A quantity as a value of integer or index type `t`."""
        if isinstance(v, int):
            if isinstance(t, IndexType) and not isinstance(self.ints.type, IndexType):
                # llvm has no index constant: arith's, made where asked (a recipe argument)
                return self.res(arith.ConstantOp(IntegerAttr(typed_constant(v, t), t)))
            assert isinstance(t, IntegerType | IndexType)
            return self.const(v, t)
        owner = v.owner
        if v.type != t and isinstance(owner, llvm.SExtOp | llvm.ZExtOp | arith.IndexCastOp) and (
                owner.operands[0].type == t):
            return owner.operands[0]  # a value widened here, narrowed back
        return self.cast(v, t)

    def cast(self, v: SSAValue, t: Attribute) -> SSAValue:
        """An integer or index value as type `t` (sign-extended or truncated)."""
        if v.type == t:
            return v
        if isinstance(v.type, IndexType) or isinstance(t, IndexType):
            return self.res(arith.IndexCastOp(v, t))
        if not isinstance(v.type, IntegerType) or not isinstance(t, IntegerType):
            raise ValueError(f"not an integer: {v.type}")
        if v.type.width.data < t.width.data:
            return self.res(llvm.SExtOp(v, t))
        return self.res(llvm.TruncOp(v, t))

    def add(self, a: IntValue, b: IntValue) -> IntValue:
        if isinstance(a, int) and isinstance(b, int):
            return to_int64(a + b)
        if a == 0:
            return b
        if b == 0:
            return a
        return self.res(self.ints.add(self.value(a), self.value(b)))

    def sub(self, a: IntValue, b: IntValue) -> IntValue:
        if isinstance(a, int) and isinstance(b, int):
            return to_int64(a - b)
        if b == 0:
            return a
        if a is b and self.ints.frugal:
            return 0
        return self.res(self.ints.sub(self.value(a), self.value(b)))

    def mul(self, a: IntValue, b: IntValue) -> IntValue:
        if isinstance(a, int) and isinstance(b, int):
            return to_int64(a * b)
        if a == 1:
            return b
        if b == 1:
            return a
        if a == 0 or b == 0:
            return 0
        return self.res(self.ints.mul(self.value(a), self.value(b)))

    # ---- llvm ------------------------------------------------------------------------
    def null(self) -> SSAValue:
        if self._null is None:
            self._null = self.res(zero_op())
        return self._null

    def address_of(self, symbol: str) -> SSAValue:
        return self.res(address_of_op(symbol))

    def gep_bytes(self, ptr: SSAValue, offset: IntValue) -> SSAValue:
        """`ptr + offset` bytes: a constant index when the offset is known and fits
        `i32`, else an `i64` operand."""
        if isinstance(offset, int):
            if offset == 0:
                return ptr
            if offset in _I32_RANGE:
                return self.res(element_op(ptr, [offset], i8))
        return self.res(llvm.GEPOp(ptr, [llvm.GEP_USE_SSA_VAL], i8,
                                   ssa_indices=[self.value(offset)]))

    def load(self, ptr: SSAValue, t: Attribute = PTR) -> SSAValue:
        return self.res(llvm.LoadOp(ptr, t))

    def store(self, value: SSAValue, ptr: SSAValue) -> None:
        self.op(store_op(value, ptr))

    def icmp(self, predicate: str, a: SSAValue, b: SSAValue) -> SSAValue:
        """`llvm.icmp`, pointers compared as i64 (null as 0)."""
        if isinstance(a.type, llvm.LLVMPointerType):
            a = self.ptr_to_int(a)
        if isinstance(b.type, llvm.LLVMPointerType):
            b = self.const(0) if isinstance(b.owner, llvm.ZeroOp) else self.ptr_to_int(b)
        flag = llvm.ICmpPredicateFlag(predicate).to_int()
        return self.res(ICmpOp(a, b, IntegerAttr(flag, i64)))

    def select(self, cond: SSAValue, a: SSAValue, b: SSAValue) -> SSAValue:
        return self.res(llvm.SelectOp(cond, a, b))

    def call(self, callee: str, args: Sequence[SSAValue], result: Attribute | None = None
             ) -> SSAValue | None:
        op = self.op(call_op(callee, args, result))
        return op.results[0] if op.results else None

    def ptr_to_int(self, v: SSAValue) -> SSAValue:
        return self.res(llvm.PtrToIntOp(v, i64))
