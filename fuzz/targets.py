"""The four targets and how a case runs through one of them, in this process.

A target is a command line of `acc-opt` or `acc-run` with the case's file in it.
`execute` calls the tool's Python entry point (`accdialect.tools.acc_opt.main`,
which ends with `SystemExit`, or `accdialect.tools.acc_run.run`, which returns the
status) with standard output and error captured, standard input empty, and a
time-out: `signal.setitimer` raises `CaseTimeout` in the main thread when the
case has used `timeout` seconds of the process's CPU time (`ITIMER_PROF`: a
tool in a loop uses CPU; a case waiting for a core on a loaded machine does
not), or `WALL_FACTOR` times that in wall-clock time (`ITIMER_REAL`), and again
every second should the tool swallow it. The
exception derives from `BaseException`, so that a tool's `except Exception`
does not take it for an error of the program.

A tool run must leave the process as it found it: the recursion limit, the
standard streams, the working directory, the environment, the signal handlers,
the garbage collector's thresholds, the threads, the open files and the input
file are compared before and after (`StateSnapshot`); a difference is a failure.
"""

from __future__ import annotations

import contextlib
import gc
import io
import os
import signal
import sys
import threading
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

PIPELINE = ",".join([
    "acc-order-data-actions", "omp-order-maps", "acc-descriptor-attach", "expand-attach-recipes",
    "lower-acc-to-runtime", "lower-omp-to-runtime", "lower-declare-target-indirect",
])
"""The full pipeline (docs/passes.md)."""

MAX_STEPS = 200_000
"""`acc-run --max-steps`: an infinite loop ends with a diagnostic, not a time-out."""

DEFAULT_TIMEOUT = 10.0
"""Seconds of CPU time a case may take on one target before it is a HANG."""

WALL_FACTOR = 6
"""The wall-clock time-out, in CPU time-outs: a case waiting for something other
than the CPU (nothing a tool should do) ends too. A run of 0.1 s of CPU took
over 10 s of wall clock in a niced campaign on 2 loaded cores (seed 1, case 505)."""


@dataclass(frozen=True)
class Target:
    """A command line; `FILE` and `ENTRY` stand for the case's file and entry."""

    name: str
    tool: str
    """`acc-opt` or `acc-run`."""
    args: tuple[str, ...]

    def argv(self, path: str, entry: str) -> list[str]:
        return [{"FILE": path, "ENTRY": entry}.get(arg, arg) for arg in self.args]

    def command(self, path: str = "FILE", entry: str = "main") -> str:
        """The command line, as a shell runs it."""
        words = [self.tool, *self.argv(path, entry)]
        return " ".join(w if w.replace(",", "").replace("-", "").replace(".", "").replace("/", "")
                        .replace("_", "").isalnum() else repr(w) for w in words)


TARGETS: tuple[Target, ...] = (
    Target("opt", "acc-opt", ("FILE",)),
    Target("opt-pipeline", "acc-opt", ("-p", PIPELINE, "FILE")),
    Target("run", "acc-run", ("FILE", "--max-steps", str(MAX_STEPS), "--entry", "ENTRY")),
    Target("check-lowering", "acc-run", ("--check-lowering", "-p", PIPELINE, "FILE",
                                         "--max-steps", str(MAX_STEPS), "--entry", "ENTRY")),
)
TARGETS_BY_NAME = {target.name: target for target in TARGETS}


class CaseTimeout(BaseException):
    """The case ran past its time-out (raised by SIGPROF or SIGALRM)."""


@dataclass
class Outcome:
    """What one run of a target did."""

    target: str
    status: int | None
    """The exit status; None when the run did not end (an exception, a time-out)."""
    stdout: str
    stderr: str
    exception: str | None = None
    """The traceback of an exception that escaped the tool."""
    timed_out: bool = False
    seconds: float = 0.0
    state_changes: list[str] = field(default_factory=list)


def _open_files() -> int | None:
    try:
        return len(os.listdir("/proc/self/fd"))
    except OSError:
        return None


@dataclass(frozen=True)
class StateSnapshot:
    """The parts of the process a tool run must not change."""

    recursion_limit: int
    streams: tuple[int, int, int]
    cwd: str
    environ: tuple[tuple[str, str], ...]
    handlers: tuple[object, ...]
    gc_thresholds: tuple[int, ...]
    gc_enabled: bool
    threads: int
    trace: tuple[object, object]
    open_files: int | None
    input_bytes: bytes

    @classmethod
    def take(cls, path: Path) -> StateSnapshot:
        return cls(sys.getrecursionlimit(), (id(sys.stdin), id(sys.stdout), id(sys.stderr)),
                   os.getcwd(), tuple(sorted(os.environ.items())),
                   tuple(signal.getsignal(s) for s in _WATCHED_SIGNALS),
                   gc.get_threshold(), gc.isenabled(), threading.active_count(),
                   (sys.gettrace(), sys.getprofile()), _open_files(), path.read_bytes())

    def changes(self, after: StateSnapshot) -> list[str]:
        """What differs, one phrase each (`recursion limit 1000 -> 100000`)."""
        names = {"recursion_limit": "recursion limit", "streams": "sys.stdin/stdout/stderr",
                 "cwd": "working directory", "environ": "os.environ", "handlers": "signal handlers",
                 "gc_thresholds": "gc thresholds", "gc_enabled": "gc enabled", "threads": "threads",
                 "trace": "sys.settrace/setprofile", "open_files": "open file descriptors",
                 "input_bytes": "the input file"}
        changed = []
        for attr, phrase in names.items():
            old, new = getattr(self, attr), getattr(after, attr)
            if old == new:
                continue
            if attr == "open_files" and isinstance(old, int) and isinstance(new, int) and new > old:
                gc.collect()  # a file object in a garbage cycle is closed by the collector
                new = _open_files()
                if new is not None and new <= old:
                    continue
            shown = attr in ("recursion_limit", "gc_thresholds", "gc_enabled", "threads", "open_files",
                             "cwd")
            changed.append(f"{phrase} {old} -> {new}" if shown else f"{phrase} changed")
        return changed


