"""What each thread of a team gets of a static worksharing loop, and the team size libomp
starts from. Expected values: the native runs of a clang 22 -fopenmp program on libomp 22
printing, for each iteration, the thread that ran it (as
test/conformance/omp-c/parallel_thread_teams.c does), with OMP_NUM_THREADS 2 and 3:
`t@i` is the first iteration i of a run of iterations of thread t."""

import pytest

from accdialect.hostlib.kmpc_taskloop import taskloop_partition, trip_count
from accdialect.hostlib.kmpc_team import (
    TEAMS_WARNING,
    league_shape,
    max_active_levels_from_environment,
    nthreads_from_environment,
    nthreads_levels,
    num_teams_51,
    thread_limit_from_environment,
)
from accdialect.hostlib.kmpc_worksharing import STATIC, STATIC_CHUNKED, static_chunk


def _owners(sched: int, lower: int, upper: int, step: int, chunk: int, nth: int) -> str:
    """`t@i` runs, in iteration order, as the native program printed them."""
    owner: dict[int, int] = {}
    for tid in range(nth):
        lo, up, stride, _ = static_chunk(sched, lower, upper, step, chunk, tid, nth)
        while (lo <= up and lo <= upper) if step > 0 else (lo >= up and lo >= upper):
            i = lo
            while (i <= min(up, upper)) if step > 0 else (i >= max(up, upper)):
                owner[i] = tid
                i += step
            if sched != STATIC_CHUNKED:
                break
            lo, up = lo + stride, up + stride
    order = sorted(owner, reverse=step < 0)
    runs = [f"{owner[i]}@{i}" for k, i in enumerate(order)
            if k == 0 or owner[order[k - 1]] != owner[i]]
    return " ".join(runs)


@pytest.mark.parametrize(("trip", "nth", "expected"), [
    (1, 2, "0@0"), (2, 2, "0@0 1@1"), (3, 2, "0@0 1@2"), (7, 2, "0@0 1@4"),
    (1001, 2, "0@0 1@501"), (2, 3, "0@0 1@1"), (5, 3, "0@0 1@2 2@4"), (7, 3, "0@0 1@3 2@5"),
    (10, 3, "0@0 1@4 2@7"), (1001, 3, "0@0 1@334 2@668"),
])
def test_static_splits_the_trip_count_balanced(trip: int, nth: int, expected: str):
    assert _owners(STATIC, 0, trip - 1, 1, 0, nth) == expected


@pytest.mark.parametrize(("trip", "nth", "expected"), [
    (2, 2, "0@0"), (7, 2, "0@0 1@3 0@6"), (10, 2, "0@0 1@3 0@6 1@9"),
    (10, 3, "0@0 1@3 2@6 0@9"),
])
def test_static_chunked_deals_chunks_round_robin(trip: int, nth: int, expected: str):
    assert _owners(STATIC_CHUNKED, 0, trip - 1, 1, 3, nth) == expected


@pytest.mark.parametrize(("trip", "nth", "expected"), [
    (3, 2, "0@2 1@0"), (10, 2, "0@9 1@3"), (10, 3, "0@9 1@5 2@1"), (1001, 3, "0@1000 1@666 2@332"),
])
def test_a_descending_loop_by_two(trip: int, nth: int, expected: str):
    """`for (i = n - 1; i >= 0; i -= 2)`."""
    assert _owners(STATIC, trip - 1, 0, -2, 0, nth) == expected


def test_the_last_iteration_belongs_to_the_last_thread_with_work():
    assert [static_chunk(STATIC, 0, 9, 1, 0, t, 3)[3] for t in range(3)] == [False, False, True]
    assert [static_chunk(STATIC, 0, 1, 1, 0, t, 3)[3] for t in range(3)] == [False, True, False]
    assert [static_chunk(STATIC_CHUNKED, 0, 9, 1, 3, t, 3)[3] for t in range(3)] == \
        [True, False, False]


