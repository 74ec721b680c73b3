"""A run's events (SEMANTICS §7) as a Chrome trace, for ui.perfetto.dev and
chrome://tracing: the JSON Object Format of the Trace Event Format
(https://docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU),
`{"traceEvents": [...], "displayTimeUnit": "ns", "otherData": {...}}`.

Time is simulated: the k-th event of the trace happens at k µs, so a run always gives
the same file. The rows are those of `trace_tracks`:

- a construct (`ConstructBegin`) is a complete event (`"ph": "X"`) on its device's
  `constructs` row, from its argument list to the table dump libomptarget prints after
  it (and the reports and `fatal` line that follow when it fails); a kernel (`KernelLaunch`) is one inside it,
  until the device's next event;
- a mapping is a complete event on the row of its host range, from `MapNew` to
  `MapRemove` (or to the end of the run), named by its variable, with the counts it was
  created with and those it was last seen with in `args`;
- everything else is an instant event (`"ph": "i"`) with the event's fields in `args`
  as `--trace=json` gives them (addresses as hex strings plus `<field>_sym`): count
  changes (`MapExists`), copies and attachments on the row of the mapping they concern,
  table dumps and other device events on the `constructs` row, the program's output and
  libomptarget's diagnostics on the host's row (inside a construct: its device's row);
- the failure that ended a run (`RunFailure`) is a global instant event after the last
  event, and every span still open ends just after it;
- with the transfer report's records (`acc-run --report=transfers`), a copy or a
  mapping that is waste says its class and modelled time in `args` (`waste`,
  `waste_us`), and each device has a counter, `estimated waste (us)`, of the waste so
  far (`transfer_marks`, `transfer_report`).
"""

import json
from collections.abc import Sequence
from dataclasses import dataclass

from accdialect.runtime import OffloadRuntime, Symbolizer
from accdialect.runtime.entry import count_str
from accdialect.runtime.events import DeviceInfo
from accdialect.runtime.trace import (
    Attached,
    AttachSkipped,
    ConstructBegin,
    Copy,
    Detached,
    ErrorReport,
    Event,
    Fatal,
    KernelLaunch,
    MapExists,
    MapNew,
    MapRemove,
    Message,
    ProgramOutput,
    ShadowRestored,
    TableDump,
    event_dict,
)
from accdialect.runtime.transfers import DeviceAllocation, Transfer, TransferCollector

from .failure import RunFailure
from .live_mappings import LiveMappings, MappingLife
from .trace_tracks import Track, Tracks
from .transfer_marks import TransferMarks
from .transfer_report import waste_us

CONSTRUCT_NAMES = {"kernel": "target", "data_begin": "target data begin",
                   "data_end": "target data end", "data_update": "target update"}
"""The span name of each `ConstructBegin.kind`."""

_FAILING = Message | ErrorReport | Fatal
"""What libomptarget prints after the table dump of a failing construct (its reports,
then `fatal`): still the construct's."""

CLOCK = "simulated: the k-th event of the run at k microseconds"
WASTE_COUNTER = "estimated waste (us)"


@dataclass(slots=True)
class _OpenSpan:
    """A construct or kernel that began at event `start`; `last` is its last event."""

    event: ConstructBegin | KernelLaunch
    start: int
    last: int
    dumped: bool = False


def chrome_trace(events: Sequence[Event], symbolizer: Symbolizer | None = None,
                 failure: RunFailure | None = None,
                 transfers: TransferCollector | None = None) -> dict:
    """The trace-event JSON object of `events` (addresses also as `symbolizer` names
    them), ending with `failure` when the run failed; its copies and mappings marked
    with their waste when `transfers` followed the run."""
    marks = None if transfers is None else TransferMarks(transfers)
    return _ChromeTrace(symbolizer, len(events), failure, marks).read(events)


def chrome_trace_text(runtime: OffloadRuntime, failure: RunFailure | None = None) -> str:
    """`runtime`'s trace as a Chrome trace file, one trace event per line."""
    events = runtime.trace.events if runtime.trace is not None else []
    trace = chrome_trace(events, runtime.symbolizer(), failure, runtime.memory.transfers)
    rest = json.dumps({key: value for key, value in trace.items() if key != "traceEvents"})
    body = ",\n".join(json.dumps(event) for event in trace["traceEvents"])
    return '{"traceEvents": [\n' + body + "\n],\n" + rest[1:] + "\n"


