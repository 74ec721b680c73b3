"""`omp-order-maps`: the order of the map entries of OpenMP device constructs.

libomptarget processes a construct's map entries in order, the `ATTACH` entries
after all the others (they need to know which storage the construct created);
clang 22 (seed 004, "Grouping of maps based on attach base-pointers") emits the
maps of one variable in the order of increasing complexity of their base
pointers so that each level exists before the level below it is mapped:
`map(spp)`, then `map(spp[0])`, then `map(spp[0][0], spp[0][0].a)`. This pass puts
the `map_entries` of `omp.target_enter_data`, `omp.target_exit_data`,
`omp.target_update`, `omp.target_data` and `omp.target` in that order:

1. every map that is not an attachment, grouped by variable (the variable its
   `var_ptr` is reached from, through pointers and fields; the variables in the
   order of their first map) and within a variable by the depth of its storage
   (the number of pointers dereferenced to reach its `var_ptr`: `spp` 0,
   `spp[0]` 1, `spp[0][0]` and `spp[0][0].a` 2), as clang 22 groups "the clauses
   with the same base decl"; the given order is kept otherwise;
2. a structure's combined entry (an `omp.map.info` with `members`) before its
   members, which follow it in the order of its `members` list;
3. the attachment maps (`attach`, `attach_always`, `attach_none`, seed 004's
   form (A)) after all the others, grouped by the depth of their attach pointer
   (`var_ptr`, the address of the pointer).

On `omp.target` the region's entry block arguments follow their map entries,
and `private(... [map_idx=N])` indices are renumbered.

Implicitly mapped structures (seed 004, "Handling of attach-pointers that are
members of implicitly mapped structs"; seed 003, `target_struct_map.4` case 3):
on `omp.target`, when a member pointer `S.p` is the base pointer of a mapped
section (`map(S.p[:N])`: its data map's `var_ptr` is loaded from `&S.p`, or its
`attach` map's `var_ptr` is `&S.p`) and `S` is only implicitly mapped (an
`implicit` map of the whole of `S`, or a combined entry with `partial_map`), the
pass adds an implicit map of `S.p` (`map_clauses(implicit, tofrom)`) as a member
of `S`'s entry, which becomes (or stays) a partial combined entry
(`map_clauses(implicit, storage)` when it was the implicit whole-struct map): the
whole of `S` is no longer mapped, and `S.p` exists on the device so that the
`attach` map attaches it.
"""

from collections.abc import Hashable, Sequence
from dataclasses import dataclass
from typing import cast

from xdsl.context import Context
from xdsl.dialects.builtin import (
    ArrayAttr,
    BoolAttr,
    DenseArrayBase,
    IntegerAttr,
    IntegerType,
    ModuleOp,
    StringAttr,
    i64,
)
from xdsl.dialects.llvm import LLVMArrayType, LLVMPointerType, LLVMStructType
from xdsl.dialects.omp import ClauseMapFlags, ClauseMapFlagsAttr
from xdsl.ir import Attribute, Operation, SSAValue
from xdsl.passes import ModulePass
from xdsl.pattern_rewriter import (
    PatternRewriter,
    RewritePattern,
    op_type_rewrite_pattern,
)

from accdialect.dialects import omp

from ._ordering_common import (
    AccessPath,
    access_path,
    base_variable,
    loaded_from,
    pointer_depth,
    set_segment,
)
from ._project_dialects import adopt
from ._rewriting import rewrite_module

ATTACH_FLAGS = frozenset({
    ClauseMapFlags.ATTACH, ClauseMapFlags.ATTACH_ALWAYS, ClauseMapFlags.ATTACH_NONE,
})


def is_attach_map(m: omp.MapInfoOp) -> bool:
    """An attachment map (seed 004 form (A)), including OpenMP 6.1's `attach(never)`."""
    return bool(ATTACH_FLAGS & m.map_type.data)


