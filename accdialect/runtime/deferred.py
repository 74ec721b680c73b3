"""Deferred device work and the host-device races it makes (`acc-run --check=race`).

A `target nowait` construct is a deferred target task (OpenMP 5.2 §13.8, §12.5): the
encountering thread goes on while the task maps, runs its kernel and copies back, until
a synchronization orders the two (`taskwait` §15.5, a task dependence §15.9.5,
`taskwait depend`, the end of a `taskgroup` §15.4, a barrier §15.3.1). An OpenACC
construct with `async(q)` runs on activity queue `q` (OpenACC 3.3 §2.16.1): the host
goes on until a `wait` directive (§2.16.3), a `wait` clause of a construct it runs
(§2.16.2), or a routine that waits for the queue (`acc_wait`, `acc_async_test` that
answers true, §3.2.11-§3.2.12) orders them; the operations of one queue are in order.

The simulator runs each piece of deferred work (`Deferred`) at once, to completion, and
records the bytes of host and device memory it read and wrote; until a
synchronization orders it before the host, it is *unfinished*. An access of those
bytes by the host thread (its own loads and stores, and the copies and kernels of the
constructs it runs synchronously), or by other deferred work not ordered after it,
where one of the two writes, is a **host-device race**: on a real device the value
depends on which comes first. Deferred host tasks (a `task` without `target`) are
recorded too, so that their dependences order them, but two of them are never a race
here (a race between host threads is not a mapping bug).
"""

from dataclasses import dataclass, field

from .regions import Allocation
from .source_loc import Loc

READ = 1
WRITE = 2
_KEEP_WRITE = bytes(b & WRITE for b in range(256))
_MARK = {False: bytes(b | READ for b in range(256)), True: bytes(b | WRITE for b in range(256))}


@dataclass(frozen=True)
class Dependence:
    """A `depend` clause's item (libomp's `kmp_depend_info`): its address, and whether
    the task writes it (`out`, `inout`, `mutexinoutset`, `inoutset`: each orders and is
    ordered after every other task naming the address); `omp_all_memory` (`all`)
    names every address."""

    address: int
    out: bool
    every: bool = False

    def orders(self, other: "Dependence") -> bool:
        """Whether two tasks with these items are ordered (§15.9.5): same storage
        and not both `in`."""
        return (self.every or other.every or self.address == other.address) and (
            self.out or other.out)


@dataclass(eq=False)
class Deferred:
    """One piece of deferred work: `what` it is (`target nowait`, `async(1)`), the
    construct at `loc`, whether it runs on a device (`device`), its OpenACC queue or
    OpenMP dependences, the work ordered before it, and the bytes it accessed (per
    allocation, a byte of `READ`/`WRITE` flags per byte of data)."""

    what: str
    loc: Loc
    device: bool
    queue: int | None = None
    depends: tuple[Dependence, ...] = ()
    group: int = 0
    """The number of `taskgroup`s open when it was made (their end waits for it)."""
    before: "set[Deferred]" = field(default_factory=set)
    accessed: dict[Allocation, bytearray] = field(default_factory=dict)

    def record(self, alloc: Allocation, off: int, size: int, wrote: bool) -> None:
        marks = self.accessed.get(alloc)
        if marks is None:
            marks = self.accessed[alloc] = bytearray(alloc.size)
        end = min(off + size, alloc.size)
        marks[off:end] = marks[off:end].translate(_MARK[wrote])

    def conflict(self, alloc: Allocation, off: int, size: int, wrote: bool) -> int:
        """The flags of this work's access that an access of [off, off + size) of
        `alloc` conflicts with: `WRITE` where it wrote bytes of the range, `READ`
        where it read them and the access writes; 0 for none."""
        marks = self.accessed.get(alloc)
        if marks is None:
            return 0
        seen = marks[off:off + size]
        if seen.translate(_KEEP_WRITE).count(0) != len(seen):
            return WRITE
        return READ if wrote and seen.count(0) != len(seen) else 0


class DeferredWork:
    """The deferred work of one run: what runs now (`running`), what is unfinished,
    and the synchronizations that finish it. `watching` is true while an access may
    race (deferred work runs or is unfinished): the checked accesses then report
    every access of a state the checks follow (`Visibility`)."""

    def __init__(self) -> None:
        self.running: list[Deferred] = []
        self.unfinished: list[Deferred] = []
        self.groups = 0
        self.watching = False

    # ---- work --------------------------------------------------------------------------
    def begin(self, work: Deferred) -> None:
        """`work` starts now: the unfinished work its queue or its dependences order
        before it (and what that work was ordered after) is its past."""
        for earlier in self.unfinished:
            if (work.queue is not None and earlier.queue == work.queue) or any(
                    mine.orders(theirs) for mine in work.depends for theirs in earlier.depends):
                work.before |= earlier.before | {earlier}
        work.group = self.groups
        self.running.append(work)
        self.watching = True

    def end(self) -> None:
        """The running work is done: unfinished until a synchronization."""
        self.unfinished.append(self.running.pop())

    # ---- synchronizations --------------------------------------------------------------
    def wait_all(self) -> None:
        """`taskwait`, a barrier: everything is finished."""
        self._finish(list(self.unfinished))

    def wait(self, queues: set[int] | None, onto: int | None = None) -> None:
        """Waiting for OpenACC queues (None: every queue; OpenACC 3.3 §2.16.2-3): by
        the host (`acc wait(q...)`, a synchronous construct's `wait(q...)` clause,
        `acc_wait(q)`), which finishes their work, or by queue `onto` (`wait(q)
        async(r)`), whose later work is then ordered after theirs."""
        waited = [w for w in self.unfinished if queues is None or w.queue in queues]
        if onto is None:
            self._finish(waited)
        elif waited:
            marker = Deferred("wait", None, False, queue=onto)
            for earlier in waited:
                marker.before |= earlier.before | {earlier}
            self.unfinished.append(marker)

    def wait_dependences(self, depends: tuple[Dependence, ...]) -> None:
        """`taskwait depend(...)`, an undeferred task's dependences: the work they
        are ordered after is finished."""
        self._finish([w for w in self.unfinished
                      if any(d.orders(theirs) for d in depends for theirs in w.depends)])

    def begin_group(self) -> None:
        self.groups += 1

    def end_group(self) -> None:
        """The end of a `taskgroup`: the work made inside it is finished."""
        self.groups -= 1
        self._finish([w for w in self.unfinished if w.group > self.groups])

    def _finish(self, done: list[Deferred]) -> None:
        finished = set(done)
        for work in done:
            finished |= work.before
        self.unfinished = [w for w in self.unfinished if w not in finished]
        self.watching = bool(self.running or self.unfinished)

    # ---- accesses ----------------------------------------------------------------------
    def access(self, alloc: Allocation, off: int, size: int, wrote: bool
               ) -> tuple[Deferred, int] | None:
        """An access of [off, off + size) of `alloc` by what runs now: recorded in the
        running work; the unfinished device work it races with (and the flags of
        that work's access), if any."""
        running = self.running[-1] if self.running else None
        if running is not None:
            running.record(alloc, off, size, wrote)
        for work in self.unfinished:
            if running is not None and (work in running.before
                                        or not (work.device or running.device)):
                continue
            if not work.device and running is None:
                continue
            flags = work.conflict(alloc, off, size, wrote)
            if flags:
                return work, flags
        return None