@pytest.mark.parametrize(("value", "threads"), [("3", 3), ("3,2", 3), (" 4 ", 4)])
def test_omp_num_threads_gives_the_first_level(value: str, threads: int):
    assert nthreads_from_environment({"OMP_NUM_THREADS": value}, 2) == threads


@pytest.mark.parametrize("value", ["", "0", "-2", "two"])
def test_without_a_valid_omp_num_threads_the_processors(value: str):
    assert nthreads_from_environment({"OMP_NUM_THREADS": value}, 5) == 5


@pytest.mark.parametrize(("num_teams", "thread_limit", "nthreads", "shape"), [
    (0, 0, 2, (1, 2)), (1, 0, 2, (1, 2)), (2, 0, 2, (2, 1)), (3, 0, 2, (2, 1)),
    (5, 0, 2, (2, 1)), (1, 1, 2, (1, 1)), (1, 3, 2, (1, 2)), (2, 1, 2, (2, 1)),
    (2, 3, 2, (2, 1)), (3, 3, 2, (2, 1)),
    (0, 0, 1, (1, 1)), (1, 3, 1, (1, 1)), (2, 0, 1, (2, 1)),
    (0, 0, 3, (1, 2)), (1, 3, 3, (1, 2)), (0, 0, 4, (1, 2)),
])
def test_a_league_as_libomp_forms_it_on_two_processors(num_teams: int, thread_limit: int,
                                                        nthreads: int, shape: tuple[int, int]):
    """Native runs of `target teams num_teams(T) thread_limit(L)` + `parallel` printing
    omp_get_num_teams() and omp_get_num_threads(), OMP_NUM_THREADS unset (2), 1, 3, 4."""
    teams, threads, _ = league_shape(num_teams, thread_limit, nthreads, 2**31 - 1, 2)
    assert (teams, threads) == shape


def test_more_teams_than_processors_is_warned_of_with_the_counts():
    assert league_shape(4, 0, 2, 2**31 - 1, 2)[2] == (4, 2)
    assert league_shape(2, 0, 2, 2**31 - 1, 2)[2] is None
    assert TEAMS_WARNING.format(asked=4, given=2).splitlines()[0] == \
        "OMP: Warning #96: Cannot form a team with 4 threads, using 2 instead."


@pytest.mark.parametrize(("lower", "upper", "thread_limit", "shape"), [
    (0, 0, 0, (1, 2)), (0, 0, 3, (1, 2)), (0, 0, 1, (1, 1)), (1, 1, 1, (1, 1)),
    (1, 1, 3, (1, 2)), (2, 2, 0, (2, 1)), (3, 3, 0, (3, 1)), (4, 4, 0, (4, 1)),
    (3, 3, 1, (3, 1)), (3, 3, 2, (3, 1)), (5, 5, 5, (5, 1)), (0, 3, 0, (3, 1)),
    (1, 4, 0, (1, 2)), (2, 4, 0, (2, 1)), (1, 2, 0, (2, 1)), (1, 8, 0, (1, 2)),
    (4, 8, 0, (4, 1)), (1, 4, 1, (2, 1)), (3, 5, 1, (3, 1)), (1, 3, 2, (1, 2)),
    (2, 3, 1, (2, 1)), (1, 2, 1, (2, 1)), (1, 8, 3, (1, 2)), (2, 8, 1, (2, 1)),
    (5, 9, 2, (5, 1)),
])
def test_a_league_of_push_num_teams_51_on_two_processors(lower: int, upper: int,
                                                         thread_limit: int,
                                                         shape: tuple[int, int]):
    """Native runs (libomp 22, 2 processors, OMP_NUM_THREADS unset) of
    `__kmpc_push_num_teams_51(loc, gtid, lower, upper, thread_limit)` before `teams` +
    `parallel`, printing omp_get_num_teams() and omp_get_num_threads(): the teams
    asked are formed, not capped by the processors as `__kmpc_push_num_teams` caps them."""
    num_teams = num_teams_51(lower, upper, thread_limit, 2)
    teams, threads, _ = league_shape(num_teams, thread_limit, 2, 2**31 - 1, 2,
                                     capped=num_teams == 0)
    assert (teams, threads) == shape


