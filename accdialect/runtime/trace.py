"""Trace events of the simulated runtime and their text and JSON-lines forms (SEMANTICS §7).

Every action is recorded as an event object at the point where the decision is taken.
The text form uses `LIBOMPTARGET_INFO`'s own sentences (a line of
`omptarget device 0 info: ...` per event) so that it can be held beside a real run, or fed
to `shared/oracle/normalize.py`; each event belongs to one INFO bit, as in libomptarget,
and `info` selects the bits to show. Events that libomptarget does not print (attachment
counters, shadow-pointer restores, skipped attachments) use the simulator's own bit
`INFO_SIMULATOR` and the prefix `accsim device N info:`. Addresses are printed as hex, or
symbolically (`buf+8`, `dev(buf+8)`) with a `Symbolizer`.
"""

import json
import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, fields

from ..abi.map_types import MapType, arg_type_name, decode
from .entry import count_str
from .memory import Memory

INFO_KERNEL_ARGS = 0x1
INFO_MAPPING_EXISTS = 0x2
INFO_DUMP_TABLE = 0x4
INFO_MAPPING_CHANGED = 0x8
INFO_PLUGIN_KERNEL = 0x10
INFO_DATA_TRANSFER = 0x20
INFO_EMPTY_MAPPING = 0x40
INFO_SIMULATOR = 0x10000
INFO_ALL = -1

AddrFormat = Callable[[int, str], str]
Loc = tuple[str, int, int] | None


def _hex(addr: int, side: str) -> str:
    return f"0x{addr:016x}"


def _loc(loc: Loc) -> str:
    return "unknown:0:0" if loc is None else f"{loc[0]}:{loc[1]}:{loc[2]}"


def _name(name: str | None) -> str:
    return name or "unknown"


@dataclass(frozen=True, slots=True)
class ArgInfo:
    """One argument of a construct as its argument-list line shows it."""

    map_type: int
    size: int
    name: str | None

    def line(self) -> str:
        implicit = "(implicit)" if self.map_type & MapType.IMPLICIT else ""
        kind = arg_type_name(self.map_type, self.size)
        return f"{kind}({_name(self.name)})[{self.size}] {implicit}"


@dataclass(frozen=True, slots=True)
class TableRow:
    host_begin: int
    dev_begin: int
    size: int
    dyn: int
    hold: int
    name: str | None


class Event:
    """Base of all events: `INFO` is the LIBOMPTARGET_INFO bit that shows it."""

    INFO = 0
    KIND = "event"
    ADDRS: dict[str, str] = {}
    __slots__ = ()

    def lines(self, fmt: AddrFormat) -> list[str]:
        raise NotImplementedError


def _info(device: int, text: str) -> str:
    return f"omptarget device {device} info: {text}"


def _sim(device: int, text: str) -> str:
    return f"accsim device {device} info: {text}"


_REGION = {
    "kernel": "Entering OpenMP kernel",
    "data_begin": "Entering OpenMP data region with being_mapper",
    "data_end": "Exiting OpenMP data region with end_mapper",
    "data_update": "Updating data within the OpenMP data region with update_mapper",
}


@dataclass(frozen=True, slots=True)
class ConstructBegin(Event):
    """A construct starts: `target`, `target data`/`enter data`, its end/`exit data`, `update`."""

    INFO = INFO_KERNEL_ARGS
    KIND = "construct"
    device: int
    kind: str
    args: tuple[ArgInfo, ...]
    loc: Loc = None

    def lines(self, fmt: AddrFormat) -> list[str]:
        head = _info(self.device, f"{_REGION[self.kind]} at {_loc(self.loc)} with "
                                  f"{len(self.args)} arguments:")
        return [head] + [_info(self.device, a.line()) for a in self.args]


@dataclass(frozen=True, slots=True)
class MapNew(Event):
    INFO = INFO_MAPPING_CHANGED
    KIND = "map.new"
    ADDRS = {"host_base": "host", "host_begin": "host", "dev_alloc_begin": "dev",
             "dev_begin": "dev"}
    device: int
    host_base: int
    host_begin: int
    dev_alloc_begin: int
    dev_begin: int
    size: int
    dyn: int
    hold: int
    name: str | None

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [_info(self.device,
                      f"Creating new map entry with HstPtrBase={fmt(self.host_base, 'host')}, "
                      f"HstPtrBegin={fmt(self.host_begin, 'host')}, "
                      f"TgtAllocBegin={fmt(self.dev_alloc_begin, 'dev')}, "
                      f"TgtPtrBegin={fmt(self.dev_begin, 'dev')}, Size={self.size}, "
                      f"DynRefCount={count_str(self.dyn)}, HoldRefCount={count_str(self.hold)}, "
                      f"Name={_name(self.name)}")]


