"""libomp's entry points for OpenMP directives that need no team or task state: the
`error` directive at execution (OpenMP 5.2 §8.5, `__kmpc_error`), cancellation
(§16.1-16.2, `__kmpc_cancel`, `__kmpc_cancellationpoint`), and the teams ICVs of the
host (§18.4: nteams-var, teams-thread-limit-var) with the cancel-var and
max-task-priority-var readers.

Messages and statuses are libomp 22's, as native runs showed them:
`OMP: Warning #283: f.c:4:1: Encountered user-directed warning: MESSAGE.` and, for
`severity(fatal)` (the default), `OMP: Error #282: ... user-directed error: MESSAGE.`,
then `abort()` (status 134); a missing message is `(null)`. Cancellation is off unless
`OMP_CANCELLATION` is true in the environment (libomp reads it at start-up), and then
a cancelled region would end early; off, both entry points answer 0 (not cancelled).
"""

import os
from collections.abc import Callable
from typing import Any

_WARNING = 1
"""`severity(warning)` as clang passes it to `__kmpc_error`; 2 is `fatal`."""


def libomp_location(psource: str | None) -> str:
    """Where libomp's messages say a construct is: `file:line:column` of its `ident_t`'s
    `;file;function;line;column;;` (`unknown:0:0` for clang's `;unknown;unknown;0;0;;`),
    `unknown` without one."""
    parts = psource.split(";") if psource else []
    if len(parts) < 5:
        return "unknown"
    return f"{parts[1]}:{parts[3] or 0}:{parts[4] or 0}"


class OpenMPDirectives:
    """The entry points of one run: `psource(ident)` is an `ident_t`'s source string,
    `read_cstring(addr)` a string of the program, `write_stderr(text)` writes to its
    standard error, `abort()` ends it as SIGABRT does."""

    def __init__(self, psource: Callable[[int], str | None], read_cstring: Callable[[int], str],
                 write_stderr: Callable[[str], object], abort: Callable[[], None]):
        self.psource = psource
        self.read_cstring = read_cstring
        self.write_stderr = write_stderr
        self.abort = abort
        self.nteams = 0
        self.teams_thread_limit = 0
        self.cancellation = os.environ.get("OMP_CANCELLATION", "").lower() in ("true", "1")

    def externals(self) -> dict[str, Callable[..., Any]]:
        return {
            "__kmpc_error": self.error,
            "__kmpc_cancel": lambda _loc, _gtid, _kind: 0,
            "__kmpc_cancellationpoint": lambda _loc, _gtid, _kind: 0,
            "omp_get_cancellation": lambda: int(self.cancellation),
            "omp_get_max_task_priority": lambda: 0,
            "omp_get_max_teams": lambda: self.nteams,
            "omp_set_num_teams": self.set_num_teams,
            "omp_get_teams_thread_limit": lambda: self.teams_thread_limit,
            "omp_set_teams_thread_limit": self.set_teams_thread_limit,
        }

    def error(self, loc: int, severity: int, message: int) -> None:
        self.report(loc, severity, self.read_cstring(message) if message else "(null)")

    def report(self, loc: int, severity: int, text: str) -> None:
        """A user-directed message at `severity`, from the construct at `loc` (the
        `error` directive's, or a strict clause's: `kmpc.push_num_threads_strict`)."""
        place = libomp_location(self.psource(loc))
        if severity == _WARNING:
            self.write_stderr(f"OMP: Warning #283: {place}: Encountered user-directed "
                              f"warning: {text}.\n")
            return
        self.write_stderr(f"OMP: Error #282: {place}: Encountered user-directed error: {text}.\n")
        self.abort()

    def set_num_teams(self, count: int) -> None:
        """§18.4.3: a positive value sets nteams-var (libomp ignores others)."""
        count = count - (1 << 32) if count & 0x80000000 else count & 0xFFFFFFFF
        if count > 0:
            self.nteams = count

    def set_teams_thread_limit(self, limit: int) -> None:
        """§18.4.5: a positive value sets teams-thread-limit-var."""
        limit = limit - (1 << 32) if limit & 0x80000000 else limit & 0xFFFFFFFF
        if limit > 0:
            self.teams_thread_limit = limit
