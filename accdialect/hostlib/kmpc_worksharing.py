"""libomp's worksharing, synchronization and reduction entry points, which clang emits
for `for`, `distribute`, `distribute parallel for`, `single`, `master`, `critical` and
`reduction` inside a kernel or on the host (issue 11, cause 5).

Each call answers for the running thread of the current team (`kmpc_team.Team`; its
threads run one after the other, see there), and `distribute` for the running team of
the league (`kmpc_team.League`), split as `schedule(static)` splits among threads. What
a thread of a team of `nth` gets is
libomp 22's `__kmp_for_static_init` and `__kmp_dist_for_static_init`
(`kmp_sched.cpp`, with its default `__kmp_static`, balanced; checked natively on 2 and 3
threads):
- an empty iteration space (`upper < lower` for a positive increment) leaves the
  bounds, sets `*plastiter = 0` and `*pstride = incr`;
- a team of one gets the whole space, whatever the schedule: `*plastiter = 1`,
  `*pstride` the trip span (`upper - lower + 1`, negated for a negative increment);
- `schedule(static)` (34): fewer iterations than threads, one each to the first
  threads; else `trip / nth` each, one more to the first `trip % nth` threads, in
  thread order; `*pstride` is the trip count, the last thread has the last iteration;
- `schedule(static, c)` (33): chunks of `c` iterations dealt round-robin (`*pstride`
  is `c * incr * nth`, or `* nchunks` when there are fewer chunks than threads);
- `simd` with a chunk (45, balanced chunked): `ceil(trip / nth)` rounded up to a
  multiple of the chunk, each;
- `distribute parallel for` in one call (`__kmpc_dist_for_static_init_*`): the
  team's chunk (`trip / nteams`, one more for the first teams; one iteration to the
  primary thread of each of the first teams when there are no more iterations than
  teams), `*pupperDist` its upper bound, then the thread's chunk of it as above
  (`*pstride = upper - lower`);
- a dynamically scheduled loop (`schedule(dynamic|guided|runtime)`:
  `__kmpc_dispatch_init_*`, then `__kmpc_dispatch_next_*` until it returns 0) is one
  chunk, the whole space, handed to the first thread that asks (the first call gives
  the bounds and stride and `*p_last = 1`, the next returns 0); the team's other
  threads find it taken (natively the chunks go to whichever thread asks first);
- an `ordered` loop is a dispatched loop whatever its schedule (clang and flang call
  `__kmpc_dispatch_init_*` with an ordered schedule type), so its iterations run in
  order on the thread that takes it: `__kmpc_ordered` has no earlier iteration to
  wait for, and `__kmpc_end_ordered` none to release;
- `single` is entered by the first thread that meets it (`__kmpc_single` returns 1
  for it, 0 for the others), `master` by thread 0, `masked filter(f)` by thread f;
  a `critical` section has no one to wait for;
- `__kmpc_reduce_nowait` and `__kmpc_reduce` return 1: each thread combines its
  private copies into the originals itself and ends with `__kmpc_end_reduce[_nowait]`
  (OpenMP 5.2 §5.5.8; libomp's critical method, whose arithmetic is that of its
  atomic method, which it takes natively for teams of up to 4 threads);
- `__kmpc_flush` and the `end`/`fini` calls have nothing to do; `__kmpc_barrier`, the
  blocking `__kmpc_end_reduce` and `__kmpc_copyprivate` are the team's barriers
  (`kmpc.HostOpenMP.barrier`, `kmpc_phases`).
"""

from collections.abc import Callable
from typing import Any

from accdialect.hostlib.kmpc_team import League, Team
from accdialect.interpreter.core import OffloadInterpreter

STATIC_CHUNKED, STATIC, STATIC_BALANCED_CHUNKED = 33, 34, 45
"""libomp's `sched_type` values of the static `for` schedules (`kmp.h`)."""
ORD_UPPER = 72
"""Above it, a `distribute` schedule (`kmp_distribute_static` is 92)."""
DISTRIBUTE_TO_FOR = 92 - STATIC
"""A `distribute` schedule less this is the `for` schedule that splits the league."""
_MODIFIERS = (1 << 29) | (1 << 30)
"""The monotonic and nonmonotonic bits of a schedule, which static schedules ignore."""


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


