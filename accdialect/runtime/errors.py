"""The errors the simulated device reports (SEMANTICS §6).

Every error is an `OffloadError` whose `str()` is one stable line, so a tool prints it
as it is and exits with `exit_status` (134, like the SIGABRT of libomptarget's fatal
errors, for failures of a construct; 1 otherwise). Addresses are printed as
libomptarget prints them: `0x` and 16 hex digits.
"""


def hex_addr(addr: int) -> str:
    """An address as libomptarget's DPxMOD prints it."""
    return f"0x{addr:016x}"


class OffloadError(Exception):
    """Base class of every error of the simulated runtime."""

    exit_status = 1
    variable: str | None = None
    """The program's name of the data concerned (a map entry's or data clause's name),
    when known: the located error line of a tool names it."""
    op: object | None = None
    """Where in the program the error happened, when a caller knows it (the
    interpreter sets the operation it was running; the runtime never reads it)."""


class ConstructFailure(OffloadError):
    """The failure of a construct: libomptarget's `handleTargetOutcome` ends with
    `FATAL_MESSAGE`, which aborts (SIGABRT: exit status 134)."""

    exit_status = 134


class NotPresentError(ConstructFailure):
    """Data required to be present is not (OpenMP `present`, OpenACC `present`/update)."""

    def __init__(self, host_addr: int, size: int, required_by: str):
        self.host_addr, self.size, self.required_by = host_addr, size, required_by
        super().__init__(
            f"device mapping required by {required_by} does not exist for host address "
            f"{hex_addr(host_addr)} ({size} bytes)"
        )


class PartialOverlapError(ConstructFailure):
    """An explicit map partially overlaps an existing entry (SEMANTICS §2)."""

    def __init__(self, host_addr: int, size: int, entry_begin: int, entry_size: int):
        self.host_addr, self.size = host_addr, size
        self.entry_begin, self.entry_size = entry_begin, entry_size
        super().__init__(
            f"explicit extension not allowed: host address specified is {hex_addr(host_addr)} "
            f"({size} bytes), but device allocation maps to host at {hex_addr(entry_begin)} "
            f"({entry_size} bytes)"
        )


class OutOfDeviceMemoryError(ConstructFailure):
    """A device allocation does not fit in the device's memory. Sizes are C `size_t`s
    (libomptarget's `allocData` hands the plugin `padding + size`): a negative section
    size is a request of almost 2^64 bytes, which no device satisfies. `detail` says
    why, when the memory in use does not (a request larger than the device's address
    range)."""

    def __init__(self, device: int, size: int, in_use: int, capacity: int,
                 detail: str | None = None):
        self.device, self.size = device, size
        super().__init__(
            f"out of device memory: device {device} cannot allocate {size} bytes "
            f"({detail or f'{in_use} of {capacity} bytes in use'})"
        )


class NegativeMapperSectionError(ConstructFailure):
    """A list item with a user-defined mapper whose section size computes negative.
    libomptarget 22 hands the size to the mapper function as it is, and clang's mapper
    function divides it unsigned (`udiv exact`) into an element count near 2^64 / the
    element size, then walks that many elements pushing components: natively a hang or
    a crash. The simulated runtime stops before the mapper runs, on either side of
    `lower-omp-to-runtime` (the interpreter's `omp.declare_mapper` and the mapper
    function the lowering emits are called from the same place)."""

    def __init__(self, size: int):
        self.size = size
        super().__init__(
            f"a section of negative size ({size} bytes) given to a user-defined mapper: "
            f"its mapper function would walk about 2^64 bytes of elements"
        )


class InconsistentRequiresError(ConstructFailure):
    """A `#pragma omp requires` clause that one registered image has and another has
    not (libomptarget 22 `PluginManager::addRequirements`: `omptarget fatal error 2`,
    SIGABRT)."""

    def __init__(self, clause: str):
        self.clause = clause
        super().__init__(f"'#pragma omp requires {clause}' not used consistently!")


class InvalidDeviceError(ConstructFailure):
    """A device number that names no device: libomptarget's `getDevice` error, which
    its callers end the program with (`FATAL_MESSAGE`, SIGABRT: status 134)."""

    def __init__(self, device: int, num_devices: int):
        self.device = device
        super().__init__(
            f"device number '{device}' out of range, only {num_devices} devices available"
        )

    @property
    def fatal_text(self) -> str:
        """The text of libomptarget 22's `omptarget fatal error <device>:` line for it
        (the `llvm::Error`'s category, `"invalid value"`, first)."""
        return f'"invalid value" {self}'


class NoSuchDeviceError(OffloadError):
    """An OpenACC device number that names no device of the run, given to
    `acc_set_device_num`, the `set`/`init`/`shutdown` directives' `device_num` or a
    `wait(devnum: ...)`: implementation-defined (OpenACC 3.3 §3.2.4: "if dev_num is
    greater than or equal to acc_get_num_devices, the behavior is
    implementation-defined"); the simulated runtime stops the program, status 1.
    `what` is the routine or clause (`acc_set_device_num(1)`)."""

    def __init__(self, what: str, device: int, num_devices: int):
        self.device, self.num_devices = device, num_devices
        super().__init__(f"{what}: there is no device {device} (the run simulates "
                         f"{num_devices} device{'s' if num_devices > 1 else ''})")


