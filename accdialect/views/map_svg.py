"""The present table as a picture (SVG): per device, each entry's host range on the
left and its device copy on the right (SEMANTICS §2), joined by a line that carries the
entry's dynamic and hold counts; each attached pointer (SEMANTICS §3, §4) is a green
arrow on the device side from the pointer's place in its entry to the place its device
value points at; the other pointers the copies hold (`present_snapshot.FoundPointer`)
are grey arrows, the host copy's on the host side, and a host address in a device copy,
a pointer not attached, an orange one with its warning; the address of a fault or
error (SEMANTICS §6), when it lies in an entry, is a red mark. Boxes are not to scale:
one row per entry, a place inside a box in proportion to its offset."""

import textwrap
from dataclasses import dataclass

from accdialect.runtime.entry import count_str

from .chrome_trace import CONSTRUCT_NAMES
from .present_snapshot import AttachedPointer, FoundPointer, PresentEntry, PresentSnapshot
from .svg_builder import SvgBuilder, path_data

MARGIN = 20
NOTE_LANE = 170
"""Room left of the host column for the note of a fault in host memory."""
BOX_W, BOX_H = 330, 62
ROW_STEP = BOX_H + 18
GAP = 170
"""Between the host and the device column: the connecting lines and their counts."""
ARROW_LANE = 210
"""Right of the device column: the arrows of the device copies' pointers and their labels."""
STUB = 30
"""The length of an arrow to nowhere in the picture (its label says where)."""
LISTED = 4
"""The pointers not attached the heading names (the others are counted)."""
HOST_LANE = 230
"""Left of the host column, when the host copies hold pointers: their arrows and labels."""
WRAP = 140
MONO = {"font_family": "monospace", "font_size": 11}
HOST = {"fill": "#dbe9f6", "stroke": "#3b6ea5"}
DEVICE = {"fill": "#fde8cf", "stroke": "#b8691f"}
ATTACH_COLOR, FAULT_COLOR = "#2e7d32", "#c62828"
POINTER_COLOR, WARN_COLOR = "#546e7a", "#e65100"
NOT_ATTACHED = "host address: not attached"


def hex_addr(addr: int) -> str:
    return f"0x{addr:016x}"


def counts(entry: PresentEntry) -> str:
    return f"dyn {count_str(entry.dyn)} · hold {count_str(entry.hold)}"


def place(loc: tuple[str, int, int] | None) -> str:
    """A construct's place as libomptarget prints it: `prog.c:16:1`, the file without
    its directories."""
    return "an unknown place" if loc is None else f"{loc[0].rpartition('/')[2]}:{loc[1]}:{loc[2]}"


def ordinal(n: int) -> str:
    """`1st`, `2nd`, `3rd`, `4th`, ..., `11th`, ..., `21st`."""
    suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def when(snapshot: PresentSnapshot) -> str:
    """When the snapshot was taken, in words."""
    at = snapshot.at
    if snapshot.failure is not None:
        return "present table at the fault"
    if at is None:
        return "present table at the end of the run"
    time = f", the {ordinal(snapshot.count)} time" if snapshot.count > 1 else ""
    if at.kernel is not None:
        return f"present table as {at.kernel} launches ({place(at.loc)}{time})"
    return f"present table after {CONSTRUCT_NAMES.get(at.kind, at.kind)} ({place(at.loc)}{time})"


@dataclass(frozen=True, slots=True)
class _Row:
    """An entry placed in the picture: its boxes' top."""

    entry: PresentEntry
    top: float

    def y_at(self, offset: int) -> float:
        """The height of the place `offset` bytes into the entry."""
        share = min(max(offset, 0), self.entry.size) / max(self.entry.size, 1)
        return self.top + 6 + (BOX_H - 12) * share


@dataclass(frozen=True, slots=True)
class _FaultMark:
    """The entry holding the failure's address, and on which side."""

    entry: PresentEntry
    side: str
    offset: int


def map_svg(snapshot: PresentSnapshot, title: str) -> str:
    """The picture of `snapshot`, headed `title` (the program's name)."""
    return _MapPicture(snapshot, title).render()


