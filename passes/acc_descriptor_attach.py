"""`acc-descriptor-attach`: Fortran descriptors in seed 001's form.

A frontend that maps a Fortran POINTER or ALLOCATABLE (flang 22 does this) puts
the descriptor's address in `varPtr`: `copyin(d%p)` becomes
`acc.copyin varPtr(%desc) varType(<descriptor struct>)`, which copies the
descriptor, not the data, and attaches nothing. Seed 001 ("Representing pointer
attachment in MLIR OpenACC dialect") wants the data op to describe the data and
the attachment of the descriptor to be delegated to the runtime:

    %base = llvm.load %desc : !llvm.ptr -> !llvm.ptr          // base_addr
    %b0 = acc.bounds ... (from the descriptor's dims)
    %in = acc.copyin varPtr(%base : !llvm.ptr) varType(f32) augPtr(%desc : !llvm.ptr)
            bounds(%b0, ...) attachRecipe(@acc_attach_descriptor) -> !llvm.ptr

with `acc.attach.recipe @acc_attach_descriptor` calling
`_FortranAOpenACCAttachDescriptor(desc, base_addr, offset, size, file, line)`
(seed 001, "F18 runtime support"); on exit, `detachRecipe(@acc_detach_descriptor)`
(`@acc_detach_descriptor_finalize` under `acc.exit_data ... finalize`) calling
`_FortranAOpenACCDetachDescriptor(desc, base_addr, offset, size, finalize, file, line)`,
the detach half seed 001 leaves as a TODO.

Which operations are descriptors: a data operation whose `varType` is the CFI
descriptor struct of flang's LLVM lowering, `!llvm.struct<(ptr, i64, i32, i8,
i8, i8, i8, array<R x array<3 x i64>>)>` (no dims for a scalar; an addendum
`ptr` may follow), or which carries the marker `acc.descriptor = <element type>`.
`acc.descriptor = false` excludes an operation whose `varType` merely has that
layout (a derived type whose only component is a pointer).

flang 22's own form (`varPtr` a `!fir.ref<!fir.box<...>>` cast from an
`!llvm.ptr`, `varType` the `!fir.box`, as acc-import gives it) is first split
into that form and a clause on the descriptor itself
(`acc_descriptor_attach_flang`). On flang's own IR (HLFIR/FIR, `varPtr` the
descriptor's FIR address) the base address and the dimensions are read with
`fir.load`, `fir.box_addr` and `fir.box_dims`, and the recipes are FIR, one per
descriptor type (`acc_descriptor_attach_fir`).

What the pass rewrites (the descriptor at `%desc`, rank R):
- entry operations with an attachment (`acc.copyin`, `acc.create`, `acc.present`,
  `acc.nocreate`, `acc.attach`): `varPtr` := `llvm.load %desc` (base_addr),
  `augPtr` := `%desc`, `attachRecipe` := `@acc_attach_descriptor`;
- `acc.getdeviceptr` (the entry half of exits): `varPtr`, `augPtr`, bounds;
  `acc.update_device`: `varPtr` and bounds (an update moves data, it attaches nothing);
- the exit operations fed by a rewritten entry operation: `acc.copyout`,
  `acc.delete`, `acc.detach` get `augPtr` and the detach recipe; `acc.copyout` and
  `acc.update_host` write back to the base address.

The data section: with `acc.descriptor = T`, `varType` := `T` and one
`acc.bounds lowerbound(0) extent(dims[r].extent) stride(dims[r].byte_stride)
{strideInBytes = true}` per dimension; without it the element type is not
known statically, so `varType` := `i8` and an innermost byte dimension of
`elem_len` bytes comes first: the section is then exactly the bytes from the
first element to the end of the last, whatever the strides. Bounds already on
the operation (a section of the pointer's target) are kept and need the marker.

Errors (located): a descriptor address that is not an `!llvm.ptr`, an `augPtr`
already present, bounds without the element type, the marker on a type that is
no descriptor, a symbol of the recipe or runtime names that is something else.
"""

from dataclasses import dataclass

