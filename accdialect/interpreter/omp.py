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
  its address, as clang does (base = begin = the value).

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

import re
import weakref
from dataclasses import dataclass, field
from typing import Any, cast

from xdsl.dialects import llvm
from xdsl.dialects.builtin import StringAttr
from xdsl.dialects.omp import ClauseMapFlags
from xdsl.dialects.omp import OpenMPOffloadMappingFlags as Bits
from xdsl.interpreter import (
    InterpreterFunctions,
    PythonValues,
    ReturnedValues,
    impl,
    impl_terminator,
    register_impls,
)
from xdsl.ir import Operation

from accdialect.abi.map_types import member_of
from accdialect.dialects import omp
from accdialect.dialects.offload_map_types import is_attach, map_type_bits
from accdialect.dialects.omp import DECLARE_TARGET, DECLARE_TARGET_INDIRECT
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.data_layout import layout
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.registry import impls_for
from accdialect.interpreter.sections import evaluated_dimension
from accdialect.rules.arithmetic import INTEGERS
from accdialect.rules.sections import Dimension, section
from accdialect.runtime import OffloadError

_POINTER_SIZE = 8


class DeviceImage:
    """The `declare target` symbols of a module, registered with the runtime once."""

    def __init__(self, interp: OffloadInterpreter):
        top = list(interp.module.ops)
        self.variables = [op for op in top if isinstance(op, llvm.GlobalOp)
                          and DECLARE_TARGET in op.attributes]
        self.indirect = [op for op in top if isinstance(op, llvm.FuncOp)
                         and DECLARE_TARGET_INDIRECT in op.attributes]
        self.names = {op.sym_name.data for op in self.variables}
        if not (self.variables or self.indirect):
            return
        symbols = _llvm_functions(interp)
        runtime = interp.runtime
        for device in range(len(runtime.devices)):
            if runtime.devices[device].loaded:
                first = (self.variables or self.indirect)[0]
                raise ProgramError(f"the image of device {device} was loaded before the "
                                   f"'declare target' symbol '@{first.sym_name.data}' was "
                                   "registered", first)
            for var in self.variables:
                host, size = symbols.symbol_address(var.sym_name.data), layout(var.global_type).size
                runtime.declare_target(host, size, _runtime_name(var, DECLARE_TARGET),
                                       runtime.memory.read(host, size), device=device)
            for fn in sorted(self.indirect, key=_source_order):
                runtime.declare_indirect(symbols.symbol_address(fn.sym_name.data),
                                         _runtime_name(fn, DECLARE_TARGET_INDIRECT), device=device)


def _source_order(fn: Any) -> tuple[float, int]:
    """Indirect functions load in source order: clang's entry names end in
    `_l<line>` (`twice_l24`). clang 22 emits its offload entries, and the
    functions, in an order that varies from one compile to the next; the device
    image's order decides which name an image-load copy carries in the trace
    (recording p was made with the source order)."""
    match = re.search(r"_l(\d+)$", _runtime_name(fn, DECLARE_TARGET_INDIRECT))
    return (int(match.group(1)) if match else float("inf"), fn.parent_block().get_operation_index(fn))


def _runtime_name(op: Any, marker: str) -> str:
    """The name the runtime reports for a `declare target` symbol: the marker's
    string (from clang's offload entry, e.g. `twice_l24`), else the symbol's."""
    value = op.attributes[marker]
    return value.data if isinstance(value, StringAttr) else op.sym_name.data


_IMAGES: "weakref.WeakKeyDictionary[Any, DeviceImage]" = weakref.WeakKeyDictionary()


def device_image(interp: OffloadInterpreter) -> DeviceImage:
    """The module's `declare target` symbols, registered with `interp.runtime` on the
    first call (before the runtime loads the device image)."""
    image = _IMAGES.get(interp.runtime)
    if image is None:
        image = _IMAGES[interp.runtime] = DeviceImage(interp)
    return image


def _llvm_functions(interp: OffloadInterpreter) -> Any:
    """The `llvm` function set (it knows every symbol's host address)."""
    functions, _ = interp._impls._impl_dict[llvm.LoadOp]  # pyright: ignore[reportPrivateUsage]
    return functions


@dataclass
class MapItem:
    """An `omp.map.info` value: one list item of a map clause."""

    op: omp.MapInfoOp
    var: int
    var_ptr_ptr: int | None
    bounds: tuple[Dimension[int], ...]
    members: tuple["MapItem", ...]
    flags: frozenset[ClauseMapFlags] = field(default_factory=frozenset)

    @property
    def name(self) -> str | None:
        return None if self.op.var_name is None else self.op.var_name.data

    def section(self) -> tuple[int, int]:
        """(begin, size) of the mapped storage."""
        offset, size = section(INTEGERS, layout(self.op.var_type).size, self.bounds)
        return self.var + offset, size


