"""xDSL's `gpu` dialect with upstream's `#gpu.address_space<global>` (also `workgroup`,
`private`), the memory space of a memref in GPU memory, which xDSL 0.74 lacks
(upstream's OpenACC tests give device data that type)."""

from xdsl.dialects import gpu as xgpu
from xdsl.dialects.utils.enum_attribute import EnumAttribute
from xdsl.ir import Dialect
from xdsl.irdl import irdl_attr_definition
from xdsl.parser import AttrParser
from xdsl.printer import Printer
from xdsl.utils.str_enum import StrEnum


class AddressSpace(StrEnum):
    """Upstream `mlir::gpu::AddressSpace`."""

    GLOBAL = "global"
    WORKGROUP = "workgroup"
    PRIVATE = "private"


@irdl_attr_definition
class AddressSpaceAttr(EnumAttribute[AddressSpace]):
    """Upstream `#gpu.address_space<...>` (an `EnumAttr` printed in its `<value>` form)."""

    name = "gpu.address_space"

    def print_parameter(self, printer: Printer) -> None:
        with printer.in_angle_brackets():
            printer.print_string(self.data.value)

    @classmethod
    def parse_parameter(cls, parser: AttrParser) -> AddressSpace:
        with parser.in_angle_brackets():
            return parser.parse_str_enum(AddressSpace)


GPU = Dialect("gpu", list(xgpu.GPU.operations), [*xgpu.GPU.attributes, AddressSpaceAttr])
