"""The events of libomptarget's `LIBOMPTARGET_INFO` trace (SEMANTICS §7), each with
its INFO bit and its own sentences (a line of `omptarget device 0 info: ...`), so that
a simulated run can be held beside a real one or fed to `shared/oracle/normalize.py`.

Events are emitted where the decision is taken (as libomptarget prints them);
`attach_events` holds the simulator's own events, `trace` the ordered list and its
text and JSON-lines forms. Addresses go through an `AddrFormat`: hex, or a
`Symbolizer`'s `name+offset`. The counts and the table are named in a `Vocabulary`:
libomptarget's, or OpenACC's for a run of OpenACC code.
"""

import re
from collections.abc import Callable
from dataclasses import Field, dataclass
from typing import Any, ClassVar

from ..abi.ident import printed_map_name
from ..abi.map_types import MapType, arg_type_name
from .entry import count_str
from .source_loc import Loc

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


@dataclass(frozen=True, slots=True)
class Vocabulary:
    """What a trace calls an entry's two reference counts (`dyn`, `hold`) and the table
    of entries, empty (`empty`) or dumped after a construct (`dump`, before `at LOC:`)."""

    dyn: str
    hold: str
    empty: str
    dump: str


LIBOMPTARGET_WORDS = Vocabulary("DynRefCount", "HoldRefCount",
                                "OpenMP Host-Device pointer mappings table empty",
                                "OpenMP Host-Device pointer mappings after block")
"""libomptarget's own (`MappingInfoTy`, `dumpTargetPointerMappings`)."""

OPENACC_WORDS = Vocabulary("DynamicRefCount", "StructuredRefCount", "OpenACC present table empty",
                           "OpenACC present table after block")
"""OpenACC 3.3's (§2.6.7): an entry's dynamic and structured reference counters, which
upstream's lowering of OpenACC to libomptarget keeps in the dynamic and hold counts
(acc_mapping.py); the data "present" on the device (§2.6)."""


def _loc(loc: Loc) -> str:
    """`file:line:col` as libomptarget's `SourceInfo` prints a construct's `ident_t`:
    the file without its directories (`removePath`: clang's `;w/prog.c;main;29;3;;`
    prints `prog.c:29:3`), `unknown:0:0` without a location (no `-g`)."""
    if loc is None:
        return "unknown:0:0"
    return f"{loc[0].rpartition('/')[2]}:{loc[1]}:{loc[2]}"


_name = printed_map_name


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
    """Base of all events (each a frozen dataclass): `INFO` is the LIBOMPTARGET_INFO bit
    that shows it, `KIND` its name in the JSON form, `ADDRS` its address fields and
    their side (`host`, `dev`, or `?`: decided by the event)."""

    INFO = 0
    KIND = "event"
    ADDRS: ClassVar[dict[str, str]] = {}
    __dataclass_fields__: ClassVar[dict[str, Field[Any]]]
    __slots__ = ()

    def lines(self, fmt: AddrFormat, words: Vocabulary = LIBOMPTARGET_WORDS) -> list[str]:
        raise NotImplementedError


@dataclass(frozen=True, slots=True)
class DeviceInfo(Event):
    """An event of one device, printed by libomptarget's `INFO(flags, device, ...)` macro
    (Debug.h): each of its `sentences` as `<NAME> device N info: ...`, `NAME` being the
    printing component's (`omptarget`, the plugin's `"PluginInterface"`, the
    simulator's `accsim`)."""

    NAME: ClassVar[str] = "omptarget"
    device: int

    def lines(self, fmt: AddrFormat, words: Vocabulary = LIBOMPTARGET_WORDS) -> list[str]:
        return [f"{self.NAME} device {self.device} info: {text}"
                for text in self.sentences(fmt, words)]

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        raise NotImplementedError


_REGION = {
    "kernel": "Entering OpenMP kernel",
    "data_begin": "Entering OpenMP data region with being_mapper",
    "data_end": "Exiting OpenMP data region with end_mapper",
    "data_update": "Updating data within the OpenMP data region with update_mapper",
}


@dataclass(frozen=True, slots=True)
class ConstructBegin(DeviceInfo):
    """A construct starts: `target`, `target data`/`enter data`, its end/`exit data`, `update`."""

    INFO = INFO_KERNEL_ARGS
    KIND = "construct"
    kind: str
    args: tuple[ArgInfo, ...]
    loc: Loc = None

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        head = f"{_REGION[self.kind]} at {_loc(self.loc)} with {len(self.args)} arguments:"
        return [head] + [a.line() for a in self.args]


