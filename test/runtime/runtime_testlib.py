"""Small helpers shared by the runtime tests (host arrays, device reads, events)."""

from accdialect.runtime import MappingEntry, MapType, OffloadRuntime
from accdialect.runtime.trace import Copy, MapExists
from support.runtime import events

TF = MapType.TO | MapType.FROM
"""`tofrom`."""
TP = MapType.TARGET_PARAM


def host_ints(rt: OffloadRuntime, values, *, region: str = "heap", name: str | None = None,
              elem: int = 4) -> int:
    """A host array of `values` (little-endian `elem`-byte ints); returns its address."""
    values = list(values)
    addr = rt.alloc(elem * len(values), region, name=name)
    for i, v in enumerate(values):
        rt.memory.write_uint(addr + elem * i, v, elem)
    return addr


def ints(rt: OffloadRuntime, addr: int, n: int, elem: int = 4) -> list[int]:
    """n ints read raw (host or device memory)."""
    return [rt.memory.read_int(addr + elem * i, elem) for i in range(n)]


def host_ptr(rt: OffloadRuntime, value: int, *, region: str = "stack",
             name: str | None = None) -> int:
    """A host pointer variable holding `value`; returns its address."""
    addr = rt.alloc(8, region, name=name)
    rt.memory.write_uint(addr, value)
    return addr


def entry(rt: OffloadRuntime, host: int, device: int = 0) -> MappingEntry | None:
    return rt.devices[device].table.containing(host)


def counts(rt: OffloadRuntime, host: int) -> tuple[int, int] | None:
    """(dynamic, hold) reference counts of the entry holding `host`, None if absent."""
    e = entry(rt, host)
    return None if e is None else (e.dyn_ref, e.hold_ref)


def dev(rt: OffloadRuntime, host: int) -> int:
    """The device address of mapped host address `host`."""
    e = entry(rt, host)
    assert e is not None, f"0x{host:x} is not mapped"
    return e.dev_addr(host)


def copies(rt: OffloadRuntime) -> list[tuple[str, int, int, int]]:
    """(direction, source, destination, size) of every transfer so far."""
    return [(c.direction, c.src, c.dst, c.size) for c in events(rt, Copy)]


def notes(rt: OffloadRuntime) -> list[str]:
    return [e.note for e in events(rt, MapExists)]


def clear(rt: OffloadRuntime) -> None:
    """Forget the events so far."""
    assert rt.trace is not None
    rt.trace.events.clear()
