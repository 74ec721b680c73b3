"""`lower-omp-to-runtime`: OpenMP device constructs to the libomptarget ABI.

Each construct becomes the calls clang 22 makes, with the map arrays the simulator's
interpreter builds for it (`accdialect/interpreter/omp.py`, SEMANTICS §3):
- a top-level `omp.map.info` is one entry `(var_ptr, var_ptr + offset, size, bits)`,
  the section given by its `bounds`; its map type is `map_type_bits` of its flags
  (`offload_map_types.py`);
- a map with `members` is one combined entry spanning its members, followed by the
  members (base: the parent's `var_ptr`) with MEMBER_OF(parent);
- an `attach`/`attach_always` map is seed 004's form (A) `&p, &p[first], sizeof(p),
  ATTACH[|ALWAYS]`, placed after every other entry; `attach_none` makes no entry;
- on `omp.target` the top-level entries carry TARGET_PARAM.

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
"""

from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects import llvm, scf
from xdsl.dialects.builtin import IntegerAttr, IntegerType, ModuleOp, i32, i64
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.passes import ModulePass

from accdialect.abi.map_types import member_of
from accdialect.dialects import omp
from accdialect.dialects.bounds import dimension_of
from accdialect.dialects.offload_map_types import is_attach, map_type_bits
from accdialect.rules.sections import Dimension, section

from ._runtime_abi import (
    IMPLICIT,
    LITERAL,
    POINTER_SIZE,
    PTR,
    TARGET_PARAM,
    Builder,
    IntValue,
    MapEntry,
    ModuleSymbols,
    decompose_pointer,
    erase_if_unused,
    fail,
    guarded,
    inline_region,
    make_function,
    remove,
    replace_terminators,
    type_size,
    use_context_classes,
)

_DATA_DIRECTIVES = {
    omp.TargetEnterDataOp: "begin",
    omp.TargetExitDataOp: "end",
    omp.TargetUpdateOp: "update",
}
_CONSTRUCTS = (omp.TargetEnterDataOp, omp.TargetExitDataOp, omp.TargetUpdateOp,
               omp.TargetDataOp, omp.TargetOp)
_UNSUPPORTED_TARGET_CLAUSES = {
    "allocate_vars": "allocate", "has_device_addr_vars": "has_device_addr",
    "host_eval_vars": "host_eval", "in_reduction_vars": "in_reduction",
    "is_device_ptr_vars": "is_device_ptr", "private_vars": "private",
}


def _maps(op: Operation):
    """The map operands of a construct."""
    return op.map_vars if isinstance(op, omp.TargetOp) else cast(omp.TargetDataOp, op).mapped_vars


def _map_items(op: Operation, operands) -> list[omp.MapInfoOp]:
    items = []
    for value in operands:
        owner = value.owner
        if not isinstance(owner, omp.MapInfoOp):
            raise fail(op, "cannot lower: a map operand is not an 'omp.map.info' result")
        items.append(owner)
    return items


def _dims(item: omp.MapInfoOp) -> list[Dimension[SSAValue]]:
    dims = []
    for value in item.bounds:
        dim = dimension_of(value.owner) if isinstance(value.owner, omp.MapBoundsOp) else None
        if dim is None:
            raise fail(item, "cannot lower: a bounds operand is not an 'omp.map.bounds' result")
        dims.append(dim)
    return dims


def _validate_item(item: omp.MapInfoOp, seen: set[int]) -> None:
    if id(item) in seen:
        return
    seen.add(id(item))
    if item.mapper_id is not None:
        raise fail(item, "cannot lower: user-defined mappers are not supported")
    type_size(item.var_type, item)
    _dims(item)
    for member in item.members:
        if not isinstance(member.owner, omp.MapInfoOp):
            raise fail(item, "cannot lower: a member is not an 'omp.map.info' result")
        _validate_item(member.owner, seen)


