"""The steps of an OpenACC directive (`runtime.acc_directive`): OpenACC 3.3 §2.7.2's order
whatever the order of the clauses, names in errors, and the private copies a construct
owns (§2.5.13-14)."""

import pytest
from runtime_testlib import counts, dev, events, host_ints, ints

from accdialect.runtime import (
    DataAction,
    EntryClause,
    ExitAction,
    ExitClause,
    NotPresentError,
    PointerLocation,
    enter_directive,
    exit_directive,
)
from accdialect.runtime.trace import Attached, Copy, Detached, MapNew


@pytest.fixture
def s_and_t(rt):
    """`struct {int a; int *p;} s` with `s.p = t`, `int t[2] = {5, 6}`; nothing present."""
    s = rt.alloc(16, "stack", name="s")
    t = host_ints(rt, [5, 6], name="t")
    rt.memory.write_uint(s + 8, t)
    return s, t


def _copyin(var, size, name, attachment=None, structured=False):
    return EntryClause(var, 0, size, DataAction.COPYIN, structured, name, attachment)


def test_attach_listed_first_still_comes_after_the_copies(rt, s_and_t):
    """`enter data attach(s.p) copyin(t) copyin(s)`: the attachment needs s (the pointer's
    storage) and t (its target) present, so it is done after both copies."""
    s, t = s_and_t
    clauses = [EntryClause(s + 8, 0, 8, None, False, "s.p", PointerLocation(s + 8)),
               _copyin(t, 8, "t"), _copyin(s, 16, "s")]
    entered = enter_directive(rt.acc, clauses)
    assert rt.memory.read_uint(dev(rt, s) + 8) == dev(rt, t)
    assert entered.addresses == [s + 8, dev(rt, t), dev(rt, s)]
    kinds = [type(e).__name__ for e in events(rt, MapNew, Copy, Attached)]
    assert kinds == ["MapNew", "Copy", "MapNew", "Copy", "Copy", "Attached"]  # last Copy: the write
    assert events(rt, Attached)[0].count == 1


def test_a_copyin_with_its_pointer_attaches_after_every_copy(rt, s_and_t):
    """`copyin(s.p[0:2])` with `varPtrPtr(&s.p)` listed before `copyin(s)`: its data action
    in clause order, its attachment after the copy of s."""
    s, t = s_and_t
    member = _copyin(t, 8, "s.p[0:2]", PointerLocation(s + 8, pointee=t))
    enter_directive(rt.acc, [member, _copyin(s, 16, "s")])
    assert rt.memory.read_uint(dev(rt, s) + 8) == dev(rt, t)


def test_detach_listed_last_still_comes_before_the_copyout(rt, s_and_t):
    """`exit data copyout(s) detach(s.p) delete(t)`: the detachment is done first, so the
    copy-out of s gives the host its own pointer back (and the counter goes 1 -> 0 by
    the detach action, not by the copy-out's immediate detach)."""
    s, t = s_and_t
    enter_directive(rt.acc, [_copyin(t, 8, "t"), _copyin(s, 16, "s"),
                             EntryClause(s + 8, 0, 8, None, False, "s.p", PointerLocation(s + 8))])
    exit_directive(rt.acc, [ExitClause(s, 0, 16, ExitAction.COPYOUT, False, "s"),
                            ExitClause(s + 8, 0, 8, None, False, "s.p", PointerLocation(s + 8)),
                            ExitClause(t, 0, 8, ExitAction.DELETE, False, "t")])
    assert rt.memory.read_uint(s + 8) == t
    assert counts(rt, s) is None and counts(rt, t) is None
    (detached,) = events(rt, Detached)
    assert detached.count == 0 and not detached.immediate
    order = events(rt, Detached, Copy)
    copy_back = next(e for e in order if isinstance(e, Copy) and e.direction == "d2h")
    assert order.index(detached) < order.index(copy_back)


def test_recipes_run_in_the_order_of_the_rule(rt, s_and_t):
    """Seed 001's recipes are callbacks: on entry after every data action, on exit before
    every data action, each in clause order."""
    s, t = s_and_t
    seen: list[str] = []

    def recipe(name):
        return lambda: seen.append(f"{name}: s present={rt.acc.is_present(s, 16)}")

    enter_directive(rt.acc, [_copyin(t, 8, "d%p", recipe("attach d%p")),
                             _copyin(s, 16, "d")])
    exit_directive(rt.acc, [ExitClause(s, 0, 16, ExitAction.DELETE, False, "d"),
                            ExitClause(t, 0, 8, ExitAction.DELETE, False, "d%p", recipe("detach d%p"))])
    assert seen == ["attach d%p: s present=True", "detach d%p: s present=True"]
    assert counts(rt, s) is None


def test_an_error_names_the_clause_variable(rt, s_and_t):
    """A data action's runtime error carries the clause's name (the located error line
    of acc-run shows it)."""
    s, _ = s_and_t
    with pytest.raises(NotPresentError) as caught:
        enter_directive(rt.acc, [EntryClause(s, 0, 16, DataAction.PRESENT, True, "s")])
    assert caught.value.variable == "s"


def test_structured_and_dynamic_counters_per_clause(rt, s_and_t):
    """`structured`: the clause's counter (hold count) or the dynamic one; `finalize`
    on exit sets the dynamic counter to 0."""
    s, t = s_and_t
    enter_directive(rt.acc, [_copyin(s, 16, "s", structured=True), _copyin(s, 16, "s"),
                             _copyin(s, 16, "s")])
    assert counts(rt, s) == (2, 1)
    exit_directive(rt.acc, [ExitClause(s, 0, 16, ExitAction.DELETE, False, "s")], finalize=True)
    assert counts(rt, s) == (0, 1)


def test_update_if_present(rt, s_and_t):
    """The `update` directive's halves: an absent variable is an error, or nothing with
    `if_present` (§2.14.4)."""
    s, t = s_and_t
    device = EntryClause(t, 0, 8, DataAction.UPDATE_DEVICE, False, "t")
    host = ExitClause(t, 0, 8, ExitAction.UPDATE_SELF, False, "t")
    enter_directive(rt.acc, [device], if_present=True)
    exit_directive(rt.acc, [host], if_present=True)
    with pytest.raises(NotPresentError):
        enter_directive(rt.acc, [device])
    rt.acc.acc_copyin(t, 8)
    rt.memory.write_uint(t, 7, 4)
    entered = enter_directive(rt.acc, [device])
    assert entered.addresses == [t] and ints(rt, dev(rt, t), 2) == [7, 6]


def test_private_copies_belong_to_the_construct(rt, s_and_t):
    """`private(t) firstprivate(s)` (§2.5.13-14): device copies for the construct, not in
    the present table and not in the trace (libomptarget does not map them); the
    firstprivate one starts with the host's value; both are freed when it ends."""
    s, t = s_and_t
    memory = rt.memory
    before, traced = memory.device_in_use[0], len(rt.trace.events)
    entered = enter_directive(rt.acc, [EntryClause(t, 4, 4, DataAction.PRIVATE, True, "t"),
                                       EntryClause(s, 0, 16, DataAction.FIRSTPRIVATE, True, "s")])
    private_t, private_s = entered.addresses
    assert memory.read(private_s, 16) == memory.read(s, 16)
    assert memory.allocation_at(private_t + 4).region.device == 0
    assert counts(rt, t) is None and counts(rt, s) is None
    assert memory.device_in_use[0] == before + 16 + 4
    entered.end()
    assert not memory.allocation_at(private_t + 4).live and not memory.allocation_at(private_s).live
    assert memory.device_in_use[0] == before and len(rt.trace.events) == traced