from xdsl.context import Context
from xdsl.dialects import acc as xacc
from xdsl.dialects import arith, llvm
from xdsl.dialects.acc import DataBoundsType
from xdsl.dialects.builtin import (
    BoolAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    SymbolRefAttr,
    i64,
)
from xdsl.dialects.llvm import LLVMPointerType
from xdsl.ir import Attribute, Operation, SSAValue, TypeAttribute
from xdsl.parser import Parser
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    PatternRewriteWalker,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.traits import SymbolTable

from accdialect.abi.entry_points import FORTRAN_ATTACH_DESCRIPTOR, FORTRAN_DETACH_DESCRIPTOR
from accdialect.abi.fortran_descriptor import DIM_FIELD, DIM_INDEX, HEADER_INDEX
from accdialect.dialects import acc
from accdialect.dialects import fir_types as fir
from accdialect.dialects.acc import DESCRIPTOR_MARKER
from accdialect.ir.preservation import mark_unchanged
from accdialect.rules.data_clauses import DataClause, Pointer

from ._attach_common import descriptor_rank, performer
from ._data_clauses import entry_ops, exit_ops
from ._ordering_common import build_entry, build_exit, error
from ._project_dialects import adopt
from .acc_descriptor_attach_fir import RUNTIME_DECLARATIONS as FIR_RUNTIME_DECLARATIONS
from .acc_descriptor_attach_fir import base_address as fir_base_address
from .acc_descriptor_attach_fir import descriptor_box, descriptor_dimensions
from .acc_descriptor_attach_fir import descriptor_rank as fir_rank
from .acc_descriptor_attach_fir import recipe_names as fir_recipe_names
from .acc_descriptor_attach_fir import recipe_texts as fir_recipe_texts
from .acc_descriptor_attach_flang import split_flang_descriptors

ATTACH_RECIPE = "acc_attach_descriptor"
DETACH_RECIPE = "acc_detach_descriptor"
DETACH_FINALIZE_RECIPE = "acc_detach_descriptor_finalize"
ATTACH_FUNCTION = FORTRAN_ATTACH_DESCRIPTOR
DETACH_FUNCTION = FORTRAN_DETACH_DESCRIPTOR


def _attaches(clause: DataClause) -> bool:
    """The clauses whose data action maps (releases) storage (OpenACC 3.3 §2.7.5-11),
    which attach (detach) the pointers in it (§2.6.4), and `attach` (`detach`)."""
    return clause.map_type is not None or clause.pointer is Pointer.ONLY


_ENTRY_WITH_RECIPE = entry_ops(_attaches)
_EXIT_WITH_RECIPE = exit_ops(_attaches)
_EXITS = exit_ops(lambda clause: True)
_REWRITTEN = (*_ENTRY_WITH_RECIPE, acc.GetDevicePtrOp, acc.UpdateDeviceOp)
"""The entry operations on a descriptor that the pass rewrites: those that attach it,
`acc.getdeviceptr` (the entry half of exits) and `acc.update_device` (which moves
the data only)."""


def _detach_recipe_text(name: str, finalize: int) -> str:
    return f"""
acc.detach.recipe @{name} : (!llvm.ptr, !llvm.ptr, index, index) {{
^bb0(%base_addr: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  %finalize = llvm.mlir.constant({finalize} : i32) : i32
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(0 : i32) : i32
  llvm.call @_FortranAOpenACCDetachDescriptor(%desc, %base_addr, %off, %len, %finalize, %file,
    %line) : (!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32) -> ()
  acc.yield
}}"""


_RECIPES = {
    ATTACH_RECIPE: """
acc.attach.recipe @acc_attach_descriptor : (!llvm.ptr, !llvm.ptr, index, index) {
^bb0(%base_addr: !llvm.ptr, %desc: !llvm.ptr, %offset: index, %size: index):
  %off = arith.index_cast %offset : index to i64
  %len = arith.index_cast %size : index to i64
  %file = llvm.mlir.zero : !llvm.ptr
  %line = llvm.mlir.constant(0 : i32) : i32
  llvm.call @_FortranAOpenACCAttachDescriptor(%desc, %base_addr, %off, %len, %file, %line)
    : (!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32) -> ()
  acc.yield
}""",
    DETACH_RECIPE: _detach_recipe_text(DETACH_RECIPE, finalize=0),
    DETACH_FINALIZE_RECIPE: _detach_recipe_text(DETACH_FINALIZE_RECIPE, finalize=1),
    ATTACH_FUNCTION:
        "llvm.func @_FortranAOpenACCAttachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr, i32)",
    DETACH_FUNCTION:
        "llvm.func @_FortranAOpenACCDetachDescriptor(!llvm.ptr, !llvm.ptr, i64, i64, i32, !llvm.ptr, i32)",
}