@dataclass(frozen=True, slots=True)
class MapExists(Event):
    """An existing entry was found; `note` says what happened to the count
    (`incremented`, `update suppressed`, `decremented`, `decremented, delayed deletion`,
    `reset, delayed deletion`); `entering` selects getTargetPointer's sentence, which has
    the `(implicit)` marker and the name."""

    INFO = INFO_MAPPING_EXISTS
    KIND = "map.exists"
    ADDRS = {"host_begin": "host", "dev_begin": "dev"}
    device: int
    host_begin: int
    dev_begin: int
    size: int
    dyn: int
    hold: int
    note: str
    note_on_hold: bool
    implicit: bool
    entering: bool
    name: str | None

    def lines(self, fmt: AddrFormat) -> list[str]:
        note = f" ({self.note})"
        dyn_note, hold_note = ("", note) if self.note_on_hold else (note, "")
        implicit = " (implicit)" if self.implicit and self.entering else ""
        tail = f", Name={_name(self.name)}" if self.entering else ""
        return [_info(self.device,
                      f"Mapping exists{implicit} with HstPtrBegin={fmt(self.host_begin, 'host')}, "
                      f"TgtPtrBegin={fmt(self.dev_begin, 'dev')}, Size={self.size}, "
                      f"DynRefCount={count_str(self.dyn)}{dyn_note}, "
                      f"HoldRefCount={count_str(self.hold)}{hold_note}{tail}")]


@dataclass(frozen=True, slots=True)
class MapRemove(Event):
    INFO = INFO_MAPPING_CHANGED
    KIND = "map.remove"
    ADDRS = {"host_begin": "host", "dev_begin": "dev"}
    device: int
    host_begin: int
    dev_begin: int
    size: int
    name: str | None

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [_info(self.device,
                      f"Removing map entry with HstPtrBegin={fmt(self.host_begin, 'host')}, "
                      f"TgtPtrBegin={fmt(self.dev_begin, 'dev')}, Size={self.size}, "
                      f"Name={_name(self.name)}")]


@dataclass(frozen=True, slots=True)
class Copy(Event):
    """A whole-range transfer; `direction` is `h2d`, `d2h` or `d2d`."""

    INFO = INFO_DATA_TRANSFER
    KIND = "copy"
    ADDRS = {"src": "?", "dst": "?"}
    device: int
    direction: str
    src: int
    dst: int
    size: int
    name: str | None

    def lines(self, fmt: AddrFormat) -> list[str]:
        if self.direction == "h2d":
            text = (f"Copying data from host to device, HstPtr={fmt(self.src, 'host')}, "
                    f"TgtPtr={fmt(self.dst, 'dev')}")
        elif self.direction == "d2h":
            text = (f"Copying data from device to host, TgtPtr={fmt(self.src, 'dev')}, "
                    f"HstPtr={fmt(self.dst, 'host')}")
        else:
            text = (f"Copying data from device to device, SrcPtr={fmt(self.src, 'dev')}, "
                    f"DstPtr={fmt(self.dst, 'dev')}")
        return [_info(self.device, f"{text}, Size={self.size}, Name={_name(self.name)}")]


@dataclass(frozen=True, slots=True)
class KernelLaunch(Event):
    INFO = INFO_PLUGIN_KERNEL
    KIND = "kernel.launch"
    device: int
    kernel: str
    mode: str
    blocks: tuple[int, int, int]
    threads: tuple[int, int, int]

    def lines(self, fmt: AddrFormat) -> list[str]:
        blocks = ",".join(map(str, self.blocks))
        threads = ",".join(map(str, self.threads))
        return [f'"PluginInterface" device {self.device} info: Launching kernel {self.kernel} '
                f"with [{blocks}] blocks and [{threads}] threads in {self.mode} mode"]


@dataclass(frozen=True, slots=True)
class TableDump(Event):
    """The mapping table after a construct (or at the end of the run)."""

    INFO = INFO_DUMP_TABLE
    KIND = "table"
    device: int
    rows: tuple[TableRow, ...]
    loc: Loc = None

    def lines(self, fmt: AddrFormat) -> list[str]:
        if not self.rows:
            return [_info(self.device, "OpenMP Host-Device pointer mappings table empty")]
        out = [_info(self.device, f"OpenMP Host-Device pointer mappings after block at "
                                  f"{_loc(self.loc)}:"),
               _info(self.device, f"{'Host Ptr':<18} {'Target Ptr':<18} Size (B) DynRefCount "
                                  f"HoldRefCount Declaration")]
        for r in self.rows:
            out.append(_info(self.device,
                             f"{fmt(r.host_begin, 'host')} {fmt(r.dev_begin, 'dev')} "
                             f"{r.size:<8} {count_str(r.dyn):<11} {count_str(r.hold):<12} "
                             f"{_name(r.name)} at unknown:0:0"))
        return out


