"""`taskloop` as libomp 22 runs it (`__kmpc_taskloop`, openmp/runtime/src/kmp_tasking.cpp:
`__kmp_taskloop`, `__kmp_taskloop_linear`).

clang allocates one pattern task (`__kmpc_omp_task_alloc`), stores the loop's lower
bound, upper bound and stride in it, and hands it over with pointers to the bounds.
libomp counts the iterations (`tc`), chooses the tasks (`taskloop_partition`: by
default the team's size times 10 of them; `grainsize(g)`: `tc / g` tasks; `num_tasks(n)`:
`n`; never more than `tc`), gives the first `extras` of them one iteration more, and
makes each a copy of the pattern with its own bounds (OpenMP 5.1's `strict` modifier,
`__kmpc_taskloop_5`: `grainsize(strict: g)` tasks of exactly `g` iterations, the
last one what is left), `task_dup(copy, pattern,
lastpriv)` filling its firstprivate copies and telling the last task it is the last
(lastprivate). The tasks run here one after the other, each to completion (the
simulated host runs tasks undeferred), then the pattern is freed.
"""

from collections.abc import Callable
from typing import Any

_NO_SCHEDULE, _GRAINSIZE, _NUM_TASKS = 0, 1, 2
_MASK64 = (1 << 64) - 1


def trip_count(lower: int, upper: int, stride: int) -> int:
    """The iterations of `for (i = lower; i <= upper; i += stride)` (`stride` < 0:
    down to `upper`), as libomp counts them; 0 when the loop is empty."""
    if stride > 0:
        return (upper - lower) // stride + 1 if upper >= lower else 0
    return (lower - upper) // -stride + 1 if lower >= upper else 0


def taskloop_partition(tc: int, sched: int, grainsize: int, team_size: int,
                       strict: bool = False) -> tuple[int, int, int]:
    """(num_tasks, grainsize, extras) for `tc` iterations: each task runs `grainsize`
    iterations, the first `extras` one more (the last no more than are left)."""
    if sched == _NO_SCHEDULE:
        sched, grainsize = _NUM_TASKS, team_size * 10
    if sched == _NUM_TASKS:
        if grainsize > tc:
            return tc, 1, 0
        return grainsize, tc // grainsize, tc % grainsize
    if grainsize > tc:
        return 1, tc, 0
    if strict:
        return -(-tc // grainsize), grainsize, 0
    num_tasks = tc // grainsize
    return num_tasks, tc // num_tasks, tc % num_tasks


def run_taskloop(memory: Any, task: int, layout: tuple[int, int], lb: int, ub: int, stride: int,
                 sched: int, grainsize: int, strict: bool, team_size: int, task_dup: int,
                 malloc: Callable[[int], int], call: Callable[[int, tuple[Any, ...]], None],
                 run_task: Callable[[int], Any]) -> None:
    """Runs the tasks of the pattern `task` (`layout`: its bytes, and the offset of its
    shareds, -1 for none; its bounds at `lb` and `ub`): each a copy of the whole
    allocation, its shareds pointer at its own copy of them, as libomp's
    `__kmp_task_dup_alloc` makes it. `call(function, args)` calls a function of the
    program, `run_task(t)` runs and frees a task."""
    task_size, shareds_at = layout
    lower, upper = memory.read_uint(lb), memory.read_uint(ub)
    signed = lambda v: v - (1 << 64) if v >> 63 else v
    lower, upper = signed(lower), signed(upper)
    tc = trip_count(lower, upper, stride)
    num_tasks, grainsize, extras = taskloop_partition(tc, sched, grainsize, team_size, strict)
    lb_at, ub_at = lb - task, ub - task
    for i in range(num_tasks):
        chunk = min(grainsize + (1 if i < extras else 0), tc)
        tc -= chunk
        last = lower + stride * (chunk - 1)
        copy = malloc(task_size)
        memory.copy(copy, task, task_size)
        if shareds_at >= 0:
            memory.write_uint(copy, copy + shareds_at)  # kmp_task_t's first field
        memory.write_uint(copy + lb_at, lower & _MASK64)
        memory.write_uint(copy + ub_at, last & _MASK64)
        if task_dup:
            call(task_dup, (copy, task, int(i == num_tasks - 1)))
        run_task(copy)
        lower = last + stride
