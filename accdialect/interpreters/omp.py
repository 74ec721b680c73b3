"""OpenMP target constructs executed through the runtime's libomptarget entry points.

`omp.map.info` and `omp.map.bounds` are values; a construct turns its map entries
into the arrays a compiler passes to `__tgt_target_data_begin_mapper` & co. (base
pointers, pointers, sizes, map types, names) and calls the runtime, as clang's
code does (SEMANTICS §3):
- a struct with `members` is one combined entry spanning its members, followed by
  the members with MEMBER_OF (the parent's position + 1);
- an `attach` map is seed 004's form (A): `&p, &p[first], sizeof(p), ATTACH`,
  placed after every other entry of the construct;
- on `omp.target`, top-level entries carry TARGET_PARAM and the region's block
  arguments receive, per map entry, the device address of its variable (the
  kernel arguments for TARGET_PARAM entries);
- a `literal` map (a scalar captured by copy) passes the variable's value, not
  its address, as clang does (base = begin = the value);
- a list item with `mapper(@m)` is passed with the mapper of its
  `omp.declare_mapper` (`omp_declare_mapper`), which the runtime calls for the
  components it maps in the item's place;
- the construct's source location (its `ident_t`, which clang fills with `-g`) is the
  operation's: the trace says where each construct is (`Entering OpenMP kernel at
  prog.mlir:93:3`), as the program's faults and reports do.

`declare target` (OpenMP 5.2 §7.8): an `llvm.mlir.global` with upstream's
`omp.declare_target = #omp.declaretarget<...>` attribute is a variable of the
device image: the runtime gives it a device copy for the whole run (INF counts,
initialised with the global's initial value), and `llvm.mlir.addressof` of it in
device code gives that copy. An `llvm.func` with `omp.declare_target` and the
unit attribute `omp.declare_target_indirect` (this project's spelling: flang 22
has no lowering of the `indirect` clause) is a `declare target indirect`
procedure (seed 002): it gets an entry of the device's indirect-call table,
which `__llvm_omp_indirect_call_lookup` searches. The image is registered when
the program first takes a global's address or runs an OpenMP construct, before
the runtime loads it.
"""


from collections.abc import Sequence
from typing import Protocol, cast

