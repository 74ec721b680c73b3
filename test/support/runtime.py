"""Reading a simulated device in tests: its trace and its allocations, typed."""

from typing import TypeVar, cast

from accdialect.runtime import OffloadRuntime
from accdialect.runtime.memory import Memory
from accdialect.runtime.regions import Allocation
from accdialect.runtime.trace import Event

E = TypeVar("E", bound=Event)


def events(rt: OffloadRuntime, kind: type[E], *kinds: type[E]) -> list[E]:
    """The events of `rt`'s trace that are of one of the given types, in order."""
    assert rt.trace is not None, "the runtime was made without a trace"
    return cast("list[E]", rt.trace.of_type(kind, *kinds))


def allocation(memory: Memory, addr: int) -> Allocation:
    """The allocation (live or freed) that holds `addr`, which must have one."""
    found = memory.allocation_at(addr)
    assert found is not None, f"0x{addr:x} is in no allocation"
    return found
