"""The project's `omp` dialect: upstream's operations, attributes and types as LLVM
22.1.8 defines them (OpenMPOps.td), each module of `accdialect.dialects.omp*` holding
one kind of construct; xDSL 0.74's definitions where the project has none of its own
(`omp.declare_reduction`, `omp.private`)."""

from collections.abc import Iterable, Sequence

from xdsl.dialects import omp as xomp
from xdsl.ir import Dialect

from accdialect.dialects import (
    omp,
    omp_attributes,
    omp_cancel,
    omp_cli,
    omp_loops,
    omp_memory,
    omp_sync,
    omp_tasks,
    omp_worksharing,
    omp_yield,
)

_OPERATIONS = (
    # data mapping and the constructs around it
    omp.MapBoundsOp, omp.MapInfoOp, omp.TargetDataOp, omp.TargetEnterDataOp,
    omp.TargetExitDataOp, omp.TargetUpdateOp, omp.TargetOp, omp.DeclareMapperOp,
    omp.DeclareMapperInfoOp, omp.ThreadprivateOp, omp.ParallelOp, omp.TerminatorOp,
    omp.BarrierOp, omp.TaskyieldOp, omp.FlushOp, omp.MasterOp, omp_yield.YieldOp,
    # synchronization
    omp_sync.CriticalDeclareOp, omp_sync.CriticalOp, omp_sync.AtomicReadOp,
    omp_sync.AtomicWriteOp, omp_sync.AtomicUpdateOp, omp_sync.AtomicCaptureOp,
    omp_sync.OrderedOp, omp_sync.OrderedRegionOp,
    # work distribution
    omp_worksharing.SectionsOp, omp_worksharing.SectionOp, omp_worksharing.SingleOp,
    omp_worksharing.TeamsOp, omp_worksharing.MaskedOp, omp_worksharing.WorkshareOp,
    omp_worksharing.WorkshareLoopWrapperOp, omp_worksharing.WorkdistributeOp,
    # loops
    omp_loops.LoopNestOp, omp_loops.WsloopOp, omp_loops.SimdOp, omp_loops.DistributeOp,
    omp_loops.LoopOp, omp_loops.ScanOp,
    # tasks
    omp_tasks.TaskOp, omp_tasks.TaskgroupOp, omp_tasks.TaskwaitOp, omp_tasks.TaskloopOp,
    # cancellation
    omp_cancel.CancelOp, omp_cancel.CancellationPointOp,
    # canonical loops and their transformations
    omp_cli.NewCliOp, omp_cli.CanonicalLoopOp, omp_cli.TileOp, omp_cli.UnrollHeuristicOp,
    # memory
    omp_memory.AllocateDirOp, omp_memory.TargetAllocMemOp, omp_memory.TargetFreeMemOp,
)
"""The project's operations: upstream's, each in place of xDSL 0.74's of the same name
where it has one."""


def _swapped(definitions: Iterable[type], replacements: Sequence[type]) -> list[type]:
    """`definitions` with each one named like a replacement replaced by it, then the
    replacements that name none of them."""
    by_name = {r.name: r for r in replacements}
    kept = [by_name.pop(d.name, d) for d in definitions]
    return [*kept, *by_name.values()]


_ATTRIBUTES = (
    omp.VariableCaptureKindAttr,
    omp.ReductionModifierAttr,
    omp.ClauseRequiresAttr,
    omp.DependKindAttr,
    omp_loops.ScheduleKindAttr,
    omp.MemoryOrderKindAttr,
    omp_cli.CanonicalLoopInfoType,
    omp_loops.BindKindAttr,
    omp_sync.ClauseDependAttr,
    omp_attributes.FlagsAttr,
    omp_attributes.AtomicControlAttr,
    omp_attributes.VersionAttr,
    omp_attributes.NumThreadsTypeAttr,
)
"""The project's attributes and types: upstream's, each in place of xDSL 0.74's of the
same name where it has one."""

OMP = Dialect(
    "omp",
    _swapped(xomp.OMP.operations, _OPERATIONS),
    _swapped(xomp.OMP.attributes, _ATTRIBUTES),
)
