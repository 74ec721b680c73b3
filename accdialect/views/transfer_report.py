"""The transfer report of a run (`acc-run --report=transfers`): per directive and
variable, the transfers to and from the devices (how many, how many bytes), the
mapping allocations, their time in the cost model (`transfer_cost`), and the part of
it the inefficiencies of `runtime.transfers` waste, by class; the rows with the
largest estimated waste first, so that the first is what to remove first.

A transfer's directive is where the program was when it was made, an allocation's
where its mapping was made: a round trip is counted at the directive that copies the
data back, an unused transfer at the one that copied it to the device, a repeated or
unused allocation at the one that mapped the data.
"""

from collections.abc import Sequence
from dataclasses import dataclass, field

from accdialect.runtime.source_loc import Loc
from accdialect.runtime.transfers import DeviceAllocation, Transfer, TransferCollector, Waste

from .transfer_cost import ALLOCATION_US, transfer_us


@dataclass
class Tally:
    """How many, how many bytes, and their modelled time in microseconds."""

    count: int = 0
    size: int = 0
    us: float = 0.0

    def add(self, size: int, us: float) -> None:
        self.count += 1
        self.size += size
        self.us += us

    def text(self) -> str:
        """`3 (3072 bytes)`, or `-` for none."""
        return f"{self.count} ({_bytes(self.size)})" if self.count else "-"


@dataclass
class Row:
    """The transfers and allocations of one directive and variable."""

    loc: Loc
    name: str | None
    to_device: Tally = field(default_factory=Tally)
    from_device: Tally = field(default_factory=Tally)
    allocations: Tally = field(default_factory=Tally)
    waste: dict[Waste, Tally] = field(default_factory=dict)

    @property
    def us(self) -> float:
        return self.to_device.us + self.from_device.us + self.allocations.us

    @property
    def waste_us(self) -> float:
        return sum(tally.us for tally in self.waste.values())

    def wasted(self, waste: Waste | None, size: int, us: float) -> None:
        if waste is not None:
            self.waste.setdefault(waste, Tally()).add(size, us)


def waste_us(item: Transfer | DeviceAllocation) -> float:
    """The modelled time of a transfer or an allocation (what removing it saves)."""
    return transfer_us(item.size) if isinstance(item, Transfer) else ALLOCATION_US


def rows(transfers: Sequence[Transfer], allocations: Sequence[DeviceAllocation]) -> list[Row]:
    """One row per directive and variable, the largest estimated waste first, then the
    largest time (then the rows of transfers in the order of their first, then those
    of allocations alone)."""
    table: dict[tuple[Loc, str | None], Row] = {}
    for transfer in transfers:
        row = table.setdefault((transfer.loc, transfer.name), Row(transfer.loc, transfer.name))
        us = transfer_us(transfer.size)
        (row.to_device if transfer.direction == "h2d" else row.from_device).add(transfer.size, us)
        row.wasted(transfer.waste, transfer.size, us)
    for allocation in allocations:
        row = table.setdefault((allocation.loc, allocation.name),
                               Row(allocation.loc, allocation.name))
        row.allocations.add(allocation.size, ALLOCATION_US)
        row.wasted(allocation.waste, allocation.size, ALLOCATION_US)
    ordered = list(table.values())
    return sorted(ordered, key=lambda r: (-round(r.waste_us, 6), -round(r.us, 6)))


def report_lines(collector: TransferCollector) -> list[str]:
    """The report: a summary line, then the table (nothing to tabulate: the summary)."""
    table = rows(collector.transfers, collector.allocations)
    transfers, allocations = collector.transfers, collector.allocations
    total = sum(r.us for r in table)
    waste = sum(r.waste_us for r in table)
    moved = sum(t.size for t in transfers)
    head = (f"acc-run: transfer report: {_plural(len(transfers), 'transfer')} "
            f"({_bytes(moved)}), {_plural(len(allocations), 'allocation')}: {_us(total)} "
            f"in the cost model, {_us(waste)} of it waste")
    if not table:
        return [head]
    cells = [["waste", "time", "directive", "variable", "to device", "from device",
              "allocations", "inefficiencies"]]
    cells += [[_us(r.waste_us), _us(r.us), _where(r.loc), r.name or "unknown",
               r.to_device.text(), r.from_device.text(), r.allocations.text(),
               _classes(r.waste)] for r in table]
    widths = [max(len(line[i]) for line in cells) for i in range(len(cells[0]) - 1)]
    return [head] + [
        "  ".join([*(cell.rjust(w) if i < 2 else cell.ljust(w)
                     for i, (cell, w) in enumerate(zip(line, widths))), line[-1]]).rstrip()
        for line in cells]


def _classes(waste: dict[Waste, Tally]) -> str:
    """The classes of a row, the largest waste first: `round trip 3 (3072 bytes)`."""
    ordered = sorted(waste.items(), key=lambda item: (-round(item[1].us, 6),
                                                      list(Waste).index(item[0])))
    return ", ".join(f"{waste.value} {tally.text()}" for waste, tally in ordered) or "-"


def _where(loc: Loc) -> str:
    """A directive's place, `file:line:col` as the checks' reports give it."""
    return "<unknown>" if loc is None else f"{loc[0]}:{loc[1]}:{loc[2]}"


def _us(us: float) -> str:
    return f"{us:.1f} us"


def _bytes(size: int) -> str:
    return _plural(size, "byte")


def _plural(count: int, noun: str) -> str:
    return f"{count} {noun}" + ("" if count == 1 else "s")
