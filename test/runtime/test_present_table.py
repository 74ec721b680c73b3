"""SEMANTICS §2 (issue item 2): the present table, look-ups, counts, delayed deletion."""

import random

import pytest
from runtime_testlib import clear, counts, host_ints, notes

from accdialect.runtime import INF, MappingEntry, OffloadRuntime, PartialOverlapError
from accdialect.runtime import MapType as M
from accdialect.runtime.present_table import PresentTable
from accdialect.runtime.trace import Event, MapExists, MapRemove, Message
from support.runtime import events


def _entry(base, begin, size):
    return MappingEntry(base, begin, begin + size, 0, 0, hold=False, name=None, allocation=None)


@pytest.fixture
def table():
    t = PresentTable()
    t.insert(_entry(0x100, 0x100, 0x20))   # [0x100, 0x120)
    t.insert(_entry(0x180, 0x200, 0x10))   # [0x200, 0x210), host_base 0x180 (a struct member)
    return t


def test_zero_size_lookup_previous_entry_or_next_entry_extended_to_its_base(table):
    """§2 size 0: contained if hp is in the previous entry's [begin, end), or in the next
    entry's range extended down to its host_base."""
    e1, e2 = list(table)
    assert table.lookup(0x110, 0) == (e1, True, False, False)
    assert table.lookup(0x120, 0) == (e2, False, False, False)    # end is exclusive
    assert table.lookup(0x180, 0) == (e2, True, False, False)     # extended to host_base
    assert table.lookup(0x17F, 0) == (e2, False, False, False)
    assert table.lookup(0x210, 0) == (e2, False, False, False)


def test_sized_lookup_contained_extends_before_and_after(table):
    """§2 size > 0: contained in one entry, else extends before / after."""
    e1, e2 = list(table)
    assert table.lookup(0x108, 8) == (e1, True, False, False)
    assert table.lookup(0x118, 16) == (e1, False, False, True)    # runs past e1's end
    assert table.lookup(0x1F8, 16) == (e2, False, True, False)    # runs into e2
    assert table.lookup(0x1F8, 0x20) == (e2, False, True, True)   # covers all of e2
    assert table.lookup(0x140, 0x10) == (e2, False, False, False)  # in the gap
    assert table.contains(0x204, 4) is e2 and table.contains(0x204, 16) is None


def test_lookups_stay_exact_with_a_large_table():
    """§2: O(log n) look-ups over 20 000 entries inserted and removed in random order
    agree with a linear search."""
    rng = random.Random(7)
    t = PresentTable()
    live = {}
    begins = rng.sample(range(0, 10**7, 64), 20000)
    for b in begins:
        e = _entry(b, b, rng.randrange(1, 64))
        t.insert(e)
        live[b] = e
    for b in begins[::3]:
        t.remove(live.pop(b))
    assert len(t) == len(live)
    for _ in range(3000):
        hp = rng.randrange(0, 10**7)
        expect = next((e for e in live.values() if e.host_begin <= hp < e.host_end), None)
        assert t.containing(hp) is expect


def test_explicit_partial_overlap_is_an_error_implicit_over_extension_is_not():
    """§2: an explicit map that partially overlaps an entry is an error with libomptarget's
    message; an implicit one is accepted and uses the existing entry."""
    rt = OffloadRuntime()
    a = host_ints(rt, range(8))
    rt.target_data_begin([a], [a], [16], [M.TO])
    with pytest.raises(PartialOverlapError) as err:
        rt.target_data_begin([a], [a], [32], [M.TO])
    assert str(err.value) == (
        "explicit extension not allowed: host address specified is 0x0000000010000000 "
        "(32 bytes), but device allocation maps to host at 0x0000000010000000 (16 bytes)")
    assert events(rt, Message)[0].text == str(err.value)
    rt.target_data_begin([a], [a], [32], [M.TO | M.IMPLICIT])
    assert counts(rt, a) == (2, 0)
    assert len(rt.devices[0].table) == 1


def test_counts_inf_and_decrement_at_zero():
    """§2: increments/decrements are no-ops on INF; a decrement at 0 stays 0; present
    while dyn + hold > 0."""
    e = MappingEntry(0, 0, 8, 0, 0, hold=False, name=None, allocation=None, infinite=True)
    e.inc_ref(False)
    e.dec_ref(False)
    assert (e.dyn_ref, e.total_ref()) == (INF, INF)
    assert not e.dec_should_remove(False) and not e.dec_should_remove(False, after_reset=True)
    h = MappingEntry(0, 0, 8, 0, 0, hold=True, name=None, allocation=None)
    h.dec_ref(False)
    assert (h.dyn_ref, h.hold_ref) == (0, 1)
    assert h.dec_should_remove(True) and not h.dec_should_remove(False)
    h.dec_ref(True)
    h.dec_ref(True)
    assert h.total_ref() == 0