from xdsl.interpreter import (
    Interpreter,
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import SSAValue

from accdialect.dialects import omp
from accdialect.dialects.source import region_entry_name
from accdialect.interpreter.core import OffloadInterpreter, offload_impl, operation_loc
from accdialect.interpreters.device_image import device_image
from accdialect.interpreters.omp_declare_mapper import (
    DeclaredMapper,
    MapItem,
    MapperColumn,
    mapper_column,
    mapper_of,
    planned,
)
from accdialect.interpreters.sections import evaluated_dimension
from accdialect.rules.map_plan import POINTER_SIZE, MapPlan
from accdialect.runtime import OffloadError
from accdialect.runtime.source_loc import Loc


@register_impls
class OmpFunctions(InterpreterFunctions):
    """OpenMP device constructs on `OffloadInterpreter.runtime`."""

    def __init__(self) -> None:
        super().__init__()
        self.mappers: dict[omp.MapInfoOp, DeclaredMapper | None] = {}
        """The mapper of each `omp.map.info` run so far (its symbol looked up once)."""

    @impl(omp.MapBoundsOp)
    def run_map_bounds(self, interp: Interpreter, op: omp.MapBoundsOp, args: PythonValues):
        return (evaluated_dimension(interp, op),)

    @impl(omp.MapInfoOp)
    def run_map_info(self, interp: Interpreter, op: omp.MapInfoOp, args: PythonValues):
        """A list item's value, with the mapper its `mapper(@m)` names."""
        (var,) = interp.get_values([op.var_ptr])
        vpp = None if op.var_ptr_ptr is None else interp.get_values([op.var_ptr_ptr])[0]
        mapper = self.mappers.get(op)
        if mapper is None and op.mapper_id is not None:
            mapper = self.mappers[op] = mapper_of(cast(OffloadInterpreter, interp), op)
        return (MapItem(op, var, vpp, interp.get_values(op.bounds), interp.get_values(op.members),
                        mapper),)

    @impl_terminator(omp.DeclareMapperInfoOp)
    def run_declare_mapper_info(self, interp: Interpreter, op: omp.DeclareMapperInfoOp,
                                args: PythonValues):
        """The end of an `omp.declare_mapper` body: its maps, for `omp_declare_mapper`."""
        return ReturnedValues(args), ()

    @offload_impl(omp.TargetEnterDataOp)
    def run_target_enter_data(self, interp: OffloadInterpreter, op: omp.TargetEnterDataOp,
                              args: PythonValues):
        return _data_directive(interp, op, interp.runtime.target_data_begin)

    @offload_impl(omp.TargetExitDataOp)
    def run_target_exit_data(self, interp: OffloadInterpreter, op: omp.TargetExitDataOp,
                             args: PythonValues):
        return _data_directive(interp, op, interp.runtime.target_data_end)

    @offload_impl(omp.TargetUpdateOp)
    def run_target_update(self, interp: OffloadInterpreter, op: omp.TargetUpdateOp,
                          args: PythonValues):
        return _data_directive(interp, op, interp.runtime.target_data_update)

    @offload_impl(omp.TargetDataOp)
    def run_target_data(self, interp: OffloadInterpreter, op: omp.TargetDataOp, args: PythonValues):
        """Map, run the region on the host, unmap. The region's block arguments are,
        for `use_device_addr`, the device address of each variable and, for
        `use_device_ptr`, the device address its pointer points to (OpenMP 5.2
        §5.4.8-9); an absent one stays the host address. `if(false)`: nothing is
        mapped or unmapped."""
        mapping = not interp.if_false(op.if_expr)
        plan = _plan(interp, op.mapped_vars, target=False)
        loc = operation_loc(op)
        if mapping:
            interp.runtime.target_data_begin(*_arrays(plan), loc=loc)
        device = interp.runtime.device()
        addrs = [device.device_address(item.var)
                 for item in _items(interp, op.use_device_addr_vars)]
        ptrs = [device.device_address(interp.memory.read_uint(item.var, POINTER_SIZE))
                for item in _items(interp, op.use_device_ptr_vars)]
        interp.run_ssacfg_region(op.region, (*addrs, *ptrs), "omp.target_data")
        if mapping:
            interp.runtime.target_data_end(*_arrays(plan), loc=loc)
        return ()

    @offload_impl(omp.TargetOp)
    def run_target(self, interp: OffloadInterpreter, op: omp.TargetOp, args: PythonValues):
        """Map, run the region as the kernel with one block argument per map entry,
        unmap (libomptarget `targetKernel`). `if(false)`: the region runs on the host
        with the host's arguments, nothing mapped (clang's host fallback)."""
        items = _items(interp, op.map_vars)
        plan = _plan(interp, op.map_vars, target=True)
        params = plan.kernel_arguments()
        if interp.if_false(op.if_expr):
            host = {id(e.item): e.base for e in params}
            interp.run_ssacfg_region(
                op.region, tuple(host.get(id(item), item.var) for item in items), "omp.target")
            return ()
        kernel = region_entry_name(op)
        launch = interp.runtime.begin_target(kernel, *_arrays(plan), loc=operation_loc(op))
        device = interp.runtime.device()
        received = {id(e.item): arg for e, arg in zip(params, launch.kernel_args)}
        kernel_args = [received.get(id(item), device.device_address(item.var)) for item in items]
        try:
            with interp.device_code(interp.runtime.device_access(where=kernel)):
                interp.run_ssacfg_region(op.region, tuple(kernel_args), "omp.target")
        except OffloadError as error:  # e.g. a device fault: reported, then raised again
            interp.runtime.fail_target(launch, error)
        interp.runtime.end_target(launch)
        return ()

    @impl_terminator(omp.TerminatorOp)
    def run_terminator(self, interp: Interpreter, op: omp.TerminatorOp, args: PythonValues):
        return ReturnedValues(()), ()


def _items(interp: OffloadInterpreter, operands: Sequence[SSAValue]) -> list[MapItem]:
    """The map items of a construct (its `declare target` symbols registered first)."""
    device_image(interp)
    return [cast(MapItem, v) for v in interp.get_values(operands)]


def _plan(interp: OffloadInterpreter, operands: Sequence[SSAValue], *, target: bool
          ) -> MapPlan[int, int]:
    """clang's map-entry plan of a construct (`accdialect.rules.map_plan`) on the
    program's addresses; an item it cannot express is an error at its `omp.map.info`."""
    return planned(interp, _items(interp, operands), target=target)


def _arrays(plan: MapPlan[int, int]) -> tuple[list[int], list[int], list[int], list[int],
                                              list[str | None], MapperColumn | None]:
    """The arrays of a runtime call: the plan's columns and the mappers."""
    return (*plan.columns(), mapper_column(plan))


def _data_directive(interp: OffloadInterpreter, op: omp.TargetEnterExitUpdateDataOp,
                    call: "RuntimeCall") -> PythonValues:
    """`target enter data` / `exit data` / `update`: one runtime call, none under
    `if(false)`."""
    if not interp.if_false(op.if_expr):
        call(*_arrays(_plan(interp, op.mapped_vars, target=False)), loc=operation_loc(op))
    return ()


class RuntimeCall(Protocol):
    """`OffloadRuntime.target_data_begin` / `_end` / `_update`."""

    def __call__(self, bases: Sequence[int], begins: Sequence[int], sizes: Sequence[int],
                 types: Sequence[int], names: Sequence[str | None],
                 mappers: MapperColumn | None, /, *, loc: Loc = None) -> object: ...
