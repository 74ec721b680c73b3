"""The mapper function of an `omp.declare_mapper`, emitted by `lower-omp-to-runtime`
as clang 22 and `mlir-translate` 22 emit it (`OpenMPIRBuilder::emitUserDefinedMapper`;
what it pushes: `accdialect.rules.declare_mapper`, which the interpreter evaluates):

    llvm.func internal @.omp_mapper.<name>(%handle: !llvm.ptr, %base: !llvm.ptr,
        %begin: !llvm.ptr, %size: i64, %type: i64, %name: !llvm.ptr)

- entry: `count = size /exact sizeof(T)`, `end = &begin[count]`; the array entry is
  pushed first (`omp.array.init`) when `count > 1` or a PTR_AND_OBJ item's base is
  not its begin, and `type` has no DELETE;
- the element loop (`omp.arraymap.body`, one iteration per element, none when
  `begin == end`): the `omp.declare_mapper`'s body with its block argument bound to
  the element, then `__tgt_mapper_num_components(handle)`, and for each entry of the
  maps' plan (`_omp_map_plan`, no TARGET_PARAM) its map type plus the count `<< 48`,
  decayed by `type`'s TO/FROM bits in clang's branches (`omp.type.alloc`,
  `omp.type.to`, `omp.type.from`, `omp.type.end`), then
  `__tgt_push_mapper_component(handle, base, begin, size, type, name)` or, for a map
  with a `mapper(@n)`, a call of that mapper's function with the same handle;
- exit: the array entry again when `count > 1` and `type` DELETEs (`omp.array.del`).

A component without a name passes null, as clang's do; one with a name the
`map_var_info_t` string `;name;unknown;0;0;;`.
"""

from typing import cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import UnitAttr, i64
from xdsl.ir import Block, Operation, Region, SSAValue
from xdsl.traits import SymbolTable

from accdialect.abi.entry_points import MAPPER_NUM_COMPONENTS, PUSH_MAPPER_COMPONENT
from accdialect.abi.map_types import MapType
from accdialect.dialects import omp
from accdialect.rules.declare_mapper import (
    ARRAY_ENTRY_ADDS,
    ARRAY_ENTRY_CLEARS,
    DECAY_CLEARS,
    MEMBER_OF_SHIFT,
    TO_FROM,
)

from ._ir_builder import Builder
from ._ir_ops import PTR
from ._ir_values import type_size
from ._module_symbols import ModuleSymbols
from ._omp_map_plan import OmpMapItem, PlanBuilder, map_items, plan
from ._regions import erase_if_unused

MAPPER_PARAMS = [PTR, PTR, PTR, i64, i64, PTR]
"""(handle, base, begin, size, map type, name): clang's mapper-function parameters."""
_DECAY_BRANCHES = [(item, clears) for item, clears in DECAY_CLEARS.items() if clears]
"""clang's branches, in its order: alloc (no TO/FROM), to, from; tofrom keeps all."""


def _sgt(b: Builder, a: SSAValue, c: SSAValue) -> SSAValue:
    return b.icmp("sgt", a, c)


def _bit_set(b: Builder, value: SSAValue, bit: int) -> SSAValue:
    return b.icmp("ne", b.res(llvm.AndOp(value, b.const(bit))), b.const(0))


def _bit_clear(b: Builder, value: SSAValue, bit: int) -> SSAValue:
    return b.icmp("eq", b.res(llvm.AndOp(value, b.const(bit))), b.const(0))


class MapperFunctions:
    """The mapper function of each `omp.declare_mapper` a construct uses, made once."""

    def __init__(self, syms: ModuleSymbols):
        self.syms = syms
        self.functions: dict[omp.DeclareMapperOp, str] = {}

    def function(self, decl: omp.DeclareMapperOp) -> str:
        """The name of `decl`'s mapper function, emitted on first use (its name is known
        before its body is built, so a mapper may name itself for a member)."""
        name = self.functions.get(decl)
        if name is None:
            name = self.functions[decl] = self.syms.fresh(f".omp_mapper.{decl.sym_name.data}")
            fn = _MapperEmitter(self, decl, name).emit()
            self.syms.add_global(fn)
            self.syms.kernels.append(fn)
        return name

    def of(self, op: omp.MapInfoOp) -> str | None:
        """The mapper function of a list item (None: no `mapper(@m)`)."""
        if op.mapper_id is None:
            return None
        decl = SymbolTable.lookup_symbol(self.syms.module, op.mapper_id)  # `op` may be a copy
        assert isinstance(decl, omp.DeclareMapperOp)  # checked before the lowering
        return self.function(decl)