@dataclass(frozen=True, slots=True)
class MapNew(DeviceInfo):
    """A new entry (`MappingInfoTy::getTargetPointer`)."""

    INFO = INFO_MAPPING_CHANGED
    KIND = "map.new"
    ADDRS = {"host_base": "host", "host_begin": "host", "dev_alloc_begin": "dev",
             "dev_begin": "dev"}
    host_base: int
    host_begin: int
    dev_alloc_begin: int
    dev_begin: int
    size: int
    dyn: int
    hold: int
    name: str | None

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        return [f"Creating new map entry with HstPtrBase={fmt(self.host_base, 'host')}, "
                f"HstPtrBegin={fmt(self.host_begin, 'host')}, "
                f"TgtAllocBegin={fmt(self.dev_alloc_begin, 'dev')}, "
                f"TgtPtrBegin={fmt(self.dev_begin, 'dev')}, Size={self.size}, "
                f"{words.dyn}={count_str(self.dyn)}, {words.hold}={count_str(self.hold)}, "
                f"Name={_name(self.name)}"]


@dataclass(frozen=True, slots=True)
class _EntryRange(DeviceInfo):
    """An event on the range of an existing entry, which libomptarget's sentences give
    as `HstPtrBegin=..., TgtPtrBegin=..., Size=...` (`MappingInfoTy::getTargetPointer`,
    `getTgtPtrBegin`, `deallocTgtPtrAndEntry`)."""

    ADDRS = {"host_begin": "host", "dev_begin": "dev"}
    host_begin: int
    dev_begin: int
    size: int

    def extent(self, fmt: AddrFormat) -> str:
        return (f"HstPtrBegin={fmt(self.host_begin, 'host')}, "
                f"TgtPtrBegin={fmt(self.dev_begin, 'dev')}, Size={self.size}")


@dataclass(frozen=True, slots=True)
class MapExists(_EntryRange):
    """An existing entry was found; `note` says what happened to the count
    (`incremented`, `update suppressed`, `decremented`, `decremented, delayed deletion`,
    `reset, delayed deletion`); `entering` selects getTargetPointer's sentence, which has
    the `(implicit)` marker and the name."""

    INFO = INFO_MAPPING_EXISTS
    KIND = "map.exists"
    dyn: int
    hold: int
    note: str
    note_on_hold: bool
    implicit: bool
    entering: bool
    name: str | None

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        note = f" ({self.note})"
        dyn_note, hold_note = ("", note) if self.note_on_hold else (note, "")
        implicit = " (implicit)" if self.implicit and self.entering else ""
        tail = f", Name={_name(self.name)}" if self.entering else ""
        return [f"Mapping exists{implicit} with {self.extent(fmt)}, "
                f"{words.dyn}={count_str(self.dyn)}{dyn_note}, "
                f"{words.hold}={count_str(self.hold)}{hold_note}{tail}"]


@dataclass(frozen=True, slots=True)
class MapRemove(_EntryRange):
    """An entry is removed (`MappingInfoTy::deallocTgtPtrAndEntry`)."""

    INFO = INFO_MAPPING_CHANGED
    KIND = "map.remove"
    name: str | None

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        return [f"Removing map entry with {self.extent(fmt)}, Name={_name(self.name)}"]


@dataclass(frozen=True, slots=True)
class Copy(DeviceInfo):
    """A whole-range transfer; `direction` is `h2d`, `d2h` or `d2d`."""

    INFO = INFO_DATA_TRANSFER
    KIND = "copy"
    ADDRS = {"src": "?", "dst": "?"}
    direction: str
    src: int
    dst: int
    size: int
    name: str | None

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        if self.direction == "h2d":
            text = (f"Copying data from host to device, HstPtr={fmt(self.src, 'host')}, "
                    f"TgtPtr={fmt(self.dst, 'dev')}")
        elif self.direction == "d2h":
            text = (f"Copying data from device to host, TgtPtr={fmt(self.src, 'dev')}, "
                    f"HstPtr={fmt(self.dst, 'host')}")
        else:
            text = (f"Copying data from device to device, SrcPtr={fmt(self.src, 'dev')}, "
                    f"DstPtr={fmt(self.dst, 'dev')}")
        return [f"{text}, Size={self.size}, Name={_name(self.name)}"]


@dataclass(frozen=True, slots=True)
class KernelLaunch(DeviceInfo):
    """The plugin launches a kernel (`GenericKernelTy::printLaunchInfo`)."""

    INFO = INFO_PLUGIN_KERNEL
    KIND = "kernel.launch"
    NAME = '"PluginInterface"'
    kernel: str
    mode: str
    blocks: tuple[int, int, int]
    threads: tuple[int, int, int]

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        blocks = ",".join(map(str, self.blocks))
        threads = ",".join(map(str, self.threads))
        return [f"Launching kernel {self.kernel} with [{blocks}] blocks and [{threads}] "
                f"threads in {self.mode} mode"]


