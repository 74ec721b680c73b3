"""The present table as a picture (SVG): per device, each entry's host range on the
left and its device copy on the right (SEMANTICS §2), joined by a line that carries the
entry's dynamic and hold counts; each attached pointer (SEMANTICS §3, §4) is a green
arrow on the device side from the pointer's place in its entry to the place its device
value points at; the address of a fault or error (SEMANTICS §6), when it lies in an
entry, is a red mark. Boxes are not to scale: one row per entry, a place inside a box
in proportion to its offset."""

import textwrap
from dataclasses import dataclass

from accdialect.runtime.entry import count_str

from .present_snapshot import AttachedPointer, PresentEntry, PresentSnapshot
from .svg_builder import SvgBuilder, path_data

MARGIN = 20
NOTE_LANE = 170
"""Room left of the host column for the note of a fault in host memory."""
BOX_W, BOX_H = 330, 62
ROW_STEP = BOX_H + 18
GAP = 170
"""Between the host and the device column: the connecting lines and their counts."""
ARROW_LANE = 210
"""Right of the device column: the arrows of attached pointers and their labels."""
WRAP = 140
MONO = {"font_family": "monospace", "font_size": 11}
HOST = {"fill": "#dbe9f6", "stroke": "#3b6ea5"}
DEVICE = {"fill": "#fde8cf", "stroke": "#b8691f"}
ATTACH_COLOR, FAULT_COLOR = "#2e7d32", "#c62828"


def hex_addr(addr: int) -> str:
    return f"0x{addr:016x}"


def counts(entry: PresentEntry) -> str:
    return f"dyn {count_str(entry.dyn)} · hold {count_str(entry.hold)}"


def when(snapshot: PresentSnapshot) -> str:
    """When the snapshot was taken, in words."""
    return ("present table at the fault" if snapshot.failure is not None
            else "present table at the end of the run")


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
        self.host_x = MARGIN + note_lane
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
        y += 22
        svg.text(MARGIN, y, "left: host ranges · right: their device copies · line: the entry, "
                 "with its dynamic and hold counts · green arrow: attached pointer to its "
                 "device target", fill="#555555", font_size=11)
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
        end, note = _target_place(rows, pointer.target)
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


def _target_place(rows: list[_Row], target: int | None) -> tuple[float | None, str]:
    """Where an arrow to the device address `target` ends (None: nowhere to draw) and
    what to say about it: nothing when an entry holds it, else its offset from the
    nearest entry (when within that entry's size of it), or that no entry is near."""
    if target is None:
        return None, "device memory freed"
    if target == 0:
        return None, "NULL"
    for row in rows:
        entry = row.entry
        if entry.dev_begin <= target < entry.dev_end or target == entry.dev_begin:
            return row.y_at(target - entry.dev_begin), ""
    nearest = min(rows, key=lambda r: min(abs(target - r.entry.dev_begin),
                                          abs(target - r.entry.dev_end)))
    entry = nearest.entry
    note = f"{entry.name}{target - entry.dev_begin:+d} B, outside it"
    if target < entry.dev_begin and entry.dev_begin - target <= entry.size:
        return nearest.top - 3, note
    if target >= entry.dev_end and target - entry.dev_end < entry.size:
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
