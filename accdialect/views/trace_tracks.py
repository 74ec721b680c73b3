"""The tracks of a Chrome trace: a process for the host and one per device, a thread
per row, each named by the trace-event format's metadata events (`"ph": "M"`:
`process_name`, `thread_name`, `process_sort_index`, `thread_sort_index`).

A device's first row (`constructs`) holds its constructs, kernels and table dumps;
each host range mapped on it gets a row of its own (its mapping lifetimes, counts,
copies and attachments). Thread ids are unique over the whole trace.
"""

Track = tuple[int, int]
"""(pid, tid) of a row."""

HOST_PID = 1


def device_pid(device: int) -> int:
    return device + 2


class Tracks:
    """The rows of one trace, created on first use, and the metadata naming them."""

    def __init__(self) -> None:
        self.metadata: list[dict] = []
        self._rows: dict[tuple[int, int | None], Track] = {}
        self._rows_of: dict[int, int] = {}

    def host(self) -> Track:
        """The host's row: the program's output and the errors outside constructs."""
        return self._row(HOST_PID, None, "host", "program")

    def device(self, device: int) -> Track:
        """Device `device`'s `constructs` row."""
        return self._row(device_pid(device), None, f"device {device}", "constructs")

    def mapping(self, device: int, host_begin: int, label: str) -> Track:
        """The row of the mappings of `host_begin` on `device` (named `label` when new)."""
        self.device(device)
        return self._row(device_pid(device), host_begin, f"device {device}", label)

    def _row(self, pid: int, key: int | None, process: str, thread: str) -> Track:
        track = self._rows.get((pid, key))
        if track is not None:
            return track
        if pid not in self._rows_of:
            self._rows_of[pid] = 0
            self._meta(pid, 0, "process_name", {"name": process})
            self._meta(pid, 0, "process_sort_index", {"sort_index": pid})
        track = (pid, len(self._rows) + 1)
        self._rows[(pid, key)] = track
        self._meta(*track, "thread_name", {"name": thread})
        self._meta(*track, "thread_sort_index", {"sort_index": self._rows_of[pid]})
        self._rows_of[pid] += 1
        return track

    def _meta(self, pid: int, tid: int, name: str, args: dict) -> None:
        self.metadata.append({"ph": "M", "name": name, "pid": pid, "tid": tid, "ts": 0,
                              "args": args})
