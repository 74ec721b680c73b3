"""The routines of the project's Fortran `openacc` module (accdialect/fortran/openacc.f90,
OpenACC 3.3 §3.2) on the simulated device. flang 22 ships no OpenACC runtime, so what
each routine does is modelled here, from the specification, on the runtime's OpenACC
data environment (`runtime.acc_mapping.OpenACC`).

- The data routines (§3.2.20-25, 3.2.30) come in two forms: `__accdialect_acc_NAME_desc(
  descriptor)` acts on all the bytes the descriptor describes, `__accdialect_acc_NAME_len(
  address, len)` on `len` bytes. `acc_pcopyin`, `acc_present_or_copyin`, `acc_pcreate`
  and `acc_present_or_create` are `acc_copyin` and `acc_create`.
- Queues (§3.2.9-16): constructs and routines run synchronously, so every queue is
  complete and `acc_async_test` is true; what the program would leave unfinished is
  the checks' business: an `_async` routine runs as work of its queue (`Deferred`),
  `acc_wait*` tell them what the host, or another queue, waited for.
- Devices (§3.2.1-8, 3.2.17): the device types `acc_device_default`,
  `acc_device_not_host` and Appendix A.1's vendor types (`acc_device_nvidia`,
  `acc_device_radeon`) all stand for the simulated discrete-memory device, as the
  `device_type` clause's `nvidia` and `radeon` do; `acc_device_host` is the host, one
  device, always ready; `acc_device_none` has no device. `acc_get_device_type` says
  `acc_device_not_host`. Setting the host as the current device type would run the
  constructs in the host's memory, which acc-run does not simulate: a located error.
- `acc_attach`/`acc_detach` (§3.2.29) receive the descriptor of the POINTER or
  ALLOCATABLE itself (`__accdialect_acc_attach_SUFFIX(descriptor address)`, the
  `_async` and `_finalize` ones alike): the attach or detach action of that descriptor
  (`runtime.fortran_descriptor`, seed 001).
"""

from collections.abc import Callable
from typing import Any

from accdialect import __version__
from accdialect.hostlib.libc import CLibrary
from accdialect.interpreter.data_layout import signed
from accdialect.interpreter.errors import ProgramError
from accdialect.runtime import Memory
from accdialect.runtime.deferred import Deferred
from accdialect.runtime.fortran_descriptor import (
    attach_descriptor,
    data_bytes,
    detach_descriptor,
    read_descriptor,
)

ACC_DEVICE_NONE = 0
ACC_DEVICE_DEFAULT = 1
ACC_DEVICE_HOST = 2
ACC_DEVICE_NOT_HOST = 3
ACC_DEVICE_NVIDIA = 4
ACC_DEVICE_RADEON = 5
"""The `acc_device_kind` values of the `openacc` module (implementation-defined,
§3.2)."""
SIMULATED_DEVICE_TYPES = {ACC_DEVICE_DEFAULT, ACC_DEVICE_NOT_HOST, ACC_DEVICE_NVIDIA,
                          ACC_DEVICE_RADEON}
"""The device types the simulated device stands for."""
ACC_PROPERTY_MEMORY = 1
ACC_PROPERTY_FREE_MEMORY = 2
ACC_PROPERTY_SHARED_MEMORY_SUPPORT = 3
ACC_PROPERTY_NAME = 0x10000
ACC_PROPERTY_VENDOR = 0x10001
ACC_PROPERTY_DRIVER = 0x10002
"""The `acc_device_property_kind` values of the `openacc` module (§3.2.6)."""
PROPERTY_STRINGS = {ACC_PROPERTY_NAME: "accdialect simulated device",
                    ACC_PROPERTY_VENDOR: "accdialect",
                    ACC_PROPERTY_DRIVER: f"acc-run {__version__}"}
DATA_ROUTINES = ("copyin", "create", "copyout", "copyout_finalize", "delete",
                 "delete_finalize", "update_device", "update_self")
"""The data routines with an `_async` form (§3.2.20-25)."""
ALIASES = {"pcopyin": "copyin", "present_or_copyin": "copyin", "pcreate": "create",
           "present_or_create": "create"}
ATTACH_SUFFIXES = tuple(f"{t}{attr}" for t in ("i1", "i2", "i4", "i8", "r4", "r8", "c4", "c8",
                                               "l1", "l4") for attr in "pa")
"""The specifics of the `openacc` module's `acc_attach`/`acc_detach` generics: type
and kind, then `p` (POINTER) or `a` (ALLOCATABLE), as ATTACH_SPECIFICS writes them."""
_INT = signed(32)
"""A Fortran default integer argument, which arrives as its 32-bit pattern."""


