"""`lower-acc-to-runtime` on the compute constructs (`acc.parallel`, `acc.serial`,
`acc.kernels`): the region outlined into a kernel, clang's convention as
`lower-omp-to-runtime` follows it, launched with `__tgt_target_kernel` and run on the
host if the launch fails; the construct's private copies (OpenACC 3.3 §2.5.13-14) as
the kernel's own storage.
"""

from xdsl.dialects import acc as xacc
from xdsl.dialects import arith, llvm
from xdsl.dialects.builtin import IntegerType, StringAttr, UnrealizedConversionCastOp, i8, i64
from xdsl.ir import Operation, OpResult, Region
from xdsl.pattern_rewriter import PatternRewriter, op_type_rewrite_pattern
from xdsl.rewriter import InsertPoint

from accdialect.abi.map_types import MapType
from accdialect.dialects import acc
from accdialect.dialects.acc import CONSTRUCT_ATTR

from ._acc_lowering import TERMINATORS, AccLowering, AccPattern, host_variable
from ._ir_builder import Builder
from ._ir_values import error, type_size
from ._regions import from_slot, live_ins, outline, passable, to_slot
from ._runtime_calls import MapEntry, launch_with_fallback

_CONSTANTS = (llvm.ConstantOp, arith.ConstantOp, llvm.ZeroOp)


class LowerCompute(AccPattern):
    """`acc.parallel`/`serial`/`kernels`: the data actions, then the region outlined
    as a kernel whose arguments are the values it uses from outside (constants are
    rematerialized inside), launched with the host fallback."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp,
                          rewriter: PatternRewriter) -> None:
        lowering = self.acc
        b = Builder(op)
        cond = op.if_cond
        lowering.replace_results(b, lowering.perform_entries(b.guarded(cond), op,
                                                             structured=True), op.region)
        lowering.retire(op.data_clause_operands)
        region = op.region
        _private_copies(lowering, b, op)
        _rematerialize(region, rewriter)
        inputs = live_ins(region)
        for value in inputs:
            if not passable(value.type):
                raise error(op, f"cannot lower: the region uses a value of type {value.type}, "
                                "which cannot be a kernel argument")
        entries: list[MapEntry] = []
        kernel_arg = int(MapType.LITERAL | MapType.TARGET_PARAM | MapType.IMPLICIT)
        for value in inputs:
            slot = to_slot(b, value)
            entries.append(MapEntry(slot, slot, type_size(value.type, op), kernel_arg))
        name, region_id = lowering.syms.kernel_names(op)
        fn, params, conv = outline(lowering.syms, name, region, op, len(inputs), TERMINATORS,
                                   rewriter.erase)
        fn.attributes[CONSTRUCT_ATTR] = StringAttr(op.name)
        for value, param in zip(inputs, params):
            inside = param if isinstance(value.type, llvm.LLVMPointerType) else \
                from_slot(conv, param, value.type)
            value.replace_uses_with_if(inside, lambda u: fn.is_ancestor(u.operation))
        # the host fallback gets the host variable where the kernel gets a device address
        host_args = [lowering.host_of.get(value, entry.base)
                     for value, entry in zip(inputs, entries)]
        launch_with_fallback(lowering.syms, b, op, entries, name, region_id, host_args, cond)
        rewriter.erase(op)


def _rematerialize(region: Region, rewriter: PatternRewriter) -> None:
    """The values `region` uses from outside that are made again inside it: constants,
    and the `unrealized_conversion_cast`s flang's output puts between an `!llvm.ptr`
    (or an integer) and its FIR type (whose input then becomes the kernel argument);
    again until no such value is left (a cast of a constant). Each is made once, at
    the start of the region's entry block, which dominates all its uses (also those
    in a region that takes no other operation, as `acc.atomic.capture`)."""
    entry = region.blocks.first
    assert entry is not None
    while True:
        remade = [value for value in live_ins(region) if isinstance(value.owner, _CONSTANTS)
                  or (isinstance(value.owner, UnrealizedConversionCastOp)
                      and all(passable(v.type) for v in value.owner.inputs))]
        if not remade:
            return
        for value in remade:
            owner = value.owner
            assert isinstance(owner, Operation) and isinstance(value, OpResult)
            copy = owner.clone()
            rewriter.insert(copy, InsertPoint.at_start(entry))
            for use in list(value.uses):
                if region.is_ancestor(use.operation):
                    use.operation.operands[use.index] = copy.results[value.index]


def _private_copies(lowering: AccLowering, b: Builder,
                    op: xacc.ParallelOp | xacc.SerialOp | xacc.KernelsOp) -> None:
    """The construct's `private` and `firstprivate` copies (OpenACC 3.3 §2.5.13-14), as
    the kernel's own storage: a `varType`-sized `llvm.alloca` at the start of the
    region, which the uses of the clause's result get instead; a `firstprivate` copy
    is then stored the variable's value, read on the host before the launch as an
    integer of its size and passed as a kernel argument (clang's by-value capture).
    flang's private recipes allocate just such storage; a firstprivate's is what
    the interpreter gives (a fresh device copy of the host bytes)."""
    entry = op.region.blocks.first
    assert entry is not None
    inside = Builder(entry.first_op, entry)
    for value in [*op.private_operands, *op.firstprivate_operands]:
        clause_op = value.owner
        assert isinstance(clause_op, acc.PrivateOp | acc.FirstprivateOp)
        size = type_size(clause_op.var_type, clause_op)
        copy = inside.res(llvm.AllocaOp(inside.const(size, i64), i8, alignment=8))
        if isinstance(clause_op, acc.FirstprivateOp):
            var = host_variable(clause_op.var)
            assert var is not None, "checked by the pass's validation"
            word = b.load(var, IntegerType(8 * size))
            inside.store(word, copy)
        lowering.replace_result(inside, value, copy,
                                [use for use in value.uses if use.operation is not op])

