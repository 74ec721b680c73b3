"""Which device a construct or routine uses: libomptarget's device list and OpenMP's
`default-device-var` ICV (`omp_set_default_device`).

`OpenACC` and `OpenMPApi` reach their run's devices only through this object.
"""

from collections.abc import Sequence

from .device import Device
from .errors import InvalidDeviceError


class DeviceSelector:
    """The devices of one run, numbered from 0, and the default device."""

    __slots__ = ("devices", "_default", "_selected")

    def __init__(self, devices: Sequence[Device]):
        self.devices = list(devices)
        self._selected: dict[int | None, Device] = dict(enumerate(self.devices))
        """The answer of `select` for None and for each device number (what every
        construct asks: one dictionary look-up); kept by the `default` setter."""
        self.default = 0

    def __len__(self) -> int:
        return len(self.devices)

    @property
    def default(self) -> int:
        """The default device's number (`default-device-var`)."""
        return self._default

    @default.setter
    def default(self, number: int) -> None:
        self._default = number
        if 0 <= number < len(self.devices):
            self._selected[None] = self.devices[number]
        else:  # `select(None)` is the error for that number
            self._selected.pop(None, None)

    def select(self, device: int | None = None) -> Device:
        """Device `device` (None, or negative: the default device), as it is. A number
        that names no device (the default device may have been set to one) is
        libomptarget's fatal `getDevice` error."""
        dev = self._selected.get(device)
        if dev is None:
            number = self._default if device is None or device < 0 else device
            dev = self._selected.get(number)
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