def _validate(op: Operation) -> None:
    seen: set[int] = set()
    for item in _map_items(op, _maps(op)):
        _validate_item(item, seen)
    if isinstance(op, omp.TargetDataOp):
        for item in _map_items(op, [*op.use_device_addr_vars, *op.use_device_ptr_vars]):
            _validate_item(item, seen)
        entry = op.region.blocks.first
        count = len(op.use_device_addr_vars) + len(op.use_device_ptr_vars)
        if entry is None or len(entry.args) != count:
            raise fail(op, "cannot lower: the region needs one argument per "
                           "use_device_addr and use_device_ptr operand")
    if isinstance(op, omp.TargetOp):
        for field, clause in _UNSUPPORTED_TARGET_CLAUSES.items():
            if getattr(op, field):
                raise fail(op, f"cannot lower: the '{clause}' clause is not supported")
        entry = op.region.blocks.first
        if entry is None or len(entry.args) != len(op.map_vars):
            raise fail(op, "cannot lower: the region needs one argument per map entry")
    if isinstance(op, omp.TargetOp | omp.TargetDataOp):
        parent = op.parent_op()
        while parent is not None:
            if isinstance(parent, omp.TargetOp):
                raise fail(op, "cannot lower: a device construct inside an 'omp.target' region")
            parent = parent.parent_op()


class _Arrays:
    """The entries of one construct, and which map item each kernel argument is."""

    def __init__(self) -> None:
        self.entries: list[MapEntry] = []
        self.params: list[omp.MapInfoOp] = []

    def param_bases(self) -> list[SSAValue]:
        """The base of each TARGET_PARAM entry, in order: the kernel's arguments on
        the host (clang's host fallback)."""
        return [e.base for e in self.entries if e.map_type & TARGET_PARAM]


def _name(item: omp.MapInfoOp) -> str | None:
    return None if item.var_name is None else item.var_name.data


def _item_section(b: Builder, item: omp.MapInfoOp) -> tuple[SSAValue, IntValue]:
    """(begin, size) of the storage an item maps."""
    offset, size = section(b, type_size(item.var_type, item), _dims(item))
    return b.gep_bytes(item.var_ptr, offset), size


def _span(b: Builder, spans: list[tuple[SSAValue, IntValue]]) -> tuple[SSAValue, IntValue]:
    """(begin, size) of the smallest range holding every span (`min` of the begins to
    `max` of the ends, as the interpreter's combined struct entry): offsets from one
    pointer are folded, sizes too when known; else pointers are compared at run time."""
    parts = [decompose_pointer(begin) for begin, _ in spans]
    if len({id(root) for root, _ in parts}) == 1:
        low = min(off for _, off in parts)
        first = next(begin for (begin, _), (_, off) in zip(spans, parts) if off == low)
        size: IntValue | None = None
        for (_, off), (_, member_size) in zip(parts, spans):
            end = b.add(off - low, member_size)
            size = end if size is None else _max(b, size, end)
        assert size is not None
        return first, size
    begin, end = spans[0][0], b.gep_bytes(spans[0][0], spans[0][1])
    for other, member_size in spans[1:]:
        begin = b.select(b.icmp("ult", other, begin), other, begin)
        other_end = b.gep_bytes(other, member_size)
        end = b.select(b.icmp("ugt", other_end, end), other_end, end)
    return begin, b.sub(b.ptr_to_int(end), b.ptr_to_int(begin))


def _max(b: Builder, x: IntValue, y: IntValue) -> IntValue:
    if isinstance(x, int) and isinstance(y, int):
        return max(x, y)
    vx, vy = b.value(x), b.value(y)
    return b.select(b.icmp("ugt", vx, vy), vx, vy)


def _load_value(b: Builder, var: SSAValue, size: IntValue, item: omp.MapInfoOp) -> SSAValue:
    """The first `min(size, 8)` bytes at `var` as an unsigned integer in a pointer
    (clang's by-value capture of a `literal` map)."""
    if not isinstance(size, int):
        raise fail(item, "cannot lower: a literal map needs a size known at compile time")
    width = min(size, POINTER_SIZE)
    if width == POINTER_SIZE:
        return b.load(var)
    value = b.load(var, IntegerType(8 * width))
    return b.res(llvm.IntToPtrOp(b.res(llvm.ZExtOp(value, i64))))


def _attach_offset(b: Builder, item: omp.MapInfoOp, pointee: SSAValue,
                   pointee_maps: list[omp.MapInfoOp]) -> IntValue:
    """Offset of an ATTACH map's first element in its pointee: folded when every
    candidate element type gives the same offset, else chosen at run time by comparing
    the pointer's value with the mapped variables."""
    dims = _dims(item)
    result = section(b, type_size(item.var_type, item), dims)[0]
    candidates = pointee_maps
    # the last map whose variable is the pointer's value itself surely matches
    same = [k for k, m in enumerate(candidates) if m.var_ptr is pointee]
    if same:
        known = candidates[same[-1]]
        result = section(b, type_size(known.var_type, known), dims)[0]
        candidates = candidates[same[-1] + 1:]
    offsets = [(m, section(b, type_size(m.var_type, m), dims)[0]) for m in candidates]
    while offsets and offsets[0][1] == result:
        offsets.pop(0)  # would choose the offset already chosen
    for m, offset in offsets:
        if offset == result:
            continue
        hit = b.icmp("eq", pointee, m.var_ptr)
        result = b.select(hit, b.value(offset), b.value(result))
    return result


