"""Deferred device work and what orders it (runtime/deferred.py): the rules of OpenMP
5.2 §15.5 (`taskwait`), §15.9.5 (task dependences), §15.4 (`taskgroup`) and OpenACC
3.3 §2.16 (queues, `wait`), checked on accesses made by hand."""

from accdialect.runtime.deferred import READ, WRITE, Deferred, DeferredWork, Dependence
from accdialect.runtime.memory import Memory


def _block(size: int = 16):
    return Memory().allocate(size, "heap")


def _run(work: DeferredWork, item: Deferred, accesses) -> Deferred:
    work.begin(item)
    for alloc, off, size, wrote in accesses:
        assert work.access(alloc, off, size, wrote) is None
    work.end()
    return item


def test_host_access_races_with_unfinished_device_work_until_taskwait():
    work, a = DeferredWork(), _block()
    task = _run(work, Deferred("target nowait", None, True), [(a, 0, 16, True)])
    assert work.watching
    assert work.access(a, 4, 4, False) == (task, WRITE)
    work.wait_all()
    assert not work.watching and work.access(a, 4, 4, False) is None


def test_reads_on_both_sides_are_no_race_a_write_on_either_is():
    work, a = DeferredWork(), _block()
    task = _run(work, Deferred("target nowait", None, True), [(a, 0, 8, False)])
    assert work.access(a, 0, 8, False) is None
    assert work.access(a, 8, 8, True) is None  # bytes the task never touched
    assert work.access(a, 4, 8, True) == (task, READ)


def test_dependences_order_tasks_and_waits():
    work, a = DeferredWork(), _block()
    out_a, in_a, in_b = Dependence(100, True), Dependence(100, False), Dependence(200, False)
    first = _run(work, Deferred("target nowait", None, True, depends=(out_a,)), [(a, 0, 4, True)])
    # a later task whose dependence conflicts is ordered after it: no race
    second = Deferred("task", None, False, depends=(in_a,))
    work.begin(second)
    assert first in second.before and work.access(a, 0, 4, False) is None
    work.end()
    # `in` against `in` orders nothing; an unrelated address neither
    assert not in_a.orders(in_a) and not out_a.orders(in_b) and out_a.orders(in_a)
    assert Dependence(0, True, every=True).orders(in_b)
    # `taskwait depend(in: a)` waits for `first` (out), not for `second` (in)
    work.wait_dependences((in_a,))
    assert work.unfinished == [second] and work.access(a, 0, 4, True) is None
    # a later `out` task is ordered after the `in` one, and waiting for it finishes both
    third = _run(work, Deferred("task", None, False, depends=(out_a,)), [])
    assert second in third.before
    work.wait_dependences((Dependence(100, False),))
    assert work.unfinished == []


def test_host_tasks_never_race_with_each_other_or_the_host():
    work, a = DeferredWork(), _block()
    _run(work, Deferred("task", None, False), [(a, 0, 4, True)])
    assert work.access(a, 0, 4, True) is None
    work.begin(Deferred("task", None, False))
    assert work.access(a, 0, 4, True) is None
    work.end()


def test_a_taskgroup_finishes_the_work_made_inside_it():
    work, a = DeferredWork(), _block()
    outside = _run(work, Deferred("target nowait", None, True), [(a, 0, 4, True)])
    work.begin_group()
    _run(work, Deferred("target nowait", None, True), [(a, 8, 4, True)])
    work.end_group()
    assert work.unfinished == [outside]


def test_openacc_queues_are_in_order_and_wait_for_named_queues():
    work, a = DeferredWork(), _block()
    one = _run(work, Deferred("async(1)", None, True, queue=1), [(a, 0, 4, True)])
    later = Deferred("async(1)", None, True, queue=1)
    work.begin(later)
    assert work.access(a, 0, 4, True) is None  # same queue: in order
    work.end()
    two = Deferred("async(2)", None, True, queue=2)
    work.begin(two)
    assert work.access(a, 0, 4, False) == (one, WRITE)  # another queue: a race
    work.end()
    work.wait({1})
    assert work.unfinished == [two]


def test_wait_async_orders_one_queue_after_another():
    work, a = DeferredWork(), _block()
    _run(work, Deferred("async(1)", None, True, queue=1), [(a, 0, 4, True)])
    work.wait({1}, onto=2)  # `wait(1) async(2)`
    _run(work, Deferred("async(2)", None, True, queue=2), [(a, 0, 4, True)])
    assert work.access(a, 0, 4, False) is not None  # the host still has not waited
    work.wait({2})  # the host waits for queue 2, which waited for queue 1
    assert work.unfinished == []
