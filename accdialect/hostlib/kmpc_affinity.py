"""The thread affinity format (OpenMP 5.2 §6.14.2 "OMP_AFFINITY_FORMAT", §18.3.5-18.3.8:
`omp_set_affinity_format`, `omp_get_affinity_format`, `omp_display_affinity`,
`omp_capture_affinity`; libomp's C entry points are also named `ompc_*`), and the
Fortran routines of `omp_lib` (libomp's `omp_*_` entry points: each character argument
followed by its length at the end, flang's hidden lengths). A Fortran format is read
with its trailing blanks, and a zero-length one means affinity-format-var as a NULL or
empty C format does; a result is copied into the Fortran buffer blank-padded, and cut
to the buffer when longer (libomp 22's release build may instead stop at its assertion
`buffer[buf_size - 1] == '\0'` there, depending on what the buffer held: not modelled).

A field is `%[0][.][size]type`, the type one letter or a long name in braces: `t`
team_num, `T` num_teams, `L` nesting_level, `n` thread_num, `N` num_threads, `a`
ancestor_tnum, `H` host, `P` process_id, `i` native_thread_id, `A` thread_affinity;
`%%` is `%`. A value narrower than `size` is padded: with zeros on the left after `0`,
with blanks on the left after `.`, else with blanks on the right. The default format is
libomp 22's. The values describe the thread that runs: its team as `kmpc_team` forms
it, and this process's host name, number and processors (a native run shows its own).
"""

import os
import re
import socket
from collections.abc import Callable
from typing import Any

DEFAULT_FORMAT = "OMP: pid %P tid %i thread %n bound to OS proc set {%A}"
_SHORT = {"t": "team_num", "T": "num_teams", "L": "nesting_level", "n": "thread_num",
          "N": "num_threads", "a": "ancestor_tnum", "H": "host", "P": "process_id",
          "i": "native_thread_id", "A": "thread_affinity"}
_FIELD = re.compile(r"%%|%(0)?(\.)?(\d+)?(?:([A-Za-z])|\{(\w+)\})")


def processor_set() -> str:
    """The processors this process may run on, as ranges (`0-1`, `0,2-3`)."""
    cpus = sorted(os.sched_getaffinity(0))
    ranges: list[str] = []
    start = previous = cpus[0]
    for cpu in [*cpus[1:], None]:
        if cpu is not None and cpu == previous + 1:
            previous = cpu
            continue
        ranges.append(str(start) if start == previous else f"{start}-{previous}")
        if cpu is not None:
            start = previous = cpu
    return ",".join(ranges)


def expand(form: str, values: dict[str, object]) -> str:
    """`form` with each field replaced by its value (an unknown field stays as it is)."""
    def field(match: re.Match[str]) -> str:
        if match.group(0) == "%%":
            return "%"
        zeros, right, size, short, long = match.groups()
        name = _SHORT.get(short, "") if short else long
        if name not in values:
            return match.group(0)
        text, width = str(values[name]), int(size or 0)
        if zeros:
            return text.zfill(width)
        return text.rjust(width) if right else text.ljust(width)
    return _FIELD.sub(field, form)


class AffinityFormat:
    """The affinity-format-var of one run and the routines that use it. `values()` are
    the running thread's fields but `host`, `process_id` and `thread_affinity`."""

    def __init__(self, values: Callable[[], dict[str, object]],
                 read_cstring: Callable[[int], str], read: Callable[[int, int], bytes],
                 write: Callable[[int, bytes], None], write_stdout: Callable[[str], object]):
        self.values = values
        self.read_cstring = read_cstring
        self.read = read
        self.write = write
        self.write_stdout = write_stdout
        self.format = DEFAULT_FORMAT

    def externals(self) -> dict[str, Callable[..., Any]]:
        routines: dict[str, Callable[..., Any]] = {
            "set_affinity_format": self.set_format,
            "get_affinity_format": lambda buffer, size: self._copy(buffer, size, self.format),
            "display_affinity": lambda form: self.write_stdout(self._expanded(form) + "\n"),
            "capture_affinity": lambda buffer, size, form:
                self._copy(buffer, size, self._expanded(form)),
        }
        fortran: dict[str, Callable[..., Any]] = {
            "omp_set_affinity_format_": lambda form, length:
                self._set(self._fortran_text(form, length)),
            "omp_get_affinity_format_": lambda buffer, size:
                self._pad(buffer, size, self.format),
            "omp_display_affinity_": lambda form, length:
                self.write_stdout(self._expand_text(self._fortran_text(form, length)) + "\n"),
            "omp_capture_affinity_": lambda buffer, form, size, length:
                self._pad(buffer, size, self._expand_text(self._fortran_text(form, length))),
        }
        return {**{f"{prefix}_{name}": routine for name, routine in routines.items()
                   for prefix in ("omp", "ompc")}, **fortran}

    def set_format(self, form: int) -> None:
        self._set(self.read_cstring(form) if form else "")

    def _set(self, text: str) -> None:
        self.format = text or DEFAULT_FORMAT

    def _fortran_text(self, addr: int, length: int) -> str:
        return self.read(addr, length).decode(errors="replace") if length else ""

    def _expanded(self, form: int) -> str:
        """The C format given (NULL or empty: affinity-format-var), expanded."""
        return self._expand_text(self.read_cstring(form) if form else "")

    def _expand_text(self, text: str) -> str:
        values = {"host": socket.gethostname(), "process_id": os.getpid(),
                  "native_thread_id": os.getpid(), "thread_affinity": processor_set(),
                  **self.values()}
        return expand(text or self.format, values)

    def _copy(self, buffer: int, size: int, text: str) -> int:
        """`text` into `buffer`, cut to `size` - 1 bytes and NUL-terminated (nothing
        when `size` is 0); its whole length is the routine's result."""
        data = text.encode()
        if buffer and size:
            self.write(buffer, data[:size - 1] + b"\0")
        return len(data)

    def _pad(self, buffer: int, size: int, text: str) -> int:
        """`text` into a Fortran buffer of `size` characters, blank-padded or cut; its
        whole length is the routine's result."""
        data = text.encode()
        if size:
            self.write(buffer, data[:size].ljust(size, b" "))
        return len(data)
