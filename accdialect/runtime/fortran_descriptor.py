"""Fortran descriptors and their OpenACC attachment (seed 001, SEMANTICS §4).

Layout: flang's `CFI_cdesc_t` (`accdialect.abi.fortran_descriptor`), `{ptr base_addr,
i64 elem_len, i32 version, i8 rank, i8 type, i8 attribute, i8 extra, [rank x [3 x i64]]
dims}` with dims `(lower_bound, extent, byte_stride)`: 24 + 24*rank bytes, plus an
8-byte addendum pointer when `extra & ADDENDUM_FLAG`.

`_FortranAOpenACCAttachDescriptor(desc, data_ptr, offset, size, file, line)` (seed 001,
"F18 runtime support"): data_ptr must be the descriptor's base_addr (else
`DescriptorMismatchError`); no action unless the data section and the descriptor are
both present; if the counter is non-zero and the whole host descriptor equals the one
used for the previous attachment, counter += 1; otherwise (a "moving target": any change
of base address, bounds or strides) the device descriptor becomes the host descriptor
with base_addr := dev(data_ptr), the addendum's target gets a copyin (its device address
patched in), counter := 1.

Detach twin (this project's design; seed 001 leaves it as a TODO):
`_FortranAOpenACCDetachDescriptor(desc, data_ptr, offset, size, finalize, file, line)`
takes the attach call's arguments (so attach and detach recipes share one block
signature) plus `finalize` (0: detach, 1: immediate detach). Same data_ptr check; no
action if the descriptor is not present or its counter is 0; counter -= 1 (or := 0);
at 0 the *whole* descriptor is restored on the device from the current host descriptor
(not only base_addr: no "chimera" descriptors) and the addendum's reference is dropped.
`offset` and `size` are not needed to detach.

flang 22's own clause form (issue 12; OpenACC 3.3 §2.6.4, §2.7.2): a whole
ALLOCATABLE or POINTER in a data clause is the clause on its descriptor,
`acc.copyin varPtr(%desc : !fir.ref<!fir.box<!fir.heap<!fir.array<?xf32>>>>)`,
with no augPtr or recipe. It means the data action on the data the descriptor
describes, the same action on the descriptor, then the attachment of the
device descriptor to the device data (`descriptor_entry_clauses`); the
clause's result is the device descriptor. On exit, the descriptor is detached
(restored), then the data action on the data and the descriptor is deleted
(`descriptor_exit_clauses`). An `update` moves the data only. With bounds
(`update self(t(:,:,2))`, `copyin(a(2:5))` of an allocatable `a`), the clause
names the descriptor too and its bounds count from the base address: the data
action is on that section of the data (§2.7.1), attached with the section's
offset and size as seed 001's attach call takes them. An unallocated
(disassociated) variable maps its descriptor alone. `attach(d%p)` (`detach(d%p)`)
is the attachment (detachment) of the descriptor alone.

flang's by-value form, `acc.copyin var(%box : !fir.box<!fir.array<?xf64>>)` (an
assumed-shape dummy, an explicit-shape dummy of run-time size, an array with
lower bounds other than 1): `%box` addresses a descriptor the compiler made
for the construct. The clause acts on the data the descriptor describes (its
bounds, if any, count from the base address); the descriptor itself is passed
to the construct by value, as a firstprivate copy whose base address is the
device data's (`descriptor_value_entry_clauses`, `rebase_descriptor`), and the
clause's result is that copy. On exit only the data has an action.
"""

from dataclasses import dataclass, field

from ..abi.fortran_descriptor import ADDENDUM_FLAG, DIM_SIZE, HEADER_SIZE, dim_offset
from .acc_directive import DataAction, EntryClause, ExitAction, ExitClause
from .acc_mapping import OpenACC
from .device import Device
from .errors import DescriptorMismatchError
from .memory import Memory
from .regions import POINTER_SIZE


@dataclass
class Descriptor:
    """A decoded descriptor; `dims` holds (lower_bound, extent, byte_stride) per rank."""

    base_addr: int
    elem_len: int
    rank: int = 0
    type: int = 0
    attribute: int = 0
    extra: int = 0
    version: int = 20180515
    dims: list[tuple[int, int, int]] = field(default_factory=list)
    addendum: int = 0

    @property
    def size(self) -> int:
        addendum = POINTER_SIZE if self.extra & ADDENDUM_FLAG else 0
        return dim_offset(self.rank) + addendum

    @property
    def addendum_offset(self) -> int:
        return dim_offset(self.rank)

    def pack(self) -> bytes:
        out = bytearray()
        out += self.base_addr.to_bytes(8, "little")
        out += self.elem_len.to_bytes(8, "little")
        out += self.version.to_bytes(4, "little")
        out += bytes([self.rank, self.type, self.attribute, self.extra])
        for lb, extent, stride in self.dims:
            for v in (lb, extent, stride):
                out += v.to_bytes(8, "little", signed=True)
        if self.extra & ADDENDUM_FLAG:
            out += self.addendum.to_bytes(8, "little")
        return bytes(out)