class _MapPicture:
    def __init__(self, snapshot: PresentSnapshot, title: str):
        self.snapshot, self.title = snapshot, title
        self.svg = SvgBuilder()
        self.mark = _fault_mark(snapshot)
        note_lane = NOTE_LANE if self.mark is not None and self.mark.side == "host" else 0
        host_pointers = any(p.side == "host" for e in snapshot.entries for p in e.pointers)
        self.host_x = MARGIN + note_lane + (HOST_LANE if host_pointers else 0)
        self.dev_x = self.host_x + BOX_W + GAP
        self.width = self.dev_x + BOX_W + ARROW_LANE + MARGIN

    def render(self) -> str:
        y = self._header()
        if not self.snapshot.entries:
            self.svg.text(MARGIN, y + 20, "No entry is present.", font_size=14)
            y += 40
        for device in self.snapshot.devices():
            y = self._device(device, y)
        return self.svg.document(self.width, y + MARGIN, f"{self.title}: {when(self.snapshot)}")

    def _header(self) -> float:
        svg, failure = self.svg, self.snapshot.failure
        svg.text(MARGIN, 30, self.title, font_size=18, font_weight="bold")
        count = len(self.snapshot.entries)
        svg.text(MARGIN, 52, f"{when(self.snapshot)}: {count} entr{'y' if count == 1 else 'ies'}",
                 font_size=14)
        y = 52.0
        if failure is not None:
            for line in textwrap.wrap(failure.message, WRAP):
                y += 16
                svg.text(MARGIN, y, line, fill=FAULT_COLOR, **MONO)
        unattached = self.snapshot.unattached()
        for entry, pointer in unattached[:LISTED]:
            y += 16
            svg.text(MARGIN, y, f"not attached: {entry.name}+{pointer.offset} on device "
                     f"{entry.device} holds the host address {pointer.target_name}",
                     fill=WARN_COLOR, **MONO)
        if len(unattached) > LISTED:
            y += 16
            svg.text(MARGIN, y, f"and {len(unattached) - LISTED} more pointers not attached",
                     fill=WARN_COLOR, **MONO)
        y += 22
        legend = ["left: host ranges · right: their device copies · line: the entry, with its "
                  "dynamic and hold counts · green arrow: attached pointer to its device target"]
        pointers = [p for e in self.snapshot.entries for p in e.pointers]
        if any(not p.unattached for p in pointers):
            legend.append("grey arrow: a pointer the copy holds")
        if any(p.unattached for p in pointers):
            legend.append("orange: a host address in a device copy")
        svg.text(MARGIN, y, " · ".join(legend), fill="#555555", font_size=11)
        return y + 14

    def _device(self, device: int, y: float) -> float:
        svg = self.svg
        svg.text(MARGIN, y + 24, f"device {device}", font_size=15, font_weight="bold")
        svg.text(self.host_x, y + 44, "host", fill="#555555")
        svg.text(self.dev_x, y + 44, f"device {device}", fill="#555555")
        y += 52
        rows = []
        for entry in (e for e in self.snapshot.entries if e.device == device):
            rows.append(_Row(entry, y))
            y += ROW_STEP
        for row in rows:
            self._entry(row)
        lane = 0
        for row in rows:
            for pointer in row.entry.attached:
                self._attachment(rows, row, pointer, lane)
                lane += 1
            for found in row.entry.pointers:
                if found.side == "device":
                    self._device_pointer(rows, row, found, lane)
                    lane += 1
        host_lane = 0
        for row in rows:
            for found in row.entry.pointers:
                if found.side == "host":
                    self._host_pointer(rows, row, found, host_lane)
                    host_lane += 1
        if self.mark is not None and self.mark.entry.device == device:
            self._fault(next(r for r in rows if r.entry is self.mark.entry), self.mark)
        return y

    def _entry(self, row: _Row) -> None:
        svg, entry, top = self.svg, row.entry, row.top
        tooltip = (f"{entry.name}: host [{hex_addr(entry.host_begin)}, {hex_addr(entry.host_end)}), "
                   f"device {entry.device} [{hex_addr(entry.dev_begin)}, {hex_addr(entry.dev_end)}), "
                   f"{entry.size} bytes, {counts(entry)}")
        name = entry.name if len(entry.name) <= 40 else entry.name[:39] + "…"
        attached = len(entry.attached)
        for x, colors, begin, end, extra in (
                (self.host_x, HOST, entry.host_begin, entry.host_end, ""),
                (self.dev_x, DEVICE, entry.dev_begin, entry.dev_end,
                 f" · {attached} attached pointer{'s' if attached != 1 else ''}" if attached else "")):
            svg.element("rect", tooltip, x=x, y=top, width=BOX_W, height=BOX_H, rx=4, **colors)
            svg.text(x + 8, top + 18, name, font_weight="bold", font_size=14)
            svg.text(x + 8, top + 36, f"{hex_addr(begin)} – {hex_addr(end)}", **MONO)
            svg.text(x + 8, top + 53, f"{entry.size} bytes{extra}", font_size=11)
        middle = top + BOX_H / 2
        svg.element("line", tooltip, x1=self.host_x + BOX_W, y1=middle, x2=self.dev_x, y2=middle,
                    stroke="#777777", stroke_width=1.5)
        svg.text(self.host_x + BOX_W + GAP / 2, middle - 6, counts(entry), text_anchor="middle",
                 font_size=11)

    def _attachment(self, rows: list[_Row], row: _Row, pointer: AttachedPointer, lane: int) -> None:
        svg = self.svg
        x0 = self.dev_x + BOX_W
        y1 = row.y_at(pointer.dev_addr - row.entry.dev_begin)
        k = 46 + 28 * (lane % 5)
        label = f"counter {pointer.counter}" if pointer.counter else "attached"
        svg.element("circle", cx=x0, cy=y1, r=3.5, fill=ATTACH_COLOR)
        end, note = _target_place(rows, pointer.target, "device")
        if end is None:
            svg.element("line", x1=x0, y1=y1, x2=x0 + k, y2=y1, stroke=ATTACH_COLOR,
                        stroke_width=1.5, marker_end="url(#arrow)")
            svg.text(x0 + k + 6, y1 + 4, f"{label}: {note}", fill=ATTACH_COLOR, font_size=11)
            return
        x2, y2 = x0 + 3, end
        tooltip = (f"pointer at host {hex_addr(pointer.host_addr)} (device "
                   f"{hex_addr(pointer.dev_addr)}, {pointer.size} bytes) holds "
                   f"{hex_addr(pointer.target or 0)}; {label}")
        svg.element("path", tooltip, d=path_data("M", x0, y1, "C", x0 + k, y1, x0 + k, y2, x2, y2),
                    fill="none", stroke=ATTACH_COLOR, stroke_width=1.5, marker_end="url(#arrow)")
        lx, ly = x0 + 0.75 * k + 6, (y1 + y2) / 2 + 4
        svg.text(lx, ly, label, fill=ATTACH_COLOR, font_size=11)
        if note:
            svg.text(lx, ly + 13, note, fill=ATTACH_COLOR, font_size=11)

    def _device_pointer(self, rows: list[_Row], row: _Row, found: FoundPointer, lane: int) -> None:
        """A pointer of a device copy: to the device (grey, an arrow to its target's place
        when an entry holds it), or a host address (orange when device code cannot
        follow it: not attached)."""
        svg = self.svg
        x0 = self.dev_x + BOX_W
        y1 = row.y_at(found.offset)
        tooltip = (f"{row.entry.name}+{found.offset} on device {row.entry.device} holds "
                   f"{hex_addr(found.target)} ({found.target_name})")
        if found.target_side == "host":
            color, marker = ((WARN_COLOR, "warn-arrow") if found.unattached
                             else (POINTER_COLOR, "pointer-arrow"))
            label = NOT_ATTACHED if found.unattached else "host address, which the device may access"
            svg.element("circle", tooltip, cx=x0, cy=y1, r=4.5 if found.unattached else 3.5,
                        fill=color)
            svg.element("line", tooltip, x1=x0, y1=y1, x2=x0 + STUB, y2=y1, stroke=color,
                        stroke_width=1.5, stroke_dasharray="4 3", marker_end=f"url(#{marker})")
            svg.text(x0 + STUB + 6, y1 - 2, label, fill=color, font_size=11,
                     font_weight="bold" if found.unattached else "normal")
            svg.text(x0 + STUB + 6, y1 + 11, found.target_name, fill=color, font_size=11)
            return
        end, note = _target_place(rows, found.target, "device")
        self._arrow(x0, y1, end, 46 + 28 * (lane % 5), tooltip, "device address",
                    note or found.target_name)

    def _host_pointer(self, rows: list[_Row], row: _Row, found: FoundPointer, lane: int) -> None:
        """A pointer of a host copy, on the host side: an arrow to its target's place
        when an entry holds it (or is near), else a stub saying where it points."""
        x0 = self.host_x
        y1 = row.y_at(found.offset)
        k = -(46 + 28 * (lane % 5))
        tooltip = (f"{row.entry.name}+{found.offset} on the host holds "
                   f"{hex_addr(found.target)} ({found.target_name})")
        end, note = (_target_place(rows, found.target, "host") if found.target_side == "host"
                     else (None, f"device address {found.target_name}"))
        if end is None and found.target_side == "host":
            note = f"{found.target_name}, not mapped"
        self._arrow(x0, y1, end, k, tooltip, "", note)

    def _arrow(self, x0: float, y1: float, end: float | None, k: float, tooltip: str,
               label: str, note: str) -> None:
        """A grey arrow from (`x0`, `y1`) to the height `end` on the same side (`k`,
        the bulge: negative to the left), or a stub labelled `label: note`."""
        svg, anchor = self.svg, "start" if k > 0 else "end"
        side = 1 if k > 0 else -1
        svg.element("circle", cx=x0, cy=y1, r=3.5, fill=POINTER_COLOR)
        if end is None:
            stub = side * STUB
            svg.element("line", tooltip, x1=x0, y1=y1, x2=x0 + stub, y2=y1,
                        stroke=POINTER_COLOR, stroke_width=1.5, marker_end="url(#pointer-arrow)")
            text = f"{label}: {note}" if label else note
            svg.text(x0 + stub + side * 6, y1 + 4, text, fill=POINTER_COLOR, font_size=11,
                     text_anchor=anchor)
            return
        x2 = x0 + side * 3
        svg.element("path", tooltip, d=path_data("M", x0, y1, "C", x0 + k, y1, x0 + k, end, x2, end),
                    fill="none", stroke=POINTER_COLOR, stroke_width=1.5,
                    marker_end="url(#pointer-arrow)")
        lx, ly = x0 + 0.75 * k + side * 6, (y1 + end) / 2 + 4
        for i, text in enumerate(t for t in (label, note) if t):
            svg.text(lx, ly + 13 * i, text, fill=POINTER_COLOR, font_size=11, text_anchor=anchor)

    def _fault(self, row: _Row, mark: _FaultMark) -> None:
        svg, failure = self.svg, self.snapshot.failure
        assert failure is not None
        y = row.y_at(mark.offset)
        what = f"{failure.size} bytes here (+{mark.offset})"
        if mark.side == "host":
            x = self.host_x
            svg.element("line", x1=MARGIN + 118, y1=y, x2=x - 4, y2=y, stroke=FAULT_COLOR,
                        stroke_width=1.5, marker_end="url(#fault-arrow)")
            svg.text(MARGIN, y - 4, failure.kind, fill=FAULT_COLOR, font_weight="bold")
            svg.text(MARGIN, y + 12, what, fill=FAULT_COLOR, font_size=11)
        else:
            x = self.dev_x + BOX_W
            svg.text(x + 12, y + 4, f"{failure.kind}: {what}", fill=FAULT_COLOR, font_size=11)
        svg.element("circle", failure.message, cx=x, cy=y, r=5, fill=FAULT_COLOR)


