"""What an outcome is: the classes of the project's contract.

Accepted outcomes:

- OK: status 0.
- DIAGNOSTIC: the input is malformed and the tool says where: status 1, the first
  line of stderr `FILE:LINE:COL: error: ...` about the case's file, with
  1 <= LINE <= its lines (+1 after a final newline) and COL >= 1, followed by at
  most the source line and a caret.
- RUNTIME_ERROR: `acc-run`: the program failed and the tool says where: a
  located line as above (after what the program wrote to stderr), any non-zero
  status (134 where libomptarget aborts).
- EXIT: `acc-run`: a non-zero status and no error line: the program's own status
  (`return 3` from `main`, `exit(1)`).
- USAGE: `acc-run: error: no function '@main' in FILE`: the mutation removed or
  renamed the function the command line names; a command-line problem.
- ALLOWED: a check-lowering divergence listed in `fuzz/allowlist.toml` with the
  documented reason the lowering differs.
- REPORT: `acc-run`: the checks reported a mapping bug of the program, each report
  located (`FILE:LINE:COL: dangling mapping: 'a': ...`), then their summary
  (`acc-run: checks: 1 report, 1 occurrence`).

Failures:

- TRACEBACK: an exception escaped the tool, or `Traceback` is in its output.
- INTERNAL: `internal error` in stderr (`acc-run: internal error: ...`, status 2),
  or a located error whose message is a Python exception (`prog.mlir:5:3: error:
  ValueError: negative count`): an implementation of an operation failed.
- UNLOCATED: a failure without a usable location: no message, an error line
  without `file:line:col` (`acc-opt: error: ...` about the input), a location
  outside the file or naming another file, a line that is not part of a located
  diagnostic (its source line, its caret, its notes, another located error), or a
  diagnostic with another status than 1. A file that is not UTF-8 is malformed
  input: it must be located too (`NOT_UTF8_MUST_BE_LOCATED`).
- HANG: the case ran past its time-out.
- DIVERGENCE: check-lowering says `lowering changed the program` (not allowed).
- STATE: the tool left the process changed (recursion limit, streams, ...).
- ROUNDTRIP: `acc-opt` succeeded but what it printed does not read back with
  `acc-opt` (set by the campaign, which runs the output again).

Each outcome gets a signature for telling failures apart and for shrinking: its
class and its first line (or the exception's type, message and innermost frame)
with the file name, numbers, addresses and SSA/symbol names made generic.
"""

import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

from fuzz.targets import Outcome

FAILURES = ("TRACEBACK", "INTERNAL", "UNLOCATED", "HANG", "DIVERGENCE", "STATE", "ROUNDTRIP")
ACCEPTED = ("OK", "DIAGNOSTIC", "RUNTIME_ERROR", "EXIT", "USAGE", "ALLOWED")
CLASSES = ACCEPTED + FAILURES

NOT_UTF8_MUST_BE_LOCATED = True
"""A file that is not UTF-8 is malformed input, and the contract's malformed input
gets `file:line:col: error:`. False would accept `acc-run: error: FILE: not UTF-8
text (... at byte N)` and acc-opt's `'utf-8' codec can't decode ...` lines."""

LOCATED = re.compile(r"^(?P<file>[^:\s]+):(?P<line>\d+):(?P<col>\d+): error: (?P<message>.*)$")
_CARET = re.compile(r"^\s*\^[~^]*\s*$")
_CHECK_REPORT = re.compile(
    r"^(?P<file>[^:\s]+):(?P<line>\d+):(?P<col>\d+): (?P<check>[a-z][a-z -]*): .*$")
