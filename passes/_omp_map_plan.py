"""clang's map-entry plan of an OpenMP construct (`accdialect.rules.map_plan`), emitted
as IR by `lower-omp-to-runtime`.

The plan's rule is the interpreter's (`accdialect/interpreters/omp.py` evaluates it on
the program's addresses); here its memory is a `Builder` that folds what is known at
compile time: offsets from one pointer through constant `getelementptr`s, section
sizes, the element type of an ATTACH map's pointee when the pointer is the mapped
variable itself. What only the run knows is compared and selected at run time.
"""

from collections.abc import Sequence
from dataclasses import dataclass

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerType, i64
from xdsl.ir import Operation, SSAValue

from accdialect.dialects import omp
from accdialect.dialects.offload_map_types import MapInfoItem
from accdialect.rules.map_plan import POINTER_SIZE, MapPlan, MapPlanError, plan_maps
from accdialect.rules.sections import Dimension

from ._ir_builder import Builder, IntValue
from ._ir_values import decompose_pointer, dimensions, error, type_size


class PlanBuilder(Builder):
    """`map_plan.MapMemory[SSAValue, SSAValue]`: the plan's addresses as IR."""

    def offset(self, pointer: SSAValue, size: IntValue) -> SSAValue:
        return self.gep_bytes(pointer, size)

    def span(self, spans: Sequence[tuple[SSAValue, IntValue]]) -> tuple[SSAValue, IntValue]:
        """Offsets from one pointer are folded, sizes too when known; else the
        pointers are compared at run time."""
        parts = [decompose_pointer(begin) for begin, _ in spans]
        if len({id(root) for root, _ in parts}) == 1:
            low = min(off for _, off in parts)
            first = next(begin for (begin, _), (_, off) in zip(spans, parts) if off == low)
            size: IntValue | None = None
            for (_, off), (_, member_size) in zip(parts, spans):
                end = self.add(off - low, member_size)
                size = end if size is None else self._max(size, end)
            assert size is not None
            return first, size
        begin, end = spans[0][0], self.gep_bytes(spans[0][0], spans[0][1])
        for other, member_size in spans[1:]:
            begin = self.select(self.icmp("ult", other, begin), other, begin)
            other_end = self.gep_bytes(other, member_size)
            end = self.select(self.icmp("ugt", other_end, end), other_end, end)
        return begin, self.sub(self.ptr_to_int(end), self.ptr_to_int(begin))

    def _max(self, x: IntValue, y: IntValue) -> IntValue:
        if isinstance(x, int) and isinstance(y, int):
            return max(x, y)
        vx, vy = self.value(x), self.value(y)
        return self.select(self.icmp("ugt", vx, vy), vx, vy)

    def load_pointer(self, pointer: SSAValue) -> SSAValue:
        return self.load(pointer)

    def load_literal(self, pointer: SSAValue, size: IntValue) -> SSAValue:
        if not isinstance(size, int):
            raise ValueError("a literal map needs a size known at compile time")
        width = min(size, POINTER_SIZE)
        if width == POINTER_SIZE:
            return self.load(pointer)
        value = self.load(pointer, IntegerType(8 * width))
        return self.res(llvm.IntToPtrOp(self.res(llvm.ZExtOp(value, i64))))

    def same_pointer(self, a: SSAValue, b: SSAValue) -> bool | None:
        return True if a is b else None

    def choose(self, a: SSAValue, b: SSAValue, if_same: IntValue, otherwise: IntValue
               ) -> IntValue:
        hit = self.icmp("eq", a, b)
        return self.select(hit, self.value(if_same), self.value(otherwise))


@dataclass(frozen=True, eq=False)
class OmpMapItem(MapInfoItem):
    """An `omp.map.info` as the plan reads it (`map_plan.MapItem`)."""

    op: omp.MapInfoOp
    members: tuple["OmpMapItem", ...]

    @property
    def var(self) -> SSAValue:
        return self.op.var_ptr

    @property
    def var_ptr_ptr(self) -> SSAValue | None:
        return self.op.var_ptr_ptr

    @property
    def element_size(self) -> int:
        return type_size(self.op.var_type, self.op)

    @property
    def dims(self) -> list[Dimension[SSAValue]]:
        return dimensions(self.op, self.op.bounds, "omp.map.bounds")



def map_items(construct: Operation, operands: Sequence[SSAValue],
              known: dict[omp.MapInfoOp, OmpMapItem] | None = None) -> list[OmpMapItem]:
    """The map items of `operands` (one object per `omp.map.info`, members too), or a
    located error on `construct` for an operand that is not a map."""
    known = {} if known is None else known
    items: list[OmpMapItem] = []
    for value in operands:
        op = value.owner
        if not isinstance(op, omp.MapInfoOp):
            raise error(construct, "cannot lower: a map operand is not an 'omp.map.info' result")
        if op not in known:
            known[op] = OmpMapItem(op, tuple(map_items(op, op.members, known)))
        items.append(known[op])
    return items


def plan(b: PlanBuilder, items: Sequence[OmpMapItem], *, target: bool
         ) -> MapPlan[SSAValue, SSAValue]:
    """The construct's entries, computed before `b`'s anchor."""
    try:
        return plan_maps(b, items, target=target)
    except MapPlanError as unplanned:
        assert isinstance(unplanned.item, OmpMapItem)
        raise error(unplanned.item.op, f"cannot lower: {unplanned}") from None