@dataclass
class MapArrays:
    """The arrays of one libomptarget construct call."""

    bases: list[int] = field(default_factory=list)
    begins: list[int] = field(default_factory=list)
    sizes: list[int] = field(default_factory=list)
    types: list[int] = field(default_factory=list)
    names: list[str | None] = field(default_factory=list)
    params: list[int] = field(default_factory=list)
    """`id` of the map item of each TARGET_PARAM entry, in order (kernel arguments)."""

    def add(self, base: int, begin: int, size: int, bits: int, name: str | None) -> int:
        self.bases.append(base)
        self.begins.append(begin)
        self.sizes.append(size)
        self.types.append(bits)
        self.names.append(name)
        return len(self.bases) - 1

    def call_args(self) -> tuple[list[int], list[int], list[int], list[int], list[str | None]]:
        return self.bases, self.begins, self.sizes, self.types, self.names

    def param_bases(self) -> list[int]:
        """The base of each TARGET_PARAM entry: the kernel's arguments on the host."""
        return [b for b, t in zip(self.bases, self.types) if t & Bits.TARGET_PARAM]


def map_arrays(items: list[MapItem], interp: OffloadInterpreter, *, target: bool) -> MapArrays:
    """The libomptarget arrays of a construct's map entries (see the module doc)."""
    arrays = MapArrays()
    listed_members = {id(m) for item in items for m in item.members}
    param = int(Bits.TARGET_PARAM) if target else 0
    attachments: list[MapItem] = []
    for item in items:
        if id(item) in listed_members:
            continue
        if is_attach(item.flags):
            attachments.append(item)
            continue
        bits = map_type_bits(item.flags)
        if bits is None:
            continue
        if item.members:
            spans = [m.section() for m in item.members]
            begin = min(b for b, _ in spans)
            end = max(b + s for b, s in spans)
            parent = arrays.add(item.var, begin, end - begin, bits | param, item.name)
            arrays.params.extend([id(item)] if param else [])
            for member, (m_begin, m_size) in zip(item.members, spans):
                m_bits = map_type_bits(member.flags) or 0
                arrays.add(item.var, m_begin, m_size, m_bits | member_of(parent), member.name)
        else:
            begin, size = item.section()
            base = item.var
            if bits & Bits.LITERAL:  # passed by value: clang puts the value in base and begin
                base = begin = interp.memory.read_uint(item.var, min(size, _POINTER_SIZE))
            arrays.add(base, begin, size, bits | param, item.name)
            arrays.params.extend([id(item)] if param else [])
    # The bounds of an ATTACH map count elements of the pointee, whose type is the
    # var_type of the construct's map of that pointee (the attach map's own
    # var_type is the pointer's).
    pointee_types = {item.var: item.op.var_type for item in items if not is_attach(item.flags)}
    for item in attachments:
        pointee = (item.var_ptr_ptr if item.var_ptr_ptr is not None
                   else interp.memory.read_uint(item.var, _POINTER_SIZE))
        element = pointee_types.get(pointee, item.op.var_type)
        first = pointee + section(INTEGERS, layout(element).size, item.bounds)[0]
        arrays.add(item.var, first, layout(item.op.var_type).size, map_type_bits(item.flags) or 0,
                   item.name)
    return arrays