@dataclass(frozen=True, slots=True)
class TableDump(DeviceInfo):
    """The mapping table after a construct (or at the end of the run)."""

    INFO = INFO_DUMP_TABLE
    KIND = "table"
    rows: tuple[TableRow, ...]
    loc: Loc = None

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        """libomptarget's `dumpTargetPointerMappings`: columns `%-18s` wide, the
        width of a hex address (`DPxMOD`), or as wide as the longest symbolic one; the
        counts' columns as wide as their names."""
        if not self.rows:
            return [words.empty]
        hosts = [fmt(r.host_begin, "host") for r in self.rows]
        devs = [fmt(r.dev_begin, "dev") for r in self.rows]
        hw, dw = (max(18, *map(len, column)) for column in (hosts, devs))
        yw, ow = len(words.dyn), len(words.hold)
        return [f"{words.dump} at {_loc(self.loc)}:",
                f"{'Host Ptr':<{hw}} {'Target Ptr':<{dw}} Size (B) {words.dyn} {words.hold} "
                f"Declaration"] + [
            f"{host:<{hw}} {dev:<{dw}} {r.size:<8} "
            f"{count_str(r.dyn):<{yw}} {count_str(r.hold):<{ow}} {_name(r.name)} at unknown:0:0"
            for host, dev, r in zip(hosts, devs, self.rows)]


@dataclass(frozen=True, slots=True)
class MapAbsent(DeviceInfo):
    """A non-implicit list item has no device counterpart (zero-length section)."""

    INFO = INFO_EMPTY_MAPPING
    KIND = "map.absent"
    name: str | None

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        return [f"variable {_name(self.name)} does not have a valid device counterpart"]


@dataclass(frozen=True, slots=True)
class Info(DeviceInfo):
    """Any other INFO sentence of libomptarget, under its own bit."""

    KIND = "info"
    bit: int
    text: str

    @property
    def INFO(self) -> int:
        return self.bit

    def sentences(self, fmt: AddrFormat, words: Vocabulary) -> list[str]:
        return [_subst(self.text, fmt)]


_HEX = re.compile(r"0x[0-9a-f]{16}")


def _subst(text: str, fmt: AddrFormat) -> str:
    return _HEX.sub(lambda m: fmt(int(m.group(0), 16), "host"), text)


@dataclass(frozen=True, slots=True)
class _Diagnostic(Event):
    """A line of libomptarget's diagnostic macros (`MESSAGE`, `REPORT`,
    `FATAL_MESSAGE` of Debug.h): `omptarget <SEVERITY>: text`, after the source
    location `where` gives."""

    SEVERITY: ClassVar[str] = ""
    text: str

    def lines(self, fmt: AddrFormat, words: Vocabulary = LIBOMPTARGET_WORDS) -> list[str]:
        return [f"{self.where()}omptarget {self.SEVERITY}: {_subst(self.text, fmt)}"]

    def where(self) -> str:
        return ""


@dataclass(frozen=True, slots=True)
class Message(_Diagnostic):
    """`omptarget message:` (user-facing diagnostics such as the present failure)."""

    KIND = "message"
    SEVERITY = "message"


@dataclass(frozen=True, slots=True)
class ErrorReport(_Diagnostic):
    """`omptarget error:` (the failure propagating out of a construct)."""

    KIND = "error"
    SEVERITY = "error"


@dataclass(frozen=True, slots=True)
class Fatal(_Diagnostic):
    """`omptarget fatal error N:` (`FATAL_MESSAGE(N, ...)`): N 1 for a failed construct
    (`handleTargetOutcome`), after its source location when it is known; a device
    memory routine's device number for one that names no device."""

    KIND = "fatal"
    SEVERITY = "fatal error"
    loc: Loc = None
    number: int = 1

    def lines(self, fmt: AddrFormat, words: Vocabulary = LIBOMPTARGET_WORDS) -> list[str]:
        return [f"{self.where()}omptarget {self.SEVERITY} {self.number}: "
                f"{_subst(self.text, fmt)}"]

    def where(self) -> str:
        return "" if self.loc is None else f"{_loc(self.loc)}: "


@dataclass(frozen=True, slots=True)
class ProgramOutput(Event):
    """A line the program printed, kept in order with the runtime's events."""

    KIND = "out"
    text: str

    def lines(self, fmt: AddrFormat, words: Vocabulary = LIBOMPTARGET_WORDS) -> list[str]:
        return [f"#> {self.text}"]