@dataclass(frozen=True, slots=True)
class MapAbsent(Event):
    """A non-implicit list item has no device counterpart (zero-length section)."""

    INFO = INFO_EMPTY_MAPPING
    KIND = "map.absent"
    device: int
    name: str | None

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [_info(self.device,
                      f"variable {_name(self.name)} does not have a valid device counterpart")]


@dataclass(frozen=True, slots=True)
class Info(Event):
    """Any other INFO sentence of libomptarget, under its own bit."""

    KIND = "info"
    device: int
    bit: int
    text: str

    @property
    def INFO(self) -> int:  # type: ignore[override]
        return self.bit

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [_info(self.device, _subst(self.text, fmt))]


_HEX = re.compile(r"0x[0-9a-f]{16}")


def _subst(text: str, fmt: AddrFormat) -> str:
    return _HEX.sub(lambda m: fmt(int(m.group(0), 16), "host"), text)


@dataclass(frozen=True, slots=True)
class Message(Event):
    """`omptarget message:` (user-facing diagnostics such as the present failure)."""

    KIND = "message"
    text: str

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [f"omptarget message: {_subst(self.text, fmt)}"]


@dataclass(frozen=True, slots=True)
class ErrorReport(Event):
    """`omptarget error:` (the failure propagating out of a construct)."""

    KIND = "error"
    text: str

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [f"omptarget error: {_subst(self.text, fmt)}"]


@dataclass(frozen=True, slots=True)
class Fatal(Event):
    KIND = "fatal"
    text: str
    loc: Loc = None

    def lines(self, fmt: AddrFormat) -> list[str]:
        where = "" if self.loc is None else f"{_loc(self.loc)}: "
        return [f"{where}omptarget fatal error 1: {_subst(self.text, fmt)}"]


@dataclass(frozen=True, slots=True)
class ProgramOutput(Event):
    """A line the program printed, kept in order with the runtime's events."""

    KIND = "out"
    text: str

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [f"#> {self.text}"]


@dataclass(frozen=True, slots=True)
class Attached(Event):
    """A pointer (or descriptor) in device memory now points to the device copy of its
    target; `count` is the OpenACC attachment counter (0 for OpenMP attachments)."""

    INFO = INFO_SIMULATOR
    KIND = "attach"
    ADDRS = {"host_ptr": "host", "dev_ptr": "dev", "value": "dev"}
    device: int
    host_ptr: int
    dev_ptr: int
    size: int
    value: int
    count: int
    written: bool

    def lines(self, fmt: AddrFormat) -> list[str]:
        what = "Attached" if self.written else "Attachment unchanged for"
        return [_sim(self.device, f"{what} pointer HstPtr={fmt(self.host_ptr, 'host')}, "
                                  f"TgtPtr={fmt(self.dev_ptr, 'dev')}, Size={self.size}, "
                                  f"PointeeBase={fmt(self.value, 'dev')}, "
                                  f"AttachCount={self.count}")]


@dataclass(frozen=True, slots=True)
class AttachSkipped(Event):
    INFO = INFO_SIMULATOR
    KIND = "attach.skipped"
    ADDRS = {"host_ptr": "host"}
    device: int
    host_ptr: int
    reason: str

    def lines(self, fmt: AddrFormat) -> list[str]:
        return [_sim(self.device, f"Attach skipped for HstPtr={fmt(self.host_ptr, 'host')}: "
                                  f"{self.reason}")]


@dataclass(frozen=True, slots=True)
class Detached(Event):
    """An attachment counter went down; at 0 the device pointer got the host value."""

    INFO = INFO_SIMULATOR
    KIND = "detach"
    ADDRS = {"host_ptr": "host", "dev_ptr": "dev"}
    device: int
    host_ptr: int
    dev_ptr: int
    size: int
    count: int
    immediate: bool

    def lines(self, fmt: AddrFormat) -> list[str]:
        how = "Immediate detach" if self.immediate else "Detach"
        restored = ", device pointer restored from host" if self.count == 0 else ""
        return [_sim(self.device, f"{how} of HstPtr={fmt(self.host_ptr, 'host')}, "
                                  f"TgtPtr={fmt(self.dev_ptr, 'dev')}, Size={self.size}, "
                                  f"AttachCount={self.count}{restored}")]


