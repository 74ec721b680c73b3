"""`omp.declare_mapper` run at the omp dialect level (OpenMP 5.2 §5.8.8).

An `omp.map.info ... mapper(@m)` list item is passed to the runtime with a mapper,
as a compiler passes its mapper function in `arg_mappers`; libomptarget calls it and
maps the components it returns in place of the item (`runtime.omp_mapping.MapArgs.
expand`, the runtime's one home for mapping them). The mapper is what upstream's
translation makes of the `omp.declare_mapper` (`OpenMPIRBuilder::emitUserDefinedMapper`,
the function clang emits for C too; the rule: `accdialect.rules.declare_mapper`):
for each element of the item, the body runs with its block argument bound to the
element's address, the `omp.map.info` values its `omp.declare_mapper.info` lists are
planned as a construct's maps are (`accdialect.rules.map_plan`, without TARGET_PARAM),
and each entry becomes a component, decayed by the item's map type, or goes through
the map's own `mapper(@n)` (a nested mapper, on the same component list).
"""

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import cast

from accdialect.dialects import omp
from accdialect.dialects.offload_map_types import (
    POINTER_AND_OBJECT_UNMODELLED,
    MapInfoItem,
    pointer_and_object,
)
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.data_layout import layout
from accdialect.interpreter.errors import ProgramError
from accdialect.rules.declare_mapper import Component, ElementMap, push_components
from accdialect.rules.map_plan import KnownMemory, MapPlan, MapPlanError, plan_maps
from accdialect.rules.sections import Dimension


class DeclaredMapper:
    """The mapper of one `omp.declare_mapper`, callable as the runtime's `Mapper`."""

    def __init__(self, interp: OffloadInterpreter, op: omp.DeclareMapperOp):
        self.interp = interp
        self.op = op
        self.element_size = layout(op.type).size

    def __call__(self, base: int, begin: int, size: int, map_type: int, name: str | None
                 ) -> Sequence[Component]:
        components: list[Component] = []
        self.push(components, (base, begin, size, map_type, name))
        return components

    def push(self, components: list[Component], item: Component) -> None:
        """What the mapper function pushes for `item` onto the handle `components`."""
        push_components(components, self.element_size, self._element_maps,
                        DeclaredMapper.push, item)

    def _element_maps(self, element: int) -> list[ElementMap["DeclaredMapper"]]:
        """The maps of the mapper's clauses over the element at `element`: its body run
        with the block argument bound to it, the listed maps planned."""
        items = cast(Sequence[MapItem], self.interp.run_ssacfg_region(
            self.op.body, (element,), "omp.declare_mapper"))
        _check_modelled(items)
        plan = planned(self.interp, items)
        return [ElementMap(e.base, e.begin, e.size, e.map_type, e.name,
                           entry_mapper(cast(MapItem, e.item))) for e in plan.entries]


@dataclass
class MapItem(MapInfoItem):
    """An `omp.map.info` value: one list item of a map clause, as clang's map-entry
    plan reads it (`accdialect.rules.map_plan.MapItem`)."""

    op: omp.MapInfoOp
    var: int
    var_ptr_ptr: int | None
    dims: tuple[Dimension[int], ...]
    members: tuple["MapItem", ...]
    mapper: DeclaredMapper | None = None

    @property
    def element_size(self) -> int:
        return layout(self.op.var_type).size


def _check_modelled(items: Sequence[MapItem]) -> None:
    """A map of the mapper's body the plan has no form for is an error at it."""
    for item in items:
        if pointer_and_object(item.op):
            raise ProgramError(POINTER_AND_OBJECT_UNMODELLED, item.op)
        _check_modelled(item.members)


def mapper_of(interp: OffloadInterpreter, op: omp.MapInfoOp) -> DeclaredMapper | None:
    """The mapper of a list item with `mapper(@m)`; None without one."""
    if op.mapper_id is None:
        return None
    declared = op.declared_mapper()
    if declared is None:
        raise ProgramError(f"mapper({op.mapper_id}) names no 'omp.declare_mapper'", op)
    return DeclaredMapper(interp, declared)


def entry_mapper(item: MapItem) -> DeclaredMapper | None:
    """The mapper an entry of `item` goes through: its own (an item with a mapper makes
    one plain entry); an attachment or a struct with members cannot have one."""
    if item.mapper is not None and (item.members or item.attach):
        kind = "an attach map" if item.attach else "a map with members"
        raise ProgramError(f"mapper({item.op.mapper_id}) on {kind}: clang's mapper "
                           "functions take one plain list item", item.op)
    return item.mapper


def planned(interp: OffloadInterpreter, items: Sequence[MapItem], *, target: bool = False
            ) -> MapPlan[int, int]:
    """clang's map-entry plan of `items` (`accdialect.rules.map_plan`) on the program's
    addresses; an item it cannot express is an error at its `omp.map.info`."""
    memory = KnownMemory(interp.memory.read_uint)
    try:
        return plan_maps(memory, items, target=target)
    except MapPlanError as error:
        item = error.item
        raise ProgramError(str(error), getattr(item, "op", None)) from None


MapperColumn = list[Callable[[int, int, int, int, str | None], Sequence[Component]] | None]


def mapper_column(plan: MapPlan[int, int]) -> MapperColumn | None:
    """The `arg_mappers` array of a construct's entries; None when none has a mapper."""
    mappers: MapperColumn = [entry_mapper(cast(MapItem, e.item)) for e in plan.entries]
    return mappers if any(m is not None for m in mappers) else None
