"""The shell examples of the documentation (README.md, docs/*.md), for the test that runs
them (test/tools/test_doc_commands.py, whose docstring states the conventions).

A shell example is a fenced block whose first line starts with `$ `: each `$ ` line is a
command (a here-document's lines, `<<'END'` to `END`, belong to it), and the lines up to
the next `$ ` line or the block's end are the output the doc shows for it."""

import fcntl
import os
import re
import select
import signal
import struct
import subprocess
import termios
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

SKIP_MARK = re.compile(r"<!--\s*doc-test:\s*skip\s*\((?P<reason>[^)]*)\)\s*-->")
"""The mark, on the line before a block's opening fence, of a block not to run."""

_FENCE = re.compile(r"^( *)```")
_HEREDOC = re.compile(r"<<-?\s*(['\"]?)(?P<tag>\w+)\1")
ANY_LINES = "..."
"""A line of shown output that stands for any lines, none included."""
ANY_TEXT = "<...>"
"""Text in a line of shown output that stands for any text within the line."""
STATUS_SEPARATOR = "\x1e"


@dataclass(frozen=True)
class Command:
    text: str
    """The command as bash reads it (a here-document's lines included)."""
    shown: tuple[str, ...]
    """The output lines the doc shows under it."""


@dataclass(frozen=True)
class Example:
    """One fenced block of `$ ` commands: they run in order, in one shell."""

    doc: Path
    line: int
    """The line of the opening fence, from 1."""
    commands: tuple[Command, ...]
    skip: str | None
    """The reason of the block's `doc-test: skip` mark, or None."""

    @property
    def name(self) -> str:
        return f"{self.doc.name}:{self.line}"

    def words(self) -> list[str]:
        return [word for command in self.commands for word in command.text.split()]


class MalformedExample(ValueError):
    pass


def examples(doc: Path) -> list[Example]:
    """Every shell example of `doc`, in order."""
    lines = doc.read_text().splitlines()
    found: list[Example] = []
    at = 0
    while at < len(lines):
        fence = _FENCE.match(lines[at])
        if not fence:
            at += 1
            continue
        end = next((i for i in range(at + 1, len(lines)) if _FENCE.match(lines[i])), len(lines))
        indent = len(fence[1])  # a block in a list item: its lines are indented as its fence
        body = [line[indent:] if line[:indent] == " " * indent else line.lstrip()
                for line in lines[at + 1:end]]
        if any(line.startswith("$ ") for line in body):
            if not body[0].startswith("$ "):
                raise MalformedExample(f"{doc.name}:{at + 1}: a block of `$ ` commands starts "
                                       f"with one (here it starts with {body[0]!r})")
            found.append(Example(doc, at + 1, _commands(body), _skip_reason(lines, at)))
        at = end + 1
    return found


def _skip_reason(lines: list[str], fence: int) -> str | None:
    before = next((line for line in reversed(lines[:fence]) if line.strip()), "")
    mark = SKIP_MARK.search(before)
    return mark["reason"] if mark else None


def _commands(body: list[str]) -> tuple[Command, ...]:
    commands: list[Command] = []
    at = 0
    while at < len(body):
        text = [body[at][2:]]
        at += 1
        heredoc = _HEREDOC.search(text[0])
        if heredoc:
            while at < len(body) and body[at] != heredoc["tag"]:
                text.append(body[at])
                at += 1
            text.append(body[at] if at < len(body) else heredoc["tag"])
            at += 1
        shown_from = at
        while at < len(body) and not body[at].startswith("$ "):
            at += 1
        commands.append(Command("\n".join(text), tuple(body[shown_from:at])))
    return tuple(commands)


def shown_matches(shown: tuple[str, ...], output: list[str]) -> bool:
    """Whether `output` is what `shown` shows: line for line (the blanks that end a line
    and the blank lines that end the output aside), a line `...` standing for any lines
    and `<...>` for any text in a line."""
    patterns = [None if line == ANY_LINES else _line_pattern(line) for line in _trimmed(shown)]
    lines = _trimmed(output)
    # reachable[j]: the patterns so far can match the first j lines of the output
    reachable = [True] + [False] * len(lines)
    for pattern in patterns:
        if pattern is None:
            for j in range(1, len(lines) + 1):
                reachable[j] = reachable[j] or reachable[j - 1]
        else:
            reachable = [False] + [reachable[j - 1] and pattern.fullmatch(lines[j - 1]) is not None
                                   for j in range(1, len(lines) + 1)]
    return reachable[len(lines)]


def _trimmed(lines: Sequence[str]) -> list[str]:
    trimmed = [line.rstrip() for line in lines]
    while trimmed and not trimmed[-1]:
        trimmed.pop()
    return trimmed


def _line_pattern(line: str) -> re.Pattern[str]:
    return re.compile(".*?".join(re.escape(part) for part in line.rstrip().split(ANY_TEXT)))


@dataclass(frozen=True)
class Ran:
    """What one command printed on the terminal, and its exit status."""

    output: list[str]
    status: int | None
    """None when the block timed out before the command ended."""


def run_in_terminal(example: Example, cwd: Path, env: dict[str, str], timeout: float) -> list[Ran]:
    """Run the commands of `example` in order in one bash, its standard output and error
    both a pseudo-terminal (what a user at a terminal sees, in the order they see it:
    line-buffered, as at a terminal); standard input is empty. After each command the
    shell prints its exit status between separators (and keeps `$?`), so the output
    splits per command."""
    script = []
    for command in example.commands:
        script.append(command.text)
        script.append(f"__status=$?; printf '{STATUS_SEPARATOR}%d{STATUS_SEPARATOR}\\n' $__status; "
                      "(exit $__status)")
    leader, follower = os.openpty()
    attributes = termios.tcgetattr(follower)
    attributes[1] &= ~termios.OPOST  # the bytes as the program wrote them: no "\n" -> "\r\n"
    termios.tcsetattr(follower, termios.TCSANOW, attributes)
    fcntl.ioctl(follower, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
    process = subprocess.Popen(["bash", "--noprofile", "--norc", "-c", "\n".join(script)],
                               stdin=subprocess.DEVNULL, stdout=follower, stderr=follower,
                               cwd=cwd, env=env, start_new_session=True)
    os.close(follower)
    received = bytearray()
    deadline = time.monotonic() + timeout
    timed_out = False
    waiting = select.poll()  # (not select(): a test worker's descriptors may pass 1024)
    waiting.register(leader, select.POLLIN)
    try:
        while True:
            left = deadline - time.monotonic()
            if left <= 0 or not waiting.poll(left * 1000):
                timed_out = True
                os.killpg(process.pid, signal.SIGKILL)
                break
            try:
                chunk = os.read(leader, 65536)
            except OSError:  # EIO: every writer has closed the terminal
                break
            if not chunk:
                break
            received += chunk
    finally:
        os.close(leader)
        process.wait()
    return _per_command(received.decode(errors="replace"), len(example.commands), timed_out)


_STATUS = re.compile(f"{STATUS_SEPARATOR}(-?\\d+){STATUS_SEPARATOR}\n")


def _per_command(text: str, count: int, timed_out: bool) -> list[Ran]:
    """What each command printed, from the output of the whole block: the commands that
    ended, then, if the block timed out, what the next one printed before that."""
    parts = _STATUS.split(text)
    ran = [Ran(parts[i].splitlines(), int(parts[i + 1])) for i in range(0, len(parts) - 1, 2)]
    if timed_out and len(ran) < count:
        ran.append(Ran(parts[-1].splitlines(), None))
    return ran
