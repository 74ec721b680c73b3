"""The transfer report's table (views/transfer_report.py) and the cost model it uses
(views/transfer_cost.py), on records made by hand, and the Chrome trace's marks of
waste (`--report=transfers --trace=chrome`) on an example."""

import json

from runs import OMP_OFFSET, acc_run
from trace_event_format import format_problems

from accdialect.runtime import MapType, OffloadRuntime
from accdialect.runtime.transfers import DeviceAllocation, Transfer, TransferCollector, Waste
from accdialect.views import chrome_trace
from accdialect.views.transfer_cost import ALLOCATION_US, transfer_us
from accdialect.views.transfer_report import report_lines

A = ("p.c", 10, 1)
S = ("p.c", 12, 1)


def test_the_cost_model():
    """10 us a transfer plus its bytes at PCIe 4.0 x16's 31.5 GB/s (16 GT/s x 16
    lanes x 128/130 / 8 bits), 50 us an allocation."""
    assert transfer_us(0) == 10.0
    assert round(transfer_us(31_507_692), 3) == 1010.0
    assert ALLOCATION_US == 50.0


def collector(transfers: list[Transfer], allocations: list[DeviceAllocation]
              ) -> TransferCollector:
    made = TransferCollector(lambda addr: None, None)
    made.transfers, made.allocations = transfers, allocations
    return made


def test_rows_per_directive_and_variable_the_largest_waste_first():
    """`a` at p.c:10:1: to and from the device, 1024 bytes each way (2 x 10.0325 us)
    and its allocation (50 us), 70.1 us, the copy back a round trip (10.0 us); `s` at
    p.c:12:1: a duplicate copy of 4 bytes (10.0001 us) into an allocation no kernel
    touched (50 us): 60.0 us, all of it waste, so it comes first. In all 130.1 us,
    70.0 us of it waste."""
    report = report_lines(collector(
        [Transfer(0, "h2d", 1, 2, 1024, "a", A), Transfer(0, "d2h", 2, 1, 1024, "a", A,
                                                          Waste.ROUND_TRIP),
         Transfer(0, "h2d", 3, 4, 4, "s", S, Waste.DUPLICATE)],
        [DeviceAllocation(0, 1, 1024, "a", A, repeated=False, accessed=True),
         DeviceAllocation(0, 3, 4, "s", S, repeated=False, waste=Waste.UNUSED_ALLOCATION)]))
    assert report == [
        "acc-run: transfer report: 3 transfers (2052 bytes), 2 allocations: 130.1 us in "
        "the cost model, 70.0 us of it waste",
        "  waste     time  directive  variable  to device       from device     "
        "allocations     inefficiencies",
        "60.0 us  60.0 us  p.c:12:1   s         1 (4 bytes)     -               "
        "1 (4 bytes)     unused allocation 1 (4 bytes), duplicate transfer 1 (4 bytes)",
        "10.0 us  70.1 us  p.c:10:1   a         1 (1024 bytes)  1 (1024 bytes)  "
        "1 (1024 bytes)  round trip 1 (1024 bytes)",
    ]


def test_rows_without_waste_and_unknown_places_and_names():
    report = report_lines(collector([Transfer(0, "d2h", 1, 2, 1, None, None)], []))
    assert report[2:] == ["0.0 us  10.0 us  <unknown>  unknown   -          1 (1 byte)   "
                          "-            -"]


def test_a_run_without_transfers_is_one_line():
    assert report_lines(collector([], [])) == [
        "acc-run: transfer report: 0 transfers (0 bytes), 0 allocations: 0.0 us in the "
        "cost model, 0.0 us of it waste"]


def test_the_chrome_trace_marks_the_waste(capsys, tmp_path):
    """Seed 004's offset attachment: `p` is copied to the device (8 bytes), then its
    attachment overwrites the copy before any kernel reads it: an unused transfer,
    10.000254 us, the only waste, on the device's counter too."""
    path = tmp_path / "trace.json"
    status, _, err = acc_run(capsys, OMP_OFFSET, "--trace=chrome", "--trace-file", path,
                             "--report=transfers", "--check=none")
    trace = json.loads(path.read_text())
    assert status == 0 and format_problems(trace) == []
    marked = [(e["ph"], e["name"], e["ts"], e["args"].get("waste"), e["args"].get("waste_us"))
              for e in trace["traceEvents"] if "waste" in e["args"]]
    assert marked == [("i", "h2d 8 B", 2, "unused transfer", 10.0),
                      ("C", "estimated waste (us)", 2, 10.0, None)]
    assert err.startswith("acc-run: transfer report: 5 transfers (64 bytes), 3 allocations")


def test_the_chrome_trace_marks_an_unused_mapping_where_it_ends():
    """`enter data map(to: a)` (16 bytes) and `exit data map(delete: a)`, no kernel:
    events 0 construct, 1 MapNew, 2 Copy, 3 table, 4 construct, 5 MapExists, 6
    MapRemove, 7 table. The copy (10.0005 us) is marked at 2, the allocation (50 us)
    on the mapping's span, counted where it is removed (6)."""
    rt = OffloadRuntime(transfers=True)
    a = rt.alloc(16)
    rt.memory.write(a, bytes(range(16)))
    rt.target_data_begin([a], [a], [16], [MapType.TO], ["a"])
    rt.target_data_end([a], [a], [16], [MapType.DELETE], ["a"])
    assert rt.trace is not None
    trace = chrome_trace(rt.trace.events, None, None, rt.memory.transfers)
    marked = [(e["ph"], e["cat"] if e["ph"] != "C" else e["name"], e["ts"],
               e["args"].get("waste"), e["args"].get("waste_us"))
              for e in trace["traceEvents"] if "waste" in e["args"]]
    assert marked == [("X", "mapping", 1, "unused allocation", 50.0),
                      ("i", "copy", 2, "unused transfer", 10.001),
                      ("C", "estimated waste (us)", 2, 10.001, None),
                      ("C", "estimated waste (us)", 6, 60.001, None)]
