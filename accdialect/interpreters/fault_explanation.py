"""A device fault said in the program's terms: the object the kernel touched, what
the pointer it went through holds, and the data clause that would make it right.

The runtime says where a faulting access went (`Device.check_access`: host memory,
a guard gap past a device copy, freed memory). The interpreter knows what the
program meant (`access_path`: the object at the faulting address, from the debug
information and the faulting frame's values), so it completes the message
(`DeviceFaultError.explanation`) with one of:

- **a pointer that was never attached**: the kernel went through a pointer inside
  a mapped object (a structure member, a Fortran component's descriptor), which
  still holds the host address it had on the host, because what it points to was
  not mapped with it (OpenMP 5.2 §5.8.3, attached pointers; OpenACC 3.3 §2.6.8,
  attachment): map what it points to on the same construct;
- **a null pointer**: a pointer whose target was not present when the kernel
  launched is given NULL (OpenMP 5.2 §5.4.1, a pointer's implicit zero-length
  section; OpenACC 3.3 §2.6.2): map what it points to;
- **host data never mapped**: the kernel named host storage directly: map it;
- **part of an object mapped**: the address lies past the device copy of a mapped
  part of a host object, inside the host object (a structure's other member, an
  element past a mapped section): map that part, or the whole object; past the
  end of the host object itself, the program overruns its own data.

The clause is written in the construct's model and language: `map(to: s.p[0:8])`
(OpenMP; `tofrom` for a write), `copyin(g%u)` (OpenACC; `copy` for a write); a C
section's length is the host block the pointer holds, in elements of the access.
"""

from collections.abc import Callable

from xdsl.dialects import llvm
from xdsl.ir import Operation

from accdialect.interpreter.data_layout import layout
from accdialect.interpreter.errors import ProgramError
from accdialect.interpreter.registers import Registers
from accdialect.interpreters.access_path import ObjectPath, Pointer, object_path, stored_through
from accdialect.runtime import DeviceFaultError, OffloadRuntime
from accdialect.runtime.device import Device
from accdialect.runtime.errors import hex_addr
from accdialect.runtime.memory import Allocation


def fault_explainer(runtime: OffloadRuntime) -> Callable[[DeviceFaultError, Registers], None]:
    """The interpreter's `explain_fault` for a run on `runtime`."""
    return lambda error, registers: explain(error, registers, runtime)


def explain(error: DeviceFaultError, registers: Registers, runtime: OffloadRuntime) -> None:
    """Sets `error.explanation` when the faulting operation and its frame say what
    the program did (module doc); leaves the runtime's message as it is otherwise.
    Called where the fault is raised, while the memory is as the kernel saw it."""
    op = error.op
    if not isinstance(op, llvm.LoadOp | llvm.StoreOp) or not 0 <= error.device < len(
            runtime.devices):
        return
    path = object_path(op.ptr, registers)
    fault = _Fault(error, runtime.devices[error.device], op, path)
    error.explanation = fault.explanation()


