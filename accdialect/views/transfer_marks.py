"""The transfer report's records (`runtime.transfers`) of a run's trace events, so that
a view of the trace can say which copy or mapping is waste: a `Copy` event is the
record of the same device, direction, addresses and size, a `MapNew` the allocation
of the same device and host range, each taken in the order the run made them."""

from collections import defaultdict, deque
from collections.abc import Hashable, Iterable
from typing import TypeVar

from accdialect.runtime.trace import Copy, MapNew
from accdialect.runtime.transfers import DeviceAllocation, Transfer, TransferCollector

_Record = TypeVar("_Record")


def _queues(records: Iterable[_Record], key) -> dict[Hashable, deque[_Record]]:
    queues: dict[Hashable, deque[_Record]] = defaultdict(deque)
    for record in records:
        queues[key(record)].append(record)
    return queues


class TransferMarks:
    """The record of each `Copy` and `MapNew` event of a run whose transfers
    `collector` followed."""

    def __init__(self, collector: TransferCollector):
        self._copies = _queues(collector.transfers,
                               lambda t: (t.device, t.direction, t.src, t.dst, t.size))
        self._allocations = _queues(collector.allocations,
                                    lambda a: (a.device, a.host_begin, a.size))

    def copy(self, event: Copy) -> Transfer | None:
        """The transfer `event` shows (each event asked once, in the trace's order)."""
        key = (event.device, event.direction, event.src, event.dst, event.size)
        return _next(self._copies.get(key))

    def allocation(self, event: MapNew) -> DeviceAllocation | None:
        """The allocation of the mapping `event` makes (likewise)."""
        return _next(self._allocations.get((event.device, event.host_begin, event.size)))


def _next(queue: deque[_Record] | None) -> _Record | None:
    return queue.popleft() if queue else None
