"""The OpenMP lock routines' rules (OpenMP 5.2 §18.9) on threads that run one after
the other: what a native run does where it is defined, the program's error where it
would wait for ever or the behaviour is unspecified."""

import pytest

from accdialect.hostlib.kmpc_locks import OpenMPLocks
from accdialect.interpreter.errors import ProgramError

LOCK = 0x1000


def locks_of(thread: list[tuple[int, int]]) -> dict:
    return OpenMPLocks(lambda: thread[0]).externals()


def test_simple_lock_test_fails_while_held_and_succeeds_after():
    thread = [(1, 0)]
    omp = locks_of(thread)
    omp["omp_init_lock"](LOCK)
    assert omp["omp_test_lock"](LOCK) == 1
    assert omp["omp_test_lock"](LOCK) == 0      # §18.9.5: held, even by the caller
    thread[0] = (1, 1)
    assert omp["omp_test_lock"](LOCK) == 0
    thread[0] = (1, 0)
    omp["omp_unset_lock"](LOCK)
    thread[0] = (1, 1)
    assert omp["omp_test_lock"](LOCK) == 1


def test_nestable_lock_counts_its_owner():
    thread = [(1, 0)]
    omp = locks_of(thread)
    omp["omp_init_nest_lock"](LOCK)
    omp["omp_set_nest_lock"](LOCK)
    assert omp["omp_test_nest_lock"](LOCK) == 2  # the new nesting count
    thread[0] = (1, 1)
    assert omp["omp_test_nest_lock"](LOCK) == 0
    thread[0] = (1, 0)
    omp["omp_unset_nest_lock"](LOCK)
    omp["omp_unset_nest_lock"](LOCK)
    omp["omp_destroy_nest_lock"](LOCK)


@pytest.mark.parametrize(("calls", "message"), [
    ([("omp_set_lock", (1, 0))], "did not initialize"),
    ([("omp_init_lock", (1, 0)), ("omp_set_lock", (1, 0)), ("omp_set_lock", (1, 0))],
     "held by the calling thread itself: the thread would wait for ever"),
    ([("omp_init_lock", (1, 0)), ("omp_set_lock", (1, 0)), ("omp_set_lock", (1, 1))],
     "held by another thread"),
    ([("omp_init_lock", (1, 0)), ("omp_set_lock", (1, 0)), ("omp_unset_lock", (1, 1))],
     "does not own it"),
    ([("omp_init_lock", (1, 0)), ("omp_set_lock", (1, 0)), ("omp_destroy_lock", (1, 0))],
     "still holds"),
    ([("omp_init_lock", (1, 0)), ("omp_set_nest_lock", (1, 0))], "did not initialize"),
])
def test_misuse_is_the_programs_error(calls, message):
    thread = [(1, 0)]
    omp = locks_of(thread)
    *before, (last, who) = calls
    for routine, caller in before:
        thread[0] = caller
        omp[routine](LOCK)
    thread[0] = who
    with pytest.raises(ProgramError, match=message):
        omp[last](LOCK)