class _Fault:
    def __init__(self, error: DeviceFaultError, device: Device,
                 op: llvm.LoadOp | llvm.StoreOp, path: ObjectPath | None):
        self.error, self.device, self.memory = error, device, device.memory
        self.op, self.path = op, path
        self.read = isinstance(op, llvm.LoadOp)
        self.openacc = _in_openacc(op)
        try:
            self.element = layout(op.dereferenced_value.type if isinstance(op, llvm.LoadOp)
                                  else op.value.type).size
        except ProgramError:
            self.element = error.size

    def explanation(self) -> str | None:
        addr = self.error.addr
        alloc = self.memory.allocation_at(addr)
        pointer = self.path.pointer if self.path is not None else None
        if alloc is not None and alloc.region.device is None and alloc.live:
            return self.host_data(alloc, pointer)
        if alloc is None and pointer is not None and pointer.value == 0:
            return self.null_pointer(pointer)
        owner = alloc if alloc is not None else self.memory.guard_gap_owner(addr)
        if owner is not None and owner.region.device == self.device.id \
                and owner.mirror is not None:
            return self.part_mapped(owner, owner.mirror + (addr - owner.begin))
        return None

    # ---- the cases ---------------------------------------------------------------
    def host_data(self, host: Allocation, pointer: Pointer | None) -> str | None:
        """The kernel reached host memory: through a pointer never attached, or by
        naming unmapped host storage."""
        what = self.accessed()
        if pointer is not None and pointer.value is not None \
                and host.begin <= pointer.value < host.end:
            holder = self.holder_mapping(pointer)
            if self.path is not None and self.path.text == pointer.text:  # a Fortran array
                held = (f"{self.accessed('an element of ')}, whose data address in its "
                        f"descriptor is the host address {hex_addr(pointer.value)} "
                        f"({_described(host)})")
            else:
                held = (f"{what} through '{pointer.text}', which holds the host address "
                        f"{hex_addr(pointer.value)} ({_described(host)})")
            clause = self.clause(self.target(pointer, host),
                                 written=not self.read or stored_through(pointer))
            if holder is None:
                return f"{held}: what it points to is not mapped; map it: {clause}"
            return (f"{held}: '{holder}' is mapped but '{pointer.text}' was never attached "
                    f"to a device copy of what it points to; map that with it: {clause}")
        if self.path is not None:
            return (f"{what}, host memory ({_described(host)}) never mapped to device "
                    f"{self.device.id}: {self.clause(self.whole(self.path.text, host))}")
        if host.name is None:
            return None
        return (f"{what} '{host.name}', host memory never mapped to device "
                f"{self.device.id}: {self.clause(self.whole(host.name, host))}")

    def null_pointer(self, pointer: Pointer) -> str:
        """A pointer translated to NULL: its target was not present at the launch."""
        host = self.host_counterpart(pointer)
        target = self.target(pointer, host) if host is not None else \
            self.section(pointer.text, 0, None)
        held = f" (on the host: {hex_addr(self.host_value(pointer) or 0)}, " \
               f"{_described(host)})" if host is not None else ""
        return (f"{self.accessed()} through '{pointer.text}', which is NULL on device "
                f"{self.device.id}{held}: what it points to was not present when the "
                f"kernel started; map it: {self.clause(target)}")

    def part_mapped(self, owner: Allocation, host_addr: int) -> str | None:
        """The access lies past the device copy of a mapped part of a host object:
        another part of that object (map it), or past the object itself (an
        overrun, which no clause can map)."""
        entry = self.device.table.nearest(host_addr)
        if entry is None:
            return None
        host = self.memory.host_storage(host_addr)
        mapped = entry.name or hex_addr(entry.host_begin)
        if host is None or not host.begin <= entry.host_begin < host.end:
            return (f"{self.accessed()} past the end of '{mapped}', outside the host "
                    f"storage it maps: an overrun in the program, not a missing clause")
        variable = self.path.variable if self.path is not None else host.name
        if variable is None:
            return None
        if self.path is None:
            part = self.whole(variable, host)
        elif "[" in self.path.text or "(" in self.path.text:  # past a mapped section
            text = self.path.text
            part = self.whole(text[:text.rfind("[" if "[" in text else "(")], host)
        else:
            part = self.path.text
        only = f"only '{mapped}' of '{variable}' is" if mapped != variable \
            else f"only part of '{variable}' is"
        return (f"{self.accessed()}, which is not on device {self.device.id}: {only} "
                f"mapped; map it: {self.clause(part)}")

    # ---- wording -----------------------------------------------------------------
    def accessed(self, part: str = "") -> str:
        verb = "the kernel read" if self.read else "the kernel wrote"
        return f"{verb} {part}'{self.path.text}'" if self.path is not None else verb

    def clause(self, item: str, written: bool | None = None) -> str:
        """The clause that maps `item` for the kernel: copied in for a kernel that
        only reads it, in and out for one that writes it (`written`, by default
        whether the faulting access is a write)."""
        if written is None:
            written = not self.read
        if self.openacc:
            return f"{'copy' if written else 'copyin'}({item})"
        return f"map({'tofrom' if written else 'to'}: {item})"

    def target(self, pointer: Pointer, host: Allocation) -> str:
        """The list item that maps what `pointer` points to: the rest of the host
        block from its address (C), the component itself (Fortran)."""
        if self.path is not None and self.path.fortran:
            return pointer.text
        value = self.host_value(pointer)
        start = 0 if value is None else value
        return self.section(pointer.text, 0, (host.end - start) // max(self.element, 1))

    def whole(self, name: str, host: Allocation) -> str:
        if self.path is not None and self.path.fortran:
            return name
        count = host.size // max(self.element, 1)
        return name if count <= 1 else self.section(name, 0, count)

    def section(self, base: str, start: int, length: int | None) -> str:
        if self.path is not None and self.path.fortran:
            return base
        return f"{base}[{start}:{'N' if length is None else length}]"

    # ---- memory ------------------------------------------------------------------
    def holder_mapping(self, pointer: Pointer) -> str | None:
        """The name of the mapped object whose device copy the pointer was read from."""
        host = self.mirrored(pointer.loaded_from)
        variable = self.path.variable if self.path is not None else None
        if host is not None:
            entry = self.device.table.containing(host)
            return None if entry is None else variable or entry.name
        if variable is not None and variable != pointer.text and any(
                entry.name == variable for entry in self.device.table):
            return variable  # read through a copy the kernel made (a descriptor's)
        return None

    def host_counterpart(self, pointer: Pointer) -> Allocation | None:
        """The host block the host copy of a pointer read from a device copy holds."""
        value = self.host_value(pointer)
        return None if value is None else self.memory.host_storage(value)

    def host_value(self, pointer: Pointer) -> int | None:
        """What the pointer holds on the host: the host copy's bytes when it was read
        from a device copy, else the value read."""
        host = self.mirrored(pointer.loaded_from)
        if host is None:
            return pointer.value
        alloc = self.memory.host_storage(host)
        if alloc is None or host + 8 > alloc.end:
            return None
        off = host - alloc.begin
        return int.from_bytes(alloc.data[off:off + 8], "little")

    def mirrored(self, device_addr: int | None) -> int | None:
        if device_addr is None:
            return None
        alloc = self.memory.allocation_at(device_addr)
        if alloc is None or alloc.mirror is None or alloc.region.device != self.device.id:
            return None
        return alloc.mirror + (device_addr - alloc.begin)


def _described(host: Allocation) -> str:
    if host.name:
        return f"'{host.name}'"
    return f"a host {host.region.name} block of {host.size} bytes"


def _in_openacc(op: Operation) -> bool:
    parent = op.parent_op()
    while parent is not None:
        if parent.dialect_name() == "acc":
            return True
        parent = parent.parent_op()
    return False
