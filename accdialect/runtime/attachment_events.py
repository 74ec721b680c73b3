"""The simulator's own trace events: what happens to attached pointers (OpenACC
attachment counters, skipped attachments, shadow-pointer restores), which
libomptarget does not print. They use the INFO bit `INFO_SIMULATOR` and the prefix
`accsim device N info:`, so that a normalized comparison with a real run can leave
them out (SEMANTICS §7).
"""

from dataclasses import dataclass

from .events import INFO_SIMULATOR, AddrFormat, DeviceInfo, Vocabulary


@dataclass(frozen=True, slots=True)
class _SimulatorInfo(DeviceInfo):
    """An event of the simulator's own: bit `INFO_SIMULATOR`, prefix `accsim`."""

    INFO = INFO_SIMULATOR
    NAME = "accsim"


@dataclass(frozen=True, slots=True)
class _PointerEvent(_SimulatorInfo):
    """An event on the pointer (or descriptor) of `size` bytes at `host_ptr` whose device
    copy is at `dev_ptr`: `HstPtr=..., TgtPtr=..., Size=...`."""

    ADDRS = {"host_ptr": "host", "dev_ptr": "dev"}
    host_ptr: int
    dev_ptr: int
    size: int

    def pointer(self, fmt: AddrFormat) -> str:
        return (f"HstPtr={fmt(self.host_ptr, 'host')}, TgtPtr={fmt(self.dev_ptr, 'dev')}, "
                f"Size={self.size}")


@dataclass(frozen=True, slots=True)
class Attached(_PointerEvent):
    """A pointer (or descriptor) in device memory now points to the device copy of its
    target; `count` is the OpenACC attachment counter (0 for OpenMP attachments)."""

    KIND = "attach"
    ADDRS = {**_PointerEvent.ADDRS, "value": "dev"}
    value: int
    count: int
    written: bool

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        what = "Attached" if self.written else "Attachment unchanged for"
        return [f"{what} pointer {self.pointer(fmt)}, PointeeBase={fmt(self.value, 'dev')}, "
                f"AttachCount={self.count}"]


@dataclass(frozen=True, slots=True)
class AttachSkipped(_SimulatorInfo):
    """An attachment that does not happen, and why."""

    KIND = "attach.skipped"
    ADDRS = {"host_ptr": "host"}
    host_ptr: int
    reason: str

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        return [f"Attach skipped for HstPtr={fmt(self.host_ptr, 'host')}: {self.reason}"]


@dataclass(frozen=True, slots=True)
class Detached(_PointerEvent):
    """An attachment counter went down; at 0 the device pointer got the host value."""

    KIND = "detach"
    count: int
    immediate: bool

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        how = "Immediate detach" if self.immediate else "Detach"
        restored = ", device pointer restored from host" if self.count == 0 else ""
        return [f"{how} of {self.pointer(fmt)}, AttachCount={self.count}{restored}"]


@dataclass(frozen=True, slots=True)
class ShadowRestored(_SimulatorInfo):
    """A transfer over an attached pointer was undone for that pointer: `host` after a
    device-to-host copy (the host keeps its value), `device` after a host-to-device copy
    (the device pointer stays attached)."""

    KIND = "shadow.restore"
    ADDRS = {"addr": "?"}
    side: str
    addr: int
    size: int

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        kind = "host" if self.side == "host" else "dev"
        return [f"Restored attached pointer {fmt(self.addr, kind)} ({self.size} bytes) on the "
                f"{self.side} side"]