"""A report of `acc-run`'s checks (`runtime.visibility`)."""
_CHECKS_SUMMARY = re.compile(r"^acc-run: checks: \d+ reports?, \d+ occurrences?$")
_PYTHON_EXCEPTION = re.compile(r"(?:[A-Z]\w*)?(?:Error|Exception): ")
"""`ValueError: negative count`: the interpreter's wrapping of an exception an
operation's implementation raised (`OffloadInterpreter`: "an implementation's own
failure, located once"): located, but a failure of the tool, not of the program."""
_USAGE = re.compile(r"^acc-run: error: no function '@[^']+' in \S+$")
_NOT_UTF8 = re.compile(r"^acc-(?:run|opt): error: .*(?:not UTF-8|codec can't decode)")
ALLOWLIST = Path(__file__).with_name("allowlist.toml")


@dataclass(frozen=True)
class Verdict:
    cls: str
    line: str
    """The line that shows it (the error line, the exception), as printed."""
    signature: str
    """`cls` and `line` made generic: equal for the same failure of two cases."""

    @property
    def failed(self) -> bool:
        return self.cls in FAILURES


@dataclass(frozen=True)
class Allowed:
    """A divergence that is a documented difference of the lowering."""

    pattern: re.Pattern[str]
    """Searched in check-lowering's stderr."""
    run_error: re.Pattern[str] | None
    """When set, searched in the error line of the case's `run` target."""
    run_source: re.Pattern[str] | None
    """When set, searched in the source line the `run` target's error names."""
    reason: str
    item: re.Pattern[str] | None = None
    """When set, searched in the name of the case's corpus item (`file#part@entry`)."""


def load_allowlist(path: Path = ALLOWLIST) -> list[Allowed]:
    with path.open("rb") as stream:
        entries = tomllib.load(stream).get("divergence", [])

    def compiled(entry: dict[str, str], key: str) -> re.Pattern[str] | None:
        return re.compile(entry[key], re.M) if key in entry else None

    return [Allowed(re.compile(e["pattern"], re.M), compiled(e, "run_error"), compiled(e, "run_source"),
                    e["reason"], compiled(e, "item")) for e in entries]


_GENERIC = [
    (re.compile(r"0x[0-9a-fA-F]+"), "ADDR"),
    (re.compile(r"%[\w.$-]+"), "%V"),
    (re.compile(r"@[\w.$-]+"), "@S"),
    (re.compile(r"\^[\w.$-]+"), "^B"),
    (re.compile(r"-?\d+"), "N"),
    (re.compile(r"'[^']{40,}'"), "'...'"),
    (re.compile(r'"[^"]*"'), '"S"'),
]


def generic(line: str, path: str) -> str:
    """`line` without what changes from case to case: the file, numbers, hex
    addresses, SSA values, symbols, block names, double-quoted names (`Redefinition
    of symbol "a"`) and long single-quoted texts."""
    line = line.replace(path, "FILE")
    for pattern, replacement in _GENERIC:
        line = pattern.sub(replacement, line)
    return line[:300]


def _exception_line(text: str) -> tuple[str, str]:
    """An exception's line (`KeyError: 'x'`, the first line of its message) and the
    innermost frame of the project (else of xDSL, else any) as `file.py:function`."""
    lines = text.rstrip().splitlines()
    frames = [i for i, line in enumerate(lines) if line.startswith('  File "')]
    after = lines[frames[-1] + 1:] if frames else lines
    last = next((line for line in after if line and not line[0].isspace()), lines[-1] if lines else "?")
    found = list(re.finditer(r'File "([^"]+)", line \d+, in (\S+)', text))
    ours = [m for m in found if "/accdialect/" in m.group(1) or "/passes/" in m.group(1)]
    xdsl = [m for m in found if "/xdsl/" in m.group(1)]
    frame = (ours or xdsl or found or [None])[-1]
    where = "" if frame is None else f"{Path(frame.group(1)).name}:{frame.group(2)}"
    return last, where


def _traceback(outcome: Outcome, path: str) -> Verdict:
    text = outcome.exception or outcome.stderr[outcome.stderr.find("Traceback"):]
    last, where = _exception_line(text)
    return Verdict("TRACEBACK", f"{last} (in {where})" if where else last,
                   f"TRACEBACK {generic(last, path)} in {where}")


