"""The OpenMP device memory routines (OpenMP 5.2 §18.8), as libomptarget implements them.

`omp_target_is_present` and `omp_get_mapped_ptr` look one byte up without touching the
counts (so they print libomptarget's `Mapping exists ... Size=1 ... (update suppressed)`
line); the initial device is `omp_get_num_devices()`. A device number that names no
device ends the program in every routine (`_device`), but for `omp_get_mapped_ptr` of a
number past the initial device (NULL) and `omp_target_is_accessible` of
`omp_initial_device` (the host), as native runs of each routine showed
(`test/conformance/omp-c/api_invalid_device.c`).
"""

from collections.abc import Callable

from ..rules.arithmetic import to_int32
from .device import Device
from .device_selector import DeviceSelector
from .errors import InvalidDeviceError, MappingStateError, OffloadError, OutOfDeviceMemoryError
from .events import Copy, ErrorReport, Fatal
from .mapping import associate, disassociate, get_tgt_ptr_begin
from .memory import Memory
from .trace import Trace

_INVALID_DEVICE = -2
"""`omp_invalid_device` (OpenMP 5.2 §18.7.8, LLVM 22's omp.h)."""

_INT_MAX = (1 << 31) - 1
OMP_INITIAL_DEVICE = -1
"""OpenMP 5.2's `omp_initial_device` (§18.7.7 omp.h: -1)."""