def map_arrays(b: Builder, items: list[omp.MapInfoOp], *, target: bool) -> _Arrays:
    """The libomptarget arrays of a construct's map entries (see the module doc)."""
    arrays = _Arrays()
    listed_members = {id(m.owner) for item in items for m in item.members}
    param = TARGET_PARAM if target else 0
    attachments: list[omp.MapInfoOp] = []
    for item in items:
        if id(item) in listed_members:
            continue
        flags = item.map_type.data
        if is_attach(flags):
            attachments.append(item)
            continue
        bits = map_type_bits(flags)
        if bits is None:
            continue
        if item.members:
            members = [cast(omp.MapInfoOp, m.owner) for m in item.members]
            spans = [_item_section(b, m) for m in members]
            begin, size = _span(b, spans)
            parent = len(arrays.entries)
            arrays.entries.append(MapEntry(item.var_ptr, begin, size, bits | param, _name(item)))
            if param:
                arrays.params.append(item)
            for member, (m_begin, m_size) in zip(members, spans):
                m_bits = map_type_bits(member.map_type.data) or 0
                arrays.entries.append(MapEntry(item.var_ptr, m_begin, m_size,
                                               m_bits | member_of(parent), _name(member)))
        else:
            begin, size = _item_section(b, item)
            base = item.var_ptr
            if bits & LITERAL:  # passed by value: the value is the base and the begin
                base = begin = _load_value(b, item.var_ptr, size, item)
            arrays.entries.append(MapEntry(base, begin, size, bits | param, _name(item)))
            if param:
                arrays.params.append(item)
    # The bounds of an ATTACH map count elements of the pointee, whose type is the
    # var_type of the construct's map of that pointee (the last one whose variable is the
    # pointer's value; the attach map's own var_type otherwise), as the interpreter does.
    pointee_maps = [item for item in items if not is_attach(item.map_type.data)]
    for item in attachments:
        pointee = item.var_ptr_ptr if item.var_ptr_ptr is not None else b.load(item.var_ptr)
        offset = _attach_offset(b, item, pointee, pointee_maps)
        arrays.entries.append(MapEntry(item.var_ptr, b.gep_bytes(pointee, offset),
                                       type_size(item.var_type, item),
                                       map_type_bits(item.map_type.data) or 0, _name(item)))
    return arrays


