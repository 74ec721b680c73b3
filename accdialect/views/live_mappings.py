"""The mappings alive on one device while a trace is read back: libomptarget's present
table rebuilt from `MapNew`/`MapRemove` events (SEMANTICS §2, §7), searched by a host
or a device address so that every later event finds the mapping it concerns."""

from bisect import bisect_left, bisect_right, insort
from dataclasses import dataclass

from accdialect.runtime.trace import MapNew


@dataclass(slots=True)
class MappingLife:
    """One mapping from its `MapNew` (event index `start`) on, with the counts it was
    last seen with."""

    new: MapNew
    start: int
    dyn: int
    hold: int


class _Ranges:
    """Disjoint ranges [begin, begin + size) by begin address (an empty one holds its
    begin)."""

    def __init__(self) -> None:
        self._begins: list[int] = []
        self._lives: dict[int, MappingLife] = {}

    def add(self, begin: int, life: MappingLife) -> None:
        insort(self._begins, begin)
        self._lives[begin] = life

    def remove(self, begin: int) -> None:
        del self._begins[bisect_left(self._begins, begin)]
        del self._lives[begin]

    def get(self, begin: int) -> MappingLife | None:
        return self._lives.get(begin)

    def lives(self) -> list[MappingLife]:
        """The lives in order of begin address."""
        return [self._lives[begin] for begin in self._begins]

    def holding(self, addr: int) -> MappingLife | None:
        i = bisect_right(self._begins, addr) - 1
        if i < 0:
            return None
        begin = self._begins[i]
        life = self._lives[begin]
        return life if addr == begin or addr < begin + life.new.size else None


class LiveMappings:
    """The mappings alive on one device."""

    def __init__(self) -> None:
        self._host = _Ranges()
        self._dev = _Ranges()

    def add(self, life: MappingLife) -> None:
        self._host.add(life.new.host_begin, life)
        self._dev.add(life.new.dev_begin, life)

    def remove(self, host_begin: int) -> MappingLife | None:
        """Remove and return the mapping that begins at `host_begin`, if alive."""
        life = self._host.get(host_begin)
        if life is not None:
            self._host.remove(host_begin)
            self._dev.remove(life.new.dev_begin)
        return life

    def by_host(self, addr: int) -> MappingLife | None:
        """The mapping whose host range holds `addr`."""
        return self._host.holding(addr)

    def by_device(self, addr: int) -> MappingLife | None:
        """The mapping whose device range holds `addr`."""
        return self._dev.holding(addr)

    def alive(self) -> list[MappingLife]:
        """The mappings alive, by host address."""
        return self._host.lives()
