"""The project's `omp` dialect: xDSL 0.74's, each operation the project defines again
in its place (`omp`: device data mapping, `omp.parallel`; `omp_sync`: `critical`
and the atomic constructs), and upstream's operations xDSL lacks."""

from collections.abc import Iterable, Sequence

from xdsl.dialects import omp as xomp
from xdsl.ir import Dialect

from accdialect.dialects import (
    omp,
    omp_cancel,
    omp_cli,
    omp_loops,
    omp_sync,
    omp_tasks,
    omp_worksharing,
    omp_yield,
)

_REPLACEMENTS = (
    omp.MapBoundsOp,
    omp.MapInfoOp,
    omp.TargetDataOp,
    omp.TargetEnterDataOp,
    omp.TargetExitDataOp,
    omp.TargetUpdateOp,
    omp.TargetOp,
    omp.ParallelOp,
    omp_yield.YieldOp,
    omp.TerminatorOp,
    omp.BarrierOp,
    omp.TaskyieldOp,
    omp.FlushOp,
    omp.MasterOp,
    omp_worksharing.SingleOp,
    omp_worksharing.TeamsOp,
    omp_worksharing.MaskedOp,
    omp_cancel.CancelOp,
    omp_cancel.CancellationPointOp,
    omp_loops.LoopNestOp,
    omp_loops.WsloopOp,
    omp_loops.SimdOp,
    omp_loops.DistributeOp,
    omp_tasks.TaskOp,
    omp_tasks.TaskgroupOp,
    omp_tasks.TaskwaitOp,
)
"""The project's definitions of operations xDSL 0.74 defines."""

_NEW_OPERATIONS = (
    omp.DeclareMapperOp,
    omp.DeclareMapperInfoOp,
    omp.ThreadprivateOp,
    omp_sync.CriticalDeclareOp,
    omp_sync.CriticalOp,
    omp_sync.AtomicReadOp,
    omp_sync.AtomicWriteOp,
    omp_sync.AtomicUpdateOp,
    omp_sync.AtomicCaptureOp,
    omp_worksharing.SectionsOp,
    omp_worksharing.SectionOp,
    omp_worksharing.WorkshareOp,
    omp_cli.NewCliOp,
    omp_cli.CanonicalLoopOp,
    omp_cli.TileOp,
    omp_cli.UnrollHeuristicOp,
)
"""Upstream's operations that xDSL 0.74's `omp` dialect lacks."""


def _swapped(definitions: Iterable[type], replacements: Sequence[type]) -> list[type]:
    """`definitions` with each one named like a replacement replaced by it."""
    by_name = {r.name: r for r in replacements}
    return [by_name.get(d.name, d) for d in definitions]


OMP = Dialect(
    "omp",
    [*_swapped(xomp.OMP.operations, _REPLACEMENTS), *_NEW_OPERATIONS],
    [*_swapped(xomp.OMP.attributes, (omp.VariableCaptureKindAttr, omp.ReductionModifierAttr,
                                                 omp_loops.ScheduleKindAttr,
                                                 omp.ClauseRequiresAttr,
                                                 omp.DependKindAttr)),
     omp.MemoryOrderKindAttr, omp_cli.CanonicalLoopInfoType],
)