def _target_place(rows: list[_Row], target: int | None, side: str) -> tuple[float | None, str]:
    """Where an arrow to the address `target` on `side` (host or device) ends (None:
    nowhere to draw) and what to say about it: nothing when an entry holds it, else
    its offset from the nearest entry (when within that entry's size of it), or that
    no entry is near."""
    if target is None:
        return None, "device memory freed"
    if target == 0:
        return None, "NULL"

    def begin(entry: PresentEntry) -> int:
        return entry.host_begin if side == "host" else entry.dev_begin

    for row in rows:
        entry = row.entry
        if begin(entry) <= target < begin(entry) + entry.size or target == begin(entry):
            return row.y_at(target - begin(entry)), ""
    nearest = min(rows, key=lambda r: min(abs(target - begin(r.entry)),
                                          abs(target - begin(r.entry) - r.entry.size)))
    entry = nearest.entry
    first, end = begin(entry), begin(entry) + entry.size
    note = f"{entry.name}{target - first:+d} B, outside it"
    if target < first and first - target <= entry.size:
        return nearest.top - 3, note
    if target >= end and target - end < entry.size:
        return nearest.top + BOX_H + 3, note
    return None, f"{hex_addr(target)}, in no entry"


def _fault_mark(snapshot: PresentSnapshot) -> _FaultMark | None:
    """The entry holding the failure's address (of its device, when known)."""
    failure = snapshot.failure
    if failure is None or failure.address is None:
        return None
    addr = failure.address
    for entry in snapshot.entries:
        if failure.device not in (None, entry.device):
            continue
        if entry.host_begin <= addr < entry.host_end:
            return _FaultMark(entry, "host", addr - entry.host_begin)
        if entry.dev_begin <= addr < entry.dev_end:
            return _FaultMark(entry, "device", addr - entry.dev_begin)
    return None