@register_impls
class OmpFunctions(InterpreterFunctions):
    """OpenMP device constructs on `OffloadInterpreter.runtime`."""

    @impl(omp.MapBoundsOp)
    def run_map_bounds(self, interp: OffloadInterpreter, op: omp.MapBoundsOp, args: PythonValues):
        return (evaluated_dimension(interp, op),)

    @impl(omp.MapInfoOp)
    def run_map_info(self, interp: OffloadInterpreter, op: omp.MapInfoOp, args: PythonValues):
        (var,) = interp.get_values([op.var_ptr])
        vpp = None if op.var_ptr_ptr is None else interp.get_values([op.var_ptr_ptr])[0]
        return (MapItem(op, var, vpp, cast(tuple[Dimension[int], ...], interp.get_values(op.bounds)),
                        cast(tuple[MapItem, ...], interp.get_values(op.members)),
                        frozenset(op.map_type.data)),)

    @impl(llvm.AddressOfOp)
    def run_addressof(self, interp: OffloadInterpreter, op: llvm.AddressOfOp, args: PythonValues):
        """The host address of a symbol; in device code, the device copy of a
        `declare target` variable."""
        name = op.global_name.root_reference.data
        host = _llvm_functions(interp).symbol_address(name)
        image = device_image(interp)
        if interp.on_device and name in image.names:
            entry = cast(Any, interp.memory).device.table.containing(host)
            if entry is not None:
                return (entry.dev_addr(host),)
        return (host,)

    def _items(self, interp: OffloadInterpreter, operands) -> list[MapItem]:
        device_image(interp)
        return [cast(MapItem, v) for v in interp.get_values(operands)]

    def _data_directive(self, interp: OffloadInterpreter, op: Operation, args: PythonValues):
        """`target enter data` / `exit data` / `update`: one runtime call, none
        under `if(false)`."""
        if interp.if_false(cast(Any, op).if_expr):
            return ()
        arrays = map_arrays(self._items(interp, cast(Any, op).mapped_vars), interp, target=False)
        call = {omp.TargetEnterDataOp: interp.runtime.target_data_begin,
                omp.TargetExitDataOp: interp.runtime.target_data_end,
                omp.TargetUpdateOp: interp.runtime.target_data_update}[type(op)]
        call(*arrays.call_args())
        return ()

    locals().update(impls_for(_data_directive, omp.TargetEnterDataOp, omp.TargetExitDataOp,
                              omp.TargetUpdateOp))

    @impl(omp.TargetDataOp)
    def run_target_data(self, interp: OffloadInterpreter, op: omp.TargetDataOp, args: PythonValues):
        """Map, run the region on the host, unmap. The region's block arguments are,
        for `use_device_addr`, the device address of each variable and, for
        `use_device_ptr`, the device address its pointer points to (OpenMP 5.2
        §5.4.8-9); an absent one stays the host address. `if(false)`: nothing is
        mapped or unmapped."""
        mapping = not interp.if_false(op.if_expr)
        arrays = map_arrays(self._items(interp, op.mapped_vars), interp, target=False)
        if mapping:
            interp.runtime.target_data_begin(*arrays.call_args())
        device = interp.runtime.device()
        addrs = [_device_address(device, item.var)
                 for item in self._items(interp, op.use_device_addr_vars)]
        ptrs = [_device_address(device, interp.memory.read_uint(item.var, _POINTER_SIZE))
                for item in self._items(interp, op.use_device_ptr_vars)]
        interp.run_ssacfg_region(op.region, (*addrs, *ptrs), "omp.target_data")
        if mapping:
            interp.runtime.target_data_end(*arrays.call_args())
        return ()

    @impl(omp.TargetOp)
    def run_target(self, interp: OffloadInterpreter, op: omp.TargetOp, args: PythonValues):
        """Map, run the region as the kernel with one block argument per map entry,
        unmap (libomptarget `targetKernel`). `if(false)`: the region runs on the host
        with the host's arguments, nothing mapped (clang's host fallback)."""
        items = self._items(interp, op.map_vars)
        arrays = map_arrays(items, interp, target=True)
        if interp.if_false(op.if_expr):
            host_params = dict(zip(arrays.params, arrays.param_bases()))
            interp.run_ssacfg_region(
                op.region, tuple(host_params.get(id(item), item.var) for item in items),
                "omp.target")
            return ()
        kernel = _kernel_name(op)
        launch = interp.runtime.begin_target(kernel, *arrays.call_args())
        device = interp.runtime.device()
        params = dict(zip(arrays.params, launch.kernel_args))
        kernel_args = [params.get(id(item), _device_address(device, item.var)) for item in items]
        try:
            with interp.device_code(interp.runtime.device_access(where=kernel)):
                interp.run_ssacfg_region(op.region, tuple(kernel_args), "omp.target")
        except OffloadError as error:  # e.g. a device fault: reported, then raised again
            interp.runtime.fail_target(launch, error)
        interp.runtime.end_target(launch)
        return ()

    @impl_terminator(omp.TerminatorOp)
    def run_terminator(self, interp: OffloadInterpreter, op: omp.TerminatorOp, args: PythonValues):
        return ReturnedValues(()), ()


def _device_address(device: Any, host: int) -> int:
    """The device address of `host` if it is mapped, else `host` itself (which
    faults when device code dereferences it)."""
    entry = device.table.containing(host)
    return host if entry is None else entry.dev_addr(host)


def _kernel_name(op: Operation) -> str:
    """`FUNCTION_lLINE`, the kernel name clang's offload entries give a region."""
    func = op.parent_op()
    while func is not None and "sym_name" not in func.properties:
        func = func.parent_op()
    loc = cast(Any, op.location)
    line = getattr(getattr(loc, "line", None), "data", 0)
    name = cast(Any, func).sym_name.data if func is not None else "kernel"
    return f"{name}_l{line}"
