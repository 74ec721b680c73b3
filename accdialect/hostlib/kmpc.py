"""The host OpenMP runtime (libomp, `__kmpc_*` and the `omp_*` routines of the
encountering thread) that clang's offload programs call around their target
constructs (issue 11, cause 5).

A `teams` region has the league and a parallel region the team of threads libomp forms
on the host (the host plugin's kernels are host threads, whatever `Launching kernel ...
with [1,1,1] blocks and [1,1,1] threads` says); their teams and threads run one after
the other (`interpreter/kmpc_team.py`):
- `__kmpc_global_thread_num` is the running thread's number in its team;
- a task (`__kmpc_omp_task_alloc`, `__kmpc_omp_target_task_alloc`: a `target
  nowait`) runs when it is created (`__kmpc_omp_task`, `__kmpc_omp_task_with_deps`),
  to completion: an undeferred task (OpenMP 5.2 §12.5; a task may run at once), so
  its dependences are met in program order and `taskwait`
  (`__kmpc_omp_taskwait`, `__kmpc_omp_wait_deps`, `__kmpc_omp_taskwait_deps_51`), nor
  a `taskgroup` (`__kmpc_taskgroup`, `__kmpc_end_taskgroup`), has anything to wait
  for. The task
  is laid out as libomp lays it out: `kmp_task_t {shareds, routine, part_id, ...}`
  of `sizeof_task` bytes (with the private copies clang places after it), then the
  shared-variable block, which `shareds` points to;
- `__kmpc_fork_teams` runs its outlined function once per team of the league
  (`num_teams`, `thread_limit`, the processors: `kmpc_team.league_shape`; flang's
  `__kmpc_push_num_teams_51`: `kmpc_team.num_teams_51`), with
  `omp_get_num_teams`, `omp_get_team_num` of the running team;
  `__kmpc_fork_call` runs a parallel region on the team libomp would form
  (`kmpc_team.py`: `num_threads`, `omp_set_num_threads`, `OMP_NUM_THREADS`, the
  processors, `OMP_THREAD_LIMIT`; one thread nested or on a discrete device), thread 0
  first, phase by phase where the threads wait at barriers (`kmpc_phases.py`), with
  `omp_get_num_threads`, `omp_get_thread_num`,
  `omp_in_parallel`, `omp_get_level`, `omp_get_active_level` of that team; a `parallel
  if(false)` is run by clang itself between `__kmpc_serialized_parallel` and
  `__kmpc_end_serialized_parallel` (nothing to do here); what each thread of a
  worksharing loop gets is libomp's (`kmpc_worksharing.py`);
- `omp_is_initial_device()` (OpenMP 5.2 §18.7.6) is 1 on the host and 0 in device
  code, except libomp's own function under `--host-plugin`, which answers as the host
  there (flang calls it; natively true in a Fortran target region on the host
  plugin). clang compiles the host's own definition into the program (the `declare
  variant` of `omp.h` for `kind(host)`, `omp_is_initial_device$ompvariant$...`,
  returning 1; C++ gives it an internal mangled name, `_ZL44omp_is_initial_device$
  ompvariant$...`), which the kernels, run from the host module here, would call: a
  function of that name answers where the code runs instead;
- `omp_get_device_num()` (OpenMP 5.2 §18.7.5) is the number of the device running the
  code: the initial device's on the host, the kernel's device in device code, except
  with LLVM's host plugin (`--host-plugin`), where device code is host code that
  libomp answers as the host, `omp_get_initial_device()` (4 in the native recording of
  `test/conformance/omp-c/target_alloc_memcpy.c`);
- memory allocators (§6.2): `omp_alloc` and its family (`kmpc_allocators`);
  `omp_init_allocator` gives a handle, `omp_destroy_allocator` forgets it;
- the thread-limit-var ICV (OpenMP 5.2 §2.4.4, `omp_get_thread_limit` §18.2.13) of
  each task's data environment: INT_MAX on the host (libomp's default without
  `OMP_THREAD_LIMIT`); `thread_limit(N)` on `target` sets it in the target task
  (`__kmpc_set_thread_limit`, in the task clang makes for the construct: an
  undeferred one, `__kmpc_omp_task_begin_if0`/`complete_if0`, or a `nowait` task),
  on `teams` in the league (`__kmpc_push_num_teams`' last argument, 0 for none:
  the value stays); a task's limit ends with it (libomp 22 natively: 2147483647 on
  the host and in `target`, 1 and 3 in `teams thread_limit(1)`/`(3)`, 5 in `target
  thread_limit(5)`, 2147483647 on the host after it);
- `omp_get_wtime` (§18.10.1): the host's monotonic clock in seconds, `omp_get_wtick`
  its resolution.
"""

import os
import time
from collections.abc import Callable
from typing import Any

from xdsl.dialects import llvm

