"""OpenACC data actions (OpenACC 3.3 §2.7.2) and runtime routines (§3.2) on the present
table shared with OpenMP (SEMANTICS §4).

The structured counter is the entry's hold count and the dynamic counter its dynamic
count, as upstream's translation to libomptarget does (structured clauses use
OMPX_HOLD), so the entry/exit actions are libomptarget's look-ups with the OpenACC
flags, and the trace reads like a real OpenACC-on-libomptarget run.

Attachment counters (§2.6.8) live on the shadow-pointer record of the pointer location
(`ShadowPointer.attach_count`) inside the entry that holds the pointer. Attach / detach /
immediate detach follow §2.7.2 (not GCC's libgomp, which errors on null pointers, absent
targets and a detach at 0, and never resets the counter to 1 on a new target).
"""

from ..abi.openacc import (
    ACC_ASYNC_DEFAULT,
    ACC_ASYNC_NOVAL,
    ACC_ASYNC_SYNC,
    data_action_map_type,
)
from .attachment_events import Attached, AttachSkipped, Detached
from .device import Device
from .device_selector import DeviceSelector
from .entry import MappingEntry, ShadowPointer
from .errors import MappingStateError, NoSuchDeviceError, RefCountUnderflowError
from .events import Copy
from .mapping import (
    associate,
    disassociate,
    get_target_pointer,
    get_tgt_ptr_begin,
    present_missing,
)
from .regions import ADDRESS_MASK, POINTER_SIZE


def _bytes(h: int, n: int) -> int:
    """OpenACC: a length of zero is treated as one for a non-null address."""
    return 1 if n == 0 and h else n