# ---------------------------------------------------------------------------
# Recognizing descriptors
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class Descriptor:
    """A data operation whose `varPtr` is a descriptor: its rank, its struct type,
    the element type of its data if known."""

    rank: int
    struct_type: Attribute
    element_type: Attribute | None


def descriptor_of(op: acc.DataEntryOp) -> Descriptor | None:
    """Whether the entry operation `op` maps a descriptor (the module doc's rule)."""
    marker = op.attributes.get(DESCRIPTOR_MARKER)
    if isinstance(marker, IntegerAttr) and marker.value.data == 0:
        return None
    var_type = op.var_type
    box = descriptor_box(op.var.type)  # flang's own IR: the descriptor's FIR address
    if box is not None:
        return Descriptor(fir_rank(box), box, marker) if isinstance(marker, TypeAttribute) \
            else None
    rank = descriptor_rank(var_type)
    if isinstance(marker, TypeAttribute):
        if rank is None:
            raise error(op, f"'{DESCRIPTOR_MARKER}' marks a descriptor but varType {var_type} "
                        "is not a CFI descriptor struct")
        return Descriptor(rank, var_type, marker)
    if marker is not None and not (isinstance(marker, IntegerAttr) and marker.value.data):
        raise error(op, f"'{DESCRIPTOR_MARKER}' must be an element type or a boolean")
    return None if rank is None else Descriptor(rank, var_type, None)


def _candidates(module: ModuleOp) -> list[tuple[acc.DataEntryOp, Descriptor]]:
    found = []
    for op in module.walk():
        if isinstance(op, _REWRITTEN):
            desc = descriptor_of(op)
            if desc is not None:
                found.append((op, desc))
    return found


def validate(op: acc.DataEntryOp, desc: Descriptor) -> None:
    """The frontend form this pass rewrites, with a located error otherwise."""
    if not isinstance(op.var.type, LLVMPointerType) and descriptor_box(op.var.type) is None:
        raise error(op, "the address of a descriptor (varPtr) must be an !llvm.ptr, "
                    f"got {op.var.type}")
    if op.aug_ptr is not None:
        raise error(op, f"'augPtr' ({op.aug_ptr.type}) is already set: a descriptor in "
                    "varPtr is the frontend form, augPtr the form this pass produces")
    if op.bounds and desc.element_type is None:
        raise error(op, "bounds on a descriptor need its element type: add "
                    f"{{{DESCRIPTOR_MARKER} = <type>}}")
    for use in op.results[0].uses:
        if isinstance(use.operation, _EXIT_WITH_RECIPE) and use.operation.aug_ptr:
            raise error(use.operation, "'augPtr' is already set on the exit of a descriptor "
                        "in varPtr (frontend form expected)")


def _recipes(desc: SSAValue) -> tuple[str, str, str]:
    """The attach, detach and finalizing detach recipes of the descriptor at `desc`:
    the LLVM-dialect ones, or the FIR ones of its type in flang's own IR."""
    if isinstance(desc.type, LLVMPointerType):
        return ATTACH_RECIPE, DETACH_RECIPE, DETACH_FINALIZE_RECIPE
    return fir_recipe_names(desc.type)


def _detach_recipe(exit_op: acc.DataExitOp, desc: SSAValue) -> str:
    """The detach recipe of `exit_op`: the finalizing one when an `acc.exit_data ...
    finalize` performs it."""
    directive = performer(exit_op)
    finalized = isinstance(directive, xacc.ExitDataOp) and directive.finalize is not None
    _, detach, finalize = _recipes(desc)
    return finalize if finalized else detach


# ---------------------------------------------------------------------------
# Rewriting
# ---------------------------------------------------------------------------


def _field_address(desc: SSAValue, struct_type: Attribute, indices: list[int],
                   ops: list[Operation]) -> SSAValue:
    gep = llvm.GEPOp(desc, [0, *indices], struct_type)
    ops.append(gep)
    return gep.results[0]