class OpenACCModule:
    """The `openacc` module's routines for one interpreted program."""

    def __init__(self, libc: CLibrary):
        self.libc = libc
        self.runtime = libc.interpreter.runtime
        self.acc = self.runtime.acc

    def _host(self) -> Memory:
        return self.runtime.memory

    def _data(self, desc_addr: int) -> tuple[int, int]:
        """The base address and byte size of the data the descriptor describes."""
        desc = read_descriptor(self._host(), desc_addr)
        return desc.base_addr, data_bytes(desc)

    def routines(self) -> dict[str, Callable[..., Any]]:
        """The entry points of accdialect/fortran/openacc.f90, by their binding labels."""
        acc = self.acc
        table: dict[str, Callable[..., Any]] = {}
        for name in (*DATA_ROUTINES, "is_present"):
            routine = getattr(acc, f"acc_{name}")
            table[f"__accdialect_acc_{name}_desc"] = \
                lambda desc, routine=routine: routine(*self._data(desc))
            table[f"__accdialect_acc_{name}_len"] = \
                lambda addr, length, routine=routine: routine(addr, _INT(length))
        for name in DATA_ROUTINES:
            routine, label = getattr(acc, f"acc_{name}"), f"acc_{name}_async"
            table[f"__accdialect_{label}_desc"] = \
                lambda desc, queue, routine=routine, label=label: self.on_queue(
                    label, queue, lambda: routine(*self._data(desc)))
            table[f"__accdialect_{label}_len"] = \
                lambda addr, length, queue, routine=routine, label=label: self.on_queue(
                    label, queue, lambda: routine(addr, _INT(length)))
        for alias, name in ALIASES.items():
            for form in ("desc", "len"):
                table[f"__accdialect_acc_{alias}_{form}"] = table[f"__accdialect_acc_{name}_{form}"]
        table.update(self._device_routines())
        table.update(self._queue_routines())
        table.update(self._memory_routines())
        for suffix in ATTACH_SUFFIXES:
            for routine, finalize in (("detach", False), ("detach_finalize", True)):
                table[f"__accdialect_acc_{routine}_{suffix}"] = \
                    lambda desc, finalize=finalize: self.detach(desc, finalize)
                table[f"__accdialect_acc_{routine}_async_{suffix}"] = \
                    lambda desc, queue, finalize=finalize, routine=routine: self.on_queue(
                        f"acc_{routine}_async", queue, lambda: self.detach(desc, finalize))
            table[f"__accdialect_acc_attach_{suffix}"] = self.attach
            table[f"__accdialect_acc_attach_async_{suffix}"] = \
                lambda desc, queue: self.on_queue("acc_attach_async", queue,
                                                  lambda: self.attach(desc))
        return table

    # ---- devices (§3.2.1-8, 3.2.17) ------------------------------------------------------
    def _device_routines(self) -> dict[str, Callable[..., Any]]:
        acc = self.acc
        return {
            "__accdialect_acc_get_num_devices": self.num_devices,
            "__accdialect_acc_set_device_type": self.set_device_type,
            "__accdialect_acc_get_device_type": lambda: ACC_DEVICE_NOT_HOST,
            "__accdialect_acc_set_device_num": self.set_device_num,
            "__accdialect_acc_get_device_num": lambda device_type: (
                0 if _INT(device_type) == ACC_DEVICE_HOST else acc.device_num()),
            "__accdialect_acc_get_property": self.property,
            "__accdialect_acc_get_property_string": self.property_string,
            "__accdialect_acc_init": lambda device_type: self.init(None, device_type),
            "__accdialect_acc_init_device": lambda number, device_type: self.init(
                _INT(number), device_type),
            "__accdialect_acc_shutdown": lambda device_type: self.shutdown(None, device_type),
            "__accdialect_acc_shutdown_device": lambda number, device_type: self.shutdown(
                _INT(number), device_type),
            "__accdialect_acc_on_device": self.on_device,
        }

    def num_devices(self, device_type: int) -> int:
        """`acc_get_num_devices` (§3.2.1)."""
        device_type = _INT(device_type)
        if device_type == ACC_DEVICE_HOST:
            return 1
        return self.acc.num_devices() if device_type in SIMULATED_DEVICE_TYPES else 0

    def _simulated(self, device_type: int) -> bool:
        """Whether `device_type` names the simulated device (False: the host, or a type
        without devices)."""
        return _INT(device_type) in SIMULATED_DEVICE_TYPES

    def set_device_type(self, device_type: int) -> None:
        """`acc_set_device_type` (§3.2.2): the simulated device's types leave it the
        current device; the host would run the constructs in its own memory."""
        if _INT(device_type) == ACC_DEVICE_HOST:
            raise ProgramError("acc_set_device_type(acc_device_host): acc-run simulates a "
                               "discrete-memory device, not the host")

    def set_device_num(self, number: int, device_type: int) -> None:
        """`acc_set_device_num` (§3.2.4): the device the following constructs and
        routines use (acc-current-device-num-var, which acc-run shares with OpenMP's
        default device); a negative number restores the default, device 0. The host
        device type has one device, nothing to set."""
        if _INT(device_type) == ACC_DEVICE_HOST:
            return
        number = _INT(number)
        self.acc.set_device_num(number, f"acc_set_device_num({number})")

    def init(self, number: int | None, device_type: int) -> None:
        """`acc_init(type)`, `acc_init_device(n, type)` (§3.2.7): the simulated device
        (every one without a number) is made ready, its image loaded as its first use
        would load it; the host is always ready."""
        if not self._simulated(device_type):
            return
        numbers = range(self.acc.num_devices()) if number is None else [number]
        for n in numbers:
            self.acc.named_device(n, f"acc_init_device({n})").ensure_loaded()

    def shutdown(self, number: int | None, device_type: int) -> None:
        """`acc_shutdown(type)`, `acc_shutdown_device(n, type)` (§3.2.8): the device
        must exist; what the program may observe afterwards is not specified, and the
        simulated device keeps its data."""
        if number is not None and self._simulated(device_type):
            self.acc.named_device(number, f"acc_shutdown_device({number})")

    def on_device(self, device_type: int) -> int:
        """`acc_on_device` (§3.2.17): in a compute construct on the simulated device,
        true for its types; elsewhere (the host) true for `acc_device_host`."""
        on_device = self.libc.interpreter.on_device
        device_type = _INT(device_type)
        if device_type == ACC_DEVICE_HOST:
            return int(not on_device)
        return int(on_device and device_type in SIMULATED_DEVICE_TYPES)

    def property(self, number: int, device_type: int, prop: int) -> int:
        """`acc_get_property` (§3.2.6): the device's memory, its free memory, whether
        it shares the host's memory (`--usm`); 0 for a string property."""
        if not self._simulated(device_type):
            return 0
        number, prop = _INT(number), _INT(prop)
        if prop in (ACC_PROPERTY_MEMORY, ACC_PROPERTY_FREE_MEMORY):
            return self.acc.memory_property(number, prop == ACC_PROPERTY_FREE_MEMORY)
        if prop == ACC_PROPERTY_SHARED_MEMORY_SUPPORT:
            return int(self.runtime.options.usm)
        return 0

    def property_string(self, number: int, device_type: int, prop: int, desc: int) -> None:
        """`acc_get_property_string` (§3.2.6) into the CHARACTER the descriptor at
        `desc` describes: the device's name, vendor or driver, blank-padded or cut to
        fit; blank for a numeric property."""
        text = ""
        if self._simulated(device_type):
            self.acc.named_device(_INT(number), f"acc_get_property_string({_INT(number)})")
            text = PROPERTY_STRINGS.get(_INT(prop), "")
        string = read_descriptor(self._host(), desc)
        self._host().write(string.base_addr, text.encode()[:string.elem_len].ljust(string.elem_len))

    # ---- queues (§3.2.9-16) --------------------------------------------------------------
    def _queue_routines(self) -> dict[str, Callable[..., Any]]:
        acc = self.acc
        return {
            "__accdialect_acc_async_test": lambda queue: self.wait({queue}) or 1,
            "__accdialect_acc_async_test_device": lambda queue, number: self.wait(
                {queue}, number=number) or 1,
            "__accdialect_acc_async_test_all": lambda: self.wait(None) or 1,
            "__accdialect_acc_async_test_all_device": lambda number: self.wait(
                None, number=number) or 1,
            "__accdialect_acc_wait": lambda queue: self.wait({queue}),
            "__accdialect_acc_async_wait": lambda queue: self.wait({queue}),
            "__accdialect_acc_wait_device": lambda queue, number: self.wait(
                {queue}, number=number),
            "__accdialect_acc_wait_async": lambda queue, onto: self.wait({queue}, onto),
            "__accdialect_acc_wait_device_async": lambda queue, onto, number: self.wait(
                {queue}, onto, number),
            "__accdialect_acc_wait_all": lambda: self.wait(None),
            "__accdialect_acc_async_wait_all": lambda: self.wait(None),
            "__accdialect_acc_wait_all_device": lambda number: self.wait(None, number=number),
            "__accdialect_acc_wait_all_async": lambda onto: self.wait(None, onto),
            "__accdialect_acc_wait_all_device_async": lambda onto, number: self.wait(
                None, onto, number),
            "__accdialect_acc_get_default_async": lambda: acc.default_async,
            "__accdialect_acc_set_default_async": lambda queue: acc.set_default_async(
                _INT(queue)),
        }

    def _queue(self, queue: int) -> int | None:
        """The queue an `async_arg` names (`OpenACC.queue`); None: synchronous."""
        return self.acc.queue(_INT(queue))

    def wait(self, queues: set[int] | None, onto: int | None = None,
             number: int | None = None) -> None:
        """`acc_wait(q)`, `acc_wait_all` (§3.2.11, 3.2.13), and `acc_async_test`,
        `acc_async_test_all` (§3.2.9-10), which answer that every queue is complete:
        the host has waited for the queues (every queue for None), for the checks; the
        `_async` forms (§3.2.12, 3.2.14) make queue `onto` wait for them instead; the
        `_device` forms name a device the run must have."""
        if number is not None:
            self.acc.named_device(_INT(number), f"acc_wait_device(..., {_INT(number)})")
        checks = self.runtime.memory.checks
        if checks is None:
            return
        waited = None if queues is None else {
            q for q in (self._queue(queue) for queue in queues) if q is not None}
        checks.deferred.wait(waited, None if onto is None else self._queue(onto))

    def on_queue(self, what: str, queue: int, action: Callable[[], Any]) -> Any:
        """An `_async` routine: `action` done now, as the work of its queue for the
        checks (`acc_async_sync`: synchronous)."""
        checks = self.runtime.memory.checks
        chosen = self._queue(queue)
        if checks is None or chosen is None:
            return action()
        checks.deferred.begin(Deferred(f"{what}({chosen})", self.runtime.site(), True,
                                       queue=chosen))
        try:
            return action()
        finally:
            checks.deferred.end()

    # ---- device memory (§3.2.18-19, 3.2.26-28, 3.2.31-35) -------------------------------
    def _memory_routines(self) -> dict[str, Callable[..., Any]]:
        acc = self.acc
        return {
            "__accdialect_acc_malloc": acc.acc_malloc,
            "__accdialect_acc_free": acc.acc_free,
            "__accdialect_acc_deviceptr": lambda desc: acc.acc_deviceptr(self._data(desc)[0]),
            "__accdialect_acc_map_data":
                lambda desc, dev, size: acc.acc_map_data(self._data(desc)[0], dev, size),
            "__accdialect_acc_unmap_data": lambda desc: acc.acc_unmap_data(self._data(desc)[0]),
            "__accdialect_acc_memcpy_to_device": acc.acc_memcpy_to_device,
            "__accdialect_acc_memcpy_to_device_async": lambda d, h, n, queue: self.on_queue(
                "acc_memcpy_to_device_async", queue, lambda: acc.acc_memcpy_to_device(d, h, n)),
            "__accdialect_acc_memcpy_from_device": acc.acc_memcpy_from_device,
            "__accdialect_acc_memcpy_from_device_async": lambda h, d, n, queue: self.on_queue(
                "acc_memcpy_from_device_async", queue,
                lambda: acc.acc_memcpy_from_device(h, d, n)),
            "__accdialect_acc_memcpy_device": acc.acc_memcpy_device,
            "__accdialect_acc_memcpy_device_async": lambda d, s, n, queue: self.on_queue(
                "acc_memcpy_device_async", queue, lambda: acc.acc_memcpy_device(d, s, n)),
            "__accdialect_acc_memcpy_d2d": lambda dest, src, n, to, of: acc.acc_memcpy_d2d(
                dest, src, _INT(n), _INT(to), _INT(of)),
            "__accdialect_acc_memcpy_d2d_async": lambda dest, src, n, to, of, queue:
                self.on_queue("acc_memcpy_d2d_async", queue, lambda: acc.acc_memcpy_d2d(
                    dest, src, _INT(n), _INT(to), _INT(of))),
        }

    # ---- attachment (§3.2.29) ------------------------------------------------------------
    def attach(self, desc_addr: int) -> None:
        """`acc_attach(p)` (§3.2.29): the attach action of the descriptor at
        `desc_addr`, as the `attach(p)` clause performs it (seed 001's counter)."""
        desc = read_descriptor(self._host(), desc_addr)
        attach_descriptor(self.acc, self.acc.device(), desc_addr, desc.base_addr, 0,
                          data_bytes(desc))

    def detach(self, desc_addr: int, finalize: bool) -> None:
        """`acc_detach(p)` / `acc_detach_finalize(p)` (§3.2.29): the (immediate) detach
        action of the descriptor at `desc_addr`; at counter 0 the whole device
        descriptor is restored from the host (seed 001)."""
        desc = read_descriptor(self._host(), desc_addr)
        detach_descriptor(self.acc, self.acc.device(), desc_addr, desc.base_addr, finalize)
