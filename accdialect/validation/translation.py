"""Translation validation of a pass pipeline (`acc-run --check-lowering`).

The program runs as written and after the pipeline, each on a fresh simulated
device. The two runs must agree on what a user can observe of the data
environment: the program's output and exit status, the final host bytes of
every named global and allocation, and the runtime's events that change it
(new entries, copies, attachments, detachments, removals). Addresses are
compared symbolically (`name+off`, `dev(name+off)`) in the events, in the
program's output (hex numbers) and in the host bytes (pointer-sized words that
point into a named object), so that storage a lowering adds (offload arrays, on
the stack or as globals) and the addresses it moves do not count as a
difference; the first difference is reported. A failing program must fail with
the same status at the same operation; the wording of the error may differ, as
the lowered program fails in another runtime entry point (the mapper's 'present'
motion modifier where `acc_update_self` failed). A run stopped by `--max-steps`
gives no verdict: the lowered program executes other operations, so the two runs
stop at different points of the same behaviour (`Verdict.unfinished`).

The first difference is described for a reader: the event sequences (or the
program's output) as the first hunk of a unified diff, the events in the trace's
own sentences (`--trace --symbolic`), with up to three equal ones around it; an
exit status or a host word as `before: ...` and `after: ...` lines.
"""

import difflib
import io
import json
import re
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import ClassVar

from xdsl.dialects.builtin import ModuleOp

from accdialect.interpreter.errors import ProgramError, StepLimitError, located_message
from accdialect.interpreters import build_interpreter
from accdialect.runtime import OffloadError, OffloadRuntime, RuntimeOptions
from accdialect.runtime.trace import event_dict

AddressNamer = Callable[[int, str], str]
"""How an address is shown (`runtime.trace.Symbolizer`'s call): address, side -> text."""

COMPARED_EVENTS = frozenset({"map.new", "copy", "attach", "detach", "map.remove"})
"""The events that change the data environment."""

_IGNORED_FIELDS = frozenset({"device", "loc"})
CONTEXT = 3
"""Equal events (or output lines) shown around a difference, as `diff -u` shows them."""


@dataclass
class Observation:
    """What one run shows of the data environment."""

    status: int
    stdout: str
    error: str | None
    events: list[dict[str, object]] = field(default_factory=list)
    host_bytes: dict[str, "HostWords"] = field(default_factory=dict)
    sentences: list[str] = field(default_factory=list)
    """The events as the symbolic trace prints them (one line each)."""
    stopped: bool = False
    """The run was stopped by the step limit (`--max-steps`), not by the program."""


def _symbolic(event: dict[str, object]) -> dict[str, object]:
    """An event with addresses replaced by their symbolic form."""
    symbolic = {k: v for k, v in event.items() if k.endswith("_sym") or k not in _IGNORED_FIELDS}
    for key in [k for k in event if f"{k}_sym" in event]:
        del symbolic[key]
    return symbolic


def observe(module: ModuleOp, entry: str, options: RuntimeOptions,
            max_steps: int | None) -> Observation:
    """Run `module` from `entry` and record what it shows."""
    runtime = OffloadRuntime(options)
    stdout = io.StringIO()
    _, functions = build_interpreter(module, runtime, stdout, io.StringIO(), max_steps)
    libc = functions.libc
    assert libc is not None, "build_interpreter registers the C library"
    error = None
    try:
        status = libc.start_main(["program"], entry=entry)
    except (ProgramError, OffloadError) as failure:
        libc.close_streams()
        status, error = getattr(failure, "exit_status", 1), located_message(failure)
        stopped = isinstance(failure, StepLimitError)
    else:
        stopped = False
    symbolizer = runtime.symbolizer(map_names=True)
    assert runtime.trace is not None
    compared = [e for e in runtime.trace.events if e.KIND in COMPARED_EVENTS]
    events = [_symbolic(event_dict(e, symbolizer)) for e in compared]
    sentences = [" ".join(e.lines(symbolizer)) for e in compared]
    seen: Counter[str] = Counter()
    host_bytes = {}
    for alloc in runtime.memory.allocations():
        if alloc.name is None or alloc.region.device is not None:
            continue
        seen[alloc.name] += 1
        key = alloc.name if seen[alloc.name] == 1 else f"{alloc.name}#{seen[alloc.name]}"
        host_bytes[key] = HostWords.of(alloc.data, symbolizer)
    output = _symbolic_text(stdout.getvalue(), symbolizer)
    return Observation(status, output, error and _symbolic_text(error, symbolizer), events,
                       host_bytes, sentences, stopped)


_HEX = re.compile(r"0x[0-9a-fA-F]+")


def _symbolic_text(text: str, symbolizer: AddressNamer) -> str:
    """`text` with hex numbers that point into named host objects symbolized."""
    return _HEX.sub(lambda m: _symbol(int(m.group(0), 16), symbolizer) or m.group(0), text)


def _failure_site(observation: Observation) -> str | None:
    """Where a failing run failed: the location its error starts with."""
    if observation.error is None:
        return None
    return observation.error.split(": error:", 1)[0]


def _symbol(addr: int, symbolizer: AddressNamer) -> str | None:
    """`name+off` when `addr` points into a named host object, else None."""
    name = symbolizer(addr, "host")
    return None if name.startswith(("0x", "dev(")) or name == "NULL" else name


_ZERO_WORD = bytes(8)