class _ChromeTrace:
    """Reads the events in order, keeping the open construct, kernel and mappings."""

    def __init__(self, symbolizer: Symbolizer | None, count: int, failure: RunFailure | None,
                 marks: TransferMarks | None):
        self.symbolizer = symbolizer
        self.marks = marks
        self.allocations: dict[int, DeviceAllocation] = {}
        """The allocation of each mapping (by its `MappingLife.start`), with `marks`."""
        self.waste: dict[int, float] = {}
        """Each device's estimated waste so far, in microseconds."""
        self.count = count
        self.failure = failure
        self.end = count + (1 if failure is not None else 0)
        self.tracks = Tracks()
        self.tracks.host()
        self.out: list[dict] = []
        self.live: dict[int, LiveMappings] = {}
        self.construct: _OpenSpan | None = None
        self.kernel: _OpenSpan | None = None

    def read(self, events: Sequence[Event]) -> dict:
        for ts, event in enumerate(events):
            self._step(ts, event)
        self._finish()
        self.out.sort(key=lambda e: e["ts"])
        return {"traceEvents": self.tracks.metadata + self.out, "displayTimeUnit": "ns",
                "otherData": {"generator": "acc-run (accdialect)", "clock": CLOCK}}

    # ---- the spans of constructs and kernels ------------------------------------------
    def _step(self, ts: int, event: Event) -> None:
        if self.kernel is not None and not isinstance(event, ProgramOutput):
            self._close(self.kernel, ts)
            self.kernel = None
        construct = self.construct
        if construct is not None and (isinstance(event, ConstructBegin) or (
                construct.dumped and not isinstance(event, TableDump | _FAILING))):
            self._end_construct(construct.last + 1)
        if self.construct is not None:
            self.construct.last = ts
        self._place(ts, event)
        if isinstance(event, Fatal) and self.construct is not None:
            self._end_construct(ts + 1)

    def _end_construct(self, end: int) -> None:
        assert self.construct is not None
        self._close(self.construct, end)
        self.construct = None

    def _close(self, span: _OpenSpan, end: int) -> None:
        event = span.event
        if isinstance(event, ConstructBegin):
            name, category = CONSTRUCT_NAMES[event.kind], "construct"
        else:
            name, category = f"kernel {event.kernel}", "kernel"
        self._span(self.tracks.device(event.device), span.start, end, name, category,
                   self._args(event))

    def _finish(self) -> None:
        failure = self.failure
        if failure is not None:
            device = failure.device
            if device is None and self.construct is not None:
                device = self.construct.event.device
            track = self.tracks.host() if device is None else self.tracks.device(device)
            args: dict = {"message": failure.message}
            if failure.address is not None:
                args.update(address=_hex(failure.address), size=failure.size)
            self._emit(track, self.count, failure.kind, "failure", args, scope="g")
        for span in (self.kernel, self.construct):
            if span is not None:
                self._close(span, self.end)
        for live in self.live.values():
            for life in live.alive():
                self._end_mapping(life, self.end, "end of run")

    # ---- where each event goes --------------------------------------------------------
    def _place(self, ts: int, event: Event) -> None:
        if isinstance(event, ConstructBegin):
            self.construct = _OpenSpan(event, ts, ts)
        elif isinstance(event, KernelLaunch):
            self.kernel = _OpenSpan(event, ts, ts)
        elif isinstance(event, MapNew):
            life = MappingLife(event, ts, event.dyn, event.hold)
            self._live(event.device).add(life)
            self._mapping_row(life)
            allocation = None if self.marks is None else self.marks.allocation(event)
            if allocation is not None:
                self.allocations[ts] = allocation
        elif isinstance(event, MapRemove):
            life = self._live(event.device).remove(event.host_begin)
            if life is None:
                self._instant(self.tracks.device(event.device), ts, event)
            else:
                self._end_mapping(life, ts + 1, "removed")
        elif isinstance(event, DeviceInfo):
            if isinstance(event, TableDump) and self.construct is not None:
                self.construct.dumped = True
            self._instant(self._device_row(event), ts, event)
            if isinstance(event, Copy) and self.marks is not None:
                self._mark_waste(self.out[-1], event.device, self.marks.copy(event))
        elif isinstance(event, _FAILING) and self.construct is not None:
            self._instant(self.tracks.device(self.construct.event.device), ts, event)
        else:
            self._instant(self.tracks.host(), ts, event)

    def _device_row(self, event: DeviceInfo) -> Track:
        """The row of the mapping `event` concerns, else its device's `constructs` row."""
        live = self._live(event.device)
        life = None
        if isinstance(event, MapExists):
            life = live.by_host(event.host_begin)
            if life is not None:
                life.dyn, life.hold = event.dyn, event.hold
        elif isinstance(event, Copy):
            life = live.by_device(event.src if event.direction == "d2h" else event.dst)
        elif isinstance(event, Attached | Detached | AttachSkipped):
            life = live.by_host(event.host_ptr)
        elif isinstance(event, ShadowRestored):
            life = live.by_host(event.addr) if event.side == "host" else live.by_device(event.addr)
        return self.tracks.device(event.device) if life is None else self._mapping_row(life)

    def _live(self, device: int) -> LiveMappings:
        return self.live.setdefault(device, LiveMappings())

    def _mapping_row(self, life: MappingLife) -> Track:
        new = life.new
        where = (self.symbolizer(new.host_begin, "host") if self.symbolizer is not None
                 else hex(new.host_begin))
        return self.tracks.mapping(new.device, new.host_begin, f"{new.name or 'unknown'} ({where})")

    def _end_mapping(self, life: MappingLife, end: int, how: str) -> None:
        args = self._args(life.new)
        args.update(dyn_at_end=count_str(life.dyn), hold_at_end=count_str(life.hold), end=how)
        self._span(self._mapping_row(life), life.start, end, life.new.name or "unknown",
                   "mapping", args)
        self._mark_waste(self.out[-1], life.new.device, self.allocations.get(life.start),
                         end - 1)

    def _mark_waste(self, trace_event: dict, device: int,
                    record: Transfer | DeviceAllocation | None, at: int | None = None) -> None:
        """Say in `trace_event`'s args that `record` is waste (if it is), and count it on
        its device's counter, at `at` (default: the trace event's time)."""
        if record is None or record.waste is None:
            return
        us = waste_us(record)
        trace_event["args"].update(waste=record.waste.value, waste_us=round(us, 3))
        total = self.waste[device] = self.waste.get(device, 0.0) + us
        pid, tid = self.tracks.device(device)
        self.out.append({"name": WASTE_COUNTER, "ph": "C", "ts": trace_event["ts"] if at is None
                         else at, "pid": pid, "tid": tid, "args": {"waste": round(total, 3)}})

    # ---- trace events -----------------------------------------------------------------
    def _instant(self, track: Track, ts: int, event: Event) -> None:
        self._emit(track, ts, _label(event), event.KIND, self._args(event))

    def _emit(self, track: Track, ts: int, name: str, category: str, args: dict,
              scope: str = "t") -> None:
        self.out.append({"name": name, "cat": category, "ph": "i", "s": scope, "ts": ts,
                         "pid": track[0], "tid": track[1], "args": args})

    def _span(self, track: Track, start: int, end: int, name: str, category: str,
              args: dict) -> None:
        self.out.append({"name": name, "cat": category, "ph": "X", "ts": start,
                         "dur": end - start, "pid": track[0], "tid": track[1], "args": args})

    def _args(self, event: Event) -> dict:
        """The event's fields as `--trace=json` has them, addresses in hex."""
        args = event_dict(event, self.symbolizer)
        del args["event"]
        for name in event.ADDRS:
            args[name] = _hex(args[name])
        for row in args.get("rows", ()):
            row["host_begin"], row["dev_begin"] = _hex(row["host_begin"]), _hex(row["dev_begin"])
        if args.get("loc") is not None:
            args["loc"] = ":".join(map(str, args["loc"]))
        return args


def _hex(addr: int) -> str:
    return f"0x{addr:016x}"


def _label(event: Event) -> str:
    """The name of an event's instant: what happened, in a few words."""
    if isinstance(event, MapExists):
        return f"exists ({event.note})"
    if isinstance(event, Copy):
        return f"{event.direction} {event.size} B"
    if isinstance(event, Attached):
        return f"attach{'' if event.written else ' (unchanged)'}, counter {event.count}"
    if isinstance(event, Detached):
        return f"{'immediate detach' if event.immediate else 'detach'}, counter {event.count}"
    if isinstance(event, AttachSkipped):
        return "attach skipped"
    if isinstance(event, ShadowRestored):
        return f"attached pointer kept on the {event.side} side"
    if isinstance(event, TableDump):
        return f"table ({len(event.rows)} entries)"
    if isinstance(event, ProgramOutput):
        return event.text
    if isinstance(event, MapRemove):
        return "remove"
    return event.KIND