class OutOfHostMemoryError(OffloadError):
    """A host allocation does not fit in its part of the simulated address space (the
    heap, the globals, the runtime's staging buffers): `malloc` returns NULL for it, a
    global that does not fit cannot be loaded."""

    def __init__(self, region: str, size: int, detail: str):
        self.region, self.size = region, size
        super().__init__(
            f"out of host memory: the {region} region cannot hold {size} more bytes ({detail})"
        )


class StackOverflowError(OffloadError):
    """The host stack is exhausted: an `alloca` that does not fit in the stack, or more
    nested calls than the interpreter allows (a real program dies of SIGSEGV). The
    interpreter names the function (`function`) where it happened."""

    def __init__(self, detail: str, function: str | None = None):
        self.detail, self.function = detail, function
        super().__init__(detail)

    def __str__(self) -> str:
        where = f" in '@{self.function}'" if self.function else ""
        return f"stack overflow{where}: {self.detail}"


class DeviceFaultError(ConstructFailure):
    """Code running on a device touched memory it cannot reach (SEMANTICS §1). The
    message is the access and why it faulted (`args[0]`, which a caller may prefix),
    then what went wrong in the program's terms when the interpreter could say
    (`explanation`), else the nearest mapping."""

    def __init__(self, device: int, addr: int, size: int, reason: str, where: str | None,
                 nearest: str | None):
        self.device, self.addr, self.size = device, addr, size
        self.reason, self.where, self.nearest = reason, where, nearest
        self.explanation: str | None = None
        at = f" at {where}" if where else ""
        super().__init__(
            f"device fault: device {device} accessed {size} bytes at {hex_addr(addr)}{at}: "
            f"{reason}"
        )

    def __str__(self) -> str:
        tail = (f"; {self.explanation}" if self.explanation
                else f"; nearest mapping: {self.nearest}" if self.nearest else "")
        return f"{self.args[0]}{tail}"


class OutOfBoundsError(OffloadError):
    """A host access outside every live allocation, or across the end of one."""

    def __init__(self, addr: int, size: int, detail: str):
        self.addr, self.size = addr, size
        super().__init__(f"out-of-bounds access of {size} bytes at {hex_addr(addr)}: {detail}")


class UseAfterFreeError(OffloadError):
    """An access to an allocation that was freed."""

    def __init__(self, addr: int, size: int, detail: str):
        self.addr, self.size = addr, size
        super().__init__(f"use after free: {size} bytes at {hex_addr(addr)} in {detail}")


class DoubleFreeError(OffloadError):
    """A second free of the same allocation."""

    def __init__(self, addr: int, detail: str):
        self.addr = addr
        super().__init__(f"double free of {hex_addr(addr)} ({detail})")


class InvalidFreeError(OffloadError):
    """A free of an address that is not the start of an allocation of that kind."""

    def __init__(self, addr: int, detail: str):
        self.addr = addr
        super().__init__(f"invalid free of {hex_addr(addr)}: {detail}")


class DescriptorMismatchError(OffloadError):
    """`_FortranAOpenACCAttachDescriptor`'s data_ptr is not the descriptor's base_addr."""

    def __init__(self, descriptor: int, data_ptr: int, base_addr: int, where: str):
        self.descriptor, self.data_ptr, self.base_addr = descriptor, data_ptr, base_addr
        super().__init__(
            f"descriptor mismatch{where}: data_ptr {hex_addr(data_ptr)} is not the base_addr "
            f"{hex_addr(base_addr)} of the descriptor at {hex_addr(descriptor)}"
        )


class RefCountUnderflowError(OffloadError):
    """A structured reference count decremented below zero (a region exit without entry)."""

    def __init__(self, host_addr: int, size: int):
        self.host_addr, self.size = host_addr, size
        super().__init__(
            f"structured reference count underflow: exit of a structured data region for "
            f"host address {hex_addr(host_addr)} ({size} bytes) without a matching entry"
        )


class UnsupportedError(OffloadError):
    """What the simulated runtime does not model (user-defined mapper functions passed
    to the C entry points): the program cannot run here."""


class MappingStateError(OffloadError):
    """A runtime routine called on data in the wrong mapping state (associate, map_data...).
    `report`: libomptarget 22's own sentence for it (its `REPORT`, printed after
    `omptarget error: ` by the OpenMP routines), where libomptarget has one."""

    def __init__(self, routine: str, host_addr: int, detail: str, report: str | None = None):
        self.routine, self.host_addr, self.report = routine, host_addr, report
        super().__init__(f"{routine}: host address {hex_addr(host_addr)} {detail}")