def _failure(cls: str, line: str, path: str) -> Verdict:
    return Verdict(cls, line, f"{cls} {generic(line, path)}")


def _unlocated(line: str, path: str) -> Verdict:
    """An error line without a location: UNLOCATED (one signature for every
    message about text that is not UTF-8, whatever its bytes)."""
    if _NOT_UTF8.match(line):
        if not NOT_UTF8_MUST_BE_LOCATED:
            return Verdict("DIAGNOSTIC", line, "DIAGNOSTIC not UTF-8")
        return Verdict("UNLOCATED", line, "UNLOCATED not UTF-8 text, no line:column")
    return _failure("UNLOCATED", line, path)


def _misplaced(line: str, problem: str) -> Verdict:
    """A located line that breaks the contract (`problem`): UNLOCATED, with the
    kind of problem as its signature, whatever the message (a source line broken
    in two by a U+2028 in it is one bug, whichever parser error shows it)."""
    kind = re.sub(r"'[^']*'|\d+", "_", problem)
    return Verdict("UNLOCATED", f"{line} ({problem})", f"UNLOCATED diagnostic: {kind}")


def _location_problem(match: re.Match[str], path: str, line_count: int) -> str | None:
    """What is wrong with a `file:line:col` location, or None."""
    if match.group("file") != path:
        return f"names '{match.group('file')}', not the input"
    line, col = int(match.group("line")), int(match.group("col"))
    if line < 1 or col < 1:
        return "line or column 0"
    if line > line_count:
        return f"line {line} past the end of the input ({line_count} lines)"
    return None


_NOTE = re.compile(r"^[^:\s]+:\d+:\d+: (note|error): ")


def _tail_ok(tail: list[str]) -> bool:
    """After a diagnostic: at most its source line and a caret, then any located
    notes or further errors, each with at most its own source line and caret
    (mlir-opt's `note: see existing symbol definition here` after a redefinition;
    an error in each of two functions, which mlir-opt verifies apart)."""
    groups: list[list[str]] = [[]]
    for line in tail:
        if _NOTE.match(line):
            groups.append([])
        else:
            groups[-1].append(line)
    return all(len(g) <= 1 or (len(g) == 2 and bool(_CARET.match(g[1]))) for g in groups)