def _map_field(op: Operation) -> str:
    return "map_vars" if isinstance(op, omp.TargetOp) else "mapped_vars"


def _maps(op: Operation) -> list[SSAValue]:
    return list(getattr(op, _map_field(op)))


def _info(value: SSAValue) -> omp.MapInfoOp | None:
    owner = value.owner
    return owner if isinstance(owner, omp.MapInfoOp) else None


# ---------------------------------------------------------------------------
# The order
# ---------------------------------------------------------------------------


def map_units(values: Sequence[SSAValue]) -> list[list[SSAValue]]:
    """The map list cut into units: a top-level map followed by its listed
    members (recursively, in `members` order)."""
    listed = {id(v) for v in values}
    member_of = {id(m) for v in values if (info := _info(v)) is not None
                 for m in info.members if id(m) in listed}
    placed: set[int] = set()

    def expand(value: SSAValue) -> list[SSAValue]:
        placed.add(id(value))
        out = [value]
        info = _info(value)
        for member in (info.members if info is not None else ()):
            if id(member) in listed and id(member) not in placed:
                out += expand(member)
        return out

    units = [expand(v) for v in values if id(v) not in member_of and id(v) not in placed]
    units += [[v] for v in values if id(v) not in placed]  # members of a cycle, if any
    return units


def _unit_key(unit: list[SSAValue], position: dict[int, int],
              group: dict[Hashable, int]) -> tuple[int, int, int, int]:
    """Non-attach maps: by variable (in order of first appearance), then by depth;
    attach maps after them, by the depth of their attach pointer."""
    head = _info(unit[0])
    assert head is not None
    depth = pointer_depth(head.var_ptr)
    first = min(position[id(v)] for v in unit)
    if is_attach_map(head):
        return (1, depth, 0, first)
    return (0, group[base_variable(head.var_ptr)], depth, first)


def order_maps(values: Sequence[SSAValue]) -> list[SSAValue]:
    """The map order of seed 004 (see the module doc)."""
    position = {id(v): i for i, v in enumerate(values)}
    units = map_units(values)
    group: dict[Hashable, int] = {}
    for unit in sorted(units, key=lambda u: min(position[id(v)] for v in u)):
        head = _info(unit[0])
        if head is not None:
            group.setdefault(base_variable(head.var_ptr), len(group))
    units.sort(key=lambda u: _unit_key(u, position, group))
    return [v for unit in units for v in unit]


def set_target_maps(op: Operation, new: Sequence[SSAValue]) -> bool:
    """Give `op` the map list `new` (a permutation of its maps, plus maps not
    listed yet); on `omp.target` the map block arguments and `private_maps`
    follow, and a new map gets a new (unused) block argument."""
    field = _map_field(op)
    old = _maps(op)
    if old == list(new):
        return False
    if isinstance(op, omp.TargetOp):
        _permute_block_args(op, old, new)
    set_segment(op, field, new)
    return True


def _permute_block_args(op: omp.TargetOp, old: list[SSAValue], new: Sequence[SSAValue]) -> None:
    block = op.region.blocks.first
    assert block is not None
    first = len(op.has_device_addr_vars) + len(op.host_eval_vars) + len(op.in_reduction_vars)
    old_args = list(block.args[first:first + len(old)])
    old_index = {id(v): i for i, v in enumerate(old)}
    at = first + len(old)
    for k, value in enumerate(new):
        i = old_index.get(id(value))
        arg_type = old_args[i].type if i is not None else value.type
        arg = block.insert_arg(arg_type, at + k)
        if i is not None:
            old_args[i].replace_all_uses_with(arg)
            if old_args[i].name_hint:
                arg.name_hint = old_args[i].name_hint
    for arg in reversed(old_args):
        block.erase_arg(arg)
    if op.private_maps is not None:
        remap = {i: new.index(v) for i, v in enumerate(old)}
        indices = [remap.get(i, i) if i >= 0 else i for i in op.private_maps.get_values()]
        op.private_maps = DenseArrayBase.from_list(i64, indices)


