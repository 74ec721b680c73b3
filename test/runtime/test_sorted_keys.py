"""`SortedKeys`, the ordered keys of the present table and of the memory's address
index (SEMANTICS §2: O(log n) neighbour queries): after insertions and removals in any
order, across chunk splits and emptied chunks, `floor` and `neighbours` answer what a
search of the sorted keys answers, for keys present, between, below and above them."""

import random
from bisect import bisect_right

import pytest

from accdialect.runtime.sorted_keys import SortedKeys


def _expected(keys: list[int], x: int) -> tuple[int | None, int | None]:
    i = bisect_right(keys, x)
    return (keys[i - 1] if i else None), (keys[i] if i < len(keys) else None)


@pytest.mark.parametrize("order", ["ascending", "random", "descending"])
def test_neighbours_and_floor_agree_with_a_sorted_list(order):
    rng = random.Random(13)
    keys = rng.sample(range(0, 1 << 40, 16), 5000)
    if order != "random":
        keys.sort(reverse=order == "descending")
    sk = SortedKeys()
    for k in keys:
        sk.insert(k)
    for k in keys[::3]:  # removals empty some chunks and change others' first key
        sk.remove(k)
    live = sorted(set(keys) - set(keys[::3]))
    assert list(sk) == live and len(sk) == len(live)
    probes = [*live, *(k + 1 for k in live), *(k - 1 for k in live), -1, 0, 1 << 41]
    for x in probes:
        below, above = _expected(live, x)
        assert sk.neighbours(x) == (below, above), x
        assert sk.floor(x) == below, x


def test_an_empty_set_has_no_neighbours():
    sk = SortedKeys()
    assert sk.neighbours(5) == (None, None) and sk.floor(5) is None
    sk.insert(5)
    sk.remove(5)
    assert sk.neighbours(5) == (None, None) and len(sk) == 0
    with pytest.raises(KeyError):
        sk.remove(5)