class OpenACC:
    """OpenACC data actions and API of one simulated run (`OffloadRuntime.acc`)."""

    def __init__(self, devices: DeviceSelector):
        self._devices = devices
        self.default_async = ACC_ASYNC_NOVAL
        """acc-default-async-var (§2.3): the queue of `async` without an argument. Its
        initial value is implementation-defined (§3.2.16); here `acc_async_noval`,
        a queue of its own."""

    def device(self, device: int | None = None) -> Device:
        """The device a data clause or routine acts on (None: the default device); its
        trace is the trace of a run of OpenACC code from now on (`Trace.openacc`). The
        queries, which act on nothing (`is_present`, `deviceptr`, `hostptr`: a lowering
        of OpenMP's `use_device_addr` calls `acc_deviceptr`), and the device-number
        routines take the device from `_selected`."""
        dev = self._selected(device)
        if dev.trace is not None:
            dev.trace.openacc = True
        return dev

    def _selected(self, device: int | None) -> Device:
        return self._devices.device(device)

    # ---- entry actions (§2.7.4-2.7.13) ---------------------------------------------------
    def present(self, h: int, n: int, *, structured: bool = True, name: str | None = None,
                device: int | None = None) -> int:
        """`present` clause: present increment, or a runtime error."""
        return self._enter(self.device(device), h, n, structured, name, to=False, present=True)

    def copyin(self, h: int, n: int, *, structured: bool = True, name: str | None = None,
               device: int | None = None) -> int:
        """`copy`/`copyin` entry: present increment, else create and copy in."""
        return self._enter(self.device(device), h, n, structured, name, to=True, present=False)

    def create(self, h: int, n: int, *, structured: bool = True, name: str | None = None,
               device: int | None = None) -> int:
        """`create`/`copyout` entry: present increment, else allocate (counter := 1)."""
        return self._enter(self.device(device), h, n, structured, name, to=False, present=False)

    def no_create(self, h: int, n: int, *, structured: bool = True,
                  device: int | None = None) -> int:
        """`no_create`: present increment if present (device address), else the host
        address is used on the device. Its exit is a `delete` only when it was present
        here (the caller remembers which)."""
        dev = self.device(device)
        n = _bytes(h, n)
        if h == 0 or dev.table.contains(h, n) is None:
            return h
        return self._enter(dev, h, n, structured, None, to=False, present=True)

    def _enter(self, dev: Device, h: int, n: int, structured: bool, name: str | None, *,
               to: bool, present: bool) -> int:
        if h == 0:
            return 0
        map_type = data_action_map_type(to=to, present=present, structured=structured)
        return get_target_pointer(dev, h, h, 0, _bytes(h, n), name, map_type, True,
                                  None).target_pointer

    # ---- exit actions --------------------------------------------------------------------
    def copyout(self, h: int, n: int, *, structured: bool = True, finalize: bool = False,
                device: int | None = None) -> None:
        """`copy`/`copyout` exit: present decrement (`finalize`: dynamic counter := 0);
        at zero, immediate detach of the pointers inside, copy out, delete."""
        self._exit(self.device(device), h, n, structured, finalize, copy_out=True)

    def delete(self, h: int, n: int, *, structured: bool = True, finalize: bool = False,
               device: int | None = None) -> None:
        """`copyin`/`create`/`present`/`delete` exit: present decrement; at zero,
        immediate detach of the pointers inside and delete."""
        self._exit(self.device(device), h, n, structured, finalize, copy_out=False)

    def _exit(self, dev: Device, h: int, n: int, structured: bool, finalize: bool, *,
              copy_out: bool) -> None:
        if h == 0:
            return
        n = _bytes(h, n)
        found = dev.table.contains(h, n)
        if found is None:
            return
        if structured and found.hold_ref == 0:
            raise RefCountUnderflowError(h, n)
        tpr = get_tgt_ptr_begin(dev, h, n, update_ref=True, hold=structured, must_contain=True,
                                force_delete=finalize and not structured)
        entry = tpr.entry
        assert entry is not None
        if not entry.released():
            return
        for shadow in entry.shadows_overlapping(entry.host_begin, entry.host_end):
            self.detach_location(dev, entry, shadow, immediate=True)
        if copy_out:
            dev.retrieve(h, tpr.target_pointer, n, entry)
        dev.remove_entry(entry, n)

    # ---- update directive / routines -----------------------------------------------------
    def update_device(self, h: int, n: int, *, if_present: bool = False,
                      device: int | None = None) -> None:
        """`update device` / `acc_update_device`: attached pointers stay attached."""
        self._update(h, n, if_present, device, to_device=True)

    def update_self(self, h: int, n: int, *, if_present: bool = False,
                    device: int | None = None) -> None:
        """`update self` / `acc_update_self`: host pointers keep their host value."""
        self._update(h, n, if_present, device, to_device=False)

    def _update(self, h: int, n: int, if_present: bool, device: int | None, *,
                to_device: bool) -> None:
        """The update of present data (§2.14.4); absent data is a runtime error, or
        nothing with `if_present` or a null address."""
        dev = self.device(device)
        n = _bytes(h, n)
        entry = dev.table.contains(h, n)
        if entry is None:
            if if_present or h == 0:
                return
            raise present_missing(dev, h, n, "acc_update_device" if to_device else "acc_update_self")
        if to_device:
            dev.submit_keeping_attachments(entry, entry.dev_addr(h), h, n)
        else:
            dev.retrieve(h, entry.dev_addr(h), n, entry)

    # ---- attachment (§2.6.8, §2.7.2) -----------------------------------------------------
    def attach(self, ptr_addr: int, *, pointee: int | None = None,
               device: int | None = None) -> None:
        """Attach action for the pointer stored at `ptr_addr` whose target is `pointee`
        (default: the pointer's value; a section `p[lo:n]` passes `&p[lo]`)."""
        dev = self.device(device)
        located = self.pointer_entry(dev, ptr_addr, POINTER_SIZE)
        if located is None:
            return
        value = dev.memory.read_uint(ptr_addr)
        target = value if pointee is None else pointee
        if value == 0:
            dev_value = 0
        else:
            t_entry = dev.table.containing(target)
            if t_entry is None:
                self.skip(dev, ptr_addr, "target not present")
                return
            dev_value = (t_entry.dev_addr(target) - (target - value)) & ADDRESS_MASK
        dev_bytes = dev_value.to_bytes(POINTER_SIZE, "little")
        dev_ptr = located.dev_addr(ptr_addr)
        shadow = located.shadows.get(ptr_addr)
        same = (shadow is not None and shadow.attach_count > 0
                and dev.memory.read(dev_ptr, POINTER_SIZE) == dev_bytes)
        self.attach_location(dev, located, ptr_addr, dev.memory.read(ptr_addr, POINTER_SIZE),
                              dev_bytes, same)

    def detach(self, ptr_addr: int, *, finalize: bool = False, size: int = POINTER_SIZE,
               device: int | None = None) -> None:
        """Detach action (`finalize`: immediate detach) of the pointer or descriptor of
        `size` bytes at `ptr_addr`: counter -= 1 (:= 0); at 0 the device copy gets the
        host's current value."""
        dev = self.device(device)
        entry = self.pointer_entry(dev, ptr_addr, size)
        if entry is None:
            return
        shadow = entry.shadows.get(ptr_addr)
        if shadow is None or shadow.attach_count == 0:
            self.skip(dev, ptr_addr, "attachment counter is 0")
            return
        self.detach_location(dev, entry, shadow, immediate=finalize)

    def pointer_entry(self, dev: Device, ptr_addr: int, size: int) -> MappingEntry | None:
        """The entry holding the pointer location, or None (no action) when the pointer is
        not present or in shared memory."""
        if dev.options.usm:
            self.skip(dev, ptr_addr, "pointer is in shared memory")
            return None
        entry = dev.table.contains(ptr_addr, size)
        if entry is None:
            self.skip(dev, ptr_addr, "pointer not present")
        return entry

    def skip(self, dev: Device, ptr_addr: int, reason: str) -> None:
        if dev.trace is not None:
            dev.trace.emit(AttachSkipped(dev.id, ptr_addr, reason))

    def attach_location(self, dev: Device, entry: MappingEntry, ptr_addr: int,
                         host_content: bytes, dev_content: bytes, same: bool) -> ShadowPointer:
        """Counter += 1 if `same` target, else write `dev_content` and counter := 1."""
        shadow = entry.shadows.get(ptr_addr)
        if same and shadow is not None:
            shadow.attach_count += 1
        else:
            shadow = ShadowPointer(ptr_addr, entry.dev_addr(ptr_addr), host_content, dev_content,
                                   attach_count=1)
            entry.record_shadow(shadow)
            dev.write_from_scratch(shadow.dev_addr, dev_content, entry)
        if dev.trace is not None:
            dev.trace.emit(Attached(dev.id, ptr_addr, shadow.dev_addr, shadow.size,
                                    int.from_bytes(shadow.dev_content[:POINTER_SIZE], "little"),
                                    shadow.attach_count, not same))
        return shadow

    def detach_location(self, dev: Device, entry: MappingEntry, shadow: ShadowPointer, *,
                         immediate: bool) -> None:
        if shadow.attach_count == 0:
            return
        shadow.attach_count = 0 if immediate else shadow.attach_count - 1
        if shadow.attach_count == 0:
            entry.drop_shadow(shadow)
            dev.write_from_scratch(shadow.dev_addr,
                                   dev.memory.read(shadow.host_addr, shadow.size), entry)
            self.release_aux(dev, shadow)
        if dev.trace is not None:
            dev.trace.emit(Detached(dev.id, shadow.host_addr, shadow.dev_addr, shadow.size,
                                    shadow.attach_count, immediate))

    def release_aux(self, dev: Device, shadow: ShadowPointer) -> None:
        """Drop the dynamic reference an attachment holds on auxiliary data (a Fortran
        descriptor's addendum target)."""
        if shadow.aux is not None:
            aux, shadow.aux = shadow.aux, None
            self.delete(aux[0], aux[1], structured=False, device=dev.id)

    # ---- the current device (§3.2.4-5, §2.14.1-3) ----------------------------------------
    def named_device(self, number: int, what: str) -> Device:
        """Device `number` of an OpenACC device number (`init`/`shutdown`'s
        `device_num`, `wait(devnum: ...)`); a negative number is the current device,
        one the run does not have is `NoSuchDeviceError` naming `what`."""
        if number >= len(self._devices):
            raise NoSuchDeviceError(what, number, len(self._devices))
        return self._selected(number if number >= 0 else None)

    def set_device_num(self, number: int, what: str) -> None:
        """`acc_set_device_num(number, type)` and `set device_num(number)`, which is
        the same (§2.14.3): acc-current-device-num-var, the device the following
        constructs and routines use (shared with OpenMP's default device). A
        negative number restores the default, device 0."""
        if number >= len(self._devices):
            raise NoSuchDeviceError(what, number, len(self._devices))
        self._devices.default = max(number, 0)

    def device_num(self) -> int:
        """`acc_get_device_num` (§3.2.5): acc-current-device-num-var."""
        return self._devices.default

    def num_devices(self) -> int:
        return len(self._devices)

    def set_default_async(self, queue: int) -> None:
        """`acc_set_default_async(q)` (§3.2.16) and `set default_async(q)` (§2.14.3):
        acc-default-async-var; `acc_async_default` restores its initial value."""
        self.default_async = ACC_ASYNC_NOVAL if queue == ACC_ASYNC_DEFAULT else queue

    def queue(self, async_arg: int) -> int | None:
        """The activity queue an async-argument names (§2.16.1): None for
        `acc_async_sync` (synchronous), acc-default-async-var's for `acc_async_noval`,
        else the argument itself."""
        if async_arg == ACC_ASYNC_SYNC:
            return None
        return self.default_async if async_arg == ACC_ASYNC_NOVAL else async_arg

    def memory_property(self, number: int, free: bool) -> int:
        """`acc_get_property` (§3.2.6) of device `number`: `acc_property_memory`, the
        bytes the device has (`--device-memory`), or `acc_property_free_memory`, those
        its live allocations leave."""
        dev = self.named_device(number, f"acc_get_property({number})")
        capacity = dev.memory.device_capacity
        return capacity - dev.memory.device_in_use[dev.id] if free else capacity

    # ---- queries, map_data ---------------------------------------------------------------
    def is_present(self, h: int, n: int, device: int | None = None) -> bool:
        """Is [h, h+n) in the present table?"""
        return h != 0 and self._selected(device).table.contains(h, _bytes(h, n)) is not None

    def deviceptr(self, h: int, device: int | None = None) -> int:
        entry = self._selected(device).table.containing(h) if h else None
        return 0 if entry is None else entry.dev_addr(h)

    def hostptr(self, d: int, device: int | None = None) -> int:
        dev = self._selected(device)
        alloc = dev.memory.allocation_at(d) if d else None
        if alloc is None or not alloc.live or alloc.mirror is None or alloc.region.device != dev.id:
            return 0
        h = alloc.mirror + (d - alloc.begin)
        return h if dev.table.containing(h) is not None else 0

    def map_data(self, h: int, d: int, n: int, device: int | None = None) -> None:
        dev = self.device(device)
        _, contained, before, after = dev.table.lookup(h, _bytes(h, n))
        if contained or before or after:
            raise MappingStateError("acc_map_data", h, "is already present")
        associate(dev, "acc_map_data", h, d, n)

    def unmap_data(self, h: int, device: int | None = None) -> None:
        disassociate(self.device(device), "acc_unmap_data", h)

    # ---- the OpenACC API (§3.2), dynamic counters ----------------------------------------
    def acc_copyin(self, h: int, n: int) -> int:
        return self.copyin(h, n, structured=False)

    def acc_create(self, h: int, n: int) -> int:
        return self.create(h, n, structured=False)

    def acc_copyout(self, h: int, n: int) -> None:
        self.copyout(h, n, structured=False)

    def acc_copyout_finalize(self, h: int, n: int) -> None:
        self.copyout(h, n, structured=False, finalize=True)

    def acc_delete(self, h: int, n: int) -> None:
        self.delete(h, n, structured=False)

    def acc_delete_finalize(self, h: int, n: int) -> None:
        self.delete(h, n, structured=False, finalize=True)

    def acc_update_device(self, h: int, n: int) -> None:
        self.update_device(h, n)

    def acc_update_self(self, h: int, n: int) -> None:
        self.update_self(h, n)

    def acc_attach(self, ptr_addr: int) -> None:
        self.attach(ptr_addr)

    def acc_detach(self, ptr_addr: int) -> None:
        self.detach(ptr_addr)

    def acc_detach_finalize(self, ptr_addr: int) -> None:
        self.detach(ptr_addr, finalize=True)

    def acc_is_present(self, h: int, n: int) -> int:
        """Present, or in shared memory (USM)."""
        return int(self.is_present(h, n) or (h != 0 and self.device().options.usm))

    def acc_deviceptr(self, h: int) -> int:
        """The device address; in shared memory (USM), unmapped data is its own."""
        return self.deviceptr(h) or (h if self.device().options.usm else 0)

    def acc_hostptr(self, d: int) -> int:
        return self.hostptr(d)

    def acc_map_data(self, h: int, d: int, n: int) -> None:
        self.map_data(h, d, n)

    def acc_unmap_data(self, h: int) -> None:
        self.unmap_data(h)

    # ---- device memory (§3.2.18-19, §3.2.31-35) -------------------------------------------
    def acc_malloc(self, n: int) -> int:
        return self.device().allocate(n).begin

    def acc_free(self, d: int) -> None:
        if d:
            dev = self.device()
            dev.memory.free(d, dev.region)

    def acc_memcpy_to_device(self, d: int, h: int, n: int) -> None:
        self.device().submit(d, h, n)

    def acc_memcpy_from_device(self, h: int, d: int, n: int) -> None:
        self.device().retrieve(h, d, n)

    def acc_memcpy_device(self, d: int, s: int, n: int) -> None:
        """A copy within the current device's memory."""
        self._device_copy(self.device(), d, self.device(), s, n)

    def acc_memcpy_d2d(self, h_dest: int, h_src: int, n: int, dest: int, src: int) -> None:
        """`acc_memcpy_d2d` (§3.2.35): from the copy of `h_src` on device `src` to the
        copy of `h_dest` on device `dest`; each must be present there."""
        what = f"acc_memcpy_d2d(..., {n}, {dest}, {src})"
        dest_dev, src_dev = self.named_device(dest, what), self.named_device(src, what)
        addresses = []
        for dev, h in ((dest_dev, h_dest), (src_dev, h_src)):
            entry = dev.table.contains(h, _bytes(h, n)) if h else None
            if entry is None:
                raise MappingStateError("acc_memcpy_d2d", h,
                                        f"({n} bytes) is not present on device {dev.id}")
            addresses.append(entry.dev_addr(h))
        self._device_copy(dest_dev, addresses[0], src_dev, addresses[1], n)

    @staticmethod
    def _device_copy(dest_dev: Device, d: int, src_dev: Device, s: int, n: int) -> None:
        if n:
            src_dev.memory.copy(d, s, n)
        if src_dev.trace is not None:
            src_dev.trace.emit(Copy(src_dev.id, "d2d", s, d, n, None))

