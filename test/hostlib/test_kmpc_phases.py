"""A team whose threads wait at barriers, run phase by phase (`hostlib.kmpc_phases`):
each thread runs until the barrier, then the next; each one's state is switched in
before it runs and out when it stops; a thread that ends while another waits, and an
error in one thread, end the team in the thread that formed it."""

import pytest

from accdialect.hostlib.kmpc_phases import BarrierMismatchError, Phases


def _team(size: int, events: list[object]) -> Phases:
    return Phases(size, lambda tid: events.append(("in", tid)),
                  lambda tid: events.append(("out", tid)))


def test_every_thread_reaches_the_barrier_before_any_goes_on():
    events: list[object] = []
    team = _team(3, events)

    def body(tid: int) -> None:
        events.append(("before", tid))
        team.barrier(tid)
        events.append(("after", tid))

    team.run(body)
    assert events == [("in", 0), ("before", 0), ("out", 0), ("in", 1), ("before", 1),
                      ("out", 1), ("in", 2), ("before", 2), ("out", 2),
                      ("in", 0), ("after", 0), ("out", 0), ("in", 1), ("after", 1),
                      ("out", 1), ("in", 2), ("after", 2), ("out", 2)]


def test_a_value_written_before_the_barrier_is_read_after_it():
    """Each thread writes its slot, then reads its neighbour's: all written."""
    slots = [0, 0, 0, 0]
    read: list[int] = [0] * 4
    team = Phases(4, lambda _tid: None, lambda _tid: None)

    def body(tid: int) -> None:
        slots[tid] = 10 + tid
        team.barrier(tid)
        read[tid] = slots[(tid + 1) % 4]

    team.run(body)
    assert read == [11, 12, 13, 10]


def test_a_thread_that_ends_while_another_waits_is_an_error():
    team = Phases(2, lambda _tid: None, lambda _tid: None)

    def body(tid: int) -> None:
        if tid == 0:
            team.barrier(tid)

    with pytest.raises(BarrierMismatchError, match="thread 0 of a team of 2 waits"):
        team.run(body)


class _Exit(BaseException):
    """As the program's `exit` in a thread."""


def test_an_error_in_a_thread_ends_the_team_and_unwinds_the_waiting_ones():
    unwound: list[int] = []
    team = Phases(3, lambda _tid: None, lambda _tid: None)

    def body(tid: int) -> None:
        try:
            if tid == 1:
                raise _Exit
            team.barrier(tid)
        finally:
            unwound.append(tid)

    with pytest.raises(_Exit):
        team.run(body)
    assert sorted(unwound) == [0, 1]  # thread 2 never started
