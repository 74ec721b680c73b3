"""The simulator's own trace events: what happens to attached pointers (OpenACC
attachment counters, skipped attachments, shadow-pointer restores), which
libomptarget does not print. They use the INFO bit `INFO_SIMULATOR` and the prefix
`accsim device N info:`, so that a normalized comparison with a real run can leave
them out (SEMANTICS §7).
"""

from dataclasses import dataclass

from .events import INFO_SIMULATOR, AddrFormat, Event


def _sim(device: int, text: str) -> str:
    return f"accsim device {device} info: {text}"

@dataclass(frozen=True, slots=True)
class Attached(Event):
    """A pointer (or descriptor) in device memory now points to the device copy of its
    target; `count` is the OpenACC attachment counter (0 for OpenMP attachments)."""

    INFO = INFO_SIMULATOR
    KIND = "attach"
    ADDRS = {"host_ptr": "host", "dev_ptr": "dev", "value": "dev"}
    device: int
    host_ptr: int
    dev_ptr: int
    size: int
    value: int
    count: int
    written: bool

    def lines(self, fmt: AddrFormat) -> list[str]:
        what = "Attached" if self.written else "Attachment unchanged for"
        return [_sim(self.device, f"{what} pointer HstPtr={fmt(self.host_ptr, 'host')}, "
                                  f"TgtPtr={fmt(self.dev_ptr, 'dev')}, Size={self.size}, "
                                  f"PointeeBase={fmt(self.value, 'dev')}, "
                                  f"AttachCount={self.count}")]


@dataclass(frozen=True, slots=True)
class AttachSkipped(Event):
    INFO = INFO_SIMULATOR
    KIND = "attach.skipped"
    ADDRS = {"host_ptr": "host"}
    device: int
    host_ptr: int
    reason: str

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [_sim(self.device, f"Attach skipped for HstPtr={fmt(self.host_ptr, 'host')}: "
                                  f"{self.reason}")]


@dataclass(frozen=True, slots=True)
class Detached(Event):
    """An attachment counter went down; at 0 the device pointer got the host value."""

    INFO = INFO_SIMULATOR
    KIND = "detach"
    ADDRS = {"host_ptr": "host", "dev_ptr": "dev"}
    device: int
    host_ptr: int
    dev_ptr: int
    size: int
    count: int
    immediate: bool

    def lines(self, fmt: AddrFormat) -> list[str]:
        how = "Immediate detach" if self.immediate else "Detach"
        restored = ", device pointer restored from host" if self.count == 0 else ""
        return [_sim(self.device, f"{how} of HstPtr={fmt(self.host_ptr, 'host')}, "
                                  f"TgtPtr={fmt(self.dev_ptr, 'dev')}, Size={self.size}, "
                                  f"AttachCount={self.count}{restored}")]


@dataclass(frozen=True, slots=True)
class ShadowRestored(Event):
    """A transfer over an attached pointer was undone for that pointer: `host` after a
    device-to-host copy (the host keeps its value), `device` after a host-to-device copy
    (the device pointer stays attached)."""

    INFO = INFO_SIMULATOR
    KIND = "shadow.restore"
    ADDRS = {"addr": "?"}
    device: int
    side: str
    addr: int
    size: int

    def lines(self, fmt: AddrFormat) -> list[str]:
        kind = "host" if self.side == "host" else "dev"
        return [_sim(self.device, f"Restored attached pointer {fmt(self.addr, kind)} "
                                  f"({self.size} bytes) on the {self.side} side")]