def read_descriptor(memory: Memory, addr: int) -> Descriptor:
    head = memory.read(addr, HEADER_SIZE)
    rank, typ, attribute, extra = head[20], head[21], head[22], head[23]
    dims = []
    for r in range(rank):
        raw = memory.read(addr + dim_offset(r), DIM_SIZE)
        dims.append(tuple(int.from_bytes(raw[k:k + 8], "little", signed=True)
                          for k in (0, 8, 16)))
    d = Descriptor(int.from_bytes(head[0:8], "little"), int.from_bytes(head[8:16], "little"),
                   rank, typ, attribute, extra, int.from_bytes(head[16:20], "little"), dims)
    if extra & ADDENDUM_FLAG:
        d.addendum = memory.read_uint(addr + d.addendum_offset)
    return d


def element_addresses(desc: Descriptor) -> list[int]:
    """The addresses of the elements a descriptor describes, in array element order
    (Fortran 2018 §9.5.3.2: the first subscript varies fastest)."""
    addresses = [desc.base_addr]
    for _, extent, stride in desc.dims:
        addresses = [a + i * stride for i in range(max(extent, 0)) for a in addresses]
    return addresses


def write_descriptor(memory: Memory, addr: int, desc: Descriptor) -> None:
    memory.write(addr, desc.pack())


def _where(file: str | None, line: int) -> str:
    return f" at {file}:{line}" if file else ""


def attach_descriptor(acc: OpenACC, dev: Device, desc_addr: int, data_ptr: int, offset: int,
                      size: int, file: str | None = None, line: int = 0) -> None:
    """`_FortranAOpenACCAttachDescriptor`: OpenACC attach of a whole descriptor."""
    memory = dev.memory
    desc = read_descriptor(memory, desc_addr)
    if data_ptr != desc.base_addr:
        raise DescriptorMismatchError(desc_addr, data_ptr, desc.base_addr, _where(file, line))
    section = data_ptr + offset
    data = dev.table.contains(section, max(size, 1)) if data_ptr else None
    if data is None:  # a null base address (unallocated, disassociated) too: §2.7.2
        acc.skip(dev, desc_addr, "data not present")
        return
    dev_base = data.dev_addr(section) - offset
    entry = acc.pointer_entry(dev, desc_addr, desc.size)
    if entry is None:
        return
    host_content = memory.read(desc_addr, desc.size)
    old = entry.shadows.get(desc_addr)
    if old is not None and old.attach_count > 0 and old.host_content == host_content:
        acc.attach_location(dev, entry, desc_addr, host_content, old.dev_content, True)
        return
    dev_content = bytearray(host_content)
    dev_content[0:POINTER_SIZE] = dev_base.to_bytes(POINTER_SIZE, "little")
    aux = None
    if desc.extra & ADDENDUM_FLAG and desc.addendum:
        holder = memory.allocation_at(desc.addendum)
        aux_size = holder.end - desc.addendum if holder is not None else POINTER_SIZE
        dev_aux = acc.copyin(desc.addendum, aux_size, structured=False, device=dev.id)
        at = desc.addendum_offset
        dev_content[at:at + POINTER_SIZE] = dev_aux.to_bytes(POINTER_SIZE, "little")
        aux = (desc.addendum, aux_size)
    if old is not None:
        acc.release_aux(dev, old)
    shadow = acc.attach_location(dev, entry, desc_addr, host_content, bytes(dev_content), False)
    shadow.aux = aux


def detach_descriptor(acc: OpenACC, dev: Device, desc_addr: int, data_ptr: int,
                      finalize: bool, file: str | None = None, line: int = 0) -> None:
    """`_FortranAOpenACCDetachDescriptor`: detach (or immediate detach) of a descriptor,
    restoring the whole descriptor from the host at counter 0."""
    desc = read_descriptor(dev.memory, desc_addr)
    if data_ptr != desc.base_addr:
        raise DescriptorMismatchError(desc_addr, data_ptr, desc.base_addr, _where(file, line))
    acc.detach(desc_addr, finalize=finalize, size=desc.size, device=dev.id)