@dataclass(frozen=True)
class HostWords:
    """The bytes of a host object as 8-byte words, a word that points into a named
    object replaced by its symbol; only the words that are not zero are kept, so
    that an object that is mostly zero (a 1 GiB global) is read in chunks and
    compared without a Python object per word."""

    size: int
    words: dict[int, object]
    """The words that are not zero, by byte offset: their bytes, or a symbol."""

    CHUNK: ClassVar[int] = 1 << 16
    """Bytes read at a time; a chunk of zeros is skipped whole."""

    @classmethod
    def of(cls, data: bytes | bytearray | memoryview, symbolizer: AddressNamer) -> "HostWords":
        words: dict[int, object] = {}
        for start in range(0, len(data), cls.CHUNK):
            chunk = bytes(data[start:start + cls.CHUNK])
            if chunk.count(0) == len(chunk):
                continue
            for offset in range(0, len(chunk), 8):
                word = bytes(chunk[offset:offset + 8])
                if word.count(0) == len(word):
                    continue
                name = _symbol(int.from_bytes(word, "little"), symbolizer) if len(word) == 8 else None
                words[start + offset] = name or word
        return cls(len(data), words)

    def word(self, offset: int) -> object:
        """The word at `offset` (a multiple of 8), or "the end" past the object."""
        if offset >= self.size:
            return "the end"
        return self.words.get(offset, _ZERO_WORD[:min(8, self.size - offset)])

    def first_difference(self, other: "HostWords") -> int | None:
        """The offset of the first word that differs from `other`'s, or None."""
        if self == other:
            return None
        offsets = sorted(self.words.keys() ^ other.words.keys()
                         | {o for o in self.words.keys() & other.words.keys()
                            if self.words[o] != other.words[o]})
        if offsets:
            return offsets[0]
        return min(self.size, other.size) - min(self.size, other.size) % 8


def first_difference(before: Observation, after: Observation) -> str | None:
    """The first observable difference, or None: a line that says what differs, then
    the lines that show it (see the module doc)."""
    keys = [[json.dumps(e, sort_keys=True, default=str) for e in o.events]
            for o in (before, after)]
    if keys[0] != keys[1]:
        return _first_hunk("data-environment event", keys[0], keys[1],
                           before.sentences, after.sentences)
    if before.stdout != after.stdout:
        old, new = before.stdout.splitlines(), after.stdout.splitlines()
        if old == new:  # only the final newline differs
            old, new = [repr(before.stdout)], [repr(after.stdout)]
        return _first_hunk("program output line", old, new, old, new)
    if (before.status, _failure_site(before)) != (after.status, _failure_site(after)):
        return f"exit differs\nbefore: {_exit(before)}\nafter: {_exit(after)}"
    for name in sorted(before.host_bytes.keys() | after.host_bytes.keys()):
        old_words, new_words = before.host_bytes.get(name), after.host_bytes.get(name)
        if old_words is None or new_words is None:
            continue  # storage the pipeline added or removed (e.g. offload arrays)
        offset = old_words.first_difference(new_words)
        if offset is not None:
            return (f"final host bytes of '{name}' differ at offset {offset}\n"
                    f"before: {_word(old_words.word(offset))}\n"
                    f"after: {_word(new_words.word(offset))}")
    return None


def _first_hunk(what: str, old_keys: list[str], new_keys: list[str],
                old_lines: list[str], new_lines: list[str]) -> str:
    """`what N differs` (or is only on one side), then the first hunk of the
    unified diff of the two sequences (compared by key, shown by line)."""
    matcher = difflib.SequenceMatcher(None, old_keys, new_keys, autojunk=False)
    group = next(iter(matcher.get_grouped_opcodes(CONTEXT)))
    tag, i1, _, j1, _ = next(op for op in group if op[0] != "equal")
    if tag == "delete":
        summary = f"{what} {i1 + 1} only before the pipeline"
    elif tag == "insert":
        summary = f"{what} {j1 + 1} only after the pipeline"
    else:
        summary = f"{what} {i1 + 1} differs"
    first, last = group[0], group[-1]
    lines = [summary, "--- before", "+++ after",
             f"@@ -{first[1] + 1},{last[2] - first[1]} +{first[3] + 1},{last[4] - first[3]} @@"]
    for tag, a1, a2, b1, b2 in group:
        if tag == "equal":
            lines += [f" {line}" for line in old_lines[a1:a2]]
        else:
            lines += [f"-{line}" for line in old_lines[a1:a2]]
            lines += [f"+{line}" for line in new_lines[b1:b2]]
    return "\n".join(lines)


def _exit(observation: Observation) -> str:
    """`exit status N`, with the error the run ended with."""
    status = f"exit status {observation.status}"
    return status if observation.error is None else f"{status}, {observation.error}"


def _word(word: object) -> str:
    """A host word: its symbol, or its bytes as a little-endian number."""
    if isinstance(word, bytes):
        return f"0x{int.from_bytes(word, 'little'):0{2 * len(word)}x}"
    return str(word)


@dataclass(frozen=True)
class Verdict:
    """The two runs of a translation validation and their first difference."""

    before: Observation
    after: Observation
    difference: str | None

    @property
    def unfinished(self) -> Observation | None:
        """The run the step limit stopped (the one before the pipeline first): then
        there is no verdict, and `difference` is None."""
        return next((o for o in (self.before, self.after) if o.stopped), None)


def validate(module: ModuleOp, transform: Callable[[ModuleOp], None], entry: str,
             options: RuntimeOptions, max_steps: int | None = None) -> Verdict:
    """Run `module` from `entry` as written and after `transform` (applied to a
    copy, e.g. a pass pipeline), and compare what the two runs show."""
    transformed = module.clone()
    transform(transformed)
    before = observe(module, entry, options, max_steps)
    after = observe(transformed, entry, options, max_steps)
    unfinished = before.stopped or after.stopped
    return Verdict(before, after, None if unfinished else first_difference(before, after))
