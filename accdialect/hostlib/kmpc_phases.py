"""A team whose threads wait for each other (OpenMP 5.2 §15.3.1 `barrier`, and the
barriers of worksharing constructs without `nowait`, of `single`'s `copyprivate`, of a
blocking reduction), run phase by phase.

Each thread of the team runs on a Python thread of its own, and one runs at a time: in
a phase, thread 0 runs until it reaches a barrier (or the end of the region), then
thread 1, and so on; when every thread is at the barrier, the next phase starts. That
is an execution the real team may take, and what a thread reads after a barrier is what
the others wrote before it (OpenMP 5.2 §1.4.4: a barrier implies a flush). The running
thread's interpreter state (`Context`: its frame, its call frames, its stack pointer,
its place in the team) is saved when it stops and put back when it runs again; each
thread's stack is a window of `STACK_WINDOW` bytes below the one of the thread before
it, as each thread of a native team has a stack of its own.

A thread that ends the region while another waits at a barrier would leave it waiting
for ever natively: here it is the program's error. An error or an exit in one thread
ends the team: the threads still waiting are unwound, and the error is raised again in
the thread that formed the team.
"""

import threading
from collections.abc import Callable
from enum import Enum

STACK_WINDOW = 4 << 20
"""Each thread's share of the simulated stack (libomp's default worker stack, 4 MiB on
x86-64)."""
_PYTHON_THREAD_STACK = 112 << 20
"""The C stack of each Python thread (the interpreter's deep calls, as `deep_calls`
gives the main thread)."""


class _State(Enum):
    RUNNING = "running"
    WAITING = "waiting"
    DONE = "done"


class _Unwound(BaseException):
    """Raised in a waiting thread when its team ends with an error elsewhere."""


class BarrierMismatchError(Exception):
    """A thread ended its region while another waits at a barrier."""


class Phases:
    """The run of one team of `size` threads: `switch_in(tid)` puts back thread `tid`'s
    state before it runs, `switch_out(tid)` saves it when it stops."""

    def __init__(self, size: int, switch_in: Callable[[int], None],
                 switch_out: Callable[[int], None]):
        self.size = size
        self.switch_in = switch_in
        self.switch_out = switch_out
        self._turn = threading.Condition()
        self._running: int | None = None
        self._states = [_State.RUNNING] * size
        self._error: BaseException | None = None
        self._unwinding = False

    def run(self, body: Callable[[int], None]) -> None:
        """Each thread's `body(tid)`, phase by phase (module doc)."""
        saved_size = threading.stack_size()
        threading.stack_size(_PYTHON_THREAD_STACK)
        try:
            threads = [threading.Thread(target=self._thread, args=(tid, body), daemon=True)
                       for tid in range(self.size)]
            for thread in threads:
                thread.start()
        finally:
            threading.stack_size(saved_size)
        try:
            self._phases()
        finally:
            self._unwind()
            for thread in threads:
                thread.join()
        if self._error is not None:
            raise self._error

    def barrier(self, tid: int) -> None:
        """Thread `tid` waits at a barrier until the next phase."""
        with self._turn:
            self._states[tid] = _State.WAITING
            self._running = None
            self._turn.notify_all()
            self._turn.wait_for(lambda: self._running == tid)
        if self._unwinding:
            raise _Unwound

    def _phases(self) -> None:
        while True:
            for tid in range(self.size):
                if self._states[tid] is _State.DONE:
                    continue
                self._states[tid] = _State.RUNNING
                self._resume(tid)
                if self._error is not None:
                    return
            if all(state is _State.DONE for state in self._states):
                return
            if any(state is _State.DONE for state in self._states):
                waiting = self._states.index(_State.WAITING)
                self._error = BarrierMismatchError(
                    f"thread {waiting} of a team of {self.size} waits at a barrier that "
                    "other threads of the team ended the region without reaching")
                return

    def _resume(self, tid: int) -> None:
        """Runs thread `tid` until it stops (a barrier, its end)."""
        self.switch_in(tid)
        with self._turn:
            self._running = tid
            self._turn.notify_all()
            self._turn.wait_for(lambda: self._running is None)
        self.switch_out(tid)

    def _thread(self, tid: int, body: Callable[[int], None]) -> None:
        with self._turn:
            self._turn.wait_for(lambda: self._running == tid)
        try:
            if not self._unwinding:
                body(tid)
        except _Unwound:
            pass
        except BaseException as error:  # raised again by `run`, in the forking thread
            if self._error is None:
                self._error = error
        finally:
            with self._turn:
                self._states[tid] = _State.DONE
                self._running = None
                self._turn.notify_all()

    def _unwind(self) -> None:
        """Ends the threads that wait (the team ended with an error), each with its own
        state put back while its calls return."""
        self._unwinding = True
        for tid in range(self.size):
            if self._states[tid] is not _State.DONE:
                self._resume(tid)
