"""The simulated offload device: a Python model of an accelerator and its offload
runtime (memory, present table, OpenMP and OpenACC mapping, attachment, Fortran
descriptors, indirect calls, trace). It knows nothing of IR: addresses, sizes, flags.
See docs/runtime.md and shared/design/SEMANTICS.md. The modules of the map operations run
compiled by mypyc where the install built them (`compiled`).
"""

from ..abi.map_types import MapType, decode, member_of, parent_index
from . import compiled  # noqa: F401 - its guard runs before any compiled module is imported
from .acc_directive import (
    DataAction,
    EnteredConstruct,
    EntryClause,
    ExitAction,
    ExitClause,
    PointerLocation,
    PointerUpdate,
    enter_directive,
    exit_directive,
)
from .acc_mapping import OpenACC
from .device import Device, DeviceAccessor
from .device_selector import DeviceSelector
from .entry import INF, MappingEntry, ShadowPointer
from .errors import (
    DescriptorMismatchError,
    DeviceFaultError,
    DoubleFreeError,
    InvalidDeviceError,
    InvalidFreeError,
    MappingStateError,
    NotPresentError,
    OffloadError,
    OutOfBoundsError,
    OutOfDeviceMemoryError,
    OutOfHostMemoryError,
    PartialOverlapError,
    RefCountUnderflowError,
    StackOverflowError,
    UseAfterFreeError,
)
from .fortran_descriptor import ADDENDUM_FLAG, Descriptor, read_descriptor, write_descriptor
from .memory import Memory
from .omp_api import OpenMPApi
from .options import RuntimeOptions
from .runtime import ConstructMapped, KernelLaunch, OffloadRuntime
from .symbolizer import Symbolizer
from .trace import Trace

__all__ = [
    "ADDENDUM_FLAG",
    "ConstructMapped",
    "DataAction",
    "DescriptorMismatchError",
    "Descriptor",
    "Device",
    "DeviceAccessor",
    "DeviceSelector",
    "DeviceFaultError",
    "DoubleFreeError",
    "EnteredConstruct",
    "EntryClause",
    "ExitAction",
    "ExitClause",
    "INF",
    "InvalidDeviceError",
    "InvalidFreeError",
    "KernelLaunch",
    "MapType",
    "MappingEntry",
    "MappingStateError",
    "Memory",
    "NotPresentError",
    "OffloadError",
    "OffloadRuntime",
    "OpenACC",
    "OpenMPApi",
    "OutOfBoundsError",
    "OutOfDeviceMemoryError",
    "OutOfHostMemoryError",
    "PartialOverlapError",
    "PointerLocation",
    "PointerUpdate",
    "RefCountUnderflowError",
    "RuntimeOptions",
    "ShadowPointer",
    "StackOverflowError",
    "Symbolizer",
    "Trace",
    "UseAfterFreeError",
    "decode",
    "enter_directive",
    "exit_directive",
    "member_of",
    "parent_index",
    "read_descriptor",
    "write_descriptor",
]
