"""`acc-run --trace=chrome` (issue 14, item 5): the run's events as a Chrome trace,
checked against the trace-event format and against the runtime's own events
(`--trace=json`) of the same run."""

import json

import pytest
from runs import ACC_FAULT, OMP_MEMBERS, OMP_OFFSET, acc_run, runtime_events
from trace_event_format import format_problems, nesting_problems

from support.paths import EXAMPLES


def chrome_trace(capsys, tmp_path, example, *argv: str) -> tuple[int, dict]:
    path = tmp_path / "trace.json"
    status, _, _ = acc_run(capsys, example, *argv, "--trace=chrome", "--trace-file", path)
    return status, json.loads(path.read_text())


def of_phase(trace: dict, ph: str) -> list[dict]:
    return [e for e in trace["traceEvents"] if e["ph"] == ph]


def spans(trace: dict, category: str) -> list[tuple[str, int, int]]:
    return [(e["name"], e["ts"], e["dur"]) for e in of_phase(trace, "X") if e["cat"] == category]


def rows(trace: dict) -> dict[str, list[str]]:
    """The thread names of each process, in their sort order."""
    processes = {e["pid"]: e["args"]["name"] for e in of_phase(trace, "M")
                 if e["name"] == "process_name"}
    order = {e["tid"]: e["args"]["sort_index"] for e in of_phase(trace, "M")
             if e["name"] == "thread_sort_index"}
    threads = sorted((e for e in of_phase(trace, "M") if e["name"] == "thread_name"),
                     key=lambda e: order[e["tid"]])
    return {name: [t["args"]["name"] for t in threads if t["pid"] == pid]
            for pid, name in processes.items()}


def indices(events: list[dict], kind: str) -> list[int]:
    return [n for n, e in enumerate(events) if e["event"] == kind]


@pytest.mark.parametrize("example", [OMP_OFFSET, OMP_MEMBERS, ACC_FAULT],
                         ids=lambda p: p.stem)
def test_trace_has_the_format_and_spans_nest(capsys, tmp_path, example):
    _, trace = chrome_trace(capsys, tmp_path, example)
    assert format_problems(trace) == []
    assert nesting_problems(trace) == []
    assert trace["displayTimeUnit"] == "ns"


def test_constructs_kernels_and_mappings_are_spans(capsys, tmp_path):
    """Seed 004's offset attachment: `enter data` (events 0-9, its table dump the
    last), `target` (10-21) with its kernel (16, until the exit's first event), and a
    span per mapping: p and p[1:10] until the end of the run (24 events), sum removed."""
    status, trace = chrome_trace(capsys, tmp_path, OMP_OFFSET)
    assert status == 0
    assert spans(trace, "construct") == [("target data begin", 0, 10), ("target", 10, 12)]
    assert spans(trace, "kernel") == [("kernel main_l80", 16, 1)]
    assert spans(trace, "mapping") == [("p", 1, 23), ("p[1:10]", 3, 21), ("sum", 12, 9)]
    events = runtime_events(capsys, tmp_path, OMP_OFFSET)
    assert len(events) == 24
    assert [ts for _, ts, _ in spans(trace, "construct")] == indices(events, "construct")
    assert [ts for _, ts, _ in spans(trace, "mapping")] == indices(events, "map.new")
    assert [events[ts + dur - 1]["event"] for _, ts, dur in spans(trace, "construct")] == [
        "table", "table"]


def test_rows_per_device_and_host_range(capsys, tmp_path):
    _, trace = chrome_trace(capsys, tmp_path, OMP_OFFSET)
    assert rows(trace) == {"host": ["program"],
                           "device 0": ["constructs", "p (p+0x0)", "p[1:10] (0x10000004)",
                                        "sum (sum+0x0)"]}


def test_attachment_is_an_instant_with_pointer_target_and_counter(capsys, tmp_path):
    """The attachment writes dev(&p[1]) - 4, four bytes before p[1:10]'s device copy."""
    _, trace = chrome_trace(capsys, tmp_path, OMP_OFFSET)
    (attach,) = [e for e in of_phase(trace, "i") if e["cat"] == "attach"]
    assert (attach["name"], attach["ts"], attach["s"]) == ("attach, counter 0", 8, "t")
    mapping_p = next(e for e in of_phase(trace, "X") if e["name"] == "p")
    assert attach["tid"] == mapping_p["tid"]
    args = attach["args"]
    assert (args["host_ptr_sym"], args["value"], args["count"]) == (
        "p+0x0", "0x00000000d000010c", 0)
    p_section = next(e for e in of_phase(trace, "X") if e["name"] == "p[1:10]")
    assert int(args["value"], 16) == int(p_section["args"]["dev_begin"], 16) - 4


def test_copies_carry_direction_and_bytes(capsys, tmp_path):
    _, trace = chrome_trace(capsys, tmp_path, OMP_OFFSET)
    copies = [(e["name"], e["args"]["direction"], e["args"]["size"])
              for e in of_phase(trace, "i") if e["cat"] == "copy"]
    assert copies == [("h2d 8 B", "h2d", 8), ("h2d 40 B", "h2d", 40), ("h2d 8 B", "h2d", 8),
                      ("h2d 4 B", "h2d", 4), ("d2h 4 B", "d2h", 4)]


