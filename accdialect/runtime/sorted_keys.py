"""An ordered set of integer keys with O(log n) neighbour queries.

Both the address index of the simulated memory and the present table (SEMANTICS §2:
10^5-10^6 entries) need "the largest key <= x" and "the smallest key > x" while keys are
inserted and removed in any order. A plain sorted list makes removal at the front O(n);
this keeps the keys in sorted chunks of bounded length plus the first key of each chunk,
so every operation is two bisections and one short list edit.
"""

from bisect import bisect_left, bisect_right, insort
from collections.abc import Iterator

_CHUNK = 512
_MAX_CHUNK = 2 * _CHUNK


class SortedKeys:
    """Sorted set of ints split into chunks of at most 2 * _CHUNK keys."""

    __slots__ = ("_chunks", "_firsts")

    def __init__(self) -> None:
        self._chunks: list[list[int]] = []
        self._firsts: list[int] = []

    def __len__(self) -> int:
        return sum(map(len, self._chunks))

    def __iter__(self) -> Iterator[int]:
        for chunk in self._chunks:
            yield from chunk

    def insert(self, key: int) -> None:
        """Add `key` (which must not be present)."""
        chunks = self._chunks
        if not chunks:
            chunks.append([key])
            self._firsts.append(key)
            return
        chunk = chunks[-1]
        if key > chunk[-1]:  # the common case of bump-allocated addresses
            chunk.append(key)
            if len(chunk) > _MAX_CHUNK:
                self._split(len(chunks) - 1)
            return
        firsts = self._firsts
        i = bisect_right(firsts, key) - 1
        if i < 0:
            i = 0
        chunk = chunks[i]
        insort(chunk, key)
        firsts[i] = chunk[0]
        if len(chunk) > _MAX_CHUNK:
            self._split(i)

    def _split(self, i: int) -> None:
        """Split chunk `i`, grown past `_MAX_CHUNK` keys, into two."""
        chunk = self._chunks[i]
        tail = chunk[_CHUNK:]
        del chunk[_CHUNK:]
        self._chunks.insert(i + 1, tail)
        self._firsts.insert(i + 1, tail[0])

    def remove(self, key: int) -> None:
        """Remove `key` (which must be present)."""
        firsts = self._firsts
        i = bisect_right(firsts, key) - 1
        if i < 0:
            raise KeyError(key)
        chunk = self._chunks[i]
        j = bisect_left(chunk, key)
        if j == len(chunk) or chunk[j] != key:
            raise KeyError(key)
        del chunk[j]
        if not j:  # the chunk's first key
            if chunk:
                firsts[i] = chunk[0]
            else:
                del self._chunks[i]
                del firsts[i]

    def floor(self, key: int) -> int | None:
        """The largest key <= `key`, or None."""
        i = bisect_right(self._firsts, key) - 1
        if i < 0:
            return None
        chunk = self._chunks[i]
        return chunk[bisect_right(chunk, key) - 1]

    def neighbours(self, key: int) -> tuple[int | None, int | None]:
        """(largest key <= `key`, smallest key > `key`), either may be None."""
        firsts = self._firsts
        i = bisect_right(firsts, key) - 1
        if i < 0:
            return None, (firsts[0] if firsts else None)
        chunk = self._chunks[i]
        last = chunk[-1]
        if key >= last:  # past the chunk's keys (above every key, or in a gap): no bisection
            return last, (firsts[i + 1] if i + 1 < len(firsts) else None)
        j = bisect_right(chunk, key)
        return chunk[j - 1], chunk[j]
