"""`lower-omp-to-runtime`: OpenMP device constructs to the libomptarget ABI.

Each construct becomes the calls clang 22 makes, with the map arrays of clang's
map-entry plan (`accdialect.rules.map_plan`: combined struct entries and MEMBER_OF
members, `literal` values, seed 004's ATTACH entries last, TARGET_PARAM on
`omp.target`), the rule the interpreter evaluates (`accdialect/interpreters/omp.py`,
SEMANTICS §3), here emitted as IR (`_omp_map_plan`).

`omp.target_enter_data` / `exit_data` / `update` become one
`__tgt_target_data_{begin,end,update}_mapper` call; `omp.target_data` a begin call,
its region (its `use_device_addr` / `use_device_ptr` arguments: the device addresses
the runtime then has), and an end call with the same arrays; `omp.target` is outlined into
`llvm.func @__omp_offloading_0_0_<function>_l<line>` (one `!llvm.ptr` parameter per
kernel argument, the TARGET_PARAM entries in order), identified by a
`@.<name>.region_id` global and launched with `__tgt_target_kernel` and a version-3
kernel-argument struct; if the launch returns non-zero (or `if` is false) the
outlined function runs on the host with the host addresses, as clang's fallback.
A block argument of the target region that is not a kernel argument (a struct member,
an ATTACH map) and is used gets an extra zero-size `TARGET_PARAM|IMPLICIT` entry
(clang's `use_address` argument): the kernel receives the device address of the
variable, or its host address when it is not mapped, as the interpreter gives it.
`if` guards the calls, `device` is passed as the device id, `thread_limit` goes to
the launch; `nowait` and `depend` are accepted and the construct runs synchronously.
A list item with `mapper(@m)` passes the mapper function of its `omp.declare_mapper`
in the construct's mappers array (`_omp_mapper_function`, made once per
`omp.declare_mapper`, the ones no map names any more erased), as clang does.
"""

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import cast

from xdsl.context import Context
from xdsl.dialects import llvm
from xdsl.dialects.builtin import ModuleOp
from xdsl.ir import Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)
from xdsl.rewriter import InsertPoint

from accdialect.abi.entry_points import ACC_DEVICEPTR
from accdialect.abi.map_types import MapType
from accdialect.dialects import omp
from accdialect.dialects.offload_map_types import (
    POINTER_AND_OBJECT_UNMODELLED,
    is_attach,
    pointer_and_object,
)
from accdialect.rules.map_plan import PlannedEntry

from ._ir_ops import PTR
from ._ir_values import dimensions, error, type_size
from ._module_symbols import ModuleSymbols
from ._omp_map_plan import OmpMapItem, PlanBuilder, map_items, plan
from ._omp_mapper_function import MapperFunctions
from ._project_dialects import adopt
from ._regions import erase_if_unused, from_slot, inline_region, outline
from ._rewriting import rewrite_module
from ._runtime_calls import launch_with_fallback, mapper_call

_CONSTRUCTS = (omp.TargetEnterDataOp, omp.TargetExitDataOp, omp.TargetUpdateOp,
               omp.TargetDataOp, omp.TargetOp)
_UNSUPPORTED_TARGET_CLAUSES = {
    "allocate_vars": "allocate", "has_device_addr_vars": "has_device_addr",
    "host_eval_vars": "host_eval", "in_reduction_vars": "in_reduction",
    "is_device_ptr_vars": "is_device_ptr", "private_vars": "private",
}
_TERMINATORS = (omp.TerminatorOp,)


# ---- validation: every error before anything changes -------------------------------------
def _validate_maps(construct: Operation, operands: Sequence[SSAValue],
                   seen: set[omp.MapInfoOp]) -> None:
    items = [value.owner for value in operands]
    for item in items:
        if not isinstance(item, omp.MapInfoOp):
            raise error(construct, "cannot lower: a map operand is not an 'omp.map.info' result")
    for item in items:
        if isinstance(item, omp.MapInfoOp):
            _validate_item(item, seen)


def _validate_item(item: omp.MapInfoOp, seen: set[omp.MapInfoOp]) -> None:
    if item in seen:
        return
    seen.add(item)
    if item.mapper_id is not None:
        _validate_mapper(item, seen)
    type_size(item.var_type, item)
    dimensions(item, item.bounds, "omp.map.bounds")
    for member in item.members:
        if not isinstance(member.owner, omp.MapInfoOp):
            raise error(item, "cannot lower: a member is not an 'omp.map.info' result")
        _validate_item(member.owner, seen)


def _validate_mapper(item: omp.MapInfoOp, seen: set[omp.MapInfoOp]) -> None:
    """A list item with `mapper(@m)`: one plain entry (as clang's mapper functions
    take), and the maps of its `omp.declare_mapper`."""
    decl = item.declared_mapper()
    if decl is None:
        raise error(item, "invalid mapper id")
    if item.members or is_attach(item.map_type.data):
        kind = "a map with members" if item.members else "an attach map"
        raise error(item, f"cannot lower: mapper({item.mapper_id}) on {kind}: clang's "
                          "mapper functions take one plain list item")
    type_size(decl.type, decl)
    terminator = decl.body.block.last_op
    assert isinstance(terminator, omp.DeclareMapperInfoOp)
    _validate_maps(terminator, terminator.map_vars, seen)
    for op in decl.body.walk():
        if isinstance(op, omp.MapInfoOp) and pointer_and_object(op):
            raise error(op, f"cannot lower: {POINTER_AND_OBJECT_UNMODELLED}")