@dataclass(frozen=True)
class LowerOmpToRuntime(ModulePass):
    """OpenMP `target` constructs to `__tgt_target_data_*_mapper` and
    `__tgt_target_kernel` calls (see the module doc)."""

    name = "lower-omp-to-runtime"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        constructs = [o for o in op.walk() if isinstance(o, _CONSTRUCTS)]
        for construct in constructs:
            _validate(construct)
        if not constructs:
            return
        syms = ModuleSymbols(op)
        leftovers: list[Operation] = []
        for construct in constructs:
            leftovers.extend(self._operands_producers(construct))
            if isinstance(construct, omp.TargetOp):
                self._target(syms, construct)
            elif isinstance(construct, omp.TargetDataOp):
                self._target_data(syms, construct)
            else:
                self._data_directive(syms, construct)
        erase_if_unused(leftovers)
        syms.finish()
        use_context_classes(op, ctx)

    @staticmethod
    def _operands_producers(op: Operation) -> list[Operation]:
        """The map and bounds operations a construct uses (erased when dead)."""
        found: list[Operation] = []
        stack = [v.owner for v in op.operands if isinstance(v.owner, Operation)]
        while stack:
            producer = stack.pop()
            if isinstance(producer, omp.MapInfoOp | omp.MapBoundsOp) and producer not in found:
                found.append(producer)
                stack.extend(v.owner for v in producer.operands if isinstance(v.owner, Operation))
        return found

    def _data_directive(self, syms: ModuleSymbols, op: Operation) -> None:
        construct = cast(omp.TargetEnterDataOp, op)
        b = Builder(op)
        arrays = map_arrays(b, _map_items(op, construct.mapped_vars), target=False)
        call_b = guarded(b, construct.if_expr)
        syms.mapper_call(call_b, op, _DATA_DIRECTIVES[type(op)], arrays.entries, construct.device)
        remove(op)

    def _target_data(self, syms: ModuleSymbols, op: omp.TargetDataOp) -> None:
        b = Builder(op)
        arrays = map_arrays(b, _map_items(op, op.mapped_vars), target=False)
        syms.mapper_call(guarded(b, op.if_expr), op, "begin", arrays.entries, op.device)
        # use_device_addr: the device address of each variable; use_device_ptr: the
        # device address its pointer points to (OpenMP 5.2 5.4.8-9); absent: the host
        # address, as the interpreter binds them. libomptarget hands them back through
        # RETURN_PARAM entries, which this runtime's C entry points do not write back:
        # the address comes from the runtime's side-effect-free look-up instead.
        entry = op.region.blocks.first
        assert entry is not None
        hosts = [item.var_ptr for item in _map_items(op, op.use_device_addr_vars)]
        hosts += [b.load(item.var_ptr) for item in _map_items(op, op.use_device_ptr_vars)]
        for arg, host in zip(list(entry.args), hosts):
            if arg.uses:
                syms.declare("acc_deviceptr", [PTR], PTR)
                dev = b.call("acc_deviceptr", [host], PTR)
                assert dev is not None
                arg.replace_all_uses_with(b.select(b.icmp("eq", dev, b.null()), host, dev))
        for arg in list(entry.args):
            entry.erase_arg(arg)
        inline_region(op.region, op, (omp.TerminatorOp,))
        syms.mapper_call(guarded(b, op.if_expr), op, "end", arrays.entries, op.device)
        remove(op)

    def _target(self, syms: ModuleSymbols, op: omp.TargetOp) -> None:
        b = Builder(op)
        items = _map_items(op, op.map_vars)
        arrays = map_arrays(b, items, target=True)
        entry = op.region.blocks.first
        assert entry is not None
        # the kernel argument of each block argument (extra use_address entries for the
        # used ones that are not TARGET_PARAM entries)
        param_of: dict[int, int] = {id(item): k for k, item in enumerate(arrays.params)}
        for item, arg in zip(items, entry.args):
            if id(item) not in param_of and arg.uses:
                param_of[id(item)] = len(arrays.params)
                arrays.params.append(item)
                arrays.entries.append(MapEntry(item.var_ptr, item.var_ptr, 0,
                                               TARGET_PARAM | IMPLICIT, _name(item)))
        name, region_id = syms.kernel_names(op)
        fn = make_function(syms, name, op.region, op, [PTR] * len(arrays.params))
        body = fn.body.blocks.first
        assert body is not None
        params = [body.insert_arg(PTR, k) for k in range(len(arrays.params))]
        conv = b.at(body.first_op, body)
        for item, arg in zip(items, list(body.args[len(params):])):
            if arg.uses:
                param = params[param_of[id(item)]]
                arg.replace_all_uses_with(param if isinstance(arg.type, llvm.LLVMPointerType)
                                          else conv.from_pointer(param, arg.type))
        for arg in list(body.args[len(params):]):
            body.erase_arg(arg)
        replace_terminators(fn, (omp.TerminatorOp,))
        # launch, with the host fallback of clang
        if op.if_expr is None:
            result = syms.kernel_launch(b, op, arrays.entries, region_id, op.device,
                                        op.thread_limit)
        else:
            then, otherwise = Block(), Block()
            launch = scf.IfOp(op.if_expr, [i32], Region(then), Region(otherwise))
            b.op(launch)
            then.add_op(scf.YieldOp())
            then_b = b.at(then.last_op, then)
            launched = syms.kernel_launch(then_b, op, arrays.entries, region_id, op.device,
                                          op.thread_limit)
            cast(scf.YieldOp, then.last_op).operands = (launched,)
            one = llvm.ConstantOp(IntegerAttr(1, i32), i32)
            otherwise.add_ops([one, scf.YieldOp(one)])
            for o in (one, otherwise.last_op):
                o.location = op.location
            result = launch.results[0]
        failed = b.icmp("ne", result, b.const(0, i32))
        fallback = guarded(b, failed)
        fallback.call(name, arrays.param_bases())
        remove(op)