def test_mapping_spans_match_map_new_and_remove(capsys, tmp_path):
    """Seed 003's members-only map: every MapNew a span, ended by its MapRemove."""
    _, trace = chrome_trace(capsys, tmp_path, OMP_MEMBERS)
    events = runtime_events(capsys, tmp_path, OMP_MEMBERS)
    mappings = [e for e in of_phase(trace, "X") if e["cat"] == "mapping"]
    assert [m["ts"] for m in mappings] == indices(events, "map.new")
    assert sorted(m["ts"] + m["dur"] - 1 for m in mappings) == indices(events, "map.remove")
    assert {m["args"]["end"] for m in mappings} == {"removed"}
    assert [(m["name"], m["args"]["dyn"], m["args"]["dyn_at_end"]) for m in mappings] == [
        ("S", "1", "0"), ("S.p[:N]", "1", "0")]


def test_a_fault_ends_the_trace(capsys, tmp_path):
    """Seed 001 detached twice: counter 1 → 2 → 1 → 0 on d's row, then the fault, a
    global instant after the last event; the mappings still open end just after it."""
    status, trace = chrome_trace(capsys, tmp_path, ACC_FAULT)
    assert status == 134
    events = runtime_events(capsys, tmp_path, ACC_FAULT)
    failure = trace["traceEvents"][-1]
    assert (failure["name"], failure["ph"], failure["s"], failure["ts"]) == (
        "device fault", "i", "g", len(events))
    assert failure["args"]["address"] == "0x0000000010000008"
    assert "error: device fault: device 0 accessed 4 bytes" in failure["args"]["message"]
    d_row = next(e["tid"] for e in of_phase(trace, "X") if e["name"] == "d")
    counters = [(e["cat"], e["args"]["count"]) for e in of_phase(trace, "i")
                if e["tid"] == d_row and e["cat"] in ("attach", "detach")]
    assert counters == [("attach", 1), ("attach", 2), ("detach", 1), ("detach", 0)]
    assert {e["ts"] + e["dur"] for e in of_phase(trace, "X")} == {len(events) + 1}


def test_a_failing_construct_ends_with_its_fatal_line(capsys, tmp_path):
    """Seed 003, case 1: the kernel faults; libomptarget's reports, table dump and
    `fatal` line (events 11-14, the construct located: no request for `-g`) are the
    `target`'s."""
    example = EXAMPLES / "omp_struct_map_incorrect.mlir"
    status, trace = chrome_trace(capsys, tmp_path, example, "--entry", "case1")
    assert status == 134
    assert format_problems(trace) == [] and nesting_problems(trace) == []
    assert spans(trace, "construct") == [("target data begin", 0, 6), ("target", 6, 9)]
    assert spans(trace, "kernel") == [("kernel case1_l141", 10, 1)]
    target_row = next(e["tid"] for e in of_phase(trace, "X") if e["name"] == "target")
    assert [(e["ts"], e["cat"]) for e in of_phase(trace, "i")
            if e["tid"] == target_row and e["ts"] > 10] == [
        (11, "error"), (12, "error"), (13, "table"), (14, "fatal"), (15, "failure")]


def test_without_trace_file_it_goes_to_stderr(capsys):
    # (the example leaves its mapping at the end: the checks would say so there too)
    status, out, err = acc_run(capsys, OMP_OFFSET, "--trace=chrome", "--check=none")
    assert (status, out) == (0, "sum = 55\n")
    assert format_problems(json.loads(err)) == []


def test_after_a_fault_stderr_has_the_trace_then_the_error(capsys):
    status, _, err = acc_run(capsys, ACC_FAULT, "--trace=chrome")
    trace, error = err.rstrip("\n").rsplit("\n", 1)
    assert status == 134
    assert json.loads(trace)["traceEvents"][-1]["cat"] == "failure"
    assert error.startswith(f"{ACC_FAULT}:") and ": error: device fault:" in error


def test_unwritable_trace_file_is_one_error_line(capsys, tmp_path):
    path = tmp_path / "missing" / "trace.json"
    status, out, err = acc_run(capsys, OMP_OFFSET, "--trace=chrome", "--trace-file", path,
                               "--check=none")
    assert (status, out) == (1, "sum = 55\n")
    assert err == f"acc-run: error: cannot write '{path}': No such file or directory\n"


def test_the_checker_finds_what_breaks_the_format():
    """The checker above rejects what chrome://tracing would not read."""
    good = {"name": "a", "ph": "X", "ts": 0, "dur": 2, "pid": 1, "tid": 1}
    assert format_problems({"traceEvents": [good]}) == []
    for bad, problem in [({"dur": None}, "dur"), ({"ph": "Q"}, "phase"), ({"ts": "0"}, "ts"),
                         ({"pid": 1.5}, "pid"), ({"ph": "B"}, "without E"),
                         ({"ph": "i", "s": "x"}, "scope")]:
        (found,) = format_problems({"traceEvents": [{**good, **bad}]})
        assert problem in found
    overlapping = {**good, "name": "b", "ts": 1}
    assert nesting_problems({"traceEvents": [good, overlapping]}) == [
        "track (1, 1): 'b' overlaps 'a'"]
    inside = {**good, "name": "c", "ts": 1, "dur": 1}
    assert nesting_problems({"traceEvents": [good, inside]}) == []
