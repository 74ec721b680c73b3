"""Line-based delta debugging: a failing case made small.

`shrink` removes whole top-level operations first (functions, globals), then
chunks of lines, halving the chunk size from half the file down to one line; it
keeps every removal after which the case still fails the same way (the caller's
predicate: the same class and signature on the same target), and repeats the
one-line pass until nothing more can go or the budget is spent. `header` is the
comment a reproducer in `fuzz/findings/<CLASS>-<hash>.mlir` starts with: the
command that runs it and the line it prints.
"""

import hashlib
import time
from collections.abc import Callable
from pathlib import Path

FINDINGS = Path(__file__).with_name("findings")


def top_level_items(lines: list[bytes]) -> list[tuple[int, int]]:
    """The (start, end) line ranges of the top-level operations: a line that starts
    at column 0 (and is not a closing brace) starts one, the indented lines and the
    closing brace after it belong to it."""
    items: list[tuple[int, int]] = []
    for number, line in enumerate(lines):
        if line[:1] not in (b"", b" ", b"\t", b"}", b")", b"]"):
            items.append((number, number + 1))
        elif items:
            items[-1] = (items[-1][0], number + 1)
    return items


def shrink(data: bytes, still_fails: Callable[[bytes], bool], budget_seconds: float = 60.0,
           max_tests: int = 1000) -> tuple[bytes, int]:
    """The smallest variant of `data` found (whole lines removed) for which
    `still_fails` holds, and the number of variants tried. First whole top-level
    operations (functions, globals) go, last first; then chunks of lines, from
    half the file down to single lines, until a pass of single lines removes
    nothing."""
    deadline = time.monotonic() + budget_seconds
    lines = data.split(b"\n")
    tried: dict[bytes, bool] = {}

    def fails(candidate: list[bytes]) -> bool:
        joined = b"\n".join(candidate)
        if joined not in tried:
            tried[joined] = still_fails(joined)
        return tried[joined]

    def spent() -> bool:
        return time.monotonic() > deadline or len(tried) >= max_tests

    for start, end in reversed(top_level_items(lines)):
        if spent():
            break
        candidate = lines[:start] + lines[end:]
        if candidate and fails(candidate):
            lines = candidate
    chunk = max(len(lines) // 2, 1)
    while not spent():
        removed = False
        start = 0
        while start < len(lines) and not spent():
            candidate = lines[:start] + lines[start + chunk:]
            if candidate and fails(candidate):
                lines, removed = candidate, True
            else:
                start += chunk
        if chunk > 1:
            chunk = max(chunk // 2, 1)
        elif not removed:
            break
    return b"\n".join(lines), len(tried)


def finding_name(cls: str, target: str, signature: str) -> str:
    """`CLASS-hash.mlir`: one file per (target, signature)."""
    digest = hashlib.sha1(f"{target}\n{signature}".encode()).hexdigest()[:10]
    return f"{cls}-{digest}.mlir"


def _printable(text: str) -> str:
    return "".join(c if c.isprintable() else f"\\x{ord(c):02x}" if ord(c) < 256 else f"\\u{ord(c):04x}"
                   for c in text)


def header(cls: str, command: str, line: str, signature: str, origin: str, sizes: str) -> bytes:
    """The comment lines a finding starts with."""
    lines = [f"// accfuzz finding: {cls}",
             f"// command: {command}",
             f"// first line: {_printable(line)}",
             f"// signature: {_printable(signature)}",
             f"// found by: {origin}",
             f"// shrunk: {sizes}"]
    return ("\n".join(lines) + "\n").encode()
