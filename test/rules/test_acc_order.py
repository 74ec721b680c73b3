"""OpenACC 3.3 §2.7.2 written once (`accdialect.rules.acc_order`), on plain clauses.

Expected values follow the rule's words: "pointer updates are done after the
copies/allocations of the same directive on entry; detachments before the
copy-outs on exit", and seed 001's "the descriptor storage must be created before
the attachment happens".
"""

from accdialect.rules.acc_order import (
    EntryKind,
    ExitKind,
    Step,
    entry_kind,
    entry_order,
    entry_steps,
    exit_kind,
    exit_order,
    exit_steps,
)

D, DA, A = EntryKind.DATA_ONLY, EntryKind.DATA_THEN_ATTACH, EntryKind.ATTACH_ONLY
X, XD, XO = ExitKind.DETACH_ONLY, ExitKind.DETACH_THEN_DATA, ExitKind.DATA_ONLY


def test_kinds_from_what_a_clause_does():
    assert entry_kind(data_action=True, attachment=False) is D          # copyin(x)
    assert entry_kind(data_action=True, attachment=True) is DA          # copyin(d%p), varPtrPtr
    assert entry_kind(data_action=False, attachment=True) is A          # attach(d%p)
    assert entry_kind(data_action=False, attachment=False) is D         # deviceptr
    assert exit_kind(detachment=True, data_action=False) is X           # detach(d%p)
    assert exit_kind(detachment=True, data_action=True) is XD           # copyout + detachRecipe
    assert exit_kind(detachment=False, data_action=True) is XO          # copyout(x)
    assert (D < DA < A) and (X < XD < XO)


def test_entry_steps_are_every_data_action_then_every_attachment():
    """`enter data attach(s.p) copyin(s.p[0:n]) copyin(s)`, listed so: the copies of
    s.p's target and of s first, in clause order, then both attachments."""
    clauses = {"attach(s.p)": A, "copyin(s.p[0:n])": DA, "copyin(s)": D}
    assert entry_steps(clauses, clauses.__getitem__) == [
        ("copyin(s.p[0:n])", Step.DATA_ACTION),
        ("copyin(s)", Step.DATA_ACTION),
        ("attach(s.p)", Step.ATTACHMENT),
        ("copyin(s.p[0:n])", Step.ATTACHMENT),
    ]


def test_exit_steps_are_every_detachment_then_every_data_action():
    """`exit data copyout(s) detach(s.p) copyout(s.p[0:n])`: the detachments first, so
    that the copy-out of s gives the host its own pointer back."""
    clauses = {"copyout(s)": XO, "detach(s.p)": X, "copyout(s.p[0:n])": XD}
    assert exit_steps(clauses, clauses.__getitem__) == [
        ("detach(s.p)", Step.DETACHMENT),
        ("copyout(s.p[0:n])", Step.DETACHMENT),
        ("copyout(s)", Step.DATA_ACTION),
        ("copyout(s.p[0:n])", Step.DATA_ACTION),
    ]


def test_no_clauses_no_steps():
    assert entry_steps([], lambda c: D) == [] and exit_steps([], lambda c: XO) == []


def _holds(pairs):
    """`holds(a, b)` for the (storage, pointer) pairs given."""
    return lambda a, b: (a, b) in pairs


def test_entry_order_sorts_stably_by_kind():
    clauses = ["attach1", "copyin_p", "create_x", "attach2", "copyin_d"]
    kinds = {"attach1": A, "attach2": A, "copyin_p": DA, "create_x": D, "copyin_d": D}
    assert entry_order(clauses, kinds.__getitem__, _holds(set())) == [
        "create_x", "copyin_d", "copyin_p", "attach1", "attach2"]


def test_entry_order_puts_the_storage_holding_a_pointer_before_its_attachment():
    """`copyin(o%i%p)` (attaches a pointer inside o%i) and `copyin(o%i)` (holds it,
    itself attaching o%i inside o) and `copyin(o)`: parents before members even where
    the kinds would say otherwise."""
    kinds = {"o%i%p": DA, "o%i": DA, "o": D}
    holds = _holds({("o%i", "o%i%p"), ("o", "o%i")})
    assert entry_order(["o%i%p", "o%i", "o"], kinds.__getitem__, holds) == ["o", "o%i", "o%i%p"]


def test_exit_order_detaches_a_member_before_releasing_its_storage():
    """`copyout(d)` and `copyout(d%p)`, each with a detach recipe (same kind): the
    release of `d` holds the pointer `d%p`'s recipe detaches, so `d%p` goes first."""
    kinds = {"copyout(d)": XD, "copyout(d%p)": XD, "delete(x)": XO}
    holds = _holds({("copyout(d)", "copyout(d%p)")})
    assert exit_order(["delete(x)", "copyout(d)", "copyout(d%p)"], kinds.__getitem__,
                      holds) == ["copyout(d%p)", "copyout(d)", "delete(x)"]


def test_a_cycle_keeps_the_given_order():
    kinds = {"a": D, "b": D}
    assert entry_order(["b", "a"], kinds.__getitem__, _holds({("a", "b"), ("b", "a")})) == ["b", "a"]


def test_ordering_twice_changes_nothing():
    kinds = {"p": DA, "x": D, "d": D, "att": A}
    holds = _holds({("d", "p")})
    once = entry_order(["att", "p", "x", "d"], kinds.__getitem__, holds)
    assert entry_order(once, kinds.__getitem__, holds) == once == ["x", "d", "p", "att"]