@dataclass(frozen=True, slots=True)
class ShadowRestored(Event):
    """A transfer over an attached pointer was undone for that pointer: `host` after a
    device-to-host copy (the host keeps its value), `device` after a host-to-device copy
    (the device pointer stays attached)."""

    INFO = INFO_SIMULATOR
    KIND = "shadow.restore"
    ADDRS = {"addr": "?"}
    device: int
    side: str
    addr: int
    size: int

    def lines(self, fmt: AddrFormat) -> list[str]:
        kind = "host" if self.side == "host" else "dev"
        return [_sim(self.device, f"Restored attached pointer {fmt(self.addr, kind)} "
                                  f"({self.size} bytes) on the {self.side} side")]


class Trace:
    """The ordered list of events of one run; `listeners` see each event as it
    happens (e.g. to print it in order with the program's own output)."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.listeners: list[Callable[[Event], None]] = []

    def emit(self, event: Event) -> None:
        self.events.append(event)
        for listener in self.listeners:
            listener(event)

    def of_type(self, *types: type) -> list[Event]:
        return [e for e in self.events if isinstance(e, types)]

    def text(self, symbolizer: "Symbolizer | None" = None, info: int = INFO_ALL,
             simulator: bool = True) -> str:
        return "".join(line + "\n" for line in
                       render_lines(self.events, symbolizer, info, simulator))

    def json_lines(self, symbolizer: "Symbolizer | None" = None) -> str:
        return "".join(json.dumps(event_dict(e, symbolizer)) + "\n" for e in self.events)


def render_lines(events: Iterable[Event], symbolizer: "Symbolizer | None" = None,
                 info: int = INFO_ALL, simulator: bool = True) -> list[str]:
    """The LIBOMPTARGET_INFO text of `events` for the INFO bits in `info`."""
    fmt: AddrFormat = symbolizer if symbolizer is not None else _hex
    out: list[str] = []
    for e in events:
        bit = e.INFO
        if bit and not (info & bit):
            continue
        if bit == INFO_SIMULATOR and not simulator:
            continue
        out.extend(e.lines(fmt))
    return out


def event_dict(event: Event, symbolizer: "Symbolizer | None" = None) -> dict:
    """One event as a JSON-ready dict: `event` kind, its fields, `<field>_sym` for
    addresses when a symbolizer is given, and `flags` for construct arguments."""
    d: dict = {"event": event.KIND}
    for f in fields(event):  # type: ignore[arg-type]
        value = getattr(event, f.name)
        if f.name == "args":
            value = [{"type": arg_type_name(a.map_type, a.size), "flags": decode(a.map_type),
                      "map_type": a.map_type, "size": a.size, "name": a.name} for a in value]
        elif f.name == "rows":
            value = [{"host_begin": r.host_begin, "dev_begin": r.dev_begin, "size": r.size,
                      "dyn": count_str(r.dyn), "hold": count_str(r.hold), "name": r.name}
                     for r in value]
        elif f.name in ("dyn", "hold"):
            value = count_str(value)
        d[f.name] = value
    if symbolizer is not None:
        for name, side in event.ADDRS.items():
            if side == "?":
                side = _copy_side(event, name)
            d[f"{name}_sym"] = symbolizer(getattr(event, name), side)
    return d


def _copy_side(event: Event, name: str) -> str:
    if isinstance(event, Copy):
        host_field = {"h2d": "src", "d2h": "dst"}.get(event.direction)
        return "host" if name == host_field else "dev"
    assert isinstance(event, ShadowRestored)
    return "host" if event.side == "host" else "dev"


class Symbolizer:
    """Addresses as `name+off` (host) and `dev(name+off)` (device memory that backs a map
    entry), from the names of the allocations of `memory`; `NULL` for 0."""

    def __init__(self, memory: Memory):
        self.memory = memory

    def __call__(self, addr: int, side: str) -> str:
        if addr == 0:
            return "NULL"
        alloc = self.memory.allocation_at(addr)
        if alloc is None:
            near = self.memory.nearest(addr)
            if near is not None and near.size and addr == near.end:
                alloc = near
        if alloc is None:
            return f"0x{addr:x}"
        if alloc.region.device is None:
            if alloc.name is None:
                return f"0x{addr:x}"
            return f"{alloc.name}+{addr - alloc.begin}"
        if alloc.mirror is None:
            return f"dev(0x{addr:x})"
        return f"dev({self(alloc.mirror + (addr - alloc.begin), 'host')})"