def classify(outcome: Outcome, path: str, line_count: int, tool: str,
             malformed: bool = False) -> Verdict:
    """The class of `outcome`, a run of `tool` on the file `path` of `line_count`
    lines (counted as `text.split("\n")` counts them: the end of a file that ends
    with a newline is on a line of its own); `malformed`: the input does not parse
    or verify (an `acc-run` error then is a DIAGNOSTIC, not a RUNTIME_ERROR)."""
    if outcome.timed_out:
        return _failure("HANG", f"no end within the time-out ({outcome.seconds:.1f} s)", path)
    if outcome.exception is not None or "Traceback" in outcome.stderr or "Traceback" in outcome.stdout:
        return _traceback(outcome, path)
    # lines end at "\n" only: a source line shown under a diagnostic may hold "\r",
    # "\x0c" or U+2028, which str.splitlines() would take for line ends
    lines = outcome.stderr.rstrip("\n").split("\n") if outcome.stderr.strip() else []
    internal = next((line for line in lines if "internal error" in line), None)
    if internal is not None:
        return _failure("INTERNAL", internal, path)
    if "lowering changed the program" in outcome.stderr:
        first = next(line for line in lines if "lowering changed the program" in line)
        changed = [line for line in lines if line[:1] in "+-" and line[:3] not in ("---", "+++")]
        detail = f" [{changed[0][:1]}{' '.join(changed[0][1:].split()[:6])}]" if changed else ""
        return Verdict("DIVERGENCE", first, f"DIVERGENCE {generic(first, path)}{generic(detail, path)}")
    if outcome.state_changes:
        return _failure("STATE", "; ".join(outcome.state_changes), path)
    if outcome.status == 0:
        return Verdict("OK", "", "OK")
    status = outcome.status
    if tool == "acc-opt":
        if not lines:
            return _failure("UNLOCATED", f"exit status {status} and no message", path)
        match = LOCATED.match(lines[0])
        if match is None:
            return _unlocated(lines[0], path)
        problem = _location_problem(match, path, line_count)
        if problem is not None:
            return _misplaced(lines[0], problem)
        if status != 1:
            return _misplaced(lines[0], f"exit status {status}, not 1")
        if not _tail_ok(lines[1:]):
            return _misplaced(lines[0], f"followed by {len(lines) - 1} more lines")
        return Verdict("DIAGNOSTIC", lines[0], f"DIAGNOSTIC {generic(match.group('message'), path)}")
    # acc-run: the program may have written to stderr before the error.
    errors = [i for i, line in enumerate(lines) if LOCATED.match(line)
              or (line.startswith("acc-run:") and not _CHECKS_SUMMARY.match(line))]
    if not errors and lines and _CHECKS_SUMMARY.match(lines[-1]):
        report = next((line for line in lines if _CHECK_REPORT.match(line)), None)
        if report is None:
            return _unlocated(lines[-1], path)
        match = _CHECK_REPORT.match(report)
        assert match is not None
        problem = _location_problem(match, path, line_count)
        if problem is not None:
            return _misplaced(report, problem)
        return Verdict("REPORT", report, f"REPORT {match.group('check')}")
    if not errors:
        return Verdict("EXIT", f"exit status {status}", f"EXIT {status}")
    first = errors[0]
    match = LOCATED.match(lines[first])
    if match is None:
        if _USAGE.match(lines[first]):
            return Verdict("USAGE", lines[first], f"USAGE {generic(lines[first], path)}")
        return _unlocated(lines[first], path)
    problem = _location_problem(match, path, line_count)
    if problem is not None:
        return _misplaced(lines[first], problem)
    if not _tail_ok(lines[first + 1:]):
        return _misplaced(lines[first], f"followed by {len(lines) - first - 1} more lines")
    leaked = _PYTHON_EXCEPTION.match(match.group("message"))
    if leaked is not None:
        return Verdict("INTERNAL", lines[first],
                       f"INTERNAL located {generic(match.group('message'), path)}")
    cls = "DIAGNOSTIC" if malformed else "RUNTIME_ERROR"
    if cls == "DIAGNOSTIC" and status != 1:
        return _misplaced(lines[first], f"exit status {status}, not 1")
    return Verdict(cls, lines[first], f"{cls} {generic(match.group('message'), path)}")


def allowed(verdict: Verdict, outcome: Outcome, run_verdict: Verdict | None, source: list[str],
            allowlist: list[Allowed], item: str = "") -> Allowed | None:
    """The allow-list entry that accepts a DIVERGENCE, or None. `run_verdict` is
    the case's `run` target's; `source` the case's lines; `item` the name of its
    corpus item."""
    if verdict.cls != "DIVERGENCE":
        return None
    for entry in allowlist:
        if entry.item is not None and not entry.item.search(item):
            continue
        if not entry.pattern.search(outcome.stderr):
            continue
        if entry.run_error is not None or entry.run_source is not None:
            if run_verdict is None or run_verdict.cls != "RUNTIME_ERROR":
                continue
            if entry.run_error is not None and not entry.run_error.search(run_verdict.line):
                continue
            if entry.run_source is not None:
                match = LOCATED.match(run_verdict.line)
                line = int(match.group("line")) if match else 0
                if not 1 <= line <= len(source) or not entry.run_source.search(source[line - 1]):
                    continue
        return entry
    return None
