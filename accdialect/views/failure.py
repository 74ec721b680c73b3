"""How a run ended when it failed: the one-line message a tool printed and, when the
error knows them, the device and the address it concerns (SEMANTICS §6), so that a
view can place the failure on its device's track and mark the address on the map."""

from dataclasses import dataclass

from accdialect.runtime import DeviceFaultError, NotPresentError, PartialOverlapError


@dataclass(frozen=True, slots=True)
class RunFailure:
    """A runtime error or device fault that ended a run: `kind` is `device fault` or
    `error`; `address` and `size` are the bytes concerned (a host or device address)."""

    message: str
    kind: str = "error"
    device: int | None = None
    address: int | None = None
    size: int = 0


def failure_of(error: Exception, message: str) -> RunFailure:
    """The failure `error` describes, with `message` as the tool printed it."""
    if isinstance(error, DeviceFaultError):
        return RunFailure(message, "device fault", error.device, error.addr, error.size)
    if isinstance(error, NotPresentError | PartialOverlapError):
        return RunFailure(message, "error", None, error.host_addr, error.size)
    return RunFailure(message)
