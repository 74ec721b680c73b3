"""flang 22's `hlfir` dialect (`flang/Optimizer/HLFIR/HLFIROps.td`): Fortran variables
and expressions as flang's lowering writes them, read and printed as `fir-opt` 22
reads and prints them. Each module holds one kind of operation:

| module | operations |
|---|---|
| `hlfir_variables` | variables: declare, designate, associate, as_expr, null, copy_in, ... |
| `hlfir_expressions` | expression values: elemental, apply, destroy, shape_of, eval_in_mem, ... |
| `hlfir_intrinsics` | intrinsic functions: sum, maxloc, matmul, reshape, concat, cmpchar, ... |
| `hlfir_assignments` | assignments: assign, region_assign, yield, forall, where, elsewhere, ... |

`hlfir_format` holds the custom directives their formats share.
"""

from xdsl.ir import Dialect
from xdsl.irdl import IRDLOperation

from accdialect.dialects.hlfir_assignments import HLFIR_ASSIGNMENT_OPS
from accdialect.dialects.hlfir_expressions import HLFIR_EXPRESSION_OPS
from accdialect.dialects.hlfir_intrinsics import HLFIR_INTRINSIC_OPS
from accdialect.dialects.hlfir_types import ExprType
from accdialect.dialects.hlfir_variables import HLFIR_VARIABLE_OPS

HLFIR_OPS: tuple[type[IRDLOperation], ...] = (
    *HLFIR_VARIABLE_OPS, *HLFIR_EXPRESSION_OPS, *HLFIR_INTRINSIC_OPS, *HLFIR_ASSIGNMENT_OPS)
"""Every operation of the dialect."""

HLFIR = Dialect("hlfir", [*HLFIR_OPS], [ExprType])