def test_push_num_teams_51_warns_of_fewer_threads_not_of_more_teams():
    """Fresh native runs: (3, 3, thread_limit 2) printed `Cannot form a team with 2
    threads, using 1 instead`; (4, 4, no limit) printed no warning."""
    assert league_shape(num_teams_51(3, 3, 2, 2), 2, 2, 2**31 - 1, 2, capped=False)[2] == (2, 1)
    assert league_shape(num_teams_51(4, 4, 0, 2), 0, 2, 2**31 - 1, 2, capped=False)[2] is None


@pytest.mark.parametrize(("tc", "sched", "grainsize", "team", "expected"), [
    (23, 0, 0, 1, (10, 2, 3)),    # default: the team's size times 10 tasks
    (23, 0, 0, 4, (23, 1, 0)),    # never more tasks than iterations
    (12, 1, 4, 2, (3, 4, 0)),     # grainsize(4)
    (23, 1, 4, 2, (5, 4, 3)),     # 23 // 4 tasks, the iterations spread over them
    (3, 1, 8, 2, (1, 3, 0)),      # a grain larger than the loop
    (23, 2, 5, 2, (5, 4, 3)),     # num_tasks(5)
])
def test_taskloop_partition_as_libomp(tc, sched, grainsize, team, expected):
    """libomp 22's `__kmp_taskloop` (kmp_tasking.cpp): (num_tasks, grainsize, extras)."""
    assert taskloop_partition(tc, sched, grainsize, team) == expected


@pytest.mark.parametrize(("tc", "sched", "grainsize", "expected"), [
    (10, 1, 4, (3, 4, 0)),    # grainsize(strict: 4): 4, 4, then the 2 left
    (12, 1, 4, (3, 4, 0)),
    (3, 1, 8, (1, 3, 0)),     # a grain larger than the loop
    (10, 2, 3, (3, 3, 1)),    # num_tasks(strict: 3) divides as without strict
])
def test_strict_taskloop_partition(tc, sched, grainsize, expected):
    """OpenMP 5.1's `strict` modifier (`__kmpc_taskloop_5`), as recorded natively in
    test/conformance/omp-c/omp_routines_51.c: tasks of exactly the grain."""
    assert taskloop_partition(tc, sched, grainsize, 2, strict=True) == expected


def test_taskloop_trip_count():
    assert (trip_count(0, 22, 1), trip_count(22, 0, -2), trip_count(5, 4, 1)) == (23, 12, 0)


@pytest.mark.parametrize(("environ", "levels"), [
    ({}, 1), ({"OMP_NUM_THREADS": "3"}, 1), ({"OMP_NUM_THREADS": "3,2"}, 2**31 - 1),
    ({"OMP_MAX_ACTIVE_LEVELS": "3"}, 3),
    ({"OMP_NUM_THREADS": "3,2", "OMP_MAX_ACTIVE_LEVELS": "1"}, 1)])
def test_max_active_levels_as_libomp_starts_it(environ: dict[str, str], levels: int):
    """Native runs of a clang 22 program printing omp_get_max_active_levels()."""
    assert max_active_levels_from_environment(environ) == levels


def test_the_nested_levels_of_omp_num_threads():
    assert nthreads_levels({"OMP_NUM_THREADS": "3, 2"}) == [3, 2]
    assert nthreads_levels({"OMP_NUM_THREADS": "3,x"}) == []
    assert nthreads_levels({}) == []


@pytest.mark.parametrize(("value", "limit"), [("2", 2), ("", 2**31 - 1), ("0", 2**31 - 1),
                                              ("-3", 2**31 - 1)])
def test_thread_limit_from_omp_thread_limit(value: str, limit: int):
    assert thread_limit_from_environment({"OMP_THREAD_LIMIT": value}) == limit
