"""The device image of a module: its `declare target` symbols (OpenMP 5.2 §7.8,
seed 002), registered with the simulated runtime before the image loads.

Programs at every level have one: `omp.target` regions (the `omp` functions) and
lowered or clang-compiled kernels (`__tgt_target_kernel`) both call `device_image`
before their first launch.
"""

import re
import weakref
from functools import partial

from xdsl.dialects import llvm
from xdsl.dialects.builtin import IntegerAttr, StringAttr
from xdsl.interpreter import InterpreterFunctions, PythonValues, register_impls
from xdsl.ir import Operation

from accdialect.dialects.discardable import (
    ACC_DECLARE,
    DECLARE_TARGET,
    DECLARE_TARGET_INDIRECT,
    DEVICE_CONSTRUCTOR,
    DEVICE_DESTRUCTOR,
    OMP_REQUIRES,
)
from accdialect.dialects.omp import requires_bits
from accdialect.interpreter.core import OffloadInterpreter, offload_impl
from accdialect.interpreter.data_layout import layout
from accdialect.interpreter.errors import ProgramError
from accdialect.runtime import Device, DeviceAccessor

LINK_SUFFIX = "_decl_tgt_ref_ptr"
"""clang's name for the `declare target` pointer through which device code reaches a
`declare target link` variable `X` (`X_decl_tgt_ref_ptr`, OpenMP 5.2 §7.8.2): mapping
`X` attaches it, so that it holds `X`'s device address."""


class DeviceImage:
    """The `declare target` symbols of a module, registered with the runtime once."""

    def __init__(self, interp: OffloadInterpreter):
        top = list(interp.module.ops)
        self.variables = [op for op in top if isinstance(op, llvm.GlobalOp)
                          and DECLARE_TARGET in op.attributes]
        self.indirect = [op for op in top if isinstance(op, llvm.FuncOp)
                         and DECLARE_TARGET_INDIRECT in op.attributes]
        self.names = {op.sym_name.data for op in self.variables}
        self.acc_declared = {op.sym_name.data for op in top if isinstance(op, llvm.GlobalOp)
                             and ACC_DECLARE in op.attributes}
        """OpenACC `declare` module variables: their device copies are the data
        clauses' of the `declare` (flang's `acc.global_ctor`), found in the table."""
        self.links = {name.removesuffix(LINK_SUFFIX): name for name in self.names
                      if name.endswith(LINK_SUFFIX)}
        """`declare target link` variables, by name, and their reference pointers."""
        self.indirect_names = {op.sym_name.data for op in self.indirect}
        self.constructors = _by_priority(top, DEVICE_CONSTRUCTOR, reverse=False)
        self.destructors = _by_priority(top, DEVICE_DESTRUCTOR, reverse=True)
        self.functions_taken: set[int] = set()
        """The functions whose address device code took (`llvm.mlir.addressof`): the
        image holds every function its code refers to (a task's `.omp_task_entry.`
        and `.omp_task_privates_map.`), at the host address here, so device code may
        call them through a pointer. Not a `declare target indirect` one: its address
        is the host's until translated (seed 002)."""
        if not (self.variables or self.indirect or self.constructors or self.destructors):
            return
        symbols = interp.linker
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
            if self.constructors or self.destructors:
                runtime.declare_image_code(partial(_run_on, interp, self.constructors),
                                           partial(_run_on, interp, self.destructors),
                                           device=device)


def _by_priority(top: list[Operation], marker: str, reverse: bool) -> list[llvm.FuncOp]:
    """The module's functions marked `marker` (the device image's static constructors
    or destructors, `acc-import`), in the order they run: by ascending priority, in
    module order for equal ones (`reverse`: the opposite, as destructors run)."""
    marked = [(op.attributes[marker], n, op) for n, op in enumerate(top)
              if isinstance(op, llvm.FuncOp) and marker in op.attributes]
    order = sorted(marked, key=lambda m: (m[0].value.data if isinstance(m[0], IntegerAttr)
                                          else 0, m[1]), reverse=reverse)
    return [op for _, _, op in order]