def _trip_count(lower: int, upper: int, step: int) -> int:
    return (upper - lower) // step + 1 if step > 0 else (lower - upper) // -step + 1


def static_chunk(sched: int, lower: int, upper: int, step: int, chunk: int, tid: int,
                 nth: int) -> tuple[int, int, int, bool]:
    """(lower, upper, stride, last) of thread `tid` of `nth` (`nth` > 1) for a
    non-empty static loop: `__kmp_for_static_init`'s computation."""
    trip = _trip_count(lower, upper, step)
    toward = 1 if step > 0 else -1
    if sched == STATIC_CHUNKED:
        chunk = min(max(chunk, 1), trip)
        nchunks = -(-trip // chunk)
        span = chunk * step
        last = tid == (nchunks - 1) % nth
        if nchunks < nth:
            if tid < nchunks:
                lower += span * tid
                return lower, lower + span - step, span * nchunks, last
            return upper + toward, upper, span * nchunks, last
        lower += span * tid
        return lower, lower + span - step, span * nth, last
    if sched == STATIC_BALANCED_CHUNKED:
        chunk = max(chunk, 1)
        chunk = (-(-trip // nth) + chunk - 1) & ~(chunk - 1)
        span = chunk * step
        old_upper = upper
        lower += span * tid
        upper = lower + span - step
        upper = min(upper, old_upper) if step > 0 else max(upper, old_upper)
        return lower, upper, 0, tid == (trip - 1) // chunk
    if trip < nth:
        if tid < trip:
            lower += tid * step
            return lower, lower, trip, tid == trip - 1
        return upper + toward, upper, trip, False
    small, extras = divmod(trip, nth)
    lower += step * (tid * small + min(tid, extras))
    return lower, lower + small * step - (0 if tid < extras else step), trip, tid == nth - 1


class TeamWorksharing:
    """The loop and reduction entry points of one program, on the memory of the side
    (host or device) where they are called, for the running thread of `team()`."""

    def __init__(self, interpreter: OffloadInterpreter, team: Callable[[], Team],
                 league: Callable[[], League]):
        self.interpreter = interpreter
        self.team = team
        self.league = league

    def _iteration_space(self, size: int, signed: bool, plastiter: int, plower: int,
                         pupper: int, pstride: int, incr: int) -> tuple[int, int, int] | None:
        """(lower, upper, step) of a static loop's bounds; None for an empty space,
        whose answer libomp gives at once (`*plastiter = 0`, `*pstride = incr`)."""
        memory = self.interpreter.memory
        read = memory.read_int if signed else memory.read_uint
        lower, upper = read(plower, size), read(pupper, size)
        step = _signed(incr, 8 * size)
        if (upper < lower) if step > 0 else (lower < upper):
            if plastiter:
                memory.write_uint(plastiter, 0, 4)
            memory.write_uint(pstride, step, size)
            return None
        return lower, upper, step

    def static_init(self, size: int, signed: bool, sched: int, plastiter: int, plower: int,
                    pupper: int, pstride: int, incr: int, chunk: int) -> None:
        """`__kmp_for_static_init` for a `size`-byte induction variable."""
        memory = self.interpreter.memory
        bits = 8 * size
        space = self._iteration_space(size, signed, plastiter, plower, pupper, pstride, incr)
        if space is None:
            return
        lower, upper, step = space
        sched &= ~_MODIFIERS
        if sched > ORD_UPPER:  # distribute: among the teams of the league
            league = self.league()
            sched, tid, nth = sched - DISTRIBUTE_TO_FOR, league.team_num, league.size
        else:
            team = self.team()
            tid, nth = team.tid, team.size
        if nth == 1:
            if plastiter:
                memory.write_uint(plastiter, 1, 4)
            span = upper - lower + 1 if step > 0 else -(lower - upper + 1)
            memory.write_uint(pstride, span, size)
            return
        lower, upper, stride, last = static_chunk(sched, lower, upper, step,
                                                  _signed(chunk, bits), tid, nth)
        memory.write_uint(plower, lower, size)
        memory.write_uint(pupper, upper, size)
        if sched != STATIC_BALANCED_CHUNKED:
            memory.write_uint(pstride, stride, size)
        if plastiter:
            memory.write_uint(plastiter, int(last), 4)

    def dist_for_static_init(self, size: int, signed: bool, sched: int, plastiter: int,
                             plower: int, pupper: int, pupper_dist: int, pstride: int,
                             incr: int, chunk: int) -> None:
        """`__kmp_dist_for_static_init`: the running team's chunk, then the thread's."""
        memory = self.interpreter.memory
        bits = 8 * size
        space = self._iteration_space(size, signed, plastiter, plower, pupper, pstride, incr)
        if space is None:
            return
        lower, upper, step = space
        team, league = self.team(), self.league()
        tid, nth = team.tid, team.size
        team_num, nteams = league.team_num, league.size
        trip = _trip_count(lower, upper, step)
        memory.write_uint(pstride, upper - lower, size)
        if trip <= nteams:  # one iteration to the primary thread of each first team
            last = tid == 0 and team_num == trip - 1
            if team_num < trip and tid == 0:
                lower = upper = lower + team_num * step
                memory.write_uint(pupper_dist, upper, size)
            else:
                memory.write_uint(pupper_dist, upper, size)
                lower = upper + step
            memory.write_uint(plower, lower, size)
            memory.write_uint(pupper, upper, size)
            if plastiter:
                memory.write_uint(plastiter, int(last), 4)
            return
        small, extras = divmod(trip, nteams)
        lower += step * (team_num * small + min(team_num, extras))
        upper_dist = lower + small * step - (0 if team_num < extras else step)
        memory.write_uint(pupper_dist, upper_dist, size)
        last = team_num == nteams - 1
        trip = _trip_count(lower, upper_dist, step)  # `upper` stays the loop's, as in libomp
        if (sched & ~_MODIFIERS) == STATIC_CHUNKED:
            span = max(_signed(chunk, bits), 1) * step
            memory.write_uint(pstride, span * nth, size)
            lower += span * tid
            upper = lower + span - step
            last = last and tid == ((trip - 1) // max(_signed(chunk, bits), 1)) % nth
        elif trip <= nth:
            if tid < trip:
                lower = upper = lower + tid * step
            else:
                lower = upper + step
            last = last and tid == trip - 1
        else:
            small, extras = divmod(trip, nth)
            lower += step * (tid * small + min(tid, extras))
            upper = lower + small * step - (0 if tid < extras else step)
            last = last and tid == nth - 1
        memory.write_uint(plower, lower, size)
        memory.write_uint(pupper, upper, size)
        if plastiter:
            memory.write_uint(plastiter, int(last), 4)

    def dispatch_init(self, size: int, signed: bool, lower: int, upper: int,
                      stride: int) -> None:
        """`__kmpc_dispatch_init_*`: the loop's bounds, by value; the first thread of
        the team to meet the loop sets it up."""
        bits = 8 * size
        bound = (lambda v: _signed(v, bits)) if signed else (lambda v: v & ((1 << bits) - 1))
        lower, upper, step = bound(lower), bound(upper), _signed(stride, bits)
        empty = (upper < lower) if step > 0 else (lower < upper)
        team = self.team()
        team.current_loop = team.loops_met
        team.loops_met += 1
        if team.current_loop == len(team.dynamic_loops):
            team.dynamic_loops.append(None if empty else [lower, upper, step])

    def dispatch_next(self, size: int, p_last: int, p_lower: int, p_upper: int,
                      p_stride: int) -> int:
        """`__kmpc_dispatch_next_*`: the whole loop to the first thread that asks,
        then 0."""
        team = self.team()
        loops, current = team.dynamic_loops, team.current_loop
        chunk = loops[current] if current < len(loops) else None
        if chunk is None:
            return 0
        lower, upper, step = chunk
        loops[current] = None
        memory = self.interpreter.memory
        if p_last:
            memory.write_uint(p_last, 1, 4)
        memory.write_uint(p_lower, lower, size)
        memory.write_uint(p_upper, upper, size)
        if p_stride:
            memory.write_uint(p_stride, step, size)
        return 1

    def single(self) -> int:
        """`__kmpc_single`: 1 for the first thread of the team to meet this `single`."""
        team = self.team()
        met = team.singles_met
        team.singles_met += 1
        if met < team.singles:
            return 0
        team.singles += 1
        return 1

    def externals(self) -> dict[str, Callable[..., Any]]:
        table: dict[str, Callable[..., Any]] = {
            "__kmpc_for_static_fini": lambda _loc, _gtid: None,
            "__kmpc_reduce_nowait": lambda *_args: 1,
            "__kmpc_reduce": lambda *_args: 1,
            "__kmpc_end_reduce_nowait": lambda *_args: None,
            "__kmpc_flush": lambda _loc: None,
            "__kmpc_critical": lambda *_args: None,
            "__kmpc_critical_with_hint": lambda *_args: None,
            "__kmpc_end_critical": lambda *_args: None,
            "__kmpc_single": lambda _loc, _gtid: self.single(),
            "__kmpc_end_single": lambda _loc, _gtid: None,
            "__kmpc_master": lambda _loc, _gtid: int(self.team().tid == 0),
            "__kmpc_end_master": lambda _loc, _gtid: None,
            "__kmpc_masked": lambda _loc, _gtid, filter_id: int(
                self.team().tid == _signed(filter_id, 32)),
            "__kmpc_end_masked": lambda _loc, _gtid: None,
            "__kmpc_dispatch_deinit": lambda _loc, _gtid: None,
            "__kmpc_ordered": lambda _loc, _gtid: None,
            "__kmpc_end_ordered": lambda _loc, _gtid: None,
        }
        for suffix, size, signed in (("4", 4, True), ("4u", 4, False),
                                     ("8", 8, True), ("8u", 8, False)):
            def init(_loc: int, _gtid: int, sched: int, plastiter: int, plower: int,
                     pupper: int, pstride: int, incr: int, chunk: int,
                     size: int = size, signed: bool = signed) -> None:
                self.static_init(size, signed, sched, plastiter, plower, pupper, pstride,
                                 incr, chunk)

            def dist_for_init(_loc: int, _gtid: int, sched: int, plastiter: int, plower: int,
                              pupper: int, pupper_dist: int, pstride: int, incr: int,
                              chunk: int, size: int = size, signed: bool = signed) -> None:
                self.dist_for_static_init(size, signed, sched, plastiter, plower, pupper,
                                          pupper_dist, pstride, incr, chunk)

            def dispatch_init(_loc: int, _gtid: int, _sched: int, lower: int, upper: int,
                              stride: int, _chunk: int, size: int = size,
                              signed: bool = signed) -> None:
                self.dispatch_init(size, signed, lower, upper, stride)

            def dispatch_next(_loc: int, _gtid: int, p_last: int, p_lower: int, p_upper: int,
                              p_stride: int, size: int = size) -> int:
                return self.dispatch_next(size, p_last, p_lower, p_upper, p_stride)

            table[f"__kmpc_for_static_init_{suffix}"] = init
            table[f"__kmpc_distribute_static_init_{suffix}"] = init
            table[f"__kmpc_dist_for_static_init_{suffix}"] = dist_for_init
            table[f"__kmpc_dispatch_init_{suffix}"] = dispatch_init
            table[f"__kmpc_dispatch_next_{suffix}"] = dispatch_next
            table[f"__kmpc_dispatch_fini_{suffix}"] = lambda _loc, _gtid: None
        return table