def _load_i64(address: SSAValue, ops: list[Operation], hint: str) -> SSAValue:
    load = llvm.LoadOp(address, i64)
    load.results[0].name_hint = hint
    ops.append(load)
    return load.results[0]


def _bounds(lower: SSAValue, extent: SSAValue, stride: SSAValue) -> Operation:
    """`acc.bounds lowerbound(lower) extent(extent) stride(stride) {strideInBytes = true}`."""
    return acc.DataBoundsOp.create(
        operands=[lower, extent, stride],
        result_types=[DataBoundsType()],
        properties={
            "operandSegmentSizes": DenseArrayBase.from_list(IntegerType(32), [1, 0, 1, 1, 0]),
            "strideInBytes": BoolAttr.from_bool(True),
        },
    )


def descriptor_bounds(desc: SSAValue, d: Descriptor, ops: list[Operation]) -> list[SSAValue]:
    """The data section of a descriptor, read from it at run time (module doc)."""
    zero = arith.ConstantOp(IntegerAttr(0, i64))
    zero.result.name_hint = "c0"
    ops.append(zero)
    bounds: list[SSAValue] = []
    if d.element_type is None:
        one = arith.ConstantOp(IntegerAttr(1, i64))
        one.result.name_hint = "c1"
        ops.append(one)
        elem_len = _load_i64(
            _field_address(desc, d.struct_type, [HEADER_INDEX["elem_len"]], ops), ops, "elem_len")
        ops.append(b := _bounds(zero.result, elem_len, one.result))
        bounds.append(b.results[0])
    for r in range(d.rank):
        dim = [DIM_FIELD, r]
        extent = _load_i64(
            _field_address(desc, d.struct_type, [*dim, DIM_INDEX["extent"]], ops), ops, "extent")
        stride = _load_i64(
            _field_address(desc, d.struct_type, [*dim, DIM_INDEX["sm"]], ops), ops, "stride")
        ops.append(b := _bounds(zero.result, extent, stride))
        bounds.append(b.results[0])
    return bounds


def _kept_properties(op: Operation) -> dict[str, Attribute | None]:
    return {k: v for k, v in op.properties.items()
            if k not in ("varType", "operandSegmentSizes")}


def _base_and_bounds(op: acc.DataEntryOp, d: Descriptor, ops: list[Operation]
                     ) -> tuple[SSAValue, list[SSAValue]]:
    """The descriptor's base address and the section of its data (the operation's own
    bounds, else the whole data), the operations computing them appended to `ops`."""
    desc = op.var
    if isinstance(d.struct_type, fir.BoxType):
        base = fir_base_address(desc, d.struct_type, ops)
        bounds = list(op.bounds)
        if not bounds:
            for dim in descriptor_dimensions(ops[0].results[0], d.rank, ops):
                ops.append(b := _bounds(*dim))
                bounds.append(b.results[0])
        return base, bounds
    load = llvm.LoadOp(desc, LLVMPointerType())
    load.results[0].name_hint = "base_addr"
    ops.append(load)
    return load.results[0], list(op.bounds) or descriptor_bounds(desc, d, ops)


def rewrite_descriptor_op(op: acc.DataEntryOp, d: Descriptor, rewriter: PatternRewriter) -> None:
    desc = op.var
    ops: list[Operation] = []
    base, bounds = _base_and_bounds(op, d, ops)
    element_type = d.element_type or IntegerType(8)
    attaches = isinstance(op, _ENTRY_WITH_RECIPE)
    new = build_entry(
        type(op), var=base, var_type=element_type, bounds=bounds,
        var_ptr_ptr=op.var_ptr_ptr, async_operands=list(op.async_operands),
        aug_ptr=desc if attaches or isinstance(op, acc.GetDevicePtrOp) else None,
        properties={**_kept_properties(op),
                    "attachRecipe": SymbolRefAttr(_recipes(desc)[0]) if attaches else None},
    )
    new.attributes = {k: v for k, v in op.attributes.items() if k != DESCRIPTOR_MARKER}
    for created in (*ops, new):
        created.location = op.location
    rewriter.insert([*ops, new], rewriter.insertion_point)
    for use in list(op.results[0].uses):
        if isinstance(use.operation, _EXITS):
            _rewrite_exit(use.operation, new, desc, rewriter)
    rewriter.replace(op, [], [new.results[0]])