from accdialect.hostlib.device_rtl import DeviceRuntime
from accdialect.hostlib.kmpc_affinity import AffinityFormat
from accdialect.hostlib.kmpc_allocators import Allocators
from accdialect.hostlib.kmpc_directives import OpenMPDirectives
from accdialect.hostlib.kmpc_locks import OpenMPLocks
from accdialect.hostlib.kmpc_phases import STACK_WINDOW, BarrierMismatchError, Phases
from accdialect.hostlib.kmpc_task_reduction import task_reduction_externals
from accdialect.hostlib.kmpc_taskloop import run_taskloop
from accdialect.hostlib.kmpc_team import (
    INT_MAX,
    STRICT_NUM_THREADS_MESSAGE,
    TEAMS_WARNING,
    BarrierScan,
    League,
    Team,
    league_shape,
    max_active_levels_from_environment,
    nthreads_levels,
    num_teams_51,
    thread_limit_from_environment,
)
from accdialect.hostlib.kmpc_threadprivate import Thread, ThreadPrivate
from accdialect.hostlib.kmpc_worksharing import TeamWorksharing
from accdialect.hostlib.libc import CLibrary
from accdialect.interpreter.core import OffloadInterpreter
from accdialect.interpreter.errors import ProgramError
from accdialect.rules.arithmetic import to_int32
from accdialect.runtime import DeviceAccessor
from accdialect.runtime.deferred import Deferred, DeferredWork, Dependence
from accdialect.runtime.source_loc import Loc
from accdialect.runtime.trace import render_lines

_TASK_SHAREDS, _TASK_ROUTINE = 0, 8
"""Offsets of `shareds` and `routine` in libomp's `kmp_task_t`."""
_TASK_FINAL = 0x2
"""The `final` bit of the flags `__kmpc_omp_task_alloc` gets (`kmp_tasking_flags_t`)."""
_ALIGN = 8
_DEPEND_INFO_SIZE = 24
_DEPEND_ALL = 0x80
IS_INITIAL_DEVICE = "omp_is_initial_device"


NEGATIVE_LEVELS_WARNING = ('OMP: Warning #97: Requested number of active parallel levels '
                           '"{levels}" is negative; ignored.\n')
"""libomp 22's message for `omp_set_max_active_levels` of a negative number (recorded
natively: test/conformance/omp-c/host_taskloop.c)."""
DEPRECATED_INFO = "OMP: Info #276: {routine} routine deprecated, please use {instead} instead.\n"
"""libomp 22's notice at each call of a deprecated routine (`omp_set_nested`,
`omp_get_nested`)."""