def _run_on(interp: OffloadInterpreter, functions: list[llvm.FuncOp], device: Device) -> None:
    """Call `functions` as device code on `device` (the device image's static
    constructors or destructors, `ImageCode`)."""
    for function in functions:
        where = function.sym_name.data
        with interp.device_code(interp.runtime.device_access(device.id, where=where)):
            interp.call_op(function, ())


def _source_order(fn: llvm.FuncOp) -> tuple[float, int]:
    """Indirect functions load in source order: clang's entry names end in
    `_l<line>` (`twice_l24`). clang 22 emits its offload entries, and the
    functions, in an order that varies from one compile to the next; the device
    image's order decides which name an image-load copy carries in the trace
    (recording p was made with the source order)."""
    match = re.search(r"_l(\d+)$", _runtime_name(fn, DECLARE_TARGET_INDIRECT))
    block = fn.parent_block()
    assert block is not None
    return (int(match.group(1)) if match else float("inf"), block.get_operation_index(fn))


def _runtime_name(op: llvm.GlobalOp | llvm.FuncOp, marker: str) -> str:
    """The name the runtime reports for a `declare target` symbol: the marker's
    string (from clang's offload entry, e.g. `twice_l24`), else the symbol's."""
    value = op.attributes[marker]
    return value.data if isinstance(value, StringAttr) else op.sym_name.data


_IMAGES: "weakref.WeakKeyDictionary[object, DeviceImage]" = weakref.WeakKeyDictionary()


def register_program(interp: OffloadInterpreter) -> None:
    """The program's image registered with the runtime as it loads (libomptarget's
    `__tgt_register_lib`, from a constructor that runs before the program's): its
    `#pragma omp requires` clauses (clang's `.requires` entry, `omp.requires`) and its
    `declare target` symbols, whose device copies start with their static initializers."""
    requires = requires_bits(interp.module.attributes.get(OMP_REQUIRES))
    if requires is not None:
        interp.runtime.add_requirements(requires)
    device_image(interp)


def device_image(interp: OffloadInterpreter) -> DeviceImage:
    """The module's `declare target` symbols, registered with `interp.runtime` on the
    first call (before the runtime loads the device image)."""
    image = _IMAGES.get(interp.runtime)
    if image is None:
        image = _IMAGES[interp.runtime] = DeviceImage(interp)
    return image


@register_impls
class DeviceImageFunctions(InterpreterFunctions):
    """Symbols of the device image as device code sees them."""

    @offload_impl(llvm.AddressOfOp)
    def run_addressof(self, interp: OffloadInterpreter, op: llvm.AddressOfOp, args: PythonValues):
        """The host address of a symbol; in device code, the device copy of a
        `declare target` variable or of an OpenACC `declare` variable that is
        present, and for a `declare target link` variable the address its reference
        pointer holds on the device."""
        name = op.global_name.root_reference.data
        host = interp.linker.symbol_address(name)
        image = device_image(interp)
        if isinstance(interp.memory, DeviceAccessor) and host in interp.linker.functions \
                and name not in image.indirect_names:
            image.functions_taken.add(host)
        if isinstance(interp.memory, DeviceAccessor) and (
                name in image.names or name in image.acc_declared):
            entry = interp.memory.device.table.containing(host)
            if entry is not None:
                return (entry.dev_addr(host),)
        if isinstance(interp.memory, DeviceAccessor) and name in image.links:
            # clang's host module reaches a link variable directly, its device module
            # through the reference pointer: the address that pointer holds on the device
            ref = interp.linker.symbol_address(image.links[name])
            entry = interp.memory.device.table.containing(ref)
            if entry is not None:
                return (interp.memory.read_uint(entry.dev_addr(ref)),)
        return (host,)
