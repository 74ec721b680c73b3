"""The output native library code writes, brought into the program's streams in order.

glibc's `stdout` and `stderr`, libstdc++'s `std::cout` (synchronized with stdio) and
flang's units 6 and 0 all end in `write(2)` on file descriptors 1 and 2 of the `acc-run`
process. The simulator writes the program's output through its own streams
(`interpreter.libc.CStream`: line buffered, each line also an event of the trace,
into the file `acc-run` prints to). So that both reach the same stream in program
order, `OutputCapture.around` points descriptors 1 and 2 at two anonymous files for
the duration of one native call, flushes every C stream (`fflush(NULL)`) at its end,
and passes what was written to the program's streams before anything else runs.
"""

import contextlib
import ctypes
import functools
import os
import sys
from collections.abc import Callable
from typing import IO, Any

Sink = Callable[[int, bytes], None]
"""Where captured bytes go: (descriptor, bytes)."""

_STANDARD = (1, 2)


class OutputCapture:
    """Descriptors 1 and 2 redirected around native calls."""

    def __init__(self) -> None:
        self._files: dict[int, int] = {}
        """The file each of descriptors 1 and 2 writes to while redirected (made at a
        program's first native call, closed at its end: `release`)."""
        self._fflush = ctypes.CDLL(None).fflush
        self._fflush.argtypes = [ctypes.c_void_p]
        self._saved: dict[int, int] = {}
        """The process's own descriptors 1 and 2 while they are redirected."""

    def around(self, call: Callable[[], Any], sink: Sink) -> Any:
        """`call()` (native code), with what it writes to descriptors 1 and 2 given
        to `sink`."""
        if self.active:
            return call()
        self._flush_python()
        self._redirect()
        try:
            return call()
        finally:
            self._fflush(None)
            self._restore()
            self._drain(sink)

    def outside(self, call: Callable[[], Any], sink: Sink) -> Any:
        """`call()` (the program's own code called back from native code), with the
        descriptors as they were: what native code wrote so far goes to `sink` first,
        and what the program writes goes its own way."""
        if not self.active:
            return call()
        self._fflush(None)
        self._restore()
        self._drain(sink)
        try:
            return call()
        finally:
            self._flush_python()
            self._redirect()

    def abandon(self, sink: Sink) -> None:
        """The native call will not return (a fatal signal): what it wrote goes to
        `sink`, and the descriptors are the process's own again."""
        if self.active:
            self._fflush(None)
            self._restore()
            self._drain(sink)

    @property
    def active(self) -> bool:
        return bool(self._saved)

    @staticmethod
    def _flush_python() -> None:
        """Python's own buffered streams, written out before the descriptors move."""
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(OSError, ValueError):  # a closed pipe: no reader
                stream.flush()

    def _redirect(self) -> None:
        for fd in _STANDARD:
            file = self._files.get(fd)
            if file is None:
                self._files[fd] = file = os.memfd_create(f"accdialect fd {fd}", os.MFD_CLOEXEC)
            self._saved[fd] = os.dup(fd)
            os.dup2(file, fd)

    def _restore(self) -> None:
        for fd, saved in self._saved.items():
            os.dup2(saved, fd)
            os.close(saved)
        self._saved.clear()

    def _drain(self, sink: Sink) -> None:
        for fd, file in self._files.items():
            size = os.fstat(file).st_size
            if size:
                data = os.pread(file, size, 0)
                os.ftruncate(file, 0)
                os.lseek(file, 0, os.SEEK_SET)
                sink(fd, data)

    def release(self) -> None:
        """Close the files (the program has ended: the process keeps no descriptor
        of it)."""
        if not self.active:
            files, self._files = self._files, {}
            for file in files.values():
                os.close(file)


@functools.cache
def output_capture() -> OutputCapture:
    """The process's one capture of descriptors 1 and 2."""
    return OutputCapture()


class CStream:
    """A `FILE`: bytes to a text stream, line buffered (or unbuffered); `on_line` sees
    each completed line."""

    def __init__(self, sink: Callable[[], IO[str]], on_line: Callable[[str], None] | None,
                 buffered: bool):
        self.sink, self.on_line, self.buffered = sink, on_line, buffered
        self.pending = bytearray()  # written by the program, not yet passed on
        self.line = ""  # the passed-on start of the current line

    def write(self, data: bytes) -> None:
        self.pending += data
        if not self.buffered:
            self.flush()
        elif b"\n" in data:
            *lines, rest = self.pending.split(b"\n")
            for raw in lines:
                self._pass_on(raw.decode(errors="replace") + "\n")
            self.pending = bytearray(rest)

    def flush(self) -> None:
        if self.pending:
            self._pass_on(self.pending.decode(errors="replace"))
            self.pending.clear()

    def close(self) -> None:
        """At the end of the program: flush; an unterminated last line counts as a line."""
        self.flush()
        if self.line and self.on_line is not None:
            self.on_line(self.line)
        self.line = ""

    def _pass_on(self, text: str) -> None:
        self.sink().write(text)
        *done, self.line = (self.line + text).split("\n")
        if self.on_line is not None:
            for line in done:
                self.on_line(line)
