"""flang 22's `fir` dialect (`flang/Optimizer/Dialect/FIROps.td`): its types, attributes
and operations, read and printed as `fir-opt` 22 reads and prints them. Each module
holds one kind of operation:

| module | operations |
|---|---|
| `fir_memory` | memory and values: alloca, allocmem, freemem, load, store, convert, ... |
| `fir_descriptors` | descriptors, shapes and addressing: embox, rebox, box_addr, shape, coordinate_of, ... |
| `fir_control` | control flow and calls: do_loop, if, iterate_while, call, select_case, ... |
| `fir_globals` | globals and derived types' descriptions: global, has_value, type_info, ... |
"""

from xdsl.ir import Dialect

from accdialect.dialects.fir_attributes import FIR_ATTRIBUTES
from accdialect.dialects.fir_control import FIR_CONTROL_OPS
from accdialect.dialects.fir_descriptors import FIR_DESCRIPTOR_OPS
from accdialect.dialects.fir_globals import FIR_GLOBAL_OPS
from accdialect.dialects.fir_memory import FIR_MEMORY_OPS
from accdialect.dialects.fir_types import FIR_TYPES

FIR = Dialect("fir", [*FIR_MEMORY_OPS, *FIR_DESCRIPTOR_OPS, *FIR_CONTROL_OPS, *FIR_GLOBAL_OPS],
              [*FIR_TYPES, *FIR_ATTRIBUTES])
