"""Helpers of the attachment passes (`acc-descriptor-attach`, `expand-attach-recipes`).

- Fortran descriptors in the llvm dialect (flang's `CFI_cdesc_t`, SEMANTICS §4; its
  fields in `accdialect.abi.fortran_descriptor`, `cfi_struct`, `descriptor_rank`):
  `!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8)>` for a scalar,
  `!llvm.struct<(ptr, i64, i32, i8, i8, i8, i8, array<R x array<3 x i64>>)>` for
  rank R, optionally followed by the addendum `ptr`; `base_addr` is field 0,
  `elem_len` field 1, `dims[r] = (lower_bound, extent, byte_stride)` field 7;
- the `(offset, size)` of the section an operation's `acc.bounds` describe, as
  `index` arithmetic (the passes' one builder, constants folded; element sizes from
  the layout the simulated machine uses): the arguments seed 001 gives a recipe;
- a recipe's body with its arguments bound (`_regions.inline_region`), and the
  directive that performs an exit operation (`performer`).
"""

from collections.abc import Sequence

from xdsl.dialects import acc as xacc
from xdsl.dialects import llvm, scf
from xdsl.dialects.builtin import (
    IndexType,
    IntegerType,
    SymbolRefAttr,
    i64,
)
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from xdsl.ir import Attribute, Block, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter
from xdsl.traits import SymbolTable

from accdialect.abi.fortran_descriptor import DIM_FIELD, DIM_FIELDS, HEADER_FIELDS
from accdialect.dialects import acc
from accdialect.dialects.type_layout import UnknownLayoutError, layout
from accdialect.rules.sections import section

from ._ir_builder import INDEX, Builder, IntValue
from ._ir_ops import SCALARS
from ._ir_values import dimensions
from ._regions import inline_region

_HEADER = tuple(SCALARS[scalar] for _, scalar in HEADER_FIELDS)
"""The LLVM types of the fields of flang's descriptor before `dim`."""


# ---------------------------------------------------------------------------
# Descriptors
# ---------------------------------------------------------------------------


def _is_int(t: Attribute, width: int) -> bool:
    return isinstance(t, IntegerType) and t.width.data == width


def _is_scalar(t: Attribute, scalar: Attribute) -> bool:
    """Whether `t` is the pointer, or an integer of the width, that `scalar` is."""
    if isinstance(scalar, LLVMPointerType):
        return isinstance(t, LLVMPointerType)
    return isinstance(scalar, IntegerType) and _is_int(t, scalar.width.data)


def cfi_struct(rank: int) -> LLVMStructType:
    """flang's descriptor of `rank` without addendum (`abi.fortran_descriptor`)."""
    fields = list(_HEADER)
    if rank:
        fields.append(LLVMArrayType(rank, LLVMArrayType(len(DIM_FIELDS), i64)))
    return LLVMStructType.from_type_list(fields)


def descriptor_rank(t: Attribute) -> int | None:
    """The rank of a CFI descriptor struct type, or None if `t` is not one."""
    if not isinstance(t, LLVMStructType):
        return None
    fields = list(t.types.data)
    if len(fields) < DIM_FIELD or not all(_is_scalar(f, h) for f, h in zip(fields, _HEADER)):
        return None
    rest = fields[DIM_FIELD:]
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
# The section a recipe receives, as `index` arithmetic
# ---------------------------------------------------------------------------


def index_arithmetic() -> Builder:
    """A builder of `index` arithmetic (constants folded) into a block of its own,
    whose operations the caller takes (`taken_ops`)."""
    return Builder(block=Block(), ints=INDEX)


def element_size(var_type: Attribute, b: Builder) -> IntValue:
    """The size of one element of `var_type`: a constant, or `sizeof` computed as
    `ptrtoint(getelementptr null[1])` for a type this module cannot lay out
    (`accdialect.dialects.type_layout`)."""
    try:
        return layout(var_type).size
    except UnknownLayoutError:
        pass
    one = b.res(llvm.GEPOp(b.null(), [1], var_type))
    return b.cast(b.res(llvm.PtrToIntOp(one, IntegerType(64))), IndexType())


def section_offset_and_size(entry: acc.DataEntryOp, b: Builder) -> tuple[IntValue, IntValue]:
    """Seed 001: the recipe's `offset` and `size`, computed from the `bounds` of the
    data-entry operation over the size of its `varType` by the one section rule
    (`accdialect.rules.sections`)."""
    dims = dimensions(entry, entry.bounds, "acc.bounds")
    return section(b, element_size(entry.var_type, b), dims)


def taken_ops(b: Builder) -> list[Operation]:
    """The operations of `index_arithmetic` that something uses (what a dimension
    computed for a next one that does not need it is erased), taken out of its
    block, in order."""
    for op in reversed(list(b.block.ops)):
        if all(not r.uses for r in op.results):
            Rewriter.erase_op(op)
    ops = list(b.block.ops)
    for op in ops:
        op.detach()
    return ops


# ---------------------------------------------------------------------------
# Recipes
# ---------------------------------------------------------------------------


def lookup_recipe(op: Operation, symbol: SymbolRefAttr) -> Operation | None:
    try:
        return SymbolTable.lookup_symbol(op, symbol)
    except ValueError:
        return None


def performer(exit_op: acc.DataExitOp) -> xacc.ExitDataOp | xacc.UpdateOp | None:
    """The `acc.exit_data`/`acc.update` that performs `exit_op` (its `accPtr` comes from
    an `acc.getdeviceptr` listed there), or None when it acts where it stands."""
    entry = exit_op.acc_var.owner
    if isinstance(entry, acc.GetDevicePtrOp):
        for use in entry.results[0].uses:
            if isinstance(use.operation, xacc.ExitDataOp | xacc.UpdateOp):
                return use.operation
    return None


def recipe_body_ops(recipe: acc.AttachmentRecipeOp, args: Sequence[SSAValue]
                    ) -> list[Operation]:
    """A copy of `recipe`'s one-block body, its block arguments replaced by
    `args`, without its `acc.yield` (the caller checks there is one block)."""
    ops = inline_region(recipe.body.clone(), InsertPoint.at_end(Block()), args, (acc.YieldOp,))
    for op in ops:
        op.detach()
    return ops


def guarded(ops: list[Operation], condition: SSAValue | None) -> list[Operation]:
    """`ops`, inside `scf.if %condition` when the construct has an `if` clause."""
    if condition is None or not ops:
        return ops
    return [scf.IfOp(condition, [], Region(Block([*ops, scf.YieldOp()])))]

