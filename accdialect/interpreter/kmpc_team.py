"""The threads of a parallel region, as libomp forms them on the host (issue 11: the
host plugin's kernels are host threads; measured natively with libomp 22 on 2
processors).

Team size (libomp `__kmp_fork_call`, `__kmp_reserve_threads`): `num_threads(n)`
(`__kmpc_push_num_threads`) for the next region, else the nthreads-var ICV
(`omp_set_num_threads`, else the first value of `OMP_NUM_THREADS`, else the number of
processors available to the process), at most the thread-limit-var; a region inside an
active one runs on one thread (max-active-levels-var 1: natively `omp_get_num_threads()`
is 1 in a nested region, `omp_get_level()` 2, `omp_get_active_level()` 1). Code on a
simulated discrete device (not `--host-plugin`) runs its regions on one thread.

The threads of a team run one after the other, thread 0 first, each from the start of
the outlined function to its end. That is an execution the real team may take whenever
the threads never wait for each other inside the region: `parallel for` /
`distribute parallel for`, with `reduction` (`__kmpc_reduce_nowait`: each thread
combines its copy into the original in turn), `critical`, `atomic`, `master`, `single
nowait`. A region whose code (or a function it calls) holds a barrier
(`__kmpc_barrier`: two worksharing loops, `single` without `nowait`; the blocking
`__kmpc_reduce`; `__kmpc_copyprivate`) would see, in thread 0 after the barrier, what
the other threads had not done yet: such a region runs on one thread, as before this
team model (`runs_without_barrier`). What libomp gives each thread of a worksharing
loop is in `kmpc_worksharing.py`.
"""

import os
from dataclasses import dataclass, field

from xdsl.dialects import llvm

BARRIERS = frozenset({"__kmpc_barrier", "__kmpc_reduce", "__kmpc_copyprivate"})
"""libomp entry points at which the threads of a team wait for each other."""


@dataclass
class Team:
    """One parallel region's team (or the implicit one of the initial thread), and the
    thread of it that runs now."""

    size: int = 1
    tid: int = 0
    active: bool = False
    """More than one thread (OpenMP 5.2 §2.1 "active parallel region")."""
    parallel: bool = False
    """The team of a parallel region (not the implicit one, not a league's)."""
    dynamic_loops: list[list[int] | None] = field(default_factory=list)
    """The dynamically scheduled loops the team's threads met, in order: the iterations
    (lower, upper, step) not handed out yet, None once all are."""
    loops_met: int = 0
    """How many of them the running thread met so far."""
    current_loop: int = 0
    """The one the running thread is in (its index in `dynamic_loops`)."""
    singles: int = 0
    """`single` constructs entered by some thread of the team."""
    singles_met: int = 0
    """How many of them the running thread met so far."""

    def start_thread(self, tid: int) -> None:
        self.tid, self.loops_met, self.singles_met = tid, 0, 0


def available_processors() -> int:
    """The processors libomp sees (its affinity mask), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def nthreads_from_environment(environ: "os._Environ[str] | dict[str, str]") -> int:
    """The initial nthreads-var: the first value of `OMP_NUM_THREADS` (`3,2` is 3) when
    it is a positive number, else the available processors (libomp ignores an invalid
    value, with a warning)."""
    first = environ.get("OMP_NUM_THREADS", "").split(",")[0].strip()
    if first.isdigit() and int(first) > 0:
        return int(first)
    return available_processors()


class BarrierScan:
    """Which functions may reach a barrier (`BARRIERS`), through direct calls of the
    module's functions; each function is looked at once."""

    def __init__(self, module_functions: dict[str, llvm.FuncOp]):
        self.functions = module_functions
        self.known: dict[str, bool] = {}

    def reaches_barrier(self, name: str) -> bool:
        if name in BARRIERS:
            return True
        if name in self.known:
            return self.known[name]
        self.known[name] = False  # a recursive call adds nothing
        function = self.functions.get(name)
        found = False
        if function is not None:
            found = any(isinstance(op, llvm.CallOp) and op.callee is not None
                        and self.reaches_barrier(op.callee.root_reference.data)
                        for op in function.walk())
        self.known[name] = found
        return found