def _validate(op: Operation) -> None:
    seen: set[omp.MapInfoOp] = set()
    if isinstance(op, omp.TargetOp):
        _validate_maps(op, op.map_vars, seen)
        for name, clause in _UNSUPPORTED_TARGET_CLAUSES.items():
            if getattr(op, name):
                raise error(op, f"cannot lower: the '{clause}' clause is not supported")
        entry = op.region.blocks.first
        if entry is None or len(entry.args) != len(op.map_vars):
            raise error(op, "cannot lower: the region needs one argument per map entry")
    elif isinstance(op, omp.TargetDataOp):
        _validate_maps(op, op.mapped_vars, seen)
        _validate_maps(op, [*op.use_device_addr_vars, *op.use_device_ptr_vars], seen)
        entry = op.region.blocks.first
        count = len(op.use_device_addr_vars) + len(op.use_device_ptr_vars)
        if entry is None or len(entry.args) != count:
            raise error(op, "cannot lower: the region needs one argument per "
                            "use_device_addr and use_device_ptr operand")
    elif isinstance(op, omp.TargetEnterExitUpdateDataOp):
        _validate_maps(op, op.mapped_vars, seen)
    if isinstance(op, omp.TargetOp | omp.TargetDataOp) and any(
            isinstance(parent, omp.TargetOp) for parent in _ancestors(op)):
        raise error(op, "cannot lower: a device construct inside an 'omp.target' region")


def _ancestors(op: Operation) -> Iterator[Operation]:
    parent = op.parent_op()
    while parent is not None:
        yield parent
        parent = parent.parent_op()


# ---- the lowering ----------------------------------------------------------------------
@dataclass
class _OmpLowering:
    """What the patterns share: the module's symbols, the map and bounds operations
    the constructs used (erased at the end when dead)."""

    syms: ModuleSymbols
    mappers: MapperFunctions
    leftovers: list[Operation] = field(default_factory=list)

    def plan(self, op: Operation, items: Sequence[OmpMapItem], *, target: bool
             ) -> tuple[PlanBuilder, list[PlannedEntry[SSAValue, SSAValue]]]:
        """The entries of `items`, computed before `op`, and their builder; the map and
        bounds operations `op` uses are remembered."""
        self._used_maps(op)
        b = PlanBuilder(op)
        return b, plan(b, items, target=target).entries

    def mapper_functions(self, entries: Sequence[PlannedEntry[SSAValue, SSAValue]]
                         ) -> list[str | None]:
        """The mapper function of each entry (None: the entry has no mapper)."""
        return [self.mappers.of(cast(OmpMapItem, e.item).op) for e in entries]

    def _used_maps(self, op: Operation) -> None:
        """Remember the map and bounds operations `op` uses."""
        found: list[Operation] = []
        stack = [v.owner for v in op.operands if isinstance(v.owner, Operation)]
        while stack:
            producer = stack.pop()
            if isinstance(producer, omp.MapInfoOp | omp.MapBoundsOp) and producer not in found:
                found.append(producer)
                stack.extend(v.owner for v in producer.operands if isinstance(v.owner, Operation))
        self.leftovers.extend(found)


@dataclass
class LowerDataDirective(RewritePattern):
    """`omp.target_enter_data` / `exit_data` / `update`: one
    `__tgt_target_data_{begin,end,update}_mapper` call."""

    lowering: _OmpLowering

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: omp.TargetEnterDataOp | omp.TargetExitDataOp
                          | omp.TargetUpdateOp, rewriter: PatternRewriter) -> None:
        b, entries = self.lowering.plan(op, map_items(op, op.mapped_vars), target=False)
        kind = ("begin" if isinstance(op, omp.TargetEnterDataOp) else
                "end" if isinstance(op, omp.TargetExitDataOp) else "update")
        mapper_call(self.lowering.syms, b.guarded(op.if_expr), op, kind, entries, op.device,
                    self.lowering.mapper_functions(entries))
        rewriter.erase(op)