# ---------------------------------------------------------------------------
# Implicit map of a member pointer (seed 004, seed 003 case 3)
# ---------------------------------------------------------------------------


@dataclass(frozen=True)
class MemberPointer:
    """`&S.p`, the base pointer of a section mapped on the construct."""

    address: SSAValue
    path: AccessPath
    name: str | None


def _section_base_pointers(maps: Sequence[omp.MapInfoOp]) -> list[MemberPointer]:
    found: list[MemberPointer] = []
    for m in maps:
        if is_attach_map(m):
            address: SSAValue | None = m.var_ptr
            name = m.var_name.data if m.var_name is not None else None
        else:
            address = loaded_from(m.var_ptr)
            name = m.var_name.data.split("[", 1)[0] if m.var_name is not None else None
            if address is None or not m.bounds:
                continue
        path = access_path(address)
        if not path.path or not path.exact or not path.is_variable:
            continue
        if not all(isinstance(i, int) for i in path.path):
            continue
        if any(p.address is address for p in found):
            continue
        found.append(MemberPointer(address, path, name))
    return found


def _only_implicitly_mapped(m: omp.MapInfoOp) -> bool:
    """The struct is not a list item itself: an implicit map of all of it, or a
    combined entry of some of its members."""
    partial = m.partial_map is not None and m.partial_map.value.data != 0
    return partial or (ClauseMapFlags.IMPLICIT in m.map_type.data and not m.members)


def _member_paths(m: omp.MapInfoOp) -> list[tuple[int, ...]]:
    if m.members_index is None:
        return []
    return [tuple(cast(IntegerAttr, i).value.data for i in cast(ArrayAttr, path).data)
            for path in m.members_index.data]


def _field_type(struct_type: Attribute, path: tuple[int, ...]) -> Attribute:
    current = struct_type
    for index in path:
        if isinstance(current, LLVMStructType) and 0 <= index < len(current.types.data):
            current = current.types.data[index]
        elif isinstance(current, LLVMArrayType):
            current = current.type
        else:
            return LLVMPointerType()
    return current


def _index_attr(paths: Sequence[tuple[int, ...]]) -> ArrayAttr:
    return ArrayAttr([ArrayAttr([IntegerAttr(i, i64) for i in p]) for p in paths])


def add_implicit_member_pointer_maps(target: omp.TargetOp, rewriter: PatternRewriter) -> None:
    values = _maps(target)
    infos = [info for v in values if (info := _info(v)) is not None]
    for pointer in _section_base_pointers(infos):
        struct_map = next(
            (m for m in infos if access_path(m.var_ptr).root_key == pointer.path.root_key
             and not access_path(m.var_ptr).path and _only_implicitly_mapped(m)),
            None)
        if struct_map is None:
            continue
        index = cast(tuple[int, ...], pointer.path.path)
        if index in _member_paths(struct_map):
            continue
        if any(not is_attach_map(m) and m.var_ptr is pointer.address for m in infos):
            continue  # S.p is mapped by itself
        _add_member(target, struct_map, pointer, index, rewriter)
        return


