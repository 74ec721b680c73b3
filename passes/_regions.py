"""Regions of constructs, as the lowerings take them apart.

- inlined where the construct stands (`acc.data`, `omp.target_data`, a recipe body):
  `inline_region`;
- outlined into a kernel function (`omp.target`, the OpenACC compute constructs):
  `outline`, with the values it uses from outside (`live_ins`) passed in
  pointer-sized slots as clang passes by-value captures (`to_slot` / `from_slot`);
- what the lowering leaves without uses is erased at the end (`erase_if_unused`).
"""

from collections.abc import Callable, Iterable, Sequence

from xdsl.dialects import arith, llvm, scf
from xdsl.dialects.builtin import (
    BFloat16Type,
    Float16Type,
    Float32Type,
    Float64Type,
    IndexType,
    IntegerType,
    i16,
    i32,
    i64,
)
from xdsl.ir import Attribute, BlockArgument, Operation, Region, SSAValue
from xdsl.rewriter import InsertPoint, Rewriter

from ._ir_builder import Builder
from ._ir_ops import PTR
from ._module_symbols import ModuleSymbols

Terminators = tuple[type[Operation], ...]


Erase = Callable[[Operation], None]
"""How a pass erases an operation (a pattern: its rewriter's `erase_op`, which keeps
the walker's worklist right)."""


def inline_region(region: Region, point: InsertPoint, args: Sequence[SSAValue],
                  terminators: Terminators, erase: Erase = Rewriter.erase_op
                  ) -> list[Operation]:
    """Move the body of `region` to `point`, its entry block's arguments bound to `args`
    (none: the block has no argument left): a single block's operations without its
    terminator, or several blocks as one `scf.execute_region` whose terminators become
    `scf.yield`s. Returns the operations inserted at `point`."""
    blocks = list(region.blocks)
    if not blocks:
        return []
    if len(blocks) == 1:
        last = blocks[0].last_op
        if isinstance(last, terminators):
            erase(last)
        ops = list(blocks[0].ops)
        Rewriter.inline_block(blocks[0], point, args)
        return ops
    for arg, value in zip(list(blocks[0].args), args, strict=True):
        arg.replace_all_uses_with(value)
        blocks[0].erase_arg(arg)
    _replace_terminators(region, terminators, scf.YieldOp, erase)
    wrapper = scf.ExecuteRegionOp([], Rewriter.move_region_contents_to_new_regions(region))
    Rewriter.insert_op(wrapper, point)
    return [wrapper]


def _replace_terminators(region: Region, terminators: Terminators,
                         new: type[scf.YieldOp] | type[llvm.ReturnOp], erase: Erase) -> None:
    for block in region.blocks:
        last = block.last_op
        if isinstance(last, terminators):
            block.insert_op_before(new(), last)
            erase(last)


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


def outline(syms: ModuleSymbols, name: str, region: Region, construct: Operation,
            parameters: int, terminators: Terminators, erase: Erase
            ) -> tuple[llvm.FuncOp, list[BlockArgument], Builder]:
    """An internal `llvm.func @name` whose body is `region` (moved; its `terminators`
    become `llvm.return`) with `parameters` leading `!llvm.ptr` parameters, placed
    after the program's functions (whose code addresses in the interpreter then stay
    the same). Returns the function, its parameters and a builder at the start of its
    body (with the construct's location) for what converts them."""
    fn = llvm.FuncOp(name, llvm.LLVMFunctionType([PTR] * parameters, None),
                     linkage=llvm.LinkageAttr("internal"))
    region.move_blocks(fn.body)
    fn.location = construct.location
    syms.module.body.block.add_op(fn)
    syms.kernels.append(fn)
    _replace_terminators(fn.body, terminators, llvm.ReturnOp, erase)
    body = fn.body.blocks.first  # the entry block: a construct's region may have several
    assert body is not None
    params = [body.insert_arg(PTR, k) for k in range(parameters)]
    return fn, params, Builder(body.first_op, body, construct.location)


def erase_if_unused(ops: Iterable[Operation]) -> None:
    """Erase operations whose results became unused, repeatedly (in any order; each
    round in the order given, those left kept for the next: removing each erased
    one from the list made it quadratic, a lowering's list holding every data
    clause and each of its bounds)."""
    pending = list(ops)
    changed = True
    while changed:
        changed = False
        left: list[Operation] = []
        for op in pending:
            if op.parent is None:
                continue
            if all(r.first_use is None for r in op.results):
                Rewriter.erase_op(op)
                changed = True
            else:
                left.append(op)
        pending = left


# ---- values through a pointer-sized slot (kernel arguments) ---------------------------
_FLOAT_BITS: dict[type[Attribute], IntegerType] = {
    Float64Type: i64, Float32Type: i32, Float16Type: i16, BFloat16Type: i16}


def passable(t: Attribute) -> bool:
    """Whether a value of type `t` fits a kernel argument slot."""
    return (isinstance(t, llvm.LLVMPointerType | IndexType)
            or (isinstance(t, IntegerType) and t.width.data <= 64)
            or type(t) in _FLOAT_BITS)


def to_slot(b: Builder, v: SSAValue) -> SSAValue:
    """`v` in a pointer-sized slot: pointers as they are, integers and floats by their
    bits (clang's by-value capture)."""
    t = v.type
    if isinstance(t, llvm.LLVMPointerType):
        return v
    if isinstance(t, IndexType):
        v = b.res(arith.IndexCastOp(v, i64))
    elif type(t) in _FLOAT_BITS:
        v = b.res(llvm.BitcastOp(v, _FLOAT_BITS[type(t)]))
    elif not isinstance(t, IntegerType) or t.width.data > 64:
        raise ValueError(f"cannot pass a value of type {t} to a kernel")
    return b.res(llvm.IntToPtrOp(v))


def from_slot(b: Builder, p: SSAValue, t: Attribute) -> SSAValue:
    """The inverse of `to_slot`: the value of type `t` a kernel parameter carries."""
    if isinstance(t, llvm.LLVMPointerType):
        return p
    if isinstance(t, IndexType):
        return b.res(arith.IndexCastOp(b.res(llvm.PtrToIntOp(p, i64)), t))
    if type(t) in _FLOAT_BITS:
        return b.res(llvm.BitcastOp(b.res(llvm.PtrToIntOp(p, _FLOAT_BITS[type(t)])), t))
    if isinstance(t, IntegerType) and t.width.data <= 64:
        return b.res(llvm.PtrToIntOp(p, t))
    raise ValueError(f"cannot receive a value of type {t} in a kernel")