@dataclass
class LowerTargetData(RewritePattern):
    """`omp.target_data`: a begin call, the region inlined (its `use_device_addr` /
    `use_device_ptr` arguments: the device addresses), an end call with the same
    arrays."""

    lowering: _OmpLowering

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: omp.TargetDataOp, rewriter: PatternRewriter) -> None:
        syms = self.lowering.syms
        b, entries = self.lowering.plan(op, map_items(op, op.mapped_vars), target=False)
        mappers = self.lowering.mapper_functions(entries)
        mapper_call(syms, b.guarded(op.if_expr), op, "begin", entries, op.device, mappers)
        # use_device_addr: the device address of each variable; use_device_ptr: the
        # device address its pointer points to (OpenMP 5.2 5.4.8-9); absent: the host
        # address, as the interpreter binds them. libomptarget hands them back through
        # RETURN_PARAM entries, which this runtime's C entry points do not write back:
        # the address comes from the runtime's side-effect-free look-up instead.
        entry = op.region.block
        hosts = [item.var for item in map_items(op, op.use_device_addr_vars)]
        hosts += [b.load(item.var) for item in map_items(op, op.use_device_ptr_vars)]
        for arg, host in zip(list(entry.args), hosts):
            if arg.uses:
                syms.declare(ACC_DEVICEPTR, [PTR], PTR)
                dev = b.call(ACC_DEVICEPTR, [host], PTR)
                assert dev is not None
                arg.replace_all_uses_with(b.select(b.icmp("eq", dev, b.null()), host, dev))
        for arg in list(entry.args):
            entry.erase_arg(arg)
        inline_region(op.region, InsertPoint.before(op), (), _TERMINATORS, rewriter.erase)
        mapper_call(syms, b.guarded(op.if_expr), op, "end", entries, op.device, mappers)
        rewriter.erase(op)


@dataclass
class LowerTarget(RewritePattern):
    """`omp.target`: the region outlined as a kernel whose arguments are the
    TARGET_PARAM entries, launched with `__tgt_target_kernel` and the host fallback.
    A used block argument that is not a kernel argument (a struct member, an ATTACH
    map) gets an extra zero-size `TARGET_PARAM|IMPLICIT` entry (clang's `use_address`
    argument): the variable's device address, its host address when unmapped."""

    lowering: _OmpLowering

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: omp.TargetOp, rewriter: PatternRewriter) -> None:
        syms = self.lowering.syms
        items = map_items(op, op.map_vars)
        b, entries = self.lowering.plan(op, items, target=True)
        kernel_args = [e for e in entries if e.map_type & MapType.TARGET_PARAM]
        param_of = {id(e.item): k for k, e in enumerate(kernel_args)}
        for item, arg in zip(items, op.region.block.args):
            if id(item) not in param_of and arg.uses:
                param_of[id(item)] = len(kernel_args)
                use_address = PlannedEntry(item.var, item.var, 0, int(
                    MapType.TARGET_PARAM | MapType.IMPLICIT), item.name, item)
                kernel_args.append(use_address)
                entries.append(use_address)
        name, region_id = syms.kernel_names(op)
        fn, params, conv = outline(syms, name, op.region, op, len(kernel_args), _TERMINATORS,
                                     rewriter.erase)
        body = fn.body.block
        for item, arg in zip(items, list(body.args[len(params):])):
            if arg.uses:
                param = params[param_of[id(item)]]
                arg.replace_all_uses_with(param if isinstance(arg.type, llvm.LLVMPointerType)
                                          else from_slot(conv, param, arg.type))
        for arg in list(body.args[len(params):]):
            body.erase_arg(arg)
        launch_with_fallback(syms, b, op, entries, name, region_id,
                             [e.base for e in kernel_args], op.if_expr, op.device,
                             op.thread_limit, self.lowering.mapper_functions(entries))
        rewriter.erase(op)


@dataclass(frozen=True)
class LowerOmpToRuntime(ModulePass):
    """OpenMP `target` constructs to `__tgt_target_data_*_mapper` and
    `__tgt_target_kernel` calls (see the module doc)."""

    name = "lower-omp-to-runtime"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        adopt(ctx, op)
        constructs = [o for o in op.walk() if isinstance(o, _CONSTRUCTS)]
        for construct in constructs:
            _validate(construct)
        if not constructs:
            return
        syms = ModuleSymbols(op)
        lowering = _OmpLowering(syms, MapperFunctions(syms))
        patterns = [LowerDataDirective(lowering), LowerTargetData(lowering), LowerTarget(lowering)]
        rewrite_module(op, patterns, apply_recursively=False)
        erase_if_unused(lowering.leftovers)
        _erase_unnamed_mappers(op)
        lowering.syms.finish()


def _erase_unnamed_mappers(module: ModuleOp) -> None:
    """The `omp.declare_mapper`s that no `omp.map.info` names any more (their mapper
    functions replace them)."""
    decls = {o.sym_name.data: o for o in module.ops if isinstance(o, omp.DeclareMapperOp)}

    def named_in(op: Operation) -> set[str]:
        return {o.mapper_id.root_reference.data for o in op.walk()
                if isinstance(o, omp.MapInfoOp) and o.mapper_id is not None}

    named = set().union(*(named_in(o) for o in module.ops
                          if not isinstance(o, omp.DeclareMapperOp)))
    pending = list(named)
    while pending:
        decl = decls.get(pending.pop())
        for name in named_in(decl) - named if decl is not None else ():
            named.add(name)
            pending.append(name)
    for name, decl in decls.items():
        if name not in named:
            decl.detach()
            decl.erase()
