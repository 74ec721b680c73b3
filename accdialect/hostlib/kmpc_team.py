"""The threads of a parallel region, as libomp forms them on the host (issue 11: the
host plugin's kernels are host threads; measured natively with libomp 22 on 2
processors).

Team size (libomp `__kmp_fork_call`, `__kmp_reserve_threads`): `num_threads(n)`
(`__kmpc_push_num_threads`) for the next region, else the running thread's nthreads-var
ICV (`omp_set_num_threads` in its implicit task; a new team's threads inherit the
forking thread's, or take the next value of `OMP_NUM_THREADS`'s list; the first value,
else the number of processors available to the process), at most the thread-limit-var
(`OMP_THREAD_LIMIT`); a region inside as many active ones as max-active-levels-var
(libomp's default 1; `OMP_MAX_ACTIVE_LEVELS`, unlimited for a list in
`OMP_NUM_THREADS`) runs on one thread (natively with the default `omp_get_num_threads()`
is 1 in a nested region, `omp_get_level()` 2, `omp_get_active_level()` 1). Code on a
simulated discrete device (not `--host-plugin`) runs its regions on one thread.

The threads of a team run one after the other, thread 0 first, each from the start of
the outlined function to its end. That is an execution the real team may take whenever
the threads never wait for each other inside the region: `parallel for` /
`distribute parallel for`, with `reduction` (`__kmpc_reduce_nowait`: each thread
combines its copy into the original in turn), `critical`, `atomic`, `master`, `single
nowait`. So is a region whose barriers (`__kmpc_barrier`, the blocking `__kmpc_reduce`)
end it: after them only the thread's own memory (its allocas), the combination of its
reduction copies (shared memory accessed before `__kmpc_end_reduce[_nowait]` in the
same block), atomic updates and the runtime's bookkeeping calls, as flang's `parallel
do` (a barrier after the loop, then a blocking reduction) and clang's `parallel` + `for`
end. A region with any other barrier (two worksharing loops, `single` without
`nowait`, `__kmpc_copyprivate`, a barrier in a function it calls:
`BarrierScan.threads_wait`) would see, in thread 0 after the barrier, what the other
threads had not done yet: its team runs phase by phase instead (`kmpc_phases`), each
thread until the barrier, then the next. What libomp gives each thread of a
worksharing loop is in `kmpc_worksharing.py`.
"""

import os
from dataclasses import dataclass, field

from xdsl.dialects import llvm
from xdsl.ir import Block, Operation, SSAValue

from accdialect.hostlib.kmpc_phases import Phases

BARRIERS = frozenset({"__kmpc_barrier", "__kmpc_reduce", "__kmpc_copyprivate"})
"""libomp entry points at which the threads of a team wait for each other."""
_TRAILING_CALLS = frozenset({
    "__kmpc_barrier", "__kmpc_reduce", "__kmpc_reduce_nowait", "__kmpc_end_reduce",
    "__kmpc_end_reduce_nowait", "__kmpc_global_thread_num", "__kmpc_for_static_fini",
    "__kmpc_critical", "__kmpc_end_critical"})
"""Calls that may follow a region's last barrier (bookkeeping and the reduction)."""
_END_REDUCE = frozenset({"__kmpc_end_reduce", "__kmpc_end_reduce_nowait"})
_ATOMIC_NAMES = ("llvm.atomicrmw", "llvm.cmpxchg")


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

    nthreads: list[int] = field(default_factory=lambda: [1])
    """Each thread's nthreads-var ICV (OpenMP 5.2 §2.4.2: its implicit task's own)."""
    phases: "Phases | None" = None
    """The phase-by-phase run of a team whose threads wait for each other
    (`kmpc_phases`); None: the threads run one after the other, each to its end."""
    copyprivate_data: int = 0
    """The `copyprivate` list of the thread that ran the last `single`."""

    def start_thread(self, tid: int) -> None:
        self.tid, self.loops_met, self.singles_met = tid, 0, 0


@dataclass
class League:
    """A `teams` region's league: its teams, each of at most `threads` threads in its
    parallel regions, and the team whose primary thread runs now."""

    size: int = 1
    threads: int = 1
    team_num: int = 0


