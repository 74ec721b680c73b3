"""Which device a construct or routine uses: libomptarget's device list and OpenMP's
`default-device-var` ICV (`omp_set_default_device`).

`OpenACC` and `OpenMPApi` reach their run's devices only through this object.
"""

from collections.abc import Sequence

from .device import Device
from .errors import InvalidDeviceError


class DeviceSelector:
    """The devices of one run, numbered from 0, and the default device."""

    __slots__ = ("devices", "default", "_numbered")

    def __init__(self, devices: Sequence[Device]):
        self.devices = list(devices)
        self.default = 0
        self._numbered = dict(enumerate(self.devices))

    def __len__(self) -> int:
        return len(self.devices)

    def select(self, device: int | None = None) -> Device:
        """Device `device` (None, or negative: the default device), as it is. A number
        that names no device (the default device may have been set to one) is
        libomptarget's fatal `getDevice` error."""
        number = self.default if device is None or device < 0 else device
        dev = self._numbered.get(number)
        if dev is None:
            raise InvalidDeviceError(number, len(self.devices))
        return dev

    def device(self, device: int | None = None) -> Device:
        """Device `device` (None, or negative: the default device), its image loaded
        (libomptarget loads a device's image on its first use)."""
        dev = self.select(device)
        if not dev.loaded:
            dev.ensure_loaded()
        return dev
