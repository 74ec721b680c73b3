"""The trace of a simulated run and its text and JSON-lines forms (SEMANTICS §7).

Every action is recorded as an event object at the point where the decision is
taken: libomptarget's `LIBOMPTARGET_INFO` events (`events`) and the simulator's own
attachment events (`attachment_events`). The text form uses `LIBOMPTARGET_INFO`'s
own sentences; each event belongs to one INFO bit, as in libomptarget, and `info`
selects the bits to show (the simulator's events have `INFO_SIMULATOR`, prefix
`accsim device N info:`). Addresses are printed as hex, or symbolically (`buf+0x8`,
`dev(buf+0x8)`) with a `Symbolizer`. The text of a run of OpenACC code (one that
performed an OpenACC data action or routine: `Trace.openacc`) names the counts and the
table in OpenACC's words (`OPENACC_WORDS`: `DynamicRefCount`, `StructuredRefCount`, the
present table); any other run's is libomptarget's, sentence for sentence.

The events and the `Symbolizer` are importable from here too: this module is the
trace's public face.
"""

import json
from collections.abc import Callable, Iterable
from dataclasses import fields

from ..abi.map_types import arg_type_name, decode
from .attachment_events import Attached, AttachSkipped, Detached, ShadowRestored
from .entry import count_str
from .events import (
    INFO_ALL,
    INFO_DATA_TRANSFER,
    INFO_DUMP_TABLE,
    INFO_EMPTY_MAPPING,
    INFO_KERNEL_ARGS,
    INFO_MAPPING_CHANGED,
    INFO_MAPPING_EXISTS,
    INFO_PLUGIN_KERNEL,
    INFO_SIMULATOR,
    LIBOMPTARGET_WORDS,
    OPENACC_WORDS,
    AddrFormat,
    ArgInfo,
    ConstructBegin,
    Copy,
    ErrorReport,
    Event,
    Fatal,
    Info,
    KernelLaunch,
    Loc,
    MapAbsent,
    MapExists,
    MapNew,
    MapRemove,
    Message,
    ProgramOutput,
    TableDump,
    TableRow,
    Vocabulary,
)
from .symbolizer import Symbolizer

__all__ = [
    "INFO_ALL",
    "INFO_DATA_TRANSFER",
    "INFO_DUMP_TABLE",
    "INFO_EMPTY_MAPPING",
    "INFO_KERNEL_ARGS",
    "INFO_MAPPING_CHANGED",
    "INFO_MAPPING_EXISTS",
    "INFO_PLUGIN_KERNEL",
    "INFO_SIMULATOR",
    "LIBOMPTARGET_WORDS",
    "OPENACC_WORDS",
    "AddrFormat",
    "ArgInfo",
    "AttachSkipped",
    "Attached",
    "ConstructBegin",
    "Copy",
    "Detached",
    "ErrorReport",
    "Event",
    "Fatal",
    "Info",
    "KernelLaunch",
    "Loc",
    "MapAbsent",
    "MapExists",
    "MapNew",
    "MapRemove",
    "Message",
    "ProgramOutput",
    "ShadowRestored",
    "Symbolizer",
    "TableDump",
    "TableRow",
    "Trace",
    "Vocabulary",
    "event_dict",
    "render_lines",
]


def _hex(addr: int, side: str) -> str:
    return f"0x{addr:016x}"


class Trace:
    """The ordered list of events of one run; `listeners` see each event as it
    happens (e.g. to print it in order with the program's own output); `openacc`, set
    by the run's first OpenACC data action or routine (`acc_mapping.OpenACC.device`),
    makes `text` speak OpenACC's words."""

    def __init__(self) -> None:
        self.events: list[Event] = []
        self.listeners: list[Callable[[Event], None]] = []
        self.openacc = False

    def emit(self, event: Event) -> None:
        self.events.append(event)
        for listener in self.listeners:
            listener(event)

    def of_type(self, *types: type) -> list[Event]:
        return [e for e in self.events if isinstance(e, types)]

    def text(self, symbolizer: Symbolizer | None = None, info: int = INFO_ALL,
             simulator: bool = True) -> str:
        words = OPENACC_WORDS if self.openacc else LIBOMPTARGET_WORDS
        return "".join(line + "\n" for line in
                       render_lines(self.events, symbolizer, info, simulator, words))

    def json_lines(self, symbolizer: Symbolizer | None = None) -> str:
        return "".join(json.dumps(event_dict(e, symbolizer)) + "\n" for e in self.events)


def render_lines(events: Iterable[Event], symbolizer: Symbolizer | None = None,
                 info: int = INFO_ALL, simulator: bool = True,
                 words: Vocabulary = LIBOMPTARGET_WORDS) -> list[str]:
    """The LIBOMPTARGET_INFO text of `events` for the INFO bits in `info`, in `words`."""
    fmt: AddrFormat = symbolizer if symbolizer is not None else _hex
    out: list[str] = []
    for e in events:
        bit = e.INFO
        if bit and not (info & bit):
            continue
        if bit == INFO_SIMULATOR and not simulator:
            continue
        out.extend(e.lines(fmt if symbolizer is None else symbolizer.at(e), words))
    return out


def event_dict(event: Event, symbolizer: Symbolizer | None = None) -> dict:
    """One event as a JSON-ready dict: `event` kind, its fields, `<field>_sym` for
    addresses when a symbolizer is given, and `flags` for construct arguments."""
    d: dict = {"event": event.KIND}
    for f in fields(event):
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
        symbolizer.at(event)
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