class _MapperEmitter:
    def __init__(self, functions: MapperFunctions, decl: omp.DeclareMapperOp, name: str):
        self.functions = functions
        self.syms = functions.syms
        self.decl = decl
        self.name = name
        self.loc = decl.location
        self.element_type = decl.type
        self.element_size = type_size(decl.type, decl)

    def builder(self, block: Block) -> Builder:
        return Builder(None, block, self.loc)

    def emit(self) -> llvm.FuncOp:
        syms = self.syms
        syms.declare(PUSH_MAPPER_COMPONENT, MAPPER_PARAMS, None)
        syms.declare(MAPPER_NUM_COMPONENTS, [PTR], i64)
        entry = Block(arg_types=MAPPER_PARAMS)
        init, head, body, loop_exit, delete, done = (Block() for _ in range(6))
        body.insert_arg(PTR, 0)
        region = Region([entry, init, head, body, loop_exit, delete, done])
        handle, base, begin, size, item_type, name = entry.args
        self.handle = handle

        b = self.builder(entry)
        count = b.res(llvm.UDivOp(size, b.const(self.element_size), is_exact=UnitAttr()))
        end = self._element(b, begin, count)
        is_array = _sgt(b, count, b.const(1))
        ptr_and_obj_offset = b.res(llvm.AndOp(b.icmp("ne", base, begin),
                                              _bit_set(b, item_type, int(MapType.PTR_AND_OBJ))))
        first = b.res(llvm.AndOp(b.res(llvm.OrOp(is_array, ptr_and_obj_offset)),
                                 _bit_clear(b, item_type, int(MapType.DELETE))))
        b.op(llvm.CondBrOp(first, init, [], head, []))

        self._push_array_entry(self.builder(init), base, begin, count, item_type, name)
        self.builder(init).op(llvm.BrOp(head))

        hb = self.builder(head)
        hb.op(llvm.CondBrOp(hb.icmp("eq", begin, end), done, [], body, [begin]))

        last_block = self._element_maps(body, body.args[0], item_type)
        lb = self.builder(last_block)
        next_element = self._element(lb, body.args[0], lb.const(1))
        lb.op(llvm.CondBrOp(lb.icmp("eq", next_element, end), loop_exit, [], body,
                            [next_element]))

        eb = self.builder(loop_exit)
        last = eb.res(llvm.AndOp(_sgt(eb, count, eb.const(1)),
                                 _bit_set(eb, item_type, int(MapType.DELETE))))
        eb.op(llvm.CondBrOp(last, delete, [], done, []))
        self._push_array_entry(self.builder(delete), base, begin, count, item_type, name)
        self.builder(delete).op(llvm.BrOp(done))
        self.builder(done).op(llvm.ReturnOp())

        fn = llvm.FuncOp(self.name, llvm.LLVMFunctionType(MAPPER_PARAMS, None),
                         linkage=llvm.LinkageAttr("internal"), body=region)
        fn.location = self.loc
        return fn

    def _element(self, b: Builder, pointer: SSAValue, index: SSAValue) -> SSAValue:
        """`&pointer[index]` over the mapper's type."""
        return b.res(llvm.GEPOp(pointer, [llvm.GEP_USE_SSA_VAL], self.element_type,
                                ssa_indices=[index]))

    def _push_array_entry(self, b: Builder, base: SSAValue, begin: SSAValue, count: SSAValue,
                          item_type: SSAValue, name: SSAValue) -> None:
        size = b.res(llvm.MulOp(count, b.const(self.element_size)))
        kept = b.res(llvm.AndOp(item_type, b.const(~ARRAY_ENTRY_CLEARS)))
        map_type = b.res(llvm.OrOp(kept, b.const(ARRAY_ENTRY_ADDS)))
        b.call(PUSH_MAPPER_COMPONENT, [self.handle, base, begin, size, map_type, name])

    def _element_maps(self, block: Block, element: SSAValue, item_type: SSAValue) -> Block:
        """The body over `element` and its components, from `block`; returns the block
        the components end in."""
        body = self.decl.body.block
        values: dict[SSAValue, SSAValue] = {body.args[0]: element}
        cloned: list[Operation] = []
        terminator = body.last_op
        assert isinstance(terminator, omp.DeclareMapperInfoOp)
        for op in body.ops:
            if op is terminator:
                break
            copy = op.clone(value_mapper=values)
            block.add_op(copy)
            cloned.append(copy)
        b = PlanBuilder(None, block, self.loc)
        items = map_items(self.decl, [values[v] for v in terminator.map_vars])
        entries = plan(b, items, target=False).entries
        previous = b.call(MAPPER_NUM_COMPONENTS, [self.handle], i64)
        assert previous is not None
        shift = b.res(llvm.ShlOp(previous, b.const(MEMBER_OF_SHIFT)))
        current = block
        for e in entries:
            cb = PlanBuilder(None, current, self.loc)
            shifted = cb.res(llvm.AddOp(cb.const(e.map_type), shift))
            current, map_type = self._decayed(current, shifted, item_type)
            db = self.builder(current)
            name = (db.null() if e.name is None
                    else db.address_of(self.syms.string(f";{e.name};unknown;0;0;;")))
            args = [self.handle, e.base, e.begin, db.value(e.size), map_type, name]
            nested = self.functions.of(cast(OmpMapItem, e.item).op)
            db.call(PUSH_MAPPER_COMPONENT if nested is None else nested, args)
        erase_if_unused(o for o in cloned if isinstance(o, omp.MapInfoOp | omp.MapBoundsOp))
        return current

    def _decayed(self, block: Block, map_type: SSAValue, item_type: SSAValue
                 ) -> tuple[Block, SSAValue]:
        """clang's decay branches after `block`: the block they join in and the map type
        there (its argument)."""
        joined = Block(arg_types=[i64])
        region = block.parent
        assert region is not None
        b = self.builder(block)
        item_bits = b.res(llvm.AndOp(item_type, b.const(TO_FROM)))
        current = block
        for item, clears in _DECAY_BRANCHES:
            cb = self.builder(current)
            taken, otherwise = Block(), Block()
            region.insert_block_after(taken, current)
            region.insert_block_after(otherwise, taken)
            cb.op(llvm.CondBrOp(cb.icmp("eq", item_bits, cb.const(item)), taken, [], otherwise, []))
            tb = self.builder(taken)
            tb.op(llvm.BrOp(joined, tb.res(llvm.AndOp(map_type, tb.const(~clears)))))
            current = otherwise
        self.builder(current).op(llvm.BrOp(joined, map_type))
        region.insert_block_after(joined, current)
        return joined, joined.args[0]