_WATCHED_SIGNALS = (signal.SIGINT, signal.SIGTERM, signal.SIGALRM, signal.SIGPROF)
"""Signals whose handlers a tool run must leave as it found them."""


_expired = False
"""Set when a case's timer fired: a raise that lands in a weakref callback or `__del__` is
swallowed by Python ("Exception ignored in ..."), so the flag, not the exception, decides."""


_armed = False
"""True while a case runs: a timer signal still pending after the case ended raises nothing."""


def _raise_timeout(signum: int, frame: object) -> None:
    global _expired
    if _armed:
        _expired = True
        raise CaseTimeout


class _HeldUnraisables:
    """`sys.unraisablehook` while a case runs: a timer's `CaseTimeout` that Python could not
    raise (it landed in a weakref callback or `__del__`) is dropped, since `_expired` records
    it; any other unraisable exception is held and handed to the previous hook once the
    timers are off, so that a timer never fires inside that hook (pytest's, for one)."""

    def __init__(self) -> None:
        self.held: list[sys.UnraisableHookArgs] = []

    def __call__(self, unraisable: sys.UnraisableHookArgs) -> None:
        if unraisable.exc_type is not None and issubclass(unraisable.exc_type, CaseTimeout):
            return
        self.held.append(unraisable)

    def release(self, previous_hook: Callable[[sys.UnraisableHookArgs], object]) -> None:
        for unraisable in self.held:
            previous_hook(unraisable)
        self.held.clear()


def _call(target: Target, argv: list[str]) -> int:
    """Run the tool's entry point; its exit status."""
    if target.tool == "acc-opt":
        from accdialect.tools.acc_opt import main
        try:
            main(argv)
        except SystemExit as exit_:
            code = exit_.code
            if code is None:
                return 0
            if isinstance(code, int):
                return code
            print(code, file=sys.stderr)  # as Python prints a message given to sys.exit
            return 1
        return 0
    from accdialect.tools.acc_run import run
    return run(argv)


def execute(target: Target, path: Path, entry: str = "main",
            timeout: float = DEFAULT_TIMEOUT) -> Outcome:
    """Run `target` on the file `path` in this process; what it did."""
    before = StateSnapshot.take(path)
    out, err = io.StringIO(), io.StringIO()
    status: int | None = None
    exception: str | None = None
    timed_out = False
    started = time.perf_counter()
    saved_stdin = sys.stdin
    global _expired, _armed
    _expired = False
    unraisables, previous_hook = _HeldUnraisables(), sys.unraisablehook
    sys.unraisablehook = unraisables
    previous = signal.signal(signal.SIGALRM, _raise_timeout)
    previous_prof = signal.signal(signal.SIGPROF, _raise_timeout)
    try:
        try:
            sys.stdin = io.StringIO("")
            _armed = True
            # the timers repeat: a swallowed raise is raised again soon after
            signal.setitimer(signal.ITIMER_PROF, timeout, timeout)
            signal.setitimer(signal.ITIMER_REAL, timeout * WALL_FACTOR, timeout)
            with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
                status = _call(target, target.argv(str(path), entry))
        finally:
            _armed = False
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.setitimer(signal.ITIMER_PROF, 0)
            sys.stdin = saved_stdin
            signal.signal(signal.SIGALRM, previous)
            signal.signal(signal.SIGPROF, previous_prof)
            sys.unraisablehook = previous_hook
            unraisables.release(previous_hook)
    except CaseTimeout:
        timed_out = True
    except KeyboardInterrupt:
        raise
    except BaseException:  # an exception escaping the tool is what the fuzzer looks for
        exception = traceback.format_exc()
    seconds = time.perf_counter() - started
    if _expired:
        timed_out, status, exception = True, None, None
    if status == 130 and "interrupted" in err.getvalue():
        raise KeyboardInterrupt  # Ctrl-C of the fuzzer, which the tool took for its own
    after = StateSnapshot.take(path)
    outcome = Outcome(target.name, status, out.getvalue(), err.getvalue(), exception, timed_out,
                      seconds, before.changes(after))
    _restore(before)
    return outcome


def _restore(before: StateSnapshot) -> None:
    """Put back what a run changed, so that one failure does not spoil the next cases."""
    sys.setrecursionlimit(before.recursion_limit)
    gc.set_threshold(*before.gc_thresholds)
    if before.gc_enabled:
        gc.enable()
    if os.getcwd() != before.cwd:
        os.chdir(before.cwd)


def prepare_process() -> None:
    """What the tools' `main` does to the process once (`collect_less_often`), so
    that running it again is no change; and the garbage the process made before the
    campaign (a test run's earlier tests) collected now, not during a case, whose
    count of open files the files it holds would change."""
    from accdialect.tools.collector import collect_less_often

    gc.collect()
    collect_less_often()