def _rewrite_exit(exit_op: acc.DataExitOp, entry: acc.DataEntryOp, desc: SSAValue,
                  rewriter: PatternRewriter) -> None:
    detaches = isinstance(exit_op, _EXIT_WITH_RECIPE)
    has_var = isinstance(exit_op, acc.DataExitWithVarOp)
    new = build_exit(
        type(exit_op), acc_var=entry.results[0],
        var=entry.var if has_var else None,
        var_type=entry.var_type if has_var else None,
        bounds=list(entry.bounds), async_operands=list(exit_op.async_operands),
        aug_ptr=desc if detaches else None,
        properties={**_kept_properties(exit_op),
                    "detachRecipe": SymbolRefAttr(_detach_recipe(exit_op, desc)) if detaches
                    else None},
    )
    new.attributes = dict(exit_op.attributes)
    new.location = exit_op.location
    rewriter.replace(exit_op, new, [])


class DescriptorToAugmentedPointer(RewritePattern):
    """Seed 001: `varPtr(descriptor)` becomes `varPtr(base_addr) augPtr(descriptor)
    attachRecipe(@acc_attach_descriptor)`, and its exits detach through the recipe."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: acc.DataEntryOp, rewriter: PatternRewriter) -> None:
        d = descriptor_of(op) if isinstance(op, _REWRITTEN) else None
        if d is not None:
            rewrite_descriptor_op(op, d, rewriter)


# ---------------------------------------------------------------------------
# The recipes and runtime declarations
# ---------------------------------------------------------------------------


def _needed_symbols(candidates: list[tuple[acc.DataEntryOp, Descriptor]]) -> dict[str, str]:
    """The text of each recipe and runtime declaration the candidates need, by name:
    the LLVM-dialect ones in `_RECIPES`' order, then the FIR ones."""
    needed: dict[str, str] = {}
    for op, _ in candidates:
        texts = _RECIPES
        if not isinstance(op.var.type, LLVMPointerType):
            texts = {**fir_recipe_texts(op.var.type), **FIR_RUNTIME_DECLARATIONS}
        names: list[str] = []
        if isinstance(op, _ENTRY_WITH_RECIPE):
            names += [_recipes(op.var)[0], ATTACH_FUNCTION]
        for use in op.results[0].uses:
            if isinstance(use.operation, _EXIT_WITH_RECIPE):
                names += [_detach_recipe(use.operation, op.var), DETACH_FUNCTION]
        needed.update((name, texts[name]) for name in names)
    order = list(_RECIPES)
    return dict(sorted(needed.items(),
                       key=lambda item: order.index(item[0]) if item[0] in order else len(order)))


def _signature(op: Operation) -> Attribute | None:
    return op.properties.get("function_type")


def declare_symbols(ctx: Context, module: ModuleOp, texts: dict[str, str]) -> None:
    """Add the recipes and runtime declarations of `texts` (by name) that `module`
    lacks; an existing symbol must be the same kind of operation with the same
    signature."""
    new_ops: list[Operation] = []
    for name, text in texts.items():
        template = Parser(ctx, text).parse_module().body.block.first_op
        assert template is not None
        existing = SymbolTable.lookup_symbol(module, name)
        if existing is None:
            template.detach()
            new_ops.append(template)
        elif existing.name != template.name or _signature(existing) != _signature(template):
            raise error(existing, f"symbol @{name} is needed as '{template.name}' of type "
                        f"{_signature(template)}")
    block = module.body.block
    anchor = block.first_op
    for new_op in new_ops:
        if anchor is None:
            block.add_op(new_op)
        else:
            block.insert_op_before(new_op, anchor)


@dataclass(frozen=True)
class AccDescriptorAttach(ModulePass):
    """Rewrite the frontend form of Fortran descriptors into seed 001's (module doc)."""

    name = "acc-descriptor-attach"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        changed = adopt(ctx, op)
        changed |= split_flang_descriptors(op)
        candidates = _candidates(op)
        if not candidates:
            if not changed:
                mark_unchanged(self, op)
            return
        for data_op, desc in candidates:
            validate(data_op, desc)
        declare_symbols(ctx, op, _needed_symbols(candidates))
        walker = PatternRewriteWalker(DescriptorToAugmentedPointer(), apply_recursively=False)
        walker.rewrite_module(op)

