"""A checker of the Trace Event Format's JSON Object Format (the keys and phases of
https://docs.google.com/document/d/1CvAClvFfyA5R-PhYUmn5OOQtYMH4h6I0nSsKchNAySU that
chrome://tracing and ui.perfetto.dev read), for the tests of `acc-run --trace=chrome`."""

from collections import defaultdict

PHASES = {"B", "E", "X", "i", "I", "C", "b", "n", "e", "s", "t", "f", "P", "N", "O", "D",
          "M", "V", "v", "R", "c", "(", ")"}
"""Every phase the format defines."""
METADATA = {"process_name", "process_labels", "process_sort_index", "thread_name",
            "thread_sort_index"}
INSTANT_SCOPES = {"g", "p", "t"}
TIME_UNITS = {"ms", "ns"}


def _number(value: object) -> bool:
    return isinstance(value, int | float) and not isinstance(value, bool)


def _int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def format_problems(trace: object) -> list[str]:
    """What in `trace` (a parsed JSON document) breaks the format; empty if nothing."""
    if not isinstance(trace, dict) or not isinstance(trace.get("traceEvents"), list):
        return ["not an object with a traceEvents list"]
    problems = []
    if "displayTimeUnit" in trace and trace["displayTimeUnit"] not in TIME_UNITS:
        problems.append(f"displayTimeUnit {trace['displayTimeUnit']!r}")
    open_slices: dict[tuple, int] = defaultdict(int)
    for n, event in enumerate(trace["traceEvents"]):
        problems.extend(f"event {n}: {p}" for p in _event_problems(event, open_slices))
    problems.extend(f"track {track}: {count} B event(s) without E"
                    for track, count in open_slices.items() if count)
    return problems


def _event_problems(event: object, open_slices: dict[tuple, int]) -> list[str]:
    if not isinstance(event, dict):
        return ["not an object"]
    problems = []
    ph = event.get("ph")
    if ph not in PHASES:
        problems.append(f"phase {ph!r}")
    if not isinstance(event.get("name"), str):
        problems.append("no name")
    if not (_int(event.get("pid")) and _int(event.get("tid"))):
        problems.append("pid and tid must be integers")
    if not _number(event.get("ts")):
        problems.append("ts must be a number")
    if "args" in event and not isinstance(event["args"], dict):
        problems.append("args must be an object")
    args = event.get("args", {})
    if ph == "X" and not (_number(event.get("dur")) and event["dur"] >= 0):
        problems.append("X event without a non-negative dur")
    if ph in ("i", "I") and event.get("s", "t") not in INSTANT_SCOPES:
        problems.append(f"instant scope {event.get('s')!r}")
    if ph == "C" and not all(_number(v) for v in args.values()):
        problems.append("counter values must be numbers")
    if ph == "M" and (event.get("name") not in METADATA or not args):
        problems.append(f"metadata {event.get('name')!r} with args {args!r}")
    track = (event.get("pid"), event.get("tid"))
    if ph == "B":
        open_slices[track] += 1
    elif ph == "E":
        if not open_slices[track]:
            problems.append("E event without B")
        open_slices[track] = max(open_slices[track] - 1, 0)
    return problems


def nesting_problems(trace: dict) -> list[str]:
    """Complete events (`X`) of one track that overlap without one holding the other."""
    by_track: dict[tuple[int, int], list[dict]] = defaultdict(list)
    for event in trace["traceEvents"]:
        if event["ph"] == "X":
            by_track[(event["pid"], event["tid"])].append(event)
    problems = []
    for track, spans in by_track.items():
        stack: list[dict] = []
        for span in sorted(spans, key=lambda e: (e["ts"], -e["dur"])):
            while stack and stack[-1]["ts"] + stack[-1]["dur"] <= span["ts"]:
                stack.pop()
            if stack and span["ts"] + span["dur"] > stack[-1]["ts"] + stack[-1]["dur"]:
                problems.append(f"track {track}: {span['name']!r} overlaps "
                                f"{stack[-1]['name']!r}")
            stack.append(span)
    return problems
