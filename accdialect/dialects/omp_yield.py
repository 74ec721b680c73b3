"""Upstream's `omp.yield`: the terminator that gives a value back from the regions of
`omp.loop_nest`, `omp.private`, `omp.declare_reduction` and `omp.atomic.update`
(`omp.yield(%v : i32)`)."""

from xdsl.dialects import omp as xomp
from xdsl.irdl import OpTraits, irdl_op_definition, var_operand_def
from xdsl.traits import HasParent, IsTerminator, Pure

from accdialect.dialects.inherit import OwnFormat, with_traits
from accdialect.dialects.omp_loops import LoopNestOp
from accdialect.dialects.omp_sync import AtomicUpdateOp


@irdl_op_definition
class YieldOp(OwnFormat, xomp.YieldOp):
    """xDSL's `omp.yield`, with the parents upstream gives it (xDSL 0.74 leaves the
    atomic update out)."""

    name = "omp.yield"

    arguments = var_operand_def()

    def verify_(self) -> None:
        """Nothing beyond the definition's checks (xDSL's class's own `verify_` would
        check its definition again, with its narrower parent list)."""


with_traits(YieldOp, OpTraits(lambda: (
    IsTerminator(), Pure(),
    HasParent(LoopNestOp, xomp.PrivateClauseOp, xomp.DeclareReductionOp, AtomicUpdateOp),
)))
