"""Which device a construct or routine uses: libomptarget's device list and OpenMP's
`default-device-var` ICV (`omp_set_default_device`).

`OpenACC` and `OpenMPApi` reach their run's devices only through this object.
"""

from collections.abc import Callable, Sequence

from .device import Device
from .errors import InvalidDeviceError


class _Selection(dict[int | None, Device]):
    """The answers of `DeviceSelector.select`: each device by its number, and the
    default device under None while it names one. Any other request is answered by
    `__missing__` (and not stored): None or a negative number is the default device; a
    number that names no device (the default device may have been set to one) is
    libomptarget's fatal `getDevice` error."""

    __slots__ = ("selector",)

    def __init__(self, selector: "DeviceSelector"):
        super().__init__(enumerate(selector.devices))
        self.selector = selector

    def __missing__(self, device: int | None) -> Device:
        number = self.selector.number(device)
        if number < 0 or number not in self:
            raise InvalidDeviceError(number, len(self.selector.devices))
        return self[number]


class DeviceSelector:
    """The devices of one run, numbered from 0, and the default device."""

    __slots__ = ("devices", "_default", "_selection", "select")

    def __init__(self, devices: Sequence[Device]):
        self.devices = list(devices)
        self._default = 0
        self._selection = _Selection(self)
        self.select: Callable[[int | None], Device] = self._selection.__getitem__
        """Device `device` (None, or negative: the default device), as it is; a number
        that names no device is `InvalidDeviceError`. A device number, or None, is
        one dictionary look-up (what every construct asks), without a Python call."""
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
            self._selection[None] = self.devices[number]
        else:
            self._selection.pop(None, None)

    def number(self, device: int | None) -> int:
        """The number of device `device`: None or a negative number (OpenMP's
        `omp_default_device`, clang's -1) is the default device's."""
        return self.default if device is None or device < 0 else device

    def device(self, device: int | None = None) -> Device:
        """Device `device` (None, or negative: the default device), its image loaded
        (libomptarget loads a device's image on its first use)."""
        dev = self.select(device)
        if not dev.loaded:
            dev.ensure_loaded()
        return dev