TEAMS_WARNING = ("OMP: Warning #96: Cannot form a team with {asked} threads, using {given} "
                 "instead.\nOMP: Hint Consider unsetting KMP_DEVICE_THREAD_LIMIT "
                 "(KMP_ALL_THREADS), KMP_TEAMS_THREAD_LIMIT, and OMP_THREAD_LIMIT (if any are "
                 "set).\n")
"""What libomp 22 prints on stderr, once per process, when it gives a league fewer teams
or threads than asked (`__kmp_push_num_teams`, checked natively)."""


INT_MAX = 2**31 - 1
"""libomp's unlimited: thread-limit-var without `OMP_THREAD_LIMIT`, the supported and
the unlimited max-active-levels."""

STRICT_NUM_THREADS_MESSAGE = ("Cannot form team with number of threads specified by strict "
                              "num_threads clause.")
"""libomp 22's message for a `num_threads(strict: n)` without `message` that it cannot
satisfy, reported at the clause's severity (`OMP: Error #282: ...: Encountered
user-directed error: Cannot form team ... clause..`, checked natively)."""


def league_shape(num_teams: int, thread_limit: int, nthreads: int, limit_var: int,
                 processors: int, *, capped: bool = True
                 ) -> tuple[int, int, tuple[int, int] | None]:
    """(teams, threads per team, (asked, given) of a reduction libomp warns about) of a
    league asked for `num_teams` teams (0: no clause) and `thread_limit` threads (0: no
    clause), as libomp 22's `__kmp_push_num_teams` / `__kmp_push_thread_limit` form it:
    at most as many teams as processors (unless not `capped`: the count
    `__kmp_push_num_teams_51` chose, `num_teams_51`), and teams x threads at most the
    processors (native runs on 2 processors: `num_teams(4)` 2 teams of 1 thread, no
    clause 1 team of 2, `thread_limit(3)` 1 team of 2)."""
    warning = None
    teams = num_teams if num_teams > 0 else 1
    if capped and teams > processors:
        warning, teams = (teams, processors), processors
    if thread_limit > 0:
        threads = min(thread_limit, nthreads)
        if teams * threads > processors:
            reduced = max(1, processors // teams)
            if reduced != threads and warning is None:
                warning = (threads, reduced)
            threads = reduced
    else:
        threads = min(processors // teams, nthreads, limit_var)
        if teams * threads > processors:
            threads = processors // teams
    return teams, max(threads, 1), warning


def num_teams_51(lower: int, upper: int, thread_limit: int, processors: int) -> int:
    """The teams of a league asked for between `lower` and `upper` teams (OpenMP 5.1
    `num_teams(lower: upper)`; flang 22 passes `num_teams(n)` as n, n) and
    `thread_limit` threads (0: no clause), as libomp 22's `__kmpc_push_num_teams_51`
    chooses them, not capped by the processors as `__kmpc_push_num_teams` is (native
    runs on 2 processors: (3, 3) 3 teams, (1, 4) 1, (2, 4) 2, (1, 2) 2, with
    `thread_limit(1)` (1, 4) 2, (3, 5) 3); 0 when there is no `num_teams` clause."""
    if lower <= 0 < upper:
        lower = upper
    if upper <= 0 or lower == upper:
        return max(upper, 0)
    if thread_limit <= 0:
        return lower if upper > processors else upper
    teams = processors // thread_limit if thread_limit <= processors else 1
    return min(max(teams, lower), upper)


def available_processors() -> int:
    """The processors libomp sees (its affinity mask), at least 1."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def thread_limit_from_environment(environ: "os._Environ[str] | dict[str, str]") -> int:
    """The initial thread-limit-var (OpenMP 5.2 §2.4.4): `OMP_THREAD_LIMIT` when it is a
    positive number, else libomp's INT_MAX."""
    value = environ.get("OMP_THREAD_LIMIT", "").strip()
    return int(value) if value.isdigit() and int(value) > 0 else INT_MAX


def nthreads_levels(environ: "os._Environ[str] | dict[str, str]") -> list[int]:
    """`OMP_NUM_THREADS`'s list (`3,2`: 3 for the initial thread, 2 for the threads of a
    first-level team), empty unless every value is a positive number."""
    values = [v.strip() for v in environ.get("OMP_NUM_THREADS", "").split(",")]
    if not all(v.isdigit() and int(v) > 0 for v in values):
        return []
    return [int(v) for v in values]


def max_active_levels_from_environment(environ: "os._Environ[str] | dict[str, str]") -> int:
    """The initial max-active-levels-var: `OMP_MAX_ACTIVE_LEVELS` when it is a
    non-negative number, else unlimited (INT_MAX) when `OMP_NUM_THREADS` lists more than
    one level, else libomp 22's 1 (native runs)."""
    value = environ.get("OMP_MAX_ACTIVE_LEVELS", "").strip()
    if value.isdigit():
        return min(int(value), INT_MAX)
    return INT_MAX if len(nthreads_levels(environ)) > 1 else 1


def nthreads_from_environment(environ: "os._Environ[str] | dict[str, str]",
                              processors: int) -> int:
    """The initial nthreads-var: the first value of `OMP_NUM_THREADS` (`3,2` is 3) when
    it is a positive number, else the `processors` (libomp ignores an invalid value,
    with a warning)."""
    first = environ.get("OMP_NUM_THREADS", "").split(",")[0].strip()
    if first.isdigit() and int(first) > 0:
        return int(first)
    return processors


class BarrierScan:
    """Which functions may reach a barrier (`BARRIERS`), through direct calls of the
    module's functions; each function is looked at once."""

    def __init__(self, module_functions: dict[str, llvm.FuncOp]):
        self.functions = module_functions
        self.known: dict[str, bool] = {}
        self.waiting: dict[llvm.FuncOp, bool] = {}

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

    def threads_wait(self, function: llvm.FuncOp) -> bool:
        """Would a thread running `function` (a parallel region) see, after a barrier,
        what the other threads do before it? (Not for barriers that end the region:
        module doc.)"""
        if function not in self.waiting:
            self.waiting[function] = self._threads_wait(function)
        return self.waiting[function]

    def _threads_wait(self, function: llvm.FuncOp) -> bool:
        barrier_blocks: list[tuple[Block, Operation]] = []
        for op in function.walk():
            if not isinstance(op, llvm.CallOp) or op.callee is None:
                continue
            callee = op.callee.root_reference.data
            if callee in BARRIERS and callee != "__kmpc_copyprivate":
                if op.parent_block() is not None:
                    barrier_blocks.append((op.parent_block(), op))  # pyright: ignore
            elif callee not in _TRAILING_CALLS and self.reaches_barrier(callee):
                return True
        after: list[Operation] = []
        seen: set[Block] = set()
        pending: list[Block] = []
        for block, call in barrier_blocks:
            following = call.next_op
            while following is not None:
                after.append(following)
                following = following.next_op
            pending.extend(_successors(block))
        while pending:
            block = pending.pop()
            if block in seen:
                continue
            seen.add(block)
            after.extend(block.ops)
            pending.extend(_successors(block))
        return not all(_may_follow_last_barrier(op) for op in after)


def _successors(block: Block) -> list[Block]:
    last = block.last_op
    return [] if last is None else list(last.successors)


def _private(pointer: SSAValue) -> bool:
    """Is `pointer` into an alloca of the running function (the thread's own)?"""
    while True:
        owner = pointer.owner
        if isinstance(owner, llvm.AllocaOp):
            return True
        if isinstance(owner, llvm.GEPOp):
            pointer = owner.ptr
            continue
        return False


def _may_follow_last_barrier(op: Operation) -> bool:
    if isinstance(op, llvm.CallOp):
        return op.callee is not None and op.callee.root_reference.data in _TRAILING_CALLS
    if op.name in _ATOMIC_NAMES:
        return True
    if isinstance(op, (llvm.LoadOp, llvm.StoreOp)):
        return _private(op.ptr) or _before_end_reduce(op)
    return not op.name.startswith(("llvm.call", "llvm.invoke", "func.call", "llvm.intr.mem"))


def _before_end_reduce(op: Operation) -> bool:
    """Is `op` followed, in its block, by the end of a reduction (a thread combining its
    copies into the originals, each thread in turn)?"""
    following = op.next_op
    while following is not None:
        if (isinstance(following, llvm.CallOp) and following.callee is not None
                and following.callee.root_reference.data in _END_REDUCE):
            return True
        following = following.next_op
    return False