class OpenMPApi:
    """`omp_*` routines of one simulated run (`OffloadRuntime.omp`), over its devices
    and its host memory (the initial device's)."""

    def __init__(self, devices: DeviceSelector, memory: Memory, offload_disabled: bool = False):
        self._devices = devices
        self._memory = memory
        self.offload_disabled = offload_disabled
        """`OMP_TARGET_OFFLOAD=disabled` (`RuntimeOptions.offload_disabled`)."""
        self._uid_strings: dict[str, int] = {}

    def omp_get_default_device(self) -> int:
        return self._devices.default

    def omp_set_default_device(self, device: int) -> None:
        self._devices.default = device

    def omp_get_num_devices(self) -> int:
        return 0 if self.offload_disabled else len(self._devices)

    def omp_get_initial_device(self) -> int:
        return self.omp_get_num_devices()

    def on_host(self, device: int | None) -> bool:
        """Whether a construct on `device` (None: the default device) runs on the
        host: offload is disabled, or the device is the initial device (libomptarget
        22 `checkDevice`, which takes the default device's number first)."""
        return self.offload_disabled or self._devices.number(device) == len(self._devices)

    @property
    def _trace(self) -> Trace | None:
        """The run's trace (every device's), reached without selecting a device: the
        default one may name no device."""
        return self._devices.devices[0].trace if self._devices.devices else None

    def _is_host(self, device: int) -> bool:
        return device == self.omp_get_initial_device()

    def _device(self, device: int) -> Device:
        """libomptarget 22's `PM->getDevice(DeviceNum)` in a device memory routine: a
        number that names no device, a negative one too (only a construct's -1 means
        the default device), ends the program: `omptarget fatal error 7: "invalid
        value" device number '7' out of range, only 4 devices available`, SIGABRT
        (native runs of each routine)."""
        count = len(self._devices)
        if not 0 <= device < count:
            error = InvalidDeviceError(device, count)
            if self._trace is not None:
                self._trace.emit(Fatal(error.fatal_text, number=device))
            raise error
        return self._devices.device(device)

    def omp_target_is_present(self, ptr: int, device: int) -> int:
        if self._is_host(device):
            return 1
        dev = self._device(device)
        if not ptr:
            return 0
        tpr = get_tgt_ptr_begin(dev, ptr, 1, update_ref=False, hold=False, must_contain=False)
        return int(tpr.entry is not None)

    def omp_get_mapped_ptr(self, ptr: int, device: int) -> int:
        """The device address of `ptr`; NULL when it is not mapped, and for a device
        number past the initial device's (libomptarget checks it here, where the
        other routines end the program)."""
        if not ptr:
            return 0
        if self._is_host(device):
            return ptr
        if device > self.omp_get_initial_device():
            return 0
        tpr = get_tgt_ptr_begin(self._device(device), ptr, 1, update_ref=False, hold=False,
                                must_contain=False)
        return tpr.target_pointer if tpr.entry is not None else 0

    def omp_target_is_accessible(self, ptr: int, size: int, device: int) -> int:
        """Can code on `device` access [ptr, ptr+size)? (USM, accessible host memory, or
        the device's own memory.) The host (`omp_initial_device`, -1, too) can."""
        if self._is_host(device) or device == OMP_INITIAL_DEVICE:
            return 1
        dev = self._device(device)
        try:
            dev.check_access(ptr, max(size, 1), None, False)
        except OffloadError:
            return 0
        return 1

    def omp_target_alloc(self, size: int, device: int) -> int:
        if size <= 0:
            return 0
        if self._is_host(device):
            return self._memory.allocate(size).begin
        dev = self._device(device)
        try:
            return dev.allocate(size).begin
        except OutOfDeviceMemoryError:
            return 0

    def llvm_omp_target_alloc_device(self, size: int, device: int) -> int:
        """LLVM's `TARGET_ALLOC_DEVICE` allocation: `omp_target_alloc`'s."""
        return self.omp_target_alloc(size, device)

    def llvm_omp_target_lock_mem(self, ptr: int, size: int, device: int) -> int:
        """LLVM's `llvm_omp_target_lock_mem` (pins host memory for the device's
        transfers): the address the device sees it at, which on the host plugin is
        `ptr` itself (a native run: the result equals `ptr`); the device number is
        checked as in the other routines."""
        self._device(device)
        return ptr

    def llvm_omp_target_unlock_mem(self, ptr: int, device: int) -> None:
        """The end of `llvm_omp_target_lock_mem`'s pinning: nothing to undo here."""
        self._device(device)

    def llvm_omp_target_alloc_host(self, size: int, device: int) -> int:
        """LLVM's `TARGET_ALLOC_HOST` allocation (pinned host memory): host memory that
        code on the devices may access, not a mapping (`omp_target_is_present` 0, as
        natively); `omp_target_free` frees it."""
        if size <= 0:
            return 0
        alloc = self._memory.allocate(size, name="llvm_omp_target_alloc_host")
        alloc.host_accessible = True
        return alloc.begin

    def llvm_omp_target_alloc_shared(self, size: int, device: int) -> int:
        """LLVM's `TARGET_ALLOC_SHARED` (managed) allocation: one copy that the host and
        the devices access, here host memory the devices may access."""
        return self.llvm_omp_target_alloc_host(size, device)

    def llvm_omp_target_free_host(self, ptr: int, device: int) -> None:
        """LLVM's frees of its `TARGET_ALLOC_*` allocations: `omp_target_free`."""
        self.omp_target_free(ptr, device)

    def llvm_omp_target_free_shared(self, ptr: int, device: int) -> None:
        self.omp_target_free(ptr, device)

    def llvm_omp_target_free_device(self, ptr: int, device: int) -> None:
        self.omp_target_free(ptr, device)

    def _uid(self, device: int) -> str:
        """A device's unique identifier (OpenMP 6.0 §24.5): LLVM 22's host plugin names
        its devices `x86_64-N`, the initial device is `HOST` (checked natively); the
        simulated discrete devices are `accdialect-N`. A number that names no device
        ends the program as in the other routines (`_device`)."""
        if device == self.omp_get_initial_device():
            return "HOST"
        return f"x86_64-{device}" if self._device(device).options.host_plugin \
            else f"accdialect-{device}"

    def omp_get_uid_from_device(self, device: int) -> int:
        """The device's UID as a C string kept for the run."""
        uid = self._uid(to_int32(device))
        address = self._uid_strings.get(uid)
        if address is None:
            data = uid.encode() + b"\0"
            address = self._memory.allocate(len(data), "runtime", name=f"UID {uid}").begin
            self._memory.write(address, data)
            self._uid_strings[uid] = address
        return address

    def omp_get_device_from_uid(self, uid: int) -> int:
        """The device whose UID is the C string at `uid`; `omp_invalid_device` (-2)
        for any other string, or NULL."""
        if uid:
            text = self._memory.read_cstring(uid)
            for device in range(self.omp_get_num_devices() + 1):
                if self._uid(device) == text:
                    return device
        return _INVALID_DEVICE

    def omp_target_free(self, ptr: int, device: int) -> None:
        if not ptr:
            return
        dev = None if self._is_host(device) else self._device(device)
        alloc = self._memory.allocation_at(ptr)
        if dev is None or (alloc is not None and alloc.host_accessible):
            self._memory.free(ptr)
        else:
            self._memory.free(ptr, dev.region)

    def omp_target_memcpy(self, dst: int, src: int, length: int, dst_offset: int,
                          src_offset: int, dst_device: int, src_device: int) -> int:
        """Copy `length` bytes; 0 on success. A device number that names no device ends
        the program (`_device`)."""
        for device in (dst_device, src_device):
            if not self._is_host(device):
                self._device(device)
        if length == 0:
            return 0
        d, s = dst + dst_offset, src + src_offset
        host_src, host_dst = self._is_host(src_device), self._is_host(dst_device)
        if host_src and host_dst:
            self._memory.copy(d, s, length)
        elif host_src:
            self._devices.device(dst_device).submit(d, s, length)
        elif host_dst:
            self._devices.device(src_device).retrieve(d, s, length)
        else:
            self._device_to_device(d, s, length, dst_device, src_device)
        return 0

    def _device_to_device(self, dst: int, src: int, length: int, dst_device: int,
                          src_device: int) -> None:
        """libomptarget 22's copy between devices: one `dataExchange` where the plugin
        exchanges data; LLVM's host plugin does not (`isDataExchangable`), so the copy
        goes through a host buffer, a device-to-host then a host-to-device transfer
        (as the native recording of `test/conformance/omp-c/rect_edges.c` shows)."""
        src_dev, dst_dev = self._devices.device(src_device), self._devices.device(dst_device)
        if not src_dev.options.host_plugin:
            self._memory.copy(dst, src, length)
            if src_dev.trace is not None:
                src_dev.trace.emit(Copy(src_dev.id, "d2d", src, dst, length, None))
            return
        buffer = self._memory.allocate(length, name="omp_target_memcpy buffer").begin
        try:
            src_dev.retrieve(buffer, src, length)
            dst_dev.submit(dst, buffer, length)
        finally:
            self._memory.free(buffer)

    def omp_target_memcpy_rect(self, dst: int, src: int, element_size: int, num_dims: int,
                               volume: int, dst_offsets: int, src_offsets: int,
                               dst_dimensions: int, src_dimensions: int, dst_device: int,
                               src_device: int) -> int:
        """Copy a `num_dims`-dimensional sub-array (OpenMP 5.2 §18.8.6) as libomptarget 22
        does: NULL `dst` and `src` ask for the dimensions supported (INT_MAX); a NULL
        array, `element_size` or `num_dims` below 1 fail (-1) with libomptarget's report;
        otherwise one
        `omp_target_memcpy` per row of the last dimension, outer dimensions first
        (each row its own copy in the trace)."""
        if not dst and not src:
            return _INT_MAX
        arrays = (volume, dst_offsets, src_offsets, dst_dimensions, src_dimensions)
        if not dst or not src or element_size < 1 or num_dims < 1 or not all(arrays):
            return self._refused("Call to omp_target_memcpy_rect with invalid arguments")
        read = self._memory.read_uint
        vol, dst_off, src_off, dst_dims, src_dims = (
            [read(array + 8 * k) for k in range(num_dims)] for array in arrays)
        return self._memcpy_rect(dst, src, element_size, vol, dst_off, src_off, dst_dims,
                                 src_dims, dst_device, src_device)

    def _memcpy_rect(self, dst: int, src: int, element_size: int, vol: list[int],
                     dst_off: list[int], src_off: list[int], dst_dims: list[int],
                     src_dims: list[int], dst_device: int, src_device: int) -> int:
        """libomptarget's `targetMemcpyRectRecursive`."""
        if len(vol) == 1:
            return self.omp_target_memcpy(dst, src, element_size * vol[0],
                                          element_size * dst_off[0], element_size * src_off[0],
                                          dst_device, src_device)
        dst_slice, src_slice = element_size, element_size
        for d, s in zip(dst_dims[1:], src_dims[1:]):
            dst_slice, src_slice = dst_slice * d, src_slice * s
        for i in range(vol[0]):
            rc = self._memcpy_rect(dst + dst_slice * (dst_off[0] + i),
                                   src + src_slice * (src_off[0] + i), element_size, vol[1:],
                                   dst_off[1:], src_off[1:], dst_dims[1:], src_dims[1:],
                                   dst_device, src_device)
            if rc:
                return rc
        return 0

    def omp_target_memset(self, ptr: int, byte: int, size: int, device: int) -> int:
        """Fill `size` bytes at `ptr` with `byte` (OpenMP 6.0's `omp_target_memset`, as
        LLVM 22's `API.cpp` does it): nothing for a NULL `ptr` or a size of 0; on a
        device, a host buffer filled and copied with `omp_target_memcpy`
        (libomptarget's slow path: one host-to-device transfer in the trace).
        Returns `ptr`."""
        if not ptr or size == 0:
            return ptr
        if self._is_host(device):
            self._memory.write(ptr, bytes([byte & 0xFF]) * size)
            return ptr
        self._device(device)
        initial = self.omp_get_initial_device()
        shadow = self.omp_target_alloc(size, initial)
        if shadow:
            self._memory.write(shadow, bytes([byte & 0xFF]) * size)
            self.omp_target_memcpy(ptr, shadow, size, 0, 0, device, initial)
            self.omp_target_free(shadow, initial)
        return ptr

    # The `_async` forms: libomptarget 22 runs the blocking routine in a task with the
    # given dependences (`libomp_helper_task_creation`); tasks run when they are
    # created here (`interpreter/kmpc.py`), so the routine runs now. The result is the
    # task creation's (0), not the copy's.

    def omp_target_memset_async(self, ptr: int, byte: int, size: int, device: int,
                                _depobj_count: int, _depobj_list: int) -> int:
        return self.omp_target_memset(ptr, byte, size, device)

    def omp_target_memcpy_async(self, dst: int, src: int, length: int, dst_offset: int,
                                src_offset: int, dst_device: int, src_device: int,
                                _depobj_count: int, _depobj_list: int) -> int:
        """-1 for a NULL `dst` or `src`, else 0 once the copy ran."""
        if not dst or not src:
            return -1
        self.omp_target_memcpy(dst, src, length, dst_offset, src_offset, dst_device,
                               src_device)
        return 0

    def omp_target_memcpy_rect_async(self, dst: int, src: int, element_size: int,
                                     num_dims: int, volume: int, dst_offsets: int,
                                     src_offsets: int, dst_dimensions: int,
                                     src_dimensions: int, dst_device: int, src_device: int,
                                     _depobj_count: int, _depobj_list: int) -> int:
        """INT_MAX for NULL `dst` and `src`, -1 for one of them, else 0 once the
        copy ran (its arguments checked as `omp_target_memcpy_rect` checks them)."""
        if not dst and not src:
            return _INT_MAX
        if not dst or not src:
            return -1
        self.omp_target_memcpy_rect(dst, src, element_size, num_dims, volume, dst_offsets,
                                    src_offsets, dst_dimensions, src_dimensions, dst_device,
                                    src_device)
        return 0

    def omp_target_associate_ptr(self, host_ptr: int, device_ptr: int, size: int,
                                 device_offset: int, device: int) -> int:
        """libomptarget 22's `omp_target_associate_ptr`: its argument checks, then
        `associatePtr` (`mapping.associate`); OFFLOAD_FAIL (-1) with its report."""
        if not host_ptr or not device_ptr or size <= 0:
            return self._refused("Call to omp_target_associate_ptr with invalid arguments")
        if self._is_host(device):
            return self._refused("omp_target_associate_ptr: no association possible on "
                                 "the host")
        dev = self._device(device)
        return _checked(dev, lambda: associate(dev, "omp_target_associate_ptr", host_ptr,
                                               device_ptr + device_offset, size))

    def omp_target_disassociate_ptr(self, host_ptr: int, device: int) -> int:
        """libomptarget 22's `omp_target_disassociate_ptr`: its argument checks, then
        `disassociatePtr` (`mapping.disassociate`); OFFLOAD_FAIL (-1) with its report."""
        if not host_ptr:
            return self._refused("Call to omp_target_disassociate_ptr with invalid host_ptr")
        if self._is_host(device):
            return self._refused("omp_target_disassociate_ptr: no association possible on "
                                 "the host")
        dev = self._device(device)
        return _checked(dev, lambda: disassociate(dev, "omp_target_disassociate_ptr",
                                                  host_ptr))

    def _refused(self, report: str) -> int:
        """A call libomptarget refuses before it looks at a device: its report, -1."""
        if self._trace is not None:
            self._trace.emit(ErrorReport(report))
        return OFFLOAD_FAIL


OFFLOAD_FAIL = -1
"""What libomptarget's routines return on failure (`~0`, omptarget.h)."""


def _checked(dev: Device, action: Callable[[], None]) -> int:
    """Run `action`; a refused (dis)association returns OFFLOAD_FAIL, reported in
    libomptarget's words."""
    try:
        action()
    except MappingStateError as err:
        if dev.trace is not None:
            dev.trace.emit(ErrorReport(err.report or str(err)))
        return OFFLOAD_FAIL
    return 0
