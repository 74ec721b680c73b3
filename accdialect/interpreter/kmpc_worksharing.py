"""libomp's worksharing, synchronization and reduction entry points for a team of one
thread (issue 11, cause 5), which clang emits for `for`, `distribute`, `distribute
parallel for`, `single`, `master`, `critical` and `reduction` inside a kernel or on the
host.

The simulated machine runs every parallel region and every league on one thread
(`interpreter/kmpc.py`), so libomp's answers are those of its serialized paths
(`kmp_sched.cpp`, `__kmp_for_static_init`, `__kmp_dist_for_static_init`):
- an empty iteration space (`upper < lower` for a positive increment) leaves the
  bounds, sets `*plastiter = 0` and `*pstride = incr`;
- otherwise the one thread gets the whole space, whatever the schedule or chunk:
  the bounds stay, `*plastiter = 1`, `*pstride` is the trip span (`upper - lower + 1`,
  negated for a negative increment), `*pupperDist = *pupper` for the combined
  `distribute parallel for` form;
- a dynamically scheduled loop (`schedule(dynamic|guided|runtime)`:
  `__kmpc_dispatch_init_*`, then `__kmpc_dispatch_next_*` until it returns 0) is one
  chunk, the whole space, as libomp's `__kmp_dispatch_next` hands out a serialized
  team's loop: the first call gives the bounds and stride and `*p_last = 1`, the next
  returns 0; an empty space returns 0 at once;
- `single`, `master` and `masked filter(0)` are entered (`__kmpc_single`,
  `__kmpc_master`, `__kmpc_masked` return 1), a `critical` section has no one to wait
  for;
- `__kmpc_reduce_nowait` and `__kmpc_reduce` return 1: the caller combines its private
  copies into the originals itself and ends with `__kmpc_end_reduce[_nowait]`
  (OpenMP 5.2 §5.5.8; libomp's `reduce_method` of a single thread);
- `__kmpc_barrier`, `__kmpc_flush` and the `end`/`fini` calls have nothing to do.
"""

from collections.abc import Callable
from typing import Any

from accdialect.interpreter.core import OffloadInterpreter


def _signed(value: int, bits: int) -> int:
    value &= (1 << bits) - 1
    return value - (1 << bits) if value >> (bits - 1) else value


class OneThreadWorksharing:
    """The loop and reduction entry points of one program, on the memory of the side
    (host or device) where they are called."""

    def __init__(self, interpreter: OffloadInterpreter):
        self.interpreter = interpreter
        self.dispatch: tuple[int, int, int] | None = None
        """The dynamically scheduled loop not yet handed out: (lower, upper, stride)."""

    def static_init(self, size: int, signed: bool, plastiter: int, plower: int, pupper: int,
                    pstride: int, incr: int, pupper_dist: int | None = None) -> None:
        """`__kmp_for_static_init` of thread 0 of a team of one, for a `size`-byte
        induction variable."""
        memory = self.interpreter.memory
        read = memory.read_int if signed else memory.read_uint
        lower, upper = read(plower, size), read(pupper, size)
        step = _signed(incr, 8 * size)
        if (upper < lower) if step > 0 else (lower < upper):
            memory.write_uint(plastiter, 0, 4)
            memory.write_uint(pstride, step, size)
            return
        memory.write_uint(plastiter, 1, 4)
        span = upper - lower + 1 if step > 0 else -(lower - upper + 1)
        memory.write_uint(pstride, span, size)
        if pupper_dist is not None:
            memory.write_uint(pupper_dist, upper, size)

    def dispatch_init(self, size: int, signed: bool, lower: int, upper: int,
                      stride: int) -> None:
        """`__kmpc_dispatch_init_*`: the loop's bounds, by value."""
        bits = 8 * size
        bound = (lambda v: _signed(v, bits)) if signed else (lambda v: v & ((1 << bits) - 1))
        lower, upper, step = bound(lower), bound(upper), _signed(stride, bits)
        empty = (upper < lower) if step > 0 else (lower < upper)
        self.dispatch = None if empty else (lower, upper, step)

    def dispatch_next(self, size: int, p_last: int, p_lower: int, p_upper: int,
                      p_stride: int) -> int:
        """`__kmpc_dispatch_next_*`: the whole loop once, then 0."""
        if self.dispatch is None:
            return 0
        lower, upper, step = self.dispatch
        self.dispatch = None
        memory = self.interpreter.memory
        if p_last:
            memory.write_uint(p_last, 1, 4)
        memory.write_uint(p_lower, lower, size)
        memory.write_uint(p_upper, upper, size)
        if p_stride:
            memory.write_uint(p_stride, step, size)
        return 1

    def externals(self) -> dict[str, Callable[..., Any]]:
        table: dict[str, Callable[..., Any]] = {
            "__kmpc_for_static_fini": lambda _loc, _gtid: None,
            "__kmpc_barrier": lambda _loc, _gtid: None,
            "__kmpc_reduce_nowait": lambda *_args: 1,
            "__kmpc_reduce": lambda *_args: 1,
            "__kmpc_end_reduce_nowait": lambda *_args: None,
            "__kmpc_end_reduce": lambda *_args: None,
            "__kmpc_flush": lambda _loc: None,
            "__kmpc_critical": lambda *_args: None,
            "__kmpc_critical_with_hint": lambda *_args: None,
            "__kmpc_end_critical": lambda *_args: None,
            "__kmpc_single": lambda _loc, _gtid: 1,
            "__kmpc_end_single": lambda _loc, _gtid: None,
            "__kmpc_master": lambda _loc, _gtid: 1,
            "__kmpc_end_master": lambda _loc, _gtid: None,
            "__kmpc_masked": lambda _loc, _gtid, filter_id: int(filter_id == 0),
            "__kmpc_end_masked": lambda _loc, _gtid: None,
            "__kmpc_dispatch_deinit": lambda _loc, _gtid: None,
        }
        for suffix, size, signed in (("4", 4, True), ("4u", 4, False),
                                     ("8", 8, True), ("8u", 8, False)):
            def init(_loc: int, _gtid: int, _sched: int, plastiter: int, plower: int,
                     pupper: int, pstride: int, incr: int, _chunk: int,
                     size: int = size, signed: bool = signed) -> None:
                self.static_init(size, signed, plastiter, plower, pupper, pstride, incr)

            def dist_for_init(_loc: int, _gtid: int, _sched: int, plastiter: int, plower: int,
                              pupper: int, pupper_dist: int, pstride: int, incr: int,
                              _chunk: int, size: int = size, signed: bool = signed) -> None:
                self.static_init(size, signed, plastiter, plower, pupper, pstride, incr,
                                 pupper_dist)

            table[f"__kmpc_for_static_init_{suffix}"] = init
            table[f"__kmpc_distribute_static_init_{suffix}"] = init
            def dispatch_init(_loc: int, _gtid: int, _sched: int, lower: int, upper: int,
                              stride: int, _chunk: int, size: int = size,
                              signed: bool = signed) -> None:
                self.dispatch_init(size, signed, lower, upper, stride)

            def dispatch_next(_loc: int, _gtid: int, p_last: int, p_lower: int, p_upper: int,
                              p_stride: int, size: int = size) -> int:
                return self.dispatch_next(size, p_last, p_lower, p_upper, p_stride)

            table[f"__kmpc_dist_for_static_init_{suffix}"] = dist_for_init
            table[f"__kmpc_dispatch_init_{suffix}"] = dispatch_init
            table[f"__kmpc_dispatch_next_{suffix}"] = dispatch_next
            table[f"__kmpc_dispatch_fini_{suffix}"] = lambda _loc, _gtid: None
        return table