def data_bytes(desc: Descriptor) -> int:
    """The bytes from the first element a descriptor describes to the end of its
    last (0 when it has no element)."""
    span = desc.elem_len
    for _, extent, stride in desc.dims:
        if extent <= 0:
            return 0
        span += (extent - 1) * abs(stride)
    return span


def descriptor_entry_clauses(acc: OpenACC, memory: Memory, desc_addr: int,
                             action: DataAction | None, structured: bool, name: str | None,
                             device: int | None = None,
                             section: tuple[int, int] | None = None) -> list[EntryClause]:
    """The clauses flang's clause on the descriptor at `desc_addr` stands for
    (module doc): on the data, or on its `section` (byte offset from the base
    address, byte size) when the clause has bounds; the descriptor's comes last."""
    desc = read_descriptor(memory, desc_addr)
    offset, size = (0, data_bytes(desc)) if section is None else section

    def attach() -> None:
        attach_descriptor(acc, acc.device(device), desc_addr, desc.base_addr, offset, size)

    if action is None:  # `attach(d%p)`: the attachment alone
        return [EntryClause(desc_addr, 0, desc.size, None, structured, name, attach)]
    if action is DataAction.UPDATE_DEVICE:
        return [EntryClause(desc.base_addr, offset, size, action, structured, name)]
    if not desc.base_addr or not size:
        return [EntryClause(desc_addr, 0, desc.size, action, structured, name)]
    return [EntryClause(desc.base_addr, offset, size, action, structured, name),
            EntryClause(desc_addr, 0, desc.size, action, structured, name, attach)]


def descriptor_exit_clauses(acc: OpenACC, memory: Memory, desc_addr: int,
                            action: ExitAction | None, structured: bool, name: str | None,
                            device: int | None = None,
                            section: tuple[int, int] | None = None) -> list[ExitClause]:
    """The exit twin of `descriptor_entry_clauses`: detach, the data action on the
    data (or its `section`), the descriptor deleted. A descriptor whose data was
    deallocated since its entry is detached all the same (the detach action of
    OpenACC 3.3 §2.7.2 acts on the device pointer's attach counter: flang's
    `declare create` exit after DEALLOCATE), as the lowered recipes do."""
    desc = read_descriptor(memory, desc_addr)
    offset, size = (0, data_bytes(desc)) if section is None else section

    def detach() -> None:
        detach_descriptor(acc, acc.device(device), desc_addr, desc.base_addr, False)

    if action is None:  # `detach(d%p)`: the detachment alone
        return [ExitClause(desc_addr, 0, desc.size, None, structured, name, detach)]
    if action is ExitAction.UPDATE_SELF:
        return [ExitClause(desc.base_addr, offset, size, action, structured, name)]
    if not desc.base_addr or not size:  # deallocated since its entry: still detached
        return [ExitClause(desc_addr, 0, desc.size, ExitAction.DELETE, structured, name,
                           detach)]
    return [ExitClause(desc.base_addr, offset, size, action, structured, name),
            ExitClause(desc_addr, 0, desc.size, ExitAction.DELETE, structured, name, detach)]


def descriptor_value_entry_clauses(memory: Memory, box_addr: int, offset: int, size: int | None,
                                   action: DataAction | None, structured: bool,
                                   name: str | None) -> list[EntryClause]:
    """The clauses of flang's by-value form (module doc): the data's (`size` None:
    all the descriptor describes), then the descriptor's private copy unless the
    clause only moves data (`update`)."""
    desc = read_descriptor(memory, box_addr)
    data = EntryClause(desc.base_addr, offset, data_bytes(desc) if size is None else size,
                       action, structured, name)
    if action in (DataAction.UPDATE_DEVICE, None):
        return [data]
    return [data, EntryClause(box_addr, 0, desc.size, DataAction.FIRSTPRIVATE, structured, name)]


def descriptor_value_exit_clause(memory: Memory, box_addr: int, offset: int, size: int | None,
                                 action: ExitAction | None, structured: bool,
                                 name: str | None) -> ExitClause:
    """The exit twin of `descriptor_value_entry_clauses`: the data's action."""
    desc = read_descriptor(memory, box_addr)
    return ExitClause(desc.base_addr, offset, data_bytes(desc) if size is None else size,
                      action, structured, name)


def rebase_descriptor(memory: Memory, copy_addr: int, base_addr: int) -> None:
    """The descriptor copy at `copy_addr` describes the data at `base_addr`."""
    memory.write_uint(copy_addr, base_addr)
