"""The OpenMP lock routines (OpenMP 5.2 §18.9): simple locks (`omp_init_lock`,
`omp_set_lock`, `omp_unset_lock`, `omp_test_lock`, `omp_destroy_lock`, and
`omp_init_lock_with_hint`) and nestable ones (`omp_*_nest_lock`).

A lock is known by the address of its `omp_lock_t`/`omp_nest_lock_t`. The threads of a
team run one after the other (`kmpc_team`), so a thread that sets a lock another thread
holds would wait for ever, as would a thread that sets a simple lock it holds itself
(OpenMP: "deadlock"): both are the program's error, at the call, and so is the use of a
lock that was never initialized or is held when it is destroyed or unset by another
thread (OpenMP: the behaviour is unspecified).
"""

from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from typing import Any

from accdialect.interpreter.errors import ProgramError

Thread = tuple[int, int]
"""A thread of the running program: its team and its number in it."""


@dataclass
class _Lock:
    nestable: bool
    owner: Thread | None = None
    count: int = 0


class OpenMPLocks:
    """The locks of one run; `thread()` is the thread that calls."""

    def __init__(self, thread: Callable[[], Thread]):
        self.thread = thread
        self.locks: dict[int, _Lock] = {}

    def externals(self) -> dict[str, Callable[..., Any]]:
        table: dict[str, Callable[..., Any]] = {}
        for kind, nestable in (("lock", False), ("nest_lock", True)):
            table |= {
                f"omp_init_{kind}": partial(self.init, nestable=nestable),
                f"omp_init_{kind}_with_hint":
                    lambda lock, _hint, nestable=nestable: self.init(lock, nestable),
                f"omp_destroy_{kind}": partial(self.destroy, nestable=nestable),
                f"omp_set_{kind}": partial(self.set, nestable=nestable),
                f"omp_unset_{kind}": partial(self.unset, nestable=nestable),
                f"omp_test_{kind}": partial(self.test, nestable=nestable),
            }
        return table

    def init(self, lock: int, nestable: bool) -> None:
        """§18.9.1: the lock is unlocked (a nestable one's nesting count 0)."""
        self.locks[lock] = _Lock(nestable)

    def _known(self, lock: int, nestable: bool, routine: str) -> _Lock:
        state = self.locks.get(lock)
        kind = "nestable lock" if nestable else "lock"
        if state is None or state.nestable != nestable:
            raise ProgramError(f"{routine} of a {kind} at {lock:#x} that "
                               f"omp_init_{'nest_' if nestable else ''}lock did not initialize")
        return state

    def destroy(self, lock: int, nestable: bool) -> None:
        """§18.9.2: an unlocked lock becomes uninitialized."""
        routine = f"omp_destroy_{'nest_' if nestable else ''}lock"
        if self._known(lock, nestable, routine).owner is not None:
            raise ProgramError(f"{routine} of the lock at {lock:#x}, which a thread still holds")
        del self.locks[lock]

    def test(self, lock: int, nestable: bool) -> int:
        """§18.9.5: set without waiting; a simple lock 1 if it was set (else 0), a
        nestable one the new nesting count (else 0)."""
        state = self._known(lock, nestable, f"omp_test_{'nest_' if nestable else ''}lock")
        me = self.thread()
        if state.owner is None or (nestable and state.owner == me):
            state.owner, state.count = me, state.count + 1
            return state.count if nestable else 1
        return 0

    def set(self, lock: int, nestable: bool) -> None:
        """§18.9.3: the calling thread owns the lock (a nestable one it owns already:
        its count grows); a lock held otherwise would be waited for for ever here."""
        routine = f"omp_set_{'nest_' if nestable else ''}lock"
        state = self._known(lock, nestable, routine)
        if not self.test(lock, nestable):
            who = "the calling thread itself" if state.owner == self.thread() else "another thread"
            raise ProgramError(f"{routine} of the lock at {lock:#x}, held by {who}: "
                               f"the thread would wait for ever")

    def unset(self, lock: int, nestable: bool) -> None:
        """§18.9.4: the owner releases the lock (a nestable one when its count ends)."""
        routine = f"omp_unset_{'nest_' if nestable else ''}lock"
        state = self._known(lock, nestable, routine)
        if state.owner != self.thread():
            raise ProgramError(f"{routine} of the lock at {lock:#x} by a thread that does "
                               f"not own it")
        state.count -= 1
        if state.count == 0:
            state.owner = None