def _add_member(target: omp.TargetOp, struct_map: omp.MapInfoOp, pointer: MemberPointer,
                index: tuple[int, ...], rewriter: PatternRewriter) -> None:
    struct_name = struct_map.var_name.data if struct_map.var_name is not None else None
    name = pointer.name or (f"{struct_name}.{'.'.join(map(str, index))}" if struct_name else None)
    member = omp.MapInfoOp.create(
        operands=[pointer.address],
        result_types=[pointer.address.type],
        properties={
            "map_capture_type": struct_map.map_capture_type,
            "map_type": ClauseMapFlagsAttr(frozenset({
                ClauseMapFlags.IMPLICIT, ClauseMapFlags.TO, ClauseMapFlags.FROM})),
            **({"name": StringAttr(name)} if name is not None else {}),
            "operandSegmentSizes": DenseArrayBase.from_list(
                IntegerType(32), [1, 0, 0, 0]),
            "partial_map": BoolAttr.from_bool(False),
            "var_type": _field_type(struct_map.var_type, index),
        },
    )
    paths = _member_paths(struct_map)
    members = list(struct_map.members)
    at = sum(1 for p in paths if p < index)
    members.insert(at, member.results[0])
    paths.insert(at, index)
    flags = set(struct_map.map_type.data)
    if not struct_map.members:  # the implicit whole-struct map becomes a combined entry
        flags -= {ClauseMapFlags.TO, ClauseMapFlags.FROM}
        flags |= {ClauseMapFlags.STORAGE}
    var_ptr_ptr = [struct_map.var_ptr_ptr] if struct_map.var_ptr_ptr is not None else []
    parent = omp.MapInfoOp.create(
        operands=[struct_map.var_ptr, *var_ptr_ptr, *members, *struct_map.bounds],
        result_types=[struct_map.results[0].type],
        properties={
            **struct_map.properties,
            "map_type": ClauseMapFlagsAttr(frozenset(flags)),
            "members_index": _index_attr(paths),
            "operandSegmentSizes": DenseArrayBase.from_list(
                IntegerType(32),
                [1, len(var_ptr_ptr), len(members), len(struct_map.bounds)]),
            "partial_map": BoolAttr.from_bool(True),
        },
        attributes=dict(struct_map.attributes),
    )
    member.location = parent.location = struct_map.location
    rewriter.insert([member, parent], rewriter.insertion_point)  # before the target
    # Only this construct's use: the same implicit map may serve other constructs.
    struct_map.results[0].replace_uses_with_if(parent.results[0],
                                               lambda use: use.operation is target)
    new_maps: list[SSAValue] = []
    for v in _maps(target):
        new_maps.append(v)
        if v is parent.results[0]:
            new_maps.append(member.results[0])
    set_target_maps(target, new_maps)
    if not struct_map.results[0].uses:
        rewriter.erase(struct_map)
    rewriter.notify_op_modified(target)


# ---------------------------------------------------------------------------
# Patterns
# ---------------------------------------------------------------------------


class OrderMapEntries(RewritePattern):
    """Seed 004 (clang 22, llvm/llvm-project#153683): the maps of a variable by
    depth of their storage, structs before members, `attach` maps last by depth of
    their attach pointer (libomptarget processes ATTACH entries last)."""

    @op_type_rewrite_pattern
    def match_and_rewrite(
        self,
        op: omp.TargetEnterDataOp | omp.TargetExitDataOp | omp.TargetUpdateOp
        | omp.TargetDataOp | omp.TargetOp,
        rewriter: PatternRewriter,
    ) -> None:
        values = _maps(op)
        if len({id(v) for v in values}) != len(values):
            return  # a map listed twice: nothing to order safely
        if set_target_maps(op, order_maps(values)):
            rewriter.notify_op_modified(op)


class MapMemberPointerOfImplicitStruct(RewritePattern):
    """Seed 004 ("attach-pointers that are members of implicitly mapped structs") and
    seed 003 `target_struct_map.4` case 3: an implicit map of `S.p`, not of all of `S`."""

    @op_type_rewrite_pattern
    def match_and_rewrite(self, op: omp.TargetOp, rewriter: PatternRewriter) -> None:
        add_implicit_member_pointer_maps(op, rewriter)


@dataclass(frozen=True)
class OmpOrderMaps(ModulePass):
    """Order the map entries of OpenMP device constructs (module doc)."""

    name = "omp-order-maps"

    def apply(self, ctx: Context, op: ModuleOp) -> None:
        adopt(ctx, op)
        rewrite_module(op, [MapMemberPointerOfImplicitStruct(), OrderMapEntries()])

