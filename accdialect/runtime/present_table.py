"""The present table: map entries ordered by host begin address (SEMANTICS §2)."""

from collections.abc import Iterator

from .entry import MappingEntry
from .sorted_keys import SortedKeys

Lookup = tuple[MappingEntry | None, bool, bool, bool]


class PresentTable:
    """Disjoint host ranges with O(log n) look-up, insertion and removal."""

    __slots__ = ("_keys", "_entries")

    def __init__(self) -> None:
        self._keys = SortedKeys()
        self._entries: dict[int, MappingEntry] = {}

    def __len__(self) -> int:
        return len(self._entries)

    def __iter__(self) -> Iterator[MappingEntry]:
        entries = self._entries
        return (entries[k] for k in self._keys)

    def insert(self, entry: MappingEntry) -> None:
        self._keys.insert(entry.host_begin)
        self._entries[entry.host_begin] = entry

    def remove(self, entry: MappingEntry) -> None:
        self._keys.remove(entry.host_begin)
        del self._entries[entry.host_begin]
        entry.removed = True

    def find(self, host_begin: int) -> MappingEntry | None:
        """The entry that begins exactly at `host_begin`."""
        return self._entries.get(host_begin)

    def lookup(self, hp: int, size: int) -> Lookup:
        """libomptarget `lookupMapping` for [hp, hp+size): (entry, contained,
        extends_before, extends_after), where entry may only be a neighbour.

        size 0: contained if hp lies in the previous entry's [begin, end), or in the next
        entry's range extended down to its host_base. size > 0: contained if inside one
        entry, else extends before (runs into the next entry) / after (past the end of
        the entry it starts in).
        """
        entries = self._entries
        entry = entries.get(hp)
        if entry is not None and hp < entry.host_end:  # begins an entry: no search needed
            if size == 0:
                return entry, True, False, False
            inside = hp + size <= entry.host_end
            return entry, inside, False, not inside
        below, above = self._keys.neighbours(hp)
        entry = None
        contained = before = after = False
        if size == 0:
            if below is not None:
                entry = entries[below]
                contained = hp < entry.host_end
            if not contained and above is not None:
                entry = entries[above]
                contained = hp >= entry.host_base
            return entry, contained, False, False
        end = hp + size
        if below is not None:
            entry = entries[below]
            inside = hp < entry.host_end
            contained = inside and end <= entry.host_end
            after = inside and end > entry.host_end
        if not (contained or after) and above is not None:
            entry = entries[above]
            before = end > entry.host_begin
            after = hp < entry.host_end and end > entry.host_end
        return entry, contained, before, after

    def contains(self, hp: int, size: int) -> MappingEntry | None:
        """The entry holding all of [hp, hp+size) (size 0: as `lookup`), or None."""
        entry, contained, _, _ = self.lookup(hp, size)
        return entry if contained else None

    def containing(self, hp: int) -> MappingEntry | None:
        """The entry whose host range holds the byte at `hp`, if any."""
        below = self._keys.floor(hp)
        if below is None:
            return None
        entry = self._entries[below]
        return entry if hp < entry.host_end else None

    def nearest(self, hp: int) -> MappingEntry | None:
        """The entry holding `hp`, else the closest one by address (for diagnostics)."""
        below, above = self._keys.neighbours(hp)
        candidates = [self._entries[k] for k in (below, above) if k is not None]
        if not candidates:
            return None

        def distance(e: MappingEntry) -> int:
            return 0 if e.host_begin <= hp < e.host_end else min(abs(hp - e.host_begin),
                                                                 abs(hp - (e.host_end - 1)))
        return min(candidates, key=distance)
