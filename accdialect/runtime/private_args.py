"""The private copies of a kernel's arguments, as libomptarget 22 makes them
(omptarget.cpp, `PrivateArgumentManagerTy` and `processDataBefore`).

A PRIVATE entry of a target construct gets a device copy for the kernel, freed
after it. A first-private one (PRIVATE|TO, or PRIVATE|ATTACH: a pointer given
"corresponding-pointer-initialization") of at most `PACK_THRESHOLD` bytes, not
followed by a MEMBER_OF entry, is not copied on its own: all of them are packed
into one host buffer, in argument order, each after the padding its host
address's alignment asks for, and the buffer is copied to one device allocation
in one transfer, after every other argument is known. So a kernel with two small
lambdas captured by copy shows one `Copying data from host to device ... Size=5`
(a 4-byte and a 1-byte object), from a host buffer that is no program variable
(`copy.h2d hst=?` normalized). The others are allocated and copied at once.
"""

from dataclasses import dataclass

from .device import Device
from .regions import Allocation

PACK_THRESHOLD = 1024
"""`FirstPrivateArgSizeThreshold`: a larger first-private argument is copied alone."""
MAX_ALIGNMENT = 16
"""`MaxAlignment`: the most alignment a packed argument is given."""


def required_alignment(host_addr: int) -> int:
    """`getPartialStructRequiredAlignment`: the alignment of a host address (its
    lowest set bit), at most `MAX_ALIGNMENT`."""
    return min(MAX_ALIGNMENT, host_addr & -host_addr) if host_addr else MAX_ALIGNMENT


@dataclass
class _Packed:
    index: int
    offset: int
    host_begin: int
    size: int
    pointer_init: bytes | None
    alignment: int
    padding: int


class PrivateArguments:
    """The private copies of one kernel launch on `device`: `add` each PRIVATE
    argument in order, then `pack_and_transfer`; `allocations` are freed after
    the kernel."""

    def __init__(self, device: Device):
        self.device = device
        self.allocations: list[Allocation] = []
        self._packed: list[_Packed] = []
        self._packed_size = 0

    def add(self, index: int, host_begin: int, offset: int, size: int, *,
            first_private: bool, alone: bool, pointer_init: bytes | None = None
            ) -> int | None:
        """A private argument of `size` bytes at `host_begin` (kernel argument
        `index`, the device copy's address plus `offset`); `first_private`: it
        starts with the host's value, or with `pointer_init` (the initialised
        pointer of a PRIVATE|ATTACH entry); `alone`: the next entry is a member of
        it. The kernel argument, or None until `pack_and_transfer`."""
        if size > PACK_THRESHOLD or not first_private or alone:
            alloc = self.device.allocate(size)
            self.allocations.append(alloc)
            if pointer_init is not None:  # computed by the runtime: a staging buffer
                self.device.write_from_scratch(alloc.begin, pointer_init)
            elif first_private:
                self.device.submit(alloc.begin, host_begin, size)
            return alloc.begin + offset
        alignment, padding = MAX_ALIGNMENT, 0
        if self._packed:
            last = self._packed[-1]
            alignment = last.alignment
            if last.size % alignment:
                alignment = last.size % alignment
            needed = 1 << (required_alignment(host_begin).bit_length() - 1)
            if needed > alignment:
                padding, alignment = needed - alignment, needed
        self._packed.append(_Packed(index, offset, host_begin, size, pointer_init, alignment,
                                    padding))
        self._packed_size += padding + size
        return None

    def pack_and_transfer(self, kernel_args: list[int]) -> None:
        """One device block for the packed arguments, one copy of their buffer;
        each packed argument's kernel argument points into the block."""
        if not self._packed:
            return
        memory = self.device.memory
        buffer = bytearray()
        for arg in self._packed:
            content = arg.pointer_init or memory.read(arg.host_begin, arg.size)
            buffer += bytes(arg.padding) + content
        alloc = self.device.allocate(len(buffer))
        self.allocations.append(alloc)
        if len(buffer) <= self.device.scratch.size:
            self.device.write_from_scratch(alloc.begin, bytes(buffer))
        else:  # a host buffer of its own, as libomptarget's
            staging = memory.allocate(len(buffer), "runtime", name="firstprivate buffer")
            memory.write(staging.begin, bytes(buffer))
            self.device.submit(alloc.begin, staging.begin, len(buffer))
            memory.free(staging.begin, "runtime")
        at = alloc.begin
        for arg in self._packed:
            at += arg.padding
            kernel_args[arg.index] = at + arg.offset
            at += arg.size