def test_release_is_dec_should_remove_then_reset_then_decrement():
    """libomptarget's exit (`getTgtPtrBegin` with UpdateRefCount): decShouldRemove asked
    first, then resetRefCount for DELETE, then decRefCount; `release` is the three in
    one step, for both counts, INF and 0 included."""
    def entry(dyn: int, hold: int) -> MappingEntry:
        e = MappingEntry(0, 0, 8, 0, 0, hold=False, name=None, allocation=None)
        e.dyn_ref, e.hold_ref = dyn, hold
        return e

    for dyn, hold in ((0, 0), (1, 0), (2, 0), (0, 1), (1, 1), (3, 2), (INF, 0), (0, INF),
                      (INF, 1), (1, INF)):
        for on_hold in (False, True):
            for reset in (False, True):
                stepwise, combined = entry(dyn, hold), entry(dyn, hold)
                is_last = stepwise.dec_should_remove(on_hold, reset)
                if reset:
                    stepwise.reset_ref(on_hold)
                stepwise.dec_ref(on_hold)
                assert combined.release(on_hold, reset) == is_last
                assert (combined.dyn_ref, combined.hold_ref) == (stepwise.dyn_ref,
                                                                 stepwise.hold_ref)
    delete = entry(3, 0)  # `map(delete:)` of data entered three times: removed at once
    assert delete.release(False, reset=True) and (delete.dyn_ref, delete.hold_ref) == (0, 0)
    held = entry(1, 1)  # the other count keeps it
    assert not held.release(False) and (held.dyn_ref, held.hold_ref) == (0, 1)


def test_released_is_both_counts_zero_never_inf():
    """§2: present while dyn + hold > 0, INF never 0: `released` is `total_ref() == 0`."""
    answers = {}
    for dyn, hold in ((0, 0), (1, 0), (0, 1), (2, 3), (INF, 0), (0, INF), (INF, INF)):
        e = MappingEntry(0, 0, 8, 0, 0, hold=False, name=None, allocation=None)
        e.dyn_ref, e.hold_ref = dyn, hold
        assert e.released() == (e.total_ref() == 0)
        answers[dyn, hold] = e.released()
    assert [k for k, released in answers.items() if released] == [(0, 0)]


def test_delayed_deletion_removes_after_the_constructs_other_actions():
    """§2: an entry whose counts reach 0 is removed after the construct's other actions
    (its copy-back and the other items), in processing order."""
    rt = OffloadRuntime()
    x = host_ints(rt, [1], name="x")
    y = host_ints(rt, [2], name="y")
    rt.target_data_begin([x, y], [x, y], [4, 4], [M.TO, M.TO])
    clear(rt)
    rt.target_data_end([x, y], [x, y], [4, 4], [M.FROM, M.FROM])
    kinds = [type(e).__name__ for e in events(rt, Event)[1:]]
    assert kinds == ["MapExists", "Copy", "MapExists", "Copy", "MapRemove", "MapRemove",
                     "TableDump"]
    assert [r.host_begin for r in events(rt, MapRemove)] == [y, x]
    assert notes(rt) == ["decremented, delayed deletion"] * 2


def test_hold_count_is_separate_from_dynamic_count():
    """§2: OMPX_HOLD maps count on the hold count; the entry is present while either is."""
    rt = OffloadRuntime()
    x = host_ints(rt, [1])
    rt.target_data_begin([x], [x], [4], [M.TO | M.OMPX_HOLD])
    rt.target_data_begin([x], [x], [4], [M.TO])
    assert counts(rt, x) == (1, 1)
    rt.target_data_end([x], [x], [4], [M.FROM])
    assert counts(rt, x) == (0, 1)
    exists = events(rt, MapExists)[-1]
    assert (exists.note, exists.note_on_hold) == ("decremented", False)
    rt.target_data_end([x], [x], [4], [M.FROM | M.OMPX_HOLD])
    assert counts(rt, x) is None
    last = events(rt, MapExists)[-1]
    assert (last.note, last.note_on_hold) == ("decremented, delayed deletion", True)