class HostOpenMP:
    """libomp's entry points of one program (see the module doc)."""

    def __init__(self, interpreter: OffloadInterpreter, libc: CLibrary):
        self.interpreter, self._libc = interpreter, libc
        self.allocators: set[int] = set()
        self.task_sizes: dict[int, tuple[int, int]] = {}
        self.task_sites: dict[int, Loc] = {}
        """Where each allocated task was made (its construct's `ident_t`), for the
        checks."""
        self.target_tasks: set[int] = set()
        """The allocated tasks of `target nowait` constructs."""
        """Each allocated task's bytes and the offset of its shareds (-1: none), which
        a taskloop's copies of it need (libomp's `__kmp_task_dup_alloc`)."""
        self.dynamic = 0
        """The dyn-var ICV (`omp_set_dynamic`; libomp's default is false)."""
        self.max_active_levels = max_active_levels_from_environment(os.environ)
        """The max-active-levels-var ICV (libomp 22's default without
        OMP_MAX_ACTIVE_LEVELS: 1, recorded natively)."""
        self.nthreads_levels = nthreads_levels(os.environ)
        """`OMP_NUM_THREADS`'s values for the nested levels."""
        self._stack_floor: int | None = None
        """The lowest stack window the running phased teams took (`_run_phased`)."""
        self.thread_limits = [thread_limit_from_environment(os.environ)]
        self.final_tasks = [False]
        """Whether each task the running thread is in, innermost last, is a final task
        (OpenMP 5.2 §12.5: `final(true)`, or a descendant of a final task)."""
        self.final_flags: dict[int, bool] = {}
        """Each allocated task's `final` flag (libomp's `kmp_tasking_flags_t`, bit 1)."""
        """thread-limit-var of the running task, then of the tasks it runs in."""
        self.league_thread_limit = 0
        """`thread_limit` of the next `teams` (`__kmpc_push_num_teams`), 0 for none."""
        self.league_num_teams = 0
        """`num_teams` of the next `teams`, 0 for none."""
        self.league_teams_exact = False
        """Whether `league_num_teams` is the count to form, not capped by the processors
        (`__kmpc_push_num_teams_51`)."""
        self.leagues: list[League] = []
        """The `teams` regions the running thread is in, innermost last."""
        self.warned_of_smaller_team = False
        self.next_num_threads = 0
        """`num_threads(n)` of the next parallel region (`__kmpc_push_num_threads`)."""
        self.next_strict: tuple[int, int, int] | None = None
        """(ident, severity, message) of the next region's `num_threads(strict: n)`."""
        self.teams = [Team(nthreads=[interpreter.runtime.options.host_threads])]
        """The teams the running thread is in, innermost last (first: the initial
        thread's implicit one; a `teams` league's team; parallel regions')."""
        self._barriers: BarrierScan | None = None
        self.threadprivate = ThreadPrivate(interpreter.runtime.memory, self.running_thread,
                                           interpreter.linker.thread_local_images)
        interpreter.thread_storage = self.threadprivate.thread_local
        self.directives = OpenMPDirectives(interpreter.runtime.ident_psource,
                                           interpreter.runtime.memory.read_cstring,
                                           lambda text: self._libc.stderr.write(text.encode()),
                                           self._libc.abort)

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {
            "__kmpc_global_thread_num": lambda _loc: self.teams[-1].tid,
            "__kmpc_omp_task_alloc": self.task_alloc,
            "__kmpc_omp_target_task_alloc": self.target_task_alloc,
            "__kmpc_omp_task": lambda _loc, _gtid, task: self.run_deferred(task, 0, 0),
            "__kmpc_omp_task_with_deps": lambda _loc, _gtid, task, ndeps, deps, *_noalias:
                self.run_deferred(task, ndeps, deps),
            "__kmpc_omp_task_begin_if0": lambda _loc, _gtid, task: self.begin_task(task),
            "omp_in_final": lambda: int(self.final_tasks[-1]),
            "omp_in_explicit_task": lambda: int(len(self.final_tasks) > 1),
            "__kmpc_omp_reg_task_with_affinity": lambda _loc, _gtid, _task, _n, _list: 0,
            "__kmpc_task_allow_completion_event": lambda _loc, _gtid, task: task,
            "omp_fulfill_event": lambda _event: None,
            "__kmpc_omp_task_complete_if0": self.complete_undeferred_task,
            "__kmpc_omp_taskwait": self.taskwait,
            "__kmpc_omp_taskwait_deps_51": lambda _loc, _gtid, ndeps, deps, *_noalias:
                self.wait_dependences(ndeps, deps),
            "__kmpc_taskloop": self.taskloop,
            "__kmpc_taskloop_5": self.taskloop,
            "__kmpc_taskgroup": lambda _loc, _gtid: self._deferred_work(DeferredWork.begin_group),
            "__kmpc_end_taskgroup": lambda _loc, _gtid:
                self._deferred_work(DeferredWork.end_group),
            "__kmpc_omp_wait_deps": lambda _loc, _gtid, ndeps, deps, *_noalias:
                self.wait_dependences(ndeps, deps),
            "__kmpc_push_num_teams": self.push_num_teams,
            "__kmpc_push_num_teams_51": self.push_num_teams_51,
            "__kmpc_set_thread_limit": self.set_thread_limit,
            "omp_get_thread_limit": lambda: self.thread_limits[-1],
            "omp_get_wtime": time.monotonic,
            "omp_get_wtick": lambda: time.get_clock_info("monotonic").resolution,
            "__kmpc_push_num_threads": self.push_num_threads,
            "__kmpc_push_num_threads_strict": self.push_num_threads_strict,
            "__kmpc_fork_teams": self.fork_teams,
            "__kmpc_fork_call": self.fork,
            "__kmpc_fork_call_if": self.fork_if,
            "__kmpc_serialized_parallel": lambda _loc, _gtid: None,
            "__kmpc_end_serialized_parallel": lambda _loc, _gtid: None,
            "omp_get_num_teams": lambda: self.leagues[-1].size if self.leagues else 1,
            "omp_get_team_num": lambda: self.leagues[-1].team_num if self.leagues else 0,
            "omp_get_num_threads": lambda: self.teams[-1].size,
            "omp_get_thread_num": lambda: self.teams[-1].tid,
            "omp_get_max_threads": lambda: self.nthreads,
            "omp_set_dynamic": self.set_dynamic, "omp_get_dynamic": lambda: self.dynamic,
            "omp_get_supported_active_levels": lambda: INT_MAX,
            "omp_get_max_active_levels": lambda: self.max_active_levels,
            "omp_set_max_active_levels": self.set_max_active_levels,
            "omp_set_nested": self.set_nested,
            "omp_get_nested": self.get_nested,
            "omp_set_num_threads": self.set_num_threads,
            "omp_get_num_procs": lambda: self.interpreter.runtime.options.host_processors,
            "omp_in_parallel": lambda: int(any(team.active for team in self.teams)),
            "omp_get_level": lambda: len(self._parallel_teams()),
            "omp_get_active_level": lambda: sum(team.active for team in self.teams),
            "omp_get_ancestor_thread_num": lambda level: self._ancestor(level, "tid"),
            "omp_get_team_size": lambda level: self._ancestor(level, "size"),
            IS_INITIAL_DEVICE: self.libomp_is_initial_device,
            "omp_get_device_num": self.device_num,
            **Allocators(self._libc, self.interpreter.runtime).externals(),
            "omp_init_allocator": self.init_allocator,
            "omp_destroy_allocator": lambda allocator: self.allocators.discard(allocator),
            "__kmpc_init_allocator": lambda _gtid, memspace, ntraits, traits:
                self.init_allocator(memspace, ntraits, traits),
            "__kmpc_destroy_allocator": lambda _gtid, allocator:
                self.allocators.discard(allocator),
            **task_reduction_externals(),
            **self.directives.externals(),
            "omp_display_env": self.display_env,
            "ompx_dump_mapping_tables": self.dump_mapping_tables,
            **AffinityFormat(self.affinity_fields, self.interpreter.runtime.memory.read_cstring,
                             self.interpreter.runtime.memory.read,
                             self.interpreter.runtime.memory.write,
                             lambda text: self._libc.stdout.write(text.encode())).externals(),
            **OpenMPLocks(lambda: (id(self.teams[-1]), self.teams[-1].tid)).externals(),
            **self.threadprivate.externals(),
            **TeamWorksharing(self.interpreter, lambda: self.teams[-1],
                              lambda: self.leagues[-1] if self.leagues else League()).externals(),
            "__kmpc_barrier": lambda _loc, _gtid: self.barrier(),
            "__kmpc_end_reduce": lambda _loc, _gtid, _lock: self.barrier(),
            "__kmpc_copyprivate": self.copyprivate,
        }

    def _malloc(self, size: int) -> int:
        return self._libc.malloc(size)

    def call(self, function: int, args: tuple[Any, ...]) -> None:
        """`function` (an address a runtime entry point was handed) called with `args`."""
        linker = self.interpreter.linker
        linker.entry[linker.outlined_function(self.interpreter, function)](self.interpreter, args)

    # ---- tasks ----------------------------------------------------------------------
    def task_alloc(self, loc: int, _gtid: int, flags: int, sizeof_task: int,
                   sizeof_shareds: int, routine: int) -> int:
        """A task and its shared-variable block, as libomp's `__kmp_task_alloc`."""
        shareds_at = -(-sizeof_task // _ALIGN) * _ALIGN
        task = self._libc.malloc(shareds_at + sizeof_shareds, zeroed=True)
        if not task:
            raise ProgramError(f"no memory for a task of {sizeof_task + sizeof_shareds} bytes")
        runtime = self.interpreter.runtime
        if runtime.memory.checks is not None:
            self.task_sites[task] = runtime.memory.checks.place(runtime.ident_loc(loc))
        memory = self.interpreter.memory
        memory.write_uint(task + _TASK_SHAREDS, task + shareds_at if sizeof_shareds else 0)
        memory.write_uint(task + _TASK_ROUTINE, routine)
        self.final_flags[task] = bool(flags & _TASK_FINAL)
        self.task_sizes[task] = (shareds_at + sizeof_shareds, shareds_at if sizeof_shareds else -1)
        return task

    def target_task_alloc(self, loc: int, gtid: int, flags: int, sizeof_task: int,
                          sizeof_shareds: int, routine: int, _device: int) -> int:
        task = self.task_alloc(loc, gtid, flags, sizeof_task, sizeof_shareds, routine)
        self.target_tasks.add(task)
        return task

    # ---- deferred tasks and their synchronization (runtime/deferred.py) ----------------
    def _deferred_work(self, action: Callable[[DeferredWork], None]) -> None:
        """`action` on the run's deferred work, when the checks follow it."""
        checks = self.interpreter.runtime.memory.checks
        if checks is not None:
            action(checks.deferred)

    def run_deferred(self, task: int, ndeps: int, deps: int) -> int:
        """`__kmpc_omp_task[_with_deps]`: a deferred task (a `target nowait` one
        made by `__kmpc_omp_target_task_alloc`), run now; for the checks, unfinished
        until a synchronization orders it (`deferred.Deferred`)."""
        checks = self.interpreter.runtime.memory.checks
        site = self.task_sites.pop(task, None)
        device = task in self.target_tasks
        self.target_tasks.discard(task)
        if checks is None:
            return self.run_task(task)
        work = Deferred("target nowait" if device else "task", site, device,
                        depends=self._dependences(ndeps, deps))
        checks.deferred.begin(work)
        try:
            return self.run_task(task)
        finally:
            checks.deferred.end()

    def _dependences(self, ndeps: int, deps: int) -> tuple[Dependence, ...]:
        """The `kmp_depend_info` array of a task's or a wait's `depend` clauses
        (`{intptr_t base_addr; size_t len; uint8_t flags}`, 24 bytes: `in` 1, `out`
        2, `mtx` 4, `set` 8, `all` 0x80)."""
        memory = self.interpreter.memory
        found = []
        for i in range(to_int32(ndeps)):
            at = deps + _DEPEND_INFO_SIZE * i
            flags = memory.read_uint(at + 16, 1)
            found.append(Dependence(memory.read_uint(at), bool(flags & ~1),
                                    every=bool(flags & _DEPEND_ALL)))
        return tuple(found)

    def taskwait(self, _loc: int, _gtid: int) -> int:
        """`taskwait` (§15.5): the tasks made so far are complete."""
        self._deferred_work(DeferredWork.wait_all)
        return 0

    def wait_dependences(self, ndeps: int, deps: int) -> None:
        """`taskwait depend(...)` and an undeferred task's dependences
        (`__kmpc_omp_wait_deps`): the tasks they name are complete."""
        depends = self._dependences(ndeps, deps)
        self._deferred_work(lambda work: work.wait_dependences(depends))

    def taskloop(self, _loc: int, _gtid: int, task: int, _if_val: int, lb: int, ub: int,
                 stride: int, _nogroup: int, sched: int, grainsize: int, *rest: int) -> None:
        """`__kmpc_taskloop` and `__kmpc_taskloop_5` (one more argument before
        `task_dup`: the `strict` modifier): the pattern task's iterations as libomp
        divides them among tasks (`kmpc_taskloop`), each run now; the pattern is then
        freed. (`if(false)` and `nogroup` change nothing where every task runs to
        completion at once.)"""
        *modifier, task_dup = rest
        stride = stride - (1 << 64) if stride >> 63 else stride
        run_taskloop(self.interpreter.runtime.memory, task, self.task_sizes.pop(task, (0, -1)), lb, ub,
                     stride, sched, grainsize, bool(modifier and modifier[0] & 0xFFFFFFFF),
                     self.teams[-1].size, task_dup, self._malloc, self.call, self.run_task)
        self._libc.free(task)

    def display_env(self, _verbose: int) -> None:
        """`omp_display_env` (OpenMP 5.2 §18.15): libomp 22's block on standard error,
        the ICVs' values as this run has them (a variable the environment does not set
        and libomp gives no value: "value is not defined")."""
        def var(name: str, value: object) -> str:
            if value is None:
                return f"  [host] {name}: value is not defined\n"
            return f"  [host] {name}='{value}'\n"
        nthreads = os.environ.get("OMP_NUM_THREADS")
        lines = [
            "\nOPENMP DISPLAY ENVIRONMENT BEGIN\n", "   _OPENMP='201611'\n",
            var("OMP_AFFINITY_FORMAT", "OMP: pid %P tid %i thread %n bound to OS proc set {%A}"),
            var("OMP_ALLOCATOR", "omp_default_mem_alloc"),
            var("OMP_CANCELLATION", "TRUE" if self.directives.cancellation else "FALSE"),
            var("OMP_DEFAULT_DEVICE", self.interpreter.runtime.omp.omp_get_default_device()),
            var("OMP_DISPLAY_AFFINITY", "FALSE"), var("OMP_DISPLAY_ENV", "FALSE"),
            var("OMP_DYNAMIC", "TRUE" if self.dynamic else "FALSE"),
            var("OMP_MAX_ACTIVE_LEVELS", self.max_active_levels),
            var("OMP_MAX_TASK_PRIORITY", 0),
            f"  [host] OMP_NESTED: deprecated; max-active-levels-var={self.max_active_levels}\n",
            var("OMP_NUM_TEAMS", self.directives.nteams), var("OMP_NUM_THREADS", nthreads),
            var("OMP_PLACES", None), var("OMP_PROC_BIND", "false"),
            var("OMP_SCHEDULE", "static"), var("OMP_STACKSIZE", "8M"),
            "  [host] OMP_TARGET_OFFLOAD="
            f"{'DISABLED' if self.interpreter.runtime.omp.offload_disabled else 'DEFAULT'}\n",
            var("OMP_TEAMS_THREAD_LIMIT", self.directives.teams_thread_limit),
            var("OMP_THREAD_LIMIT", self.thread_limits[0]), var("OMP_TOOL", "enabled"),
            var("OMP_TOOL_LIBRARIES", None), var("OMP_TOOL_VERBOSE_INIT", None),
            var("OMP_WAIT_POLICY", "PASSIVE"), "OPENMP DISPLAY ENVIRONMENT END\n\n"]
        self._libc.stderr.write("".join(lines).encode())

    def dump_mapping_tables(self) -> None:
        """libomptarget 22's `ompx_dump_mapping_tables()`: every device's table, device
        0 first, as the dump after a construct prints it but on standard output and
        whatever LIBOMPTARGET_INFO says (checked natively)."""
        runtime = self.interpreter.runtime
        if runtime.omp.offload_disabled:
            return
        for dev in runtime.devices:
            for line in render_lines([dev.table_dump(("libomptarget", 0, 0))]):
                self._libc.stdout.write(f"{line}\n".encode())

    def set_max_active_levels(self, levels: int) -> None:
        """`omp_set_max_active_levels` (§18.2.15): a non-negative value, at most the
        supported levels; a negative one is ignored with libomp's warning."""
        levels = to_int32(levels)
        if levels < 0:
            self._libc.stderr.write(NEGATIVE_LEVELS_WARNING.format(levels=levels).encode())
            return
        self.max_active_levels = levels

    def set_nested(self, flag: int) -> None:
        """`omp_set_nested` (OpenMP 5.0 §3.2.10, deprecated): libomp says so on standard
        error at every call, and makes max-active-levels-var unlimited (INT_MAX) for
        a true flag where it is 1 (a larger value stays), 1 for false (recorded
        natively: test/conformance/omp-c/host_nested_levels.c)."""
        self._libc.stderr.write(DEPRECATED_INFO.format(routine="omp_set_nested",
                                                       instead="omp_set_max_active_levels").encode())
        if to_int32(flag) == 0:
            self.max_active_levels = 1
        elif self.max_active_levels == 1:
            self.max_active_levels = INT_MAX

    def get_nested(self) -> int:
        """`omp_get_nested` (deprecated): whether max-active-levels-var is above 1,
        with libomp's notice."""
        self._libc.stderr.write(DEPRECATED_INFO.format(routine="omp_get_nested",
                                                       instead="omp_get_max_active_levels").encode())
        return int(self.max_active_levels > 1)

    def set_dynamic(self, value: int) -> None:
        """`omp_set_dynamic` (OpenMP 5.2 §18.2.6): the dyn-var ICV, which libomp keeps
        but which cannot change a team here (teams have the threads asked for)."""
        self.dynamic = int(value != 0)

    def run_task(self, task: int) -> int:
        """The task runs now, to completion, and is freed."""
        routine = self.interpreter.memory.read_uint(task + _TASK_ROUTINE)
        self.task_sizes.pop(task, None)
        self.begin_task(task)
        try:
            self.call(routine, (0, task))
        finally:
            self.end_task()
        self._libc.free(task)
        return 0

    def begin_task(self, task: int) -> None:
        """A task starts: its data environment inherits the encountering task's ICVs;
        it is final if it was made so or its parent is (OpenMP 5.2 §12.5)."""
        self.thread_limits.append(self.thread_limits[-1])
        self.final_tasks.append(self.final_flags.pop(task, False) or self.final_tasks[-1])

    def end_task(self) -> None:
        self.thread_limits.pop()
        self.final_tasks.pop()

    def complete_undeferred_task(self, _loc: int, _gtid: int, task: int) -> None:
        """The end of an undeferred task the encountering thread ran itself
        (`__kmpc_omp_task_begin_if0` ... `complete_if0`): it is freed."""
        self.task_sizes.pop(task, None)
        self.end_task()
        self._libc.free(task)

    def set_thread_limit(self, _loc: int, _gtid: int, limit: int) -> None:
        """`thread_limit(limit)` on `target`: the running (target) task's limit."""
        if limit > 0:
            self.thread_limits[-1] = limit

    def push_num_teams(self, _loc: int, _gtid: int, num_teams: int, thread_limit: int) -> None:
        self.league_num_teams = max(to_int32(num_teams), 0)
        self.league_thread_limit = max(to_int32(thread_limit), 0)
        self.league_teams_exact = False

    def push_num_teams_51(self, _loc: int, _gtid: int, lower: int, upper: int,
                          thread_limit: int) -> None:
        """flang 22's `num_teams` (the bounds of OpenMP 5.1's `num_teams(lower: upper)`):
        the teams libomp chooses (`kmpc_team.num_teams_51`), then formed as many."""
        self.league_thread_limit = max(to_int32(thread_limit), 0)
        self.league_num_teams = num_teams_51(
            to_int32(lower), to_int32(upper), self.league_thread_limit,
            self.interpreter.runtime.options.host_processors)
        self.league_teams_exact = self.league_num_teams > 0

    # ---- teams and parallel ---------------------------------------------------------
    def fork_teams(self, _loc: int, _argc: int, microtask: int, *args: Any) -> None:
        """The league libomp forms (`kmpc_team.league_shape`; one team of one thread on
        a simulated discrete device), its teams one after the other, each team's
        primary thread running the region, with the `thread_limit` pushed for it."""
        limit, self.league_thread_limit = self.league_thread_limit, 0
        num_teams, self.league_num_teams = self.league_num_teams, 0
        exact, self.league_teams_exact = self.league_teams_exact, False
        self.thread_limits.append(limit if limit > 0 else self.thread_limits[-1])
        if self._on_discrete_device():
            teams, threads, warning = 1, 1, None
        else:
            teams, threads, warning = league_shape(num_teams, limit, self.nthreads,
                                                   self.thread_limits[-2],
                                                   self.interpreter.runtime.options.host_processors,
                                                   capped=not exact)
        if warning is not None:
            self._warn_of_smaller_team(*warning)
        league = League(teams, threads)
        self.leagues.append(league)
        try:
            for team_num in range(teams):
                league.team_num = team_num
                self.run_team(Team(nthreads=[self.nthreads]), microtask, args)
        finally:
            self.leagues.pop()
            self.thread_limits.pop()

    def _warn_of_smaller_team(self, asked: int, given: int) -> None:
        """libomp's warning #96, once per process."""
        if not self.warned_of_smaller_team:
            self.warned_of_smaller_team = True
            self._libc.stderr.write(TEAMS_WARNING.format(asked=asked, given=given).encode())

    def _on_discrete_device(self) -> bool:
        interpreter = self.interpreter
        return interpreter.on_device and not interpreter.runtime.options.host_plugin

    @property
    def nthreads(self) -> int:
        """The running thread's nthreads-var ICV (`omp_set_num_threads`,
        `OMP_NUM_THREADS`, `acc-run --num-procs`): its implicit task's own."""
        team = self.teams[-1]
        return team.nthreads[team.tid]

    @nthreads.setter
    def nthreads(self, value: int) -> None:
        team = self.teams[-1]
        team.nthreads[team.tid] = value

    def _inherited_nthreads(self) -> int:
        """The nthreads-var of the threads of a team the running thread forms: the next
        level's value of `OMP_NUM_THREADS`, else the running thread's."""
        level = len(self._parallel_teams()) + 1
        if level < len(self.nthreads_levels):
            return self.nthreads_levels[level]
        return self.nthreads

    def push_num_threads(self, _loc: int, _gtid: int, num_threads: int) -> None:
        self.next_num_threads = max(to_int32(num_threads), 0)

    def push_num_threads_strict(self, loc: int, gtid: int, num_threads: int, severity: int,
                                message: int) -> None:
        """OpenMP 6.0 `num_threads(strict: n) [severity(...)] [message(...)]`: the next
        region must have `n` threads. libomp 22 reports a team the contention group's
        limit (`OMP_THREAD_LIMIT`) makes smaller: its warning #96 once per process,
        then, for each such region, the clause's message (or its own) as the `error`
        directive reports one (`kmpc_team.STRICT_NUM_THREADS_MESSAGE`). A `teams` or
        `target` region's `thread_limit` reduces the team silently (native runs)."""
        self.push_num_threads(loc, gtid, num_threads)
        self.next_strict = (loc, severity, message)

    def set_num_threads(self, num_threads: int) -> None:
        """`omp_set_num_threads` (OpenMP 5.2 §18.2.1): a positive value sets nthreads-var."""
        if to_int32(num_threads) > 0:
            self.nthreads = num_threads

    def fork(self, _loc: int, _argc: int, microtask: int, *args: Any) -> None:
        """A parallel region on the team libomp forms for it (module doc), each thread
        running `microtask(&gtid, &bound_tid, ...)` in turn."""
        requested, self.next_num_threads = self.next_num_threads or self.nthreads, 0
        strict, self.next_strict = self.next_strict, None
        size = min(requested, self.thread_limits[-1])
        if strict is not None and requested > self.thread_limits[0]:
            self._warn_of_smaller_team(requested, self.thread_limits[0])
            message = (self.interpreter.runtime.memory.read_cstring(strict[2]) if strict[2]
                       else STRICT_NUM_THREADS_MESSAGE)
            self.directives.report(strict[0], strict[1], message)
        if self.leagues:  # a team of a league: its share of the processors
            size = min(size, self.leagues[-1].threads)
        active_levels = sum(team.active for team in self.teams)
        if size > 1 and (active_levels >= self.max_active_levels
                         or self._on_discrete_device()):
            size = 1
        team = Team(size=size, active=size > 1, parallel=True,
                    nthreads=[self._inherited_nthreads()] * size)
        self.run_team(team, microtask, args,
                      phased=size > 1 and self._waits_at_a_barrier(microtask))

    def fork_if(self, loc: int, argc: int, microtask: int, cond: int, args: int) -> None:
        """flang's `parallel if(cond)`: libomp 22's `__kmpc_fork_call_if` forks as
        `__kmpc_fork_call` does when `cond` holds, else runs the region serialized, on a
        team of one inactive thread (`__kmpc_serialized_parallel`: a nesting level,
        not an active one); `args`, one pointer (null: none), is the region's argument."""
        passed = (args,) if args else ()
        if cond & 0xFFFFFFFF:
            self.fork(loc, argc, microtask, *passed)
            return
        self.run_serialized(microtask, passed)

    def run_serialized(self, microtask: int, args: tuple[Any, ...]) -> None:
        """A parallel region run by one thread (`__kmpc_serialized_parallel`): a nesting
        level that is not active; a pushed `num_threads` is used up."""
        self.next_num_threads = 0
        self.run_team(Team(size=1, active=False, parallel=True,
                           nthreads=[self._inherited_nthreads()]), microtask, args)

    def _parallel_teams(self) -> list[Team]:
        return [team for team in self.teams if team.parallel]

    def running_thread(self) -> Thread:
        """The thread that runs (`kmpc_threadprivate.Thread`): its number in each
        enclosing league and active team, outermost first; a primary thread (number 0)
        is the thread that forked its team, so trailing zeros are left out."""
        numbers = [*(league.team_num for league in self.leagues),
                   *(team.tid for team in self.teams if team.active)]
        while numbers and numbers[-1] == 0:
            numbers.pop()
        return tuple(numbers)

    def affinity_fields(self) -> dict[str, object]:
        """The running thread's fields of the affinity format (`kmpc_affinity`)."""
        level = len(self._parallel_teams())
        return {"team_num": self.leagues[-1].team_num if self.leagues else 0,
                "num_teams": self.leagues[-1].size if self.leagues else 1,
                "nesting_level": level, "thread_num": self.teams[-1].tid,
                "num_threads": self.teams[-1].size,
                "ancestor_tnum": self._ancestor(level - 1, "tid") if level else -1}

    def _ancestor(self, level: int, what: str) -> int:
        """`omp_get_ancestor_thread_num` / `omp_get_team_size` (OpenMP 5.2 §18.2.18-19):
        of the enclosing parallel region at `level` (0: the initial thread's), -1
        outside 0 .. `omp_get_level()`."""
        level = to_int32(level)
        teams = self._parallel_teams()
        if level == 0:
            return 0 if what == "tid" else 1
        if not 0 < level <= len(teams):
            return -1
        return getattr(teams[level - 1], what)

    def run_team(self, team: Team, microtask: int, args: tuple[Any, ...],
                 phased: bool = False) -> None:
        """`microtask(&gtid, &bound_tid, *args)` run by each thread of `team` in turn,
        each to its end, or, `phased`, phase by phase (`kmpc_phases`)."""
        ids = self._libc.malloc(8 * team.size, zeroed=True)
        for tid in range(team.size):
            self.interpreter.memory.write_uint(ids + 8 * tid, tid, 4)
            self.interpreter.memory.write_uint(ids + 8 * tid + 4, tid, 4)
        self.teams.append(team)
        try:
            if phased:
                self._run_phased(team, lambda tid: self.call(
                    microtask, (ids + 8 * tid, ids + 8 * tid + 4, *args)))
            else:
                for tid in range(team.size):
                    team.start_thread(tid)
                    self.call(microtask, (ids + 8 * tid, ids + 8 * tid + 4, *args))
        finally:
            self.teams.pop()
            self._libc.free(ids)
        self._deferred_work(DeferredWork.wait_all)  # the region's implicit barrier

    def _run_phased(self, team: Team, body: Callable[[int], None]) -> None:
        """The team's threads phase by phase, each with its own interpreter state (its
        frame, its calls' stack allocations, its stack window, its place in the team),
        saved when it stops at a barrier and put back when it goes on."""
        interpreter = self.interpreter
        frames = interpreter.linker.frames
        memory = interpreter.runtime.memory
        base, top, forked = len(frames), memory.stack_pointer, interpreter.code_state()
        floor = top if self._stack_floor is None else self._stack_floor
        contexts: dict[int, tuple[Any, ...]] = {
            tid: (forked, [], floor - tid * STACK_WINDOW if tid else top, (tid, 0, 0, 0))
            for tid in range(team.size)}
        outer_floor, self._stack_floor = self._stack_floor, floor - (team.size - 1) * STACK_WINDOW

        def switch_in(tid: int) -> None:
            state, own, memory.stack_pointer, place = contexts[tid]
            interpreter.resume_code_state(state)
            frames[base:] = own
            team.tid, team.loops_met, team.current_loop, team.singles_met = place

        def switch_out(tid: int) -> None:
            contexts[tid] = (interpreter.code_state(), frames[base:], memory.stack_pointer,
                             (team.tid, team.loops_met, team.current_loop, team.singles_met))

        team.phases = Phases(team.size, switch_in, switch_out)
        try:
            team.phases.run(body)
        except BarrierMismatchError as error:
            raise ProgramError(str(error)) from None
        finally:
            team.phases = None
            self._stack_floor = outer_floor
            interpreter.resume_code_state(forked)
            del frames[base:]
            memory.stack_pointer = top

    def barrier(self) -> None:
        """A barrier of the running thread's team (`__kmpc_barrier`, the end of a
        blocking reduction): the tasks made so far are complete; in a team run phase by
        phase, the thread waits there for the others."""
        self._deferred_work(DeferredWork.wait_all)
        team = self.teams[-1]
        if team.phases is not None:
            team.phases.barrier(team.tid)

    def copyprivate(self, _loc: int, _gtid: int, _size: int, data: int, function: int,
                    didit: int) -> None:
        """`single copyprivate(...)` (OpenMP 5.2 §5.7.2, libomp's `__kmpc_copyprivate`):
        the thread that ran the `single` offers its list (`data`, an array of pointers
        to its variables); after a barrier each other thread copies it into its own
        with the compiler's `function(own, offered)`; then a barrier again."""
        team = self.teams[-1]
        if didit & 0xFFFFFFFF:
            team.copyprivate_data = data
        self.barrier()
        if not didit & 0xFFFFFFFF and team.copyprivate_data:
            self.call(function, (data, team.copyprivate_data))
        self.barrier()

    def _waits_at_a_barrier(self, microtask: int) -> bool:
        """Does the outlined region (or a function it calls) hold a barrier?"""
        if self._barriers is None:
            self._barriers = BarrierScan({
                op.sym_name.data: op for op in self.interpreter.module.ops
                if isinstance(op, llvm.FuncOp)})
        function = self.interpreter.linker.outlined_function(self.interpreter, microtask)
        return not isinstance(function, llvm.FuncOp) or self._barriers.threads_wait(function)

    # ---- devices and allocators -----------------------------------------------------
    def is_initial_device(self) -> int:
        return 0 if self.interpreter.on_device else 1

    def libomp_is_initial_device(self) -> int:
        """libomp's own `omp_is_initial_device`, which flang's code calls (clang's folds
        its `nohost` variant instead): on LLVM's host plugin the device code is host
        code, which libomp answers as the host (natively true in a Fortran target
        region there); on a simulated discrete device, 0 in device code."""
        if self.interpreter.runtime.options.host_plugin:
            return 1
        return self.is_initial_device()

    def device_num(self) -> int:
        memory, runtime = self.interpreter.memory, self.interpreter.runtime
        if isinstance(memory, DeviceAccessor) and not runtime.options.host_plugin:
            return memory.device.id
        return runtime.omp.omp_get_initial_device()

    def init_allocator(self, _memspace: int, _ntraits: int, _traits: int) -> int:
        handle = self._libc.malloc(8, zeroed=True)
        self.allocators.add(handle)
        return handle


def _is_initial_device_variant(name: str) -> bool:
    """Whether `name` is `omp_is_initial_device` or clang's host variant of it: C's
    `omp_is_initial_device$ompvariant$...`, or C++'s internal-linkage mangling of the
    same (`_ZL44omp_is_initial_device$ompvariant$S2$s6$Phostv`)."""
    return name.startswith(IS_INITIAL_DEVICE) or f"{IS_INITIAL_DEVICE}$ompvariant" in name


def install_host_openmp(interpreter: OffloadInterpreter, libc: CLibrary
                        ) -> dict[str, Callable[..., Any]]:
    """libomp's entry points for `interpreter`'s program, by C name, with those of the
    device runtime that flang's device kernels call (`device_rtl`); the program's own
    `omp_is_initial_device` definitions (clang's host variant) answer where the code
    runs (see the module doc)."""
    host = HostOpenMP(interpreter, libc)
    device = DeviceRuntime(host)
    entry = interpreter.linker.entry
    for op in interpreter.module.ops:
        if (isinstance(op, llvm.FuncOp) and _is_initial_device_variant(op.sym_name.data)
                and op.body.blocks):  # a definition: clang's variant, not libomp's function
            entry[op] = lambda _interp, _args: (host.is_initial_device(),)
    return {**host.externals(), **device.externals()}
